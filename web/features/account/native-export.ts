/**
 * Export on the native app (product.md#r25): calls there carry a bearer token, which a plain link cannot send, so the
 * zip is fetched with the app's request headers and handed to the system share sheet (Save to Files,
 * AirDrop, Drive...). Falls back to a blob download where sharing files is not offered.
 */
import { exportFileName } from "../../../contract/account/rules";
import { fetchExportZip } from "./account-api";

export async function downloadExportNatively(now: Date = new Date()): Promise<void> {
  const file = new File([await fetchExportZip()], exportFileName(now), { type: "application/zip" });
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
