/**
 * The seam between content records and stored photos (D23). Every service that stores imageUrls calls
 * attachPhotos inside its transaction, and releasePhotos after commit with the urls it dropped.
 * Implemented by the photos area; until then it only checks the address shape.
 */
import type { AppDeps } from "../context";
import type { DbOrTx } from "../db/client";
import { AppError } from "../errors";

/** Photo addresses look like /api/photos/<random key>.<ext>. */
export const PHOTO_URL = /^\/api\/photos\/[A-Za-z0-9_-]{22,}\.(jpg|png|webp)$/;

export const PHOTO_URL_MESSAGE = "Each image must be one of your uploaded photos";

/** Refuses urls that are not the user's own uploads, and marks them attached. */
export async function attachPhotos(_tx: DbOrTx, _userId: number, urls: readonly string[]): Promise<void> {
  for (const url of urls) {
    if (!PHOTO_URL.test(url)) throw new AppError(400, PHOTO_URL_MESSAGE, { imageUrls: PHOTO_URL_MESSAGE });
  }
}

/** Removes the files of urls that no record of the user references any more. Call after commit. */
export async function releasePhotos(_deps: AppDeps, _userId: number, _urls: readonly string[]): Promise<void> {}

/** Removes every stored photo of a user (account deletion, retention purge). */
export async function deleteAllPhotosOf(_deps: AppDeps, _userId: number): Promise<void> {}

/** The small thumbnail of a photo, for lists (pieces cards, library rows, inspiration cards). */
export function thumbnailUrl(url: string): string {
  return url;
}
