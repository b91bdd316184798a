/**
 * Hands a downloaded file to the potter, as save-pdf.ts does for PDFs: a download on the web, the share sheet in the
 * native app (Save to Files, Mail...), where a download link does nothing.
 */
import { isNativeApp } from "../../lib/platform";

export async function saveFile(blob: Blob, fileName: string, type: string): Promise<void> {
  const file = new File([blob], fileName, { type });
  if (isNativeApp() && typeof navigator.canShare === "function" && navigator.canShare({ files: [file] })) {
    await navigator.share({ files: [file], title: file.name });
    return;
  }
  const href = URL.createObjectURL(file);
  const link = document.createElement("a");
  link.href = href;
  link.download = file.name;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(href), 60_000);
}
