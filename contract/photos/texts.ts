/** Photo texts (product.md#r75, product.md#r77, product.md#r35, product.md#r120; product.md#r23), free of zod for screens that only show photos. */
export const PHOTO_TEXTS = {
  tooLarge: (name: string) => `File ${name} is too large (max 10MB)`,
  tooManyPixels: (name: string) => `File ${name} is too large (max 50 megapixels)`,
  notAnImage: (name: string) => `File ${name} is not a supported image. Use a JPEG, PNG, WebP or HEIC photo.`,
  unreadable: (name: string) => `File ${name} could not be read. It may be damaged or incomplete.`,
  noFiles: "Choose at least one photo to upload",
  // A batch with files left out: each named with why, none of them taking a photo slot (so a potter knows what to
  // pick again, and a file that could not be used never fills a free slot).
  noRoom: (name: string, max: number) => `File ${name} did not fit: at most ${max} photos`,
  leftOut: (count: number) => (count === 1 ? "1 file was left out" : `${count} files were left out`),
  tooManyFiles: `Upload at most 10 photos at a time`,
  notMultipart: "Send photos as multipart/form-data in the field 'files'",
  notYours: "Each image must be one of your uploaded photos",
  // Photo storage out of reach: a 503, shown by the photo strip (docs/decisions/0281-photo-storage-unavailable.md).
  unavailable: "Photos are unavailable right now. Please try again in a few minutes.",
  // product.md#r35, browser-side processing.
  noCanvas: "Could not get canvas context",
  loadFailed: "Failed to load image",
  readFailed: "Failed to read file",
  cameraCancelled: "User cancelled photos app",
  // product.md#r75, product.md#r76: strip and viewer.
  count: (n: number, max: number) => `${n} of ${max} photos`,
  processing: (n: number) => `Processing ${n} image(s)...`,
  viewerTitle: (n: number, total: number) => `${n} of ${total}`,
  deleteTitle: "Delete Photo",
  deleteText: "Are you sure you want to delete this photo? This action cannot be undone.",
} as const;
