/**
 * The image half of product.md#r23: what a file really is (from its bytes), whether it is safe to decode, and the
 * re-encoded photo plus thumbnail. No database, no storage: easy to test and to benchmark on its own.
 */
import sharp, { type Metadata, type OutputInfo, type Sharp } from "sharp";
import { PHOTO_LIMITS } from "../../../contract/photos/rules";
import { PHOTO_TEXTS } from "../../../contract/photos/texts";
import { AppError } from "../../errors";
import { createByteBudget } from "./decode-budget";
import { decodeHeic, HEIC_BYTES_PER_PIXEL, HEIC_WORKER_BYTES, HeicDecodeError } from "./heic";

// Every upload is a different image: libvips' operation cache would only hold memory, never hit.
sharp.cache(false);

export type SourceFormat = "jpeg" | "png" | "webp" | "heif";

export interface ProcessedPhoto {
  full: Buffer;
  thumb: Buffer;
  width: number;
  height: number;
  contentType: "image/jpeg";
  ext: "jpg";
}

/** The HEIF family's ISO-BMFF brands (HEIC stills and sequences, and the generic mif1/msf1). */
const HEIF_BRANDS = new Set(["heic", "heix", "hevc", "hevx", "heim", "heis", "hevm", "hevs", "mif1", "msf1"]);

/** Magic bytes first: never hand libvips a file that does not even claim to be one of our formats (SVG, GIF, text). */
function sniffFormat(bytes: Uint8Array): SourceFormat | null {
  const b = bytes;
  if (b.length >= 3 && b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff) return "jpeg";
  if (b.length >= 8 && [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a].every((v, i) => b[i] === v)) return "png";
  const ascii = (from: number, to: number) => Buffer.from(b.subarray(from, to)).toString("latin1");
  if (b.length >= 12 && ascii(0, 4) === "RIFF" && ascii(8, 12) === "WEBP") return "webp";
  if (b.length >= 12 && ascii(4, 8) === "ftyp" && HEIF_BRANDS.has(ascii(8, 12))) return "heif";
  return null;
}

const FORMAT_OF_SHARP: Record<string, SourceFormat> = { jpeg: "jpeg", png: "png", webp: "webp", heif: "heif" };

const sharpOptions = {
  // Checked again while decoding, in case a header lied about its size.
  limitInputPixels: PHOTO_LIMITS.maxPixels,
  // A truncated or corrupt file is refused rather than stored half grey.
  failOn: "warning",
  sequentialRead: true,
} as const;

const MIB = 1024 * 1024;

/**
 * Memory, not only pixels (docs/decisions/0067-photo-processing-limit.md): the most memory one decode may need
 * (estimated before decoding), and the memory all decodes of one server may hold at once. A file over the bound is
 * refused with the 413 text; below it, decodes wait for budget. See docs/decisions/0067-photo-processing-limit.md and
 * bench/photo-memory.bench.ts.
 */
export const DECODE_LIMITS = { maxBytes: 256 * MIB, budgetBytes: 256 * MIB } as const;

const decodeBudget = createByteBudget(DECODE_LIMITS.budgetBytes);

const BYTES_PER_SAMPLE: Record<string, number> = { uchar: 1, char: 1, ushort: 2, short: 2, uint: 4, int: 4, float: 4, double: 8, complex: 8, dpcomplex: 16 };
/** libvips' own buffers and thread tiles while it streams an image through the pipeline. */
const STREAM_BYTES = 32 * MIB;
/** Rows a streamed decode may hold at once (the resize window and per-thread strips). */
const STREAM_ROWS = 1024;

/**
 * Peak bytes decoding this image will hold, from its header: pixels × bands × bytes per sample (16-bit counts
 * double), and the whole image when the format cannot be streamed — an interlaced PNG or a WebP is decoded in
 * full (measured about 1.25× its pixels), a progressive JPEG keeps 16-bit coefficients for every sample. Baseline
 * JPEG and non-interlaced PNG stream row by row (JPEG also shrinks while loading). HEIC decodes in a worker.
 */
