/**
 * A photo's stored files and their removal (product.md#r23). Removal is kept in a list in the database until storage
 * confirms it, so an outage never leaves files that nothing removes (docs/decisions/0280-photo-file-removals.md).
 */
import { and, inArray, lt, notExists, sql } from "drizzle-orm";
import type { AppDeps } from "../../context";
import type { DbOrTx } from "../../db/client";
import { photoFileRemovals, photos } from "../../db/schema";

/** An entry younger than this may belong to an upload still storing its files; the sweep leaves it alone. */
const REMOVAL_RETRY_AFTER_MS = 60 * 60 * 1000;
/** Entries retried per sweep: a long outage's backlog drains over several runs instead of one long one. */
const RETRIES_PER_SWEEP = 500;

const thumbnailKeyOf = (id: string): string => id.replace(/\.([a-z0-9]+)$/, ".thumb.$1");

/** The storage keys of a photo: the re-encoded image and its thumbnail. */
export const storageKeysOf = (id: string): [string, string] => [id, thumbnailKeyOf(id)];

/** Lists photos whose files are to be removed (an upload before it stores them, or a removal storage refused). */
export async function listFileRemovals(db: DbOrTx, ids: readonly string[], now: Date): Promise<void> {
  if (ids.length === 0) return;
  await db
    .insert(photoFileRemovals)
    .values(ids.map((photoId) => ({ photoId, createdAt: now })))
    .onConflictDoNothing();
}

/** Strikes photos off the list: their files are gone, or a committed photo row now owns them. */
export async function unlistFileRemovals(db: DbOrTx, ids: readonly string[]): Promise<void> {
  if (ids.length === 0) return;
  await db.delete(photoFileRemovals).where(inArray(photoFileRemovals.photoId, [...ids]));
}

/** Deletes both files of each photo; answers the ids storage refused (logged, for the list). */
export async function deleteStoredFiles(deps: AppDeps, ids: readonly string[]): Promise<string[]> {
  const refused: string[] = [];
  for (const id of ids) {
    try {
      for (const key of storageKeysOf(id)) await deps.storage.delete(key);
    } catch (err) {
      deps.logger.warn({ err, photoId: id }, "photo files not removed; listed for the sweep");
      refused.push(id);
    }
  }
  return refused;
}

/** Listed removals old enough to retry, and never of a photo that is recorded (its files are in use). */
export async function findDueFileRemovals(deps: AppDeps): Promise<string[]> {
  const cutoff = new Date(deps.now().getTime() - REMOVAL_RETRY_AFTER_MS);
  const rows = await deps.db
    .select({ id: photoFileRemovals.photoId })
    .from(photoFileRemovals)
    .where(
      and(
        lt(photoFileRemovals.createdAt, cutoff),
        notExists(deps.db.select({ one: sql`1` }).from(photos).where(sql`${photos.id} = ${photoFileRemovals.photoId}`)),
      ),
    )
    .orderBy(photoFileRemovals.createdAt)
    .limit(RETRIES_PER_SWEEP);
  return rows.map((row) => row.id);
}

/** Retries the removal of listed photos' files; answers how many are gone now. */
export async function retryFileRemovals(deps: AppDeps, ids: readonly string[]): Promise<number> {
  const refused = new Set(await deleteStoredFiles(deps, ids));
  const gone = ids.filter((id) => !refused.has(id));
  await unlistFileRemovals(deps.db, gone);
  return gone.length;
}
