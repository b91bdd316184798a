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
import { PhotoStorageError, type StoredObject } from "../../storage/photo-store";
import { deleteStoredFiles, listFileRemovals, storageKeysOf, unlistFileRemovals } from "./photo-files";
import { photoUrl } from "./photos-refs";
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

  const now = deps.now();
  const ids = processed.map((photo) => `${newPhotoKey()}.${photo.ext}`);
  // Listed before any file is stored and struck off with the rows' commit: files of an upload that fails (or of a
  // server that stops) midway are removed by the sweep once storage answers (docs/decisions/0280-photo-file-removals.md).
  await listFileRemovals(deps.db, ids, now);
  try {
    const rows = processed.map((photo, i) => ({
      id: ids[i]!,
      userId,
      contentType: photo.contentType,
      width: photo.width,
      height: photo.height,
      bytes: photo.full.length,
      thumbBytes: photo.thumb.length,
      createdAt: now,
    }));
    for (const [i, photo] of processed.entries()) {
      const [fullKey, thumbKey] = storageKeysOf(ids[i]!);
      await Promise.all([
        deps.storage.put(fullKey, photo.full, photo.contentType),
        deps.storage.put(thumbKey, photo.thumb, photo.contentType),
      ]);
    }
    await deps.db.transaction(async (tx) => {
      await tx.insert(photos).values(rows);
      await unlistFileRemovals(tx, ids);
    });
    return rows.map((row) => {
      const url = photoUrl(row.id);
      return { url, thumbnailUrl: thumbnailAddress(url), width: row.width, height: row.height };
    });
  } catch (err) {
    await removeFailedUpload(deps, ids);
    throw storageAnswer(deps, err);
  }
}

/** After a failed upload: removes what was stored; what storage refused stays listed for the sweep. */
async function removeFailedUpload(deps: AppDeps, ids: readonly string[]): Promise<void> {
  const refused = new Set(await deleteStoredFiles(deps, ids));
  try {
    await unlistFileRemovals(
      deps.db,
      ids.filter((id) => !refused.has(id)),
    );
  } catch (err) {
    // Still listed: the sweep deletes them again, which is harmless.
    deps.logger.warn({ err }, "removed photo files still listed");
  }
}

/** Storage out of reach is a 503 the potter can act on (docs/decisions/0281-photo-storage-unavailable.md). */
function storageAnswer(deps: AppDeps, err: unknown): unknown {
  if (!(err instanceof PhotoStorageError)) return err;
  deps.logger.warn({ err }, "photo storage unavailable");
  return new AppError(503, PHOTO_TEXTS.unavailable);
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
  let object: StoredObject | null;
  try {
    object = await deps.storage.get(file);
  } catch (err) {
    throw storageAnswer(deps, err);
  }
  return object ? { ...object, contentType: TYPE_OF_EXT[match[3]!]! } : null;
}