export function estimateDecodeBytes(meta: Metadata, format: SourceFormat): number {
  const width = meta.width ?? 0;
  const pixels = width * (meta.height ?? 0);
  if (format === "heif") return HEIC_WORKER_BYTES + pixels * HEIC_BYTES_PER_PIXEL;
  const bands = meta.channels ?? 4;
  const sample = BYTES_PER_SAMPLE[meta.depth ?? "uchar"] ?? 4;
  const whole = pixels * bands * sample;
  if (format === "webp") return STREAM_BYTES + pixels * 4 * 1.25;
  if (format === "jpeg" && meta.isProgressive) return STREAM_BYTES + pixels * bands * 2;
  if (format === "png" && meta.isProgressive) return STREAM_BYTES + whole * 1.25;
  return STREAM_BYTES + Math.min(whole, width * bands * sample * STREAM_ROWS);
}

const unreadable = (name: string) => AppError.badRequest(PHOTO_TEXTS.unreadable(name));

/** HEIC: decoded to upright RGB by libheif (WebAssembly), then the same pipeline as every other format. */
async function heicInput(name: string, bytes: Buffer): Promise<Sharp> {
  try {
    const { width, height, pixels } = await decodeHeic(bytes, PHOTO_LIMITS.maxPixels);
    return sharp(pixels, { raw: { width, height, channels: 3 } });
  } catch (err) {
    if (err instanceof HeicDecodeError && err.reason === "tooManyPixels") throw new AppError(413, PHOTO_TEXTS.tooManyPixels(name));
    throw unreadable(name);
  }
}

/**
 * Checks one file and re-encodes it: EXIF orientation applied, all metadata stripped (GPS included),
 * fit inside 1200×1200 without enlarging, plus a ~400 px thumbnail. Throws AppError (4xx) for bad input.
 */
export async function processPhoto(name: string, bytes: Buffer): Promise<ProcessedPhoto> {
  if (bytes.length > PHOTO_LIMITS.maxFileBytes) throw new AppError(413, PHOTO_TEXTS.tooLarge(name));
  const sniffed = sniffFormat(bytes);
  if (!sniffed) throw AppError.badRequest(PHOTO_TEXTS.notAnImage(name));

  // Header only (no pixel decoding), so a decompression bomb is refused before it costs memory.
  let meta: Metadata;
  try {
    meta = await sharp(bytes, { limitInputPixels: false }).metadata();
  } catch {
    throw unreadable(name);
  }
  if (FORMAT_OF_SHARP[meta.format ?? ""] !== sniffed) throw AppError.badRequest(PHOTO_TEXTS.notAnImage(name));
  if (!meta.width || !meta.height) throw unreadable(name);
  if (meta.width * meta.height > PHOTO_LIMITS.maxPixels) throw new AppError(413, PHOTO_TEXTS.tooManyPixels(name));
  // Pixels alone are not memory: a 16-bit interlaced PNG under 50 MP can need 400 MB to decode.
  const estimate = estimateDecodeBytes(meta, sniffed);
  if (estimate > DECODE_LIMITS.maxBytes) throw new AppError(413, PHOTO_TEXTS.tooManyPixels(name));

  const full = await decodeBudget.run(estimate, async (): Promise<{ data: Buffer; info: OutputInfo }> => {
    const input = sniffed === "heif" ? await heicInput(name, bytes) : sharp(bytes, sharpOptions);
    try {
      return await input
        .rotate()
        .resize(PHOTO_LIMITS.maxEdge, PHOTO_LIMITS.maxEdge, { fit: "inside", withoutEnlargement: true })
        .flatten({ background: "#ffffff" })
        .jpeg({ quality: 82 })
        .toBuffer({ resolveWithObject: true });
    } catch {
      throw unreadable(name);
    }
  });
  // The thumbnail comes from the already small, already upright re-encode: one expensive decode per upload.
  const thumb = await makeThumbnail(full.data);
  return { full: full.data, thumb, width: full.info.width, height: full.info.height, contentType: "image/jpeg", ext: "jpg" };
}

/** The ~400 px thumbnail of an already re-encoded photo (an upload's, or an imported one's, product.md#r140). */
export function makeThumbnail(full: Buffer): Promise<Buffer> {
  return sharp(full, sharpOptions)
    .resize(PHOTO_LIMITS.thumbEdge, PHOTO_LIMITS.thumbEdge, { fit: "inside", withoutEnlargement: true })
    .jpeg({ quality: 75 })
    .toBuffer();
}
