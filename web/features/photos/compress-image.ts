/**
 * Browser-side compression before upload (product.md#r120): fit inside 1200×1200, JPEG quality 0.75.
 * Drawing to a canvas also drops EXIF (GPS) on the device, and browsers apply the EXIF orientation when drawing.
 */
import { PHOTO_TEXTS } from "../../../contract/photos/texts";
import { PHOTO_LIMITS } from "../../../contract/photos/rules";

function readAsDataUrl(file: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => (typeof reader.result === "string" ? resolve(reader.result) : reject(new Error(PHOTO_TEXTS.readFailed)));
    reader.onerror = () => reject(new Error(PHOTO_TEXTS.readFailed));
    reader.readAsDataURL(file);
  });
}

function loadImage(src: string): Promise<HTMLImageElement> {
  return new Promise((resolve, reject) => {
    const image = new Image();
    image.onload = () => resolve(image);
    image.onerror = () => reject(new Error(PHOTO_TEXTS.loadFailed));
    image.src = src;
  });
}

/** The size that fits inside max×max without enlarging. */
export function fitInside(width: number, height: number, max: number = PHOTO_LIMITS.maxEdge): { width: number; height: number } {
  const scale = Math.min(1, max / Math.max(width, height));
  return { width: Math.max(1, Math.round(width * scale)), height: Math.max(1, Math.round(height * scale)) };
}

/** Answers a JPEG Blob at most 1200×1200; throws with the spec's texts when the file cannot be processed. */
export async function compressImage(file: Blob): Promise<Blob> {
  const image = await loadImage(await readAsDataUrl(file));
  const { width, height } = fitInside(image.naturalWidth, image.naturalHeight);
  const canvas = document.createElement("canvas");
  canvas.width = width;
  canvas.height = height;
  const context = canvas.getContext("2d");
  if (!context) throw new Error(PHOTO_TEXTS.noCanvas);
  // Transparent PNGs become white rather than black in JPEG.
  context.fillStyle = "#ffffff";
  context.fillRect(0, 0, width, height);
  context.drawImage(image, 0, 0, width, height);
  return new Promise((resolve, reject) => {
    canvas.toBlob(
      (blob) => (blob ? resolve(blob) : reject(new Error(PHOTO_TEXTS.loadFailed))),
      "image/jpeg",
      PHOTO_LIMITS.clientJpegQuality,
    );
  });
}

/** "bowl.HEIC" → "bowl.jpg": the compressed file is a JPEG whatever it was before. */
export function jpegName(name: string): string {
  const base = name.replace(/\.[^./\\]+$/, "") || "photo";
  return `${base}.jpg`;
}
