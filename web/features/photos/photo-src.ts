import { isApiAddress, thumbnailAddress } from "../../../contract/photos/rules";
import { buildUrl } from "../../lib/api";

/**
 * The address an <img> loads a stored photo from. The web build uses the relative path; the native app
 * prefixes APP_URL, because its pages are not served by the API host (product.md#r25).
 */
export function photoSrc(url: string): string {
  return isApiAddress(url) ? buildUrl(url) : url;
}

/** The ~400 px thumbnail of a stored photo (same rule as the server's thumbnailUrl). */
export function thumbnailSrc(url: string): string {
  return photoSrc(thumbnailAddress(url));
}
