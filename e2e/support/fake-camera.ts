/**
 * A video file for Chromium's fake camera (`--use-file-for-fake-video-capture`) showing a QR code, as a label held in
 * front of the phone would (scan to open, product.md#r135). Y4M is a text header and raw 4:2:0 frames; one frame is
 * shown over and over. The QR code is drawn by ZXing's writer (the same library the app reads it with, here in Node).
 */
import { mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import os from "node:os";
import path from "node:path";
import sharp from "sharp";
import { prepareZXingModule, writeBarcode } from "zxing-wasm/writer";
import { CHROMIUM_ARGS, findTestChromium } from "./chromium";

const WIDTH = 640;
const HEIGHT = 480;

export async function qrCameraFile(text: string): Promise<string> {
  const wasm = readFileSync(createRequire(import.meta.url).resolve("zxing-wasm/writer/zxing_writer.wasm"));
  await prepareZXingModule({ overrides: { wasmBinary: wasm.buffer.slice(wasm.byteOffset, wasm.byteOffset + wasm.byteLength) as ArrayBuffer }, fireImmediately: true });
  const written = await writeBarcode(text, { format: "QRCode", scale: 1 });
  if (!written.image) throw new Error(`QR not written: ${written.error}`);
  const qr = Buffer.from(await written.image.arrayBuffer());
  const luma = await sharp(qr)
    .resize(320, 320, { kernel: "nearest" })
    .extend({ top: 80, bottom: 80, left: 160, right: 160, background: "#ffffff" })
    .flatten({ background: "#ffffff" })
    .greyscale()
    .raw()
    .toBuffer();
  if (luma.length !== WIDTH * HEIGHT) throw new Error(`unexpected frame size ${luma.length}`);
  const chroma = Buffer.alloc((WIDTH / 2) * (HEIGHT / 2), 128);
  const header = Buffer.from(`YUV4MPEG2 W${WIDTH} H${HEIGHT} F10:1 Ip A1:1 C420jpeg\n`);
  const file = path.join(mkdtempSync(path.join(os.tmpdir(), "claybook-camera-")), "label.y4m");
  writeFileSync(file, Buffer.concat([header, Buffer.from("FRAME\n"), luma, chroma, chroma]));
  return file;
}

/** A new potter's first piece this year: codes count per potter, so the camera's picture can be made in advance. */
export const FIRST_CODE_THIS_YEAR = `${String(new Date().getUTCFullYear() % 100).padStart(2, "0")}-0001`;

/** Chromium's launch options for a camera showing `file`, with the permission prompt answered yes. */
export function fakeCameraLaunch(file: string) {
  return {
    executablePath: findTestChromium()!,
    args: [...CHROMIUM_ARGS, "--use-fake-ui-for-media-stream", "--use-fake-device-for-media-stream", `--use-file-for-fake-video-capture=${file}`],
  };
}
