/**
 * The account area's calls, built on the contract's route table: the data export (product.md#r24) and the account's
 * deletion (product.md#r15). Components use these and never a path or the raw client (docs/architecture.md).
 */
import { ACCOUNT_ENDPOINTS } from "../../../contract/account/endpoints";
import type { AccountRoutes } from "../../../contract/account/routes";
import { prepareRawRequest } from "../../lib/api";
import { ApiError } from "../../lib/api-error";
import { buildUrl } from "../../lib/api-url";
import { areaClient, pathOf } from "../../lib/api-client";

const accountApi = areaClient<AccountRoutes>(
  ACCOUNT_ENDPOINTS,
  import.meta.env.DEV ? () => import("../../../contract/account/routes").then((m) => m.ACCOUNT_ROUTES) : undefined,
);

export function deleteAccount() {
  return accountApi.deleteAccount();
}

/**
 * Whether an export may start now: a refusal (429) throws with the limit's words, which the download link itself
 * could not show (docs/decisions/0243-export-limit-said-before-the-download.md).
 */
export function checkExport() {
  return accountApi.exportCheck();
}

/** The export's address, for a plain download link: the browser streams the zip to disk with the session cookie. */
export function exportUrl(): string {
  return buildUrl(pathOf(ACCOUNT_ENDPOINTS.exportData));
}

/** The export as a file, fetched with the app's request headers (the native app's bearer token). */
export async function fetchExportZip(): Promise<Blob> {
  const endpoint = ACCOUNT_ENDPOINTS.exportData;
  const { url, headers, credentials } = await prepareRawRequest(endpoint.method, pathOf(endpoint));
  headers.set("Accept", "application/zip");
  const response = await fetch(url, { headers, credentials });
  if (!response.ok) {
    const body = (await response.json().catch(() => null)) as { message?: string } | null;
    throw new ApiError(body?.message || `${response.status} ${response.statusText}`, response.status);
  }
  return response.blob();
}
