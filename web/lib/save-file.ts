/**
 * Hands a made file (a label or ticket PDF, a fees CSV) to the potter: a download on the web (the browser opens or
 * saves it as the potter has set), the system share sheet in the native app (Print, Save to Files, AirDrop...), where
 * a download link does nothing.
 */
import { isNativeApp } from "./platform";

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
  // The download has its copy by then; the page's memory is given back.
  setTimeout(() => URL.revokeObjectURL(href), 60_000);
}
