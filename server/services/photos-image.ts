/**
 * The image half of D23: what a file really is (from its bytes), whether it is safe to decode, and the
 * re-encoded photo plus thumbnail. No database, no storage: easy to test and to benchmark on its own.
 */
import sharp, { type Metadata, type OutputInfo } from "sharp";
import { PHOTO_LIMITS } from "../../contract/photos/rules";
import { PHOTO_TEXTS } from "../../contract/photos/texts";
import { AppError } from "../errors";

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
    throw AppError.badRequest(sniffed === "heif" ? PHOTO_TEXTS.heicUnsupported(name) : PHOTO_TEXTS.unreadable(name));
  }
  if (FORMAT_OF_SHARP[meta.format ?? ""] !== sniffed) throw AppError.badRequest(PHOTO_TEXTS.notAnImage(name));
  if (!meta.width || !meta.height) throw AppError.badRequest(PHOTO_TEXTS.unreadable(name));
  if (meta.width * meta.height > PHOTO_LIMITS.maxPixels) throw new AppError(413, PHOTO_TEXTS.tooManyPixels(name));

  let full: { data: Buffer; info: OutputInfo };
  try {
    full = await sharp(bytes, sharpOptions)
      .rotate()
      .resize(PHOTO_LIMITS.maxEdge, PHOTO_LIMITS.maxEdge, { fit: "inside", withoutEnlargement: true })
      .flatten({ background: "#ffffff" })
      .jpeg({ quality: 82 })
      .toBuffer({ resolveWithObject: true });
  } catch {
    throw AppError.badRequest(sniffed === "heif" ? PHOTO_TEXTS.heicUnsupported(name) : PHOTO_TEXTS.unreadable(name));
  }
  // The thumbnail comes from the already small, already upright re-encode: one expensive decode per upload.
  const thumb = await sharp(full.data)
    .resize(PHOTO_LIMITS.thumbEdge, PHOTO_LIMITS.thumbEdge, { fit: "inside", withoutEnlargement: true })
    .jpeg({ quality: 75 })
    .toBuffer();
  return { full: full.data, thumb, width: full.info.width, height: full.info.height, contentType: "image/jpeg", ext: "jpg" };
}
