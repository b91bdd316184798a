/**
 * HEIC/HEIF decoding for uploads (docs/decisions/0063-heic-uploads.md): the prebuilt libvips in sharp has no HEVC
 * decoder, so a worker thread decodes the photo with libheif compiled to WebAssembly (npm `libheif-js`; no system
 * library, nothing downloaded at install). Its answer is plain RGB pixels, already upright; the caller runs them
 * through the same pipeline as every other photo. Memory is bounded by the caller's estimate, time here.
 */
import { readFile } from "node:fs/promises";
import { createRequire } from "node:module";
import { Worker } from "node:worker_threads";

/** A 12 MP photo decodes in about 0.3 s; far past that the file is hostile or the server swamped. */
export const HEIC_TIMEOUT_MS = 30_000;

/**
 * Bytes a decode holds at its peak, per pixel: the WebAssembly heap (HEVC reference frames, the YCbCr planes and the
 * RGB result) plus the RGB copy handed back. Measured: 12 MP 141 MB, 24 MP 259 MB, 2 MP 48 MB (docs/benchmarks.md).
 */
export const HEIC_BYTES_PER_PIXEL = 9.5;
/** A worker's own cost before any pixel: its V8 isolate and libheif's WebAssembly instance. */
export const HEIC_WORKER_BYTES = 32 * 1024 * 1024;

export type HeicFailure = "unreadable" | "tooManyPixels" | "timeout";

export class HeicDecodeError extends Error {
  constructor(readonly reason: HeicFailure) {
    super(`HEIC decode failed: ${reason}`);
  }
}

export interface DecodedHeic {
  width: number;
  height: number;
  /** Interleaved RGB, 8 bits per sample, rows tightly packed. */
  pixels: Buffer;
}

type WorkerAnswer = { error: HeicFailure } | { width: number; height: number; pixels: Uint8Array };

let compiled: Promise<WebAssembly.Module> | null = null;

/** libheif's WebAssembly, compiled once per process (about 1.4 MB) and shared with every worker. */
function libheifModule(): Promise<WebAssembly.Module> {
  compiled ??= readFile(createRequire(import.meta.url).resolve("libheif-js/libheif-wasm/libheif.wasm")).then((wasm) =>
    WebAssembly.compile(wasm),
  );
  return compiled;
}

export async function decodeHeic(bytes: Buffer, maxPixels: number, timeoutMs = HEIC_TIMEOUT_MS): Promise<DecodedHeic> {
  const wasmModule = await libheifModule();
  // Its own copy: the worker gets the bytes without sharing the upload's buffer.
  const copy = new Uint8Array(bytes).buffer;
  const worker = new Worker(new URL("./heic-decode-worker.mjs", import.meta.url), {
    workerData: { bytes: copy, maxPixels, wasmModule },
    transferList: [copy],
    // The JavaScript side only copies rows; the pixels live in WebAssembly memory, bounded by the estimate.
    resourceLimits: { maxOldGenerationSizeMb: 64 },
  });
  return new Promise<DecodedHeic>((resolve, reject) => {
    const timer = setTimeout(() => finish(new HeicDecodeError("timeout")), timeoutMs);
    let settled = false;
    function finish(result: DecodedHeic | HeicDecodeError): void {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      void worker.terminate();
      if (result instanceof HeicDecodeError) reject(result);
      else resolve(result);
    }
    worker.once("message", (answer: WorkerAnswer) => {
      if ("error" in answer) finish(new HeicDecodeError(answer.error));
      else finish({ width: answer.width, height: answer.height, pixels: Buffer.from(answer.pixels.buffer, answer.pixels.byteOffset, answer.pixels.byteLength) });
    });
    worker.once("error", () => finish(new HeicDecodeError("unreadable")));
    worker.once("exit", () => finish(new HeicDecodeError("unreadable")));
  });
}
