/**
 * Decodes one HEIC/HEIF photo with libheif compiled to WebAssembly (libheif-js), off the main thread
 * (server/services/photos/heic.ts; docs/decisions/0063-heic-uploads.md). Plain JavaScript so it runs the same under
 * Node, tsx and the test runner. The worker lives for one photo: its WebAssembly memory, which never shrinks,
 * goes with it. libheif applies the HEIF transforms (irot, imir, clap), so the pixels come out upright.
 */
import { createRequire } from "node:module";
import { parentPort, workerData } from "node:worker_threads";

const require = createRequire(import.meta.url);

// libheif-js reports parse failures with console.log; the answer below says the same without the noise.
// eslint-disable-next-line no-console -- silencing it, not logging
console.log = () => {};

function answer(message, transfer = []) {
  parentPort.postMessage(message, transfer);
}

try {
  const factory = require("libheif-js/libheif-wasm/libheif.js");
  const { bytes, maxPixels, wasmModule } = workerData;
  // The main thread compiles the WebAssembly once and hands the compiled module to every worker.
  const libheif = factory({
    instantiateWasm: (imports, receive) => receive(new WebAssembly.Instance(wasmModule, imports), wasmModule),
  });
  const images = new libheif.HeifDecoder().decode(new Uint8Array(bytes));
  const image = images.find((i) => i.is_primary()) ?? images[0];
  if (!image) {
    answer({ error: "unreadable" });
  } else {
    const width = image.get_width();
    const height = image.get_height();
    if (!width || !height) answer({ error: "unreadable" });
    else if (width * height > maxPixels) answer({ error: "tooManyPixels" });
    else {
      const decoded = await libheif.heif_js_decode_image2(
        image.handle,
        libheif.heif_colorspace.heif_colorspace_RGB,
        libheif.heif_chroma.heif_chroma_interleaved_RGB,
      );
      const plane = decoded && !decoded.code ? decoded.channels?.[0] : undefined;
      if (!plane || plane.width !== width || plane.height !== height) {
        answer({ error: "unreadable" });
      } else {
        // Rows are padded to `stride` inside WebAssembly memory: copy them out tightly packed.
        const row = width * 3;
        const pixels = new Uint8Array(row * height);
        for (let y = 0; y < height; y++) pixels.set(plane.data.subarray(y * plane.stride, y * plane.stride + row), y * row);
        libheif.heif_image_release(decoded.image);
        answer({ width, height, pixels }, [pixels.buffer]);
      }
    }
  }
} catch {
  answer({ error: "unreadable" });
}
