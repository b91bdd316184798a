/**
 * Export on the native app (D25): calls there carry a bearer token, which a plain link cannot send, so the
 * zip is fetched with the app's request headers and handed to the system share sheet (Save to Files,
 * AirDrop, Drive...). Falls back to a blob download where sharing files is not offered.
 */
import { exportFileName } from "../../../contract/preferences/texts";
import { ApiError, prepareRawRequest } from "../../lib/api";

export async function downloadExportNatively(now: Date = new Date()): Promise<void> {
  const { url, headers, credentials } = await prepareRawRequest("GET", "/api/export");
  headers.set("Accept", "application/zip");
  const response = await fetch(url, { headers, credentials });
  if (!response.ok) {
    const body = (await response.json().catch(() => null)) as { message?: string } | null;
    throw new ApiError(body?.message || `${response.status} ${response.statusText}`, response.status);
  }
  const file = new File([await response.blob()], exportFileName(now), { type: "application/zip" });
  if (typeof navigator.canShare === "function" && navigator.canShare({ files: [file] })) {
    await navigator.share({ files: [file], title: file.name });
    return;
  }
  const href = URL.createObjectURL(file);
  const link = document.createElement("a");
  link.href = href;
  link.download = file.name;
  link.click();
  setTimeout(() => URL.revokeObjectURL(href), 60_000);
}
