/** Photo limits, addresses and texts (spec 001 §2, §5, §8, §9; D23), free of zod for screens that only show photos. */
export const PHOTO_LIMITS = {
  /** Spec 001 §5/§9: at most 10MB per file. */
  maxFileBytes: 10 * 1024 * 1024,
  /** D23: refuse images over 50 megapixels before decoding them. */
  maxPixels: 50_000_000,
  /** Spec 001 §9 and D23: stored (and browser-compressed) photos fit inside 1200×1200. */
  maxEdge: 1200,
  /** The thumbnail used in lists (pieces cards, library rows, inspiration cards). */
  thumbEdge: 400,
  /** Spec 001 §9: browser compression quality. */
  clientJpegQuality: 0.75,
  /** Spec 001 §9: native camera quality. */
  cameraQuality: 90,
  /** Files per POST /api/uploads request (decision 0060). */
  maxFilesPerRequest: 10,
  /** Spec 001 §9: photo slots per field. */
} as const;

/** Spec 001 §9: viewer gestures. */
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

export const PHOTO_TEXTS = {
  tooLarge: (name: string) => `File ${name} is too large (max 10MB)`,
  tooManyPixels: (name: string) => `File ${name} is too large (max 50 megapixels)`,
  notAnImage: (name: string) => `File ${name} is not a supported image. Use a JPEG, PNG, WebP or HEIC photo.`,
  unreadable: (name: string) => `File ${name} could not be read. It may be damaged or incomplete.`,
  noFiles: "Choose at least one photo to upload",
  tooManyFiles: `Upload at most 10 photos at a time`,
  notMultipart: "Send photos as multipart/form-data in the field 'files'",
  notYours: "Each image must be one of your uploaded photos",
  // Spec 001 §8, browser-side processing.
  noCanvas: "Could not get canvas context",
  loadFailed: "Failed to load image",
  readFailed: "Failed to read file",
  cameraCancelled: "User cancelled photos app",
  // Spec 001 §2 and §4: strip and viewer.
  count: (n: number, max: number) => `${n} of ${max} photos`,
  processing: (n: number) => `Processing ${n} image(s)...`,
  viewerTitle: (n: number, total: number) => `${n} of ${total}`,
  deleteTitle: "Delete Photo",
  deleteText: "Are you sure you want to delete this photo? This action cannot be undone.",
} as const;
