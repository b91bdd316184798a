/**
 * Export on the native app (product.md#r25): calls there carry a bearer token, which a plain link cannot send, so the
 * zip is fetched with the app's request headers and handed on as every made file is (web/lib/save-file.ts): the
 * system share sheet (Save to Files, AirDrop, Drive...), or a download where sharing files is not offered.
 */
import { exportFileName } from "../../../contract/account/rules";
import { saveFile } from "../../lib/save-file";
import { fetchExportZip } from "./account-api";

export async function downloadExportNatively(now: Date = new Date()): Promise<void> {
  await saveFile(await fetchExportZip(), exportFileName(now), "application/zip");
}
