/**
 * Reads QR codes from the camera's frames (docs/decisions/0148-scan-to-open.md): the browser's own BarcodeDetector
 * where it reads QR codes (Safari, Android Chrome), else ZXing compiled to WebAssembly, loaded only when scanning
 * starts and served from Claybook's own origin (precached, so it works offline).
 */
import type { QrReader } from "./qr-frame-reader";

interface NativeDetector {
  detect(source: CanvasImageSource): Promise<{ rawValue: string }[]>;
}
interface NativeDetectorClass {
  new (options: { formats: string[] }): NativeDetector;
  getSupportedFormats(): Promise<string[]>;
}

async function nativeReader(): Promise<QrReader | null> {
  const Detector = (globalThis as { BarcodeDetector?: NativeDetectorClass }).BarcodeDetector;
  if (!Detector) return null;
  try {
    if (!(await Detector.getSupportedFormats()).includes("qr_code")) return null;
    const detector = new Detector({ formats: ["qr_code"] });
    return { read: async (video) => (await detector.detect(video))[0]?.rawValue ?? null };
  } catch {
    return null;
  }
}

export async function createQrReader(): Promise<QrReader> {
  return (await nativeReader()) ?? (await import("./qr-reader-wasm")).wasmReader();
}
