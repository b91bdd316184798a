/**
 * The WebAssembly QR reader (zxing-wasm), for browsers without a BarcodeDetector that reads QR codes. Its .wasm file
 * is bundled by Vite under Claybook's own address (never the library's default CDN), so scanning works offline.
 */
import { prepareZXingModule, readBarcodes } from "zxing-wasm/reader";
import wasmUrl from "zxing-wasm/reader/zxing_reader.wasm?url";
import type { QrReader } from "./qr-frame-reader";

export async function wasmReader(): Promise<QrReader> {
  await prepareZXingModule({
    overrides: { locateFile: (file: string, prefix: string) => (file.endsWith(".wasm") ? wasmUrl : prefix + file) },
    fireImmediately: true,
  });
  const canvas = document.createElement("canvas");
  const context = canvas.getContext("2d", { willReadFrequently: true });
  return {
    read: async (video) => {
      if (!context || video.videoWidth === 0) return null;
      canvas.width = video.videoWidth;
      canvas.height = video.videoHeight;
      context.drawImage(video, 0, 0);
      const image = context.getImageData(0, 0, canvas.width, canvas.height);
      const [result] = await readBarcodes(image, { formats: ["QRCode"], maxNumberOfSymbols: 1, tryHarder: true });
      return result?.isValid ? result.text : null;
    },
  };
}
