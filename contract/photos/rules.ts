/** Photo limits and addresses (product.md#r75, product.md#r77, product.md#r35, product.md#r120; product.md#r23), free of zod for screens that only show photos. */
export const PHOTO_LIMITS = {
  /** product.md#r77, product.md#r120: at most 10MB per file. */
  maxFileBytes: 10 * 1024 * 1024,
  /** product.md#r23: refuse images over 50 megapixels before decoding them. */
  maxPixels: 50_000_000,
  /** product.md#r120 and product.md#r23: stored (and browser-compressed) photos fit inside 1200×1200. */
  maxEdge: 1200,
  /** The thumbnail used in lists (pieces cards, library rows, inspiration cards). */
  thumbEdge: 400,
  /** product.md#r120: browser compression quality. */
  clientJpegQuality: 0.75,
  /** product.md#r120: native camera quality. */
  cameraQuality: 90,
  /** Files per POST /api/uploads request (decision 0060). */
  maxFilesPerRequest: 10,
} as const;

/** product.md#r120: viewer gestures. */
export const VIEWER = {
  swipeThresholdPx: 50,
  minZoom: 0.5,
  maxZoom: 4,
} as const;

/** A stored photo's address: /api/photos/<random key>.<ext>, the key carrying 128 random bits (decision 0060). */
export const PHOTO_URL_PATTERN = /^\/api\/photos\/[A-Za-z0-9_-]{22,}\.(jpg|png|webp)$/;

/** The thumbnail address of a stored photo (`<key>.thumb.<ext>`); other addresses are answered unchanged. */
export function thumbnailAddress(url: string): string {
  if (!PHOTO_URL_PATTERN.test(url)) return url;
  const dot = url.lastIndexOf(".");
  return `${url.slice(0, dot)}.thumb${url.slice(dot)}`;
}

/** The multipart field that carries the files. */
export const UPLOAD_FIELD = "files";

/**
 * True for an address the API serves (stored photos are `/api/photos/...`): such an address is relative to the
 * API host, which the native app must prefix (product.md#r25). Addresses are values stored on records, not calls.
 */
export function isApiAddress(url: string): boolean {
  return url.startsWith("/api/");
}
