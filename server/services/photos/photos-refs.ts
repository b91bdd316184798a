/**
 * The seam between content records and stored photos (product.md#r23). Every service that stores imageUrls calls
 * attachPhotos inside its transaction, and releasePhotos after commit with the urls it dropped.
 */
import { and, eq, inArray, sql } from "drizzle-orm";
import { PHOTO_URL_PATTERN } from "../../../contract/photos/rules";
import { PHOTO_TEXTS } from "../../../contract/photos/texts";
import type { AppDeps } from "../../context";
import type { DbOrTx } from "../../db/client";
import { photos } from "../../db/schema";
import { USER_OWNED_TABLES } from "../../db/user-owned-tables";
import { AppError } from "../../errors";
import { deleteStoredFiles, listFileRemovals } from "./photo-files";

/** Photo addresses look like /api/photos/<random key>.<ext>; the key carries 128 random bits (22 base64url chars). */

export const PHOTO_URL_MESSAGE = PHOTO_TEXTS.notYours;

/**
 * A photo's id is its file name, `<key>.<ext>`: the last part of its address and the storage key of the
 * re-encoded image. The thumbnail is stored next to it as `<key>.thumb.<ext>`.
 */
export const photoUrl = (id: string): string => `/api/photos/${id}`;

export { storageKeysOf } from "./photo-files";

/** The photo id (file name) of a photo address, or null when the text is not a photo address. */
function photoIdOf(url: string): string | null {
  return PHOTO_URL_PATTERN.test(url) ? url.slice("/api/photos/".length) : null;
}

const refused = () => new AppError(400, PHOTO_URL_MESSAGE, { imageUrls: PHOTO_URL_MESSAGE });

/** Refuses urls that are not the user's own uploads, and marks them attached (so the sweep keeps them). */
export async function attachPhotos(tx: DbOrTx, userId: number, urls: readonly string[]): Promise<void> {
  const unique = [...new Set(urls)];
  if (unique.length === 0) return;
  const ids: string[] = [];
  for (const url of unique) {
    const id = photoIdOf(url);
    if (!id) throw refused();
    ids.push(id);
  }
  const rows = await tx
    .select({ id: photos.id })
    .from(photos)
    .where(and(eq(photos.userId, userId), inArray(photos.id, ids)));
  if (rows.length !== ids.length) throw refused();
  await tx
    .update(photos)
    .set({ attachedAt: sql`coalesce(${photos.attachedAt}, now())` })
    .where(and(eq(photos.userId, userId), inArray(photos.id, ids)));
}

/**
 * Removes the stored files of photo rows already deleted. A file storage refuses stays listed for the photos sweep
 * (docs/decisions/0280-photo-file-removals.md); only when the database is down too is it merely logged.
 */
export async function removePhotoFiles(deps: AppDeps, rows: readonly { id: string }[]): Promise<void> {
  const refused = await deleteStoredFiles(
    deps,
    rows.map((row) => row.id),
  );
  try {
    await listFileRemovals(deps.db, refused, deps.now());
  } catch (err) {
    deps.logger.error({ err, photoIds: refused }, "photo files left in storage and not listed for removal");
  }
}

/** Every photo address a user's records hold, one per row, from the list of user-owned tables. */
const photoAddresses = sql.join(
  USER_OWNED_TABLES.flatMap((owned) =>
    owned.photoColumns.map(({ column, list }) =>
      list
        ? sql`select unnest(${column}) as url from ${owned.table} where ${owned.userId} = ${photos.userId}`
        : sql`select ${column} as url from ${owned.table} where ${owned.userId} = ${photos.userId} and ${column} is not null`,
    ),
  ),
  sql` union all `,
);

/** Matches when no record of the photo's owner still names the photo's address. */
const unreferenced = sql`not exists (
    select 1 from (${photoAddresses}) refs
    where refs.url = '/api/photos/' || ${photos.id}
  )`;

/** Removes the files of urls that no record of the user references any more. Call after commit. */
export async function releasePhotos(deps: AppDeps, userId: number, urls: readonly string[]): Promise<void> {
  const ids = [...new Set(urls.map(photoIdOf).filter((k): k is string => k !== null))];
  if (ids.length === 0) return;
  try {
    // One statement: the check and the delete see the same committed records.
    const gone = await deps.db
      .delete(photos)
      .where(and(eq(photos.userId, userId), inArray(photos.id, ids), unreferenced))
      .returning({ id: photos.id });
    await removePhotoFiles(deps, gone);
  } catch (err) {
    // The record change has committed already; a left-over photo is harmless and must not turn it into a 5xx.
    deps.logger.warn({ err, userId }, "photos not released");
  }
}

/**
 * Removes every stored photo of a user (account deletion, retention purge). Call it BEFORE the user row is
 * deleted: the photos rows cascade with the user, and without them the files cannot be found.
 */
export async function deleteAllPhotosOf(deps: AppDeps, userId: number): Promise<void> {
  const gone = await deps.db
    .delete(photos)
    .where(eq(photos.userId, userId))
    .returning({ id: photos.id });
  await removePhotoFiles(deps, gone);
}

