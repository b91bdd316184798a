import { isApiAddress, thumbnailAddress } from "../../../contract/photos/rules";
import { buildUrl } from "../../lib/api-url";
import { isLocalPhoto, localPhotoSrc } from "../../lib/offline/local-photos";

/**
 * The address an <img> loads a stored photo from. The web build uses the relative path; the native app
 * prefixes APP_URL, because its pages are not served by the API host (product.md#r25).
 */
export function photoSrc(url: string): string {
  // A photo picked offline is shown from the device until it is uploaded (docs/decisions/0116-outbox.md).
  if (isLocalPhoto(url)) return localPhotoSrc(url);
  return isApiAddress(url) ? buildUrl(url) : url;
}

/** The ~400 px thumbnail of a stored photo (same rule as the server's thumbnailUrl). */
export function thumbnailSrc(url: string): string {
  if (isLocalPhoto(url)) return localPhotoSrc(url);
  return photoSrc(thumbnailAddress(url));
}
