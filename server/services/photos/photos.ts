/**
 * Uploads and serving (product.md#r23): every file is checked and re-encoded first, then stored with an unguessable
 * key and recorded as the user's photo. A request stores all of its files or none.
 */
import { PHOTO_LIMITS, thumbnailAddress } from "../../../contract/photos/rules";
import { randomBytes } from "node:crypto";
import type { UploadedPhoto } from "../../../contract/photos/schemas";
import { PHOTO_TEXTS } from "../../../contract/photos/texts";
import type { AppDeps } from "../../context";
import { photos } from "../../db/schema";
import { AppError } from "../../errors";
import type { StoredObject } from "../../storage/photo-store";
import { photoUrl, removePhotoFiles, storageKeysOf } from "./photos-refs";
import { processPhoto, type ProcessedPhoto } from "./photos-image";
import { limitPhotoWork } from "./photos-limit";

export interface IncomingFile {
  name: string;
  bytes: Buffer;
}

/** 128 random bits, base64url: the address is the capability (product.md#r23). */
const newPhotoKey = (): string => randomBytes(16).toString("base64url");

/** Names are echoed in messages only; keep them short and printable. */
function displayName(name: string): string {
  // eslint-disable-next-line no-control-regex
  const clean = name.replace(/[\u0000-\u001f\u007f]/g, "").trim() || "photo";
  return clean.length > 80 ? `${clean.slice(0, 77)}...` : clean;
}

export async function uploadPhotos(deps: AppDeps, userId: number, files: readonly IncomingFile[]): Promise<UploadedPhoto[]> {
  if (files.length === 0) throw AppError.badRequest(PHOTO_TEXTS.noFiles, { files: PHOTO_TEXTS.noFiles });
  if (files.length > PHOTO_LIMITS.maxFilesPerRequest) {
    throw AppError.badRequest(PHOTO_TEXTS.tooManyFiles, { files: PHOTO_TEXTS.tooManyFiles });
  }
  // Cheap size checks for every file before any decoding work.
  for (const file of files) {
    if (file.bytes.length > PHOTO_LIMITS.maxFileBytes) throw new AppError(413, PHOTO_TEXTS.tooLarge(displayName(file.name)));
  }
  // One at a time: libvips already uses every core for one image, and memory stays bounded.
  const processed: ProcessedPhoto[] = [];
  for (const file of files) processed.push(await limitPhotoWork(() => processPhoto(displayName(file.name), file.bytes)));

  const stored: { id: string }[] = [];
  try {
    const now = deps.now();
    const rows = [];
    for (const photo of processed) {
      const id = `${newPhotoKey()}.${photo.ext}`;
      const [fullKey, thumbKey] = storageKeysOf(id);
      stored.push({ id });
      await Promise.all([
        deps.storage.put(fullKey, photo.full, photo.contentType),
        deps.storage.put(thumbKey, photo.thumb, photo.contentType),
      ]);
      rows.push({
        id,
        userId,
        contentType: photo.contentType,
        width: photo.width,
        height: photo.height,
        bytes: photo.full.length,
        thumbBytes: photo.thumb.length,
        createdAt: now,
      });
    }
    await deps.db.insert(photos).values(rows);
    return rows.map((row) => {
      const url = photoUrl(row.id);
      return { url, thumbnailUrl: thumbnailAddress(url), width: row.width, height: row.height };
    });
  } catch (err) {
    await removePhotoFiles(deps, stored);
    throw err;
  }
}

const FILE_NAME = /^([A-Za-z0-9_-]{22,43})(\.thumb)?\.(jpg|png|webp)$/;
const TYPE_OF_EXT: Record<string, string> = { jpg: "image/jpeg", png: "image/png", webp: "image/webp" };

export interface PhotoFile extends StoredObject {
  contentType: string;
}

/** Reads a stored photo or thumbnail by its file name (`<key>.jpg`, `<key>.thumb.jpg`); null when missing. */
export async function readPhoto(deps: AppDeps, file: string): Promise<PhotoFile | null> {
  const match = FILE_NAME.exec(file);
  if (!match) return null;
  const object = await deps.storage.get(file);
  return object ? { ...object, contentType: TYPE_OF_EXT[match[3]!]! } : null;
}
