/**
 * Uploads no record attached (product.md#r23): the photos sweep asks for the ids of those older than a day and has
 * them removed here, rows and files, so a potter who uploads and then abandons a form leaves nothing behind.
 */
import { and, inArray, isNull, lt } from "drizzle-orm";
import type { AppDeps } from "../../context";
import { photos } from "../../db/schema";
import { removePhotoFiles } from "./photos-refs";

const UNATTACHED_TTL_MS = 24 * 60 * 60 * 1000;
/** Ids per sweep: a backlog drains over several runs instead of one long statement. */
const PER_SWEEP = 1000;

/** Ids of uploads never attached within 24 hours of deps.now(). */
export async function findUnattachedPhotos(deps: AppDeps): Promise<string[]> {
  const cutoff = new Date(deps.now().getTime() - UNATTACHED_TTL_MS);
  const rows = await deps.db
    .select({ id: photos.id })
    .from(photos)
    .where(and(isNull(photos.attachedAt), lt(photos.createdAt, cutoff)))
    .limit(PER_SWEEP);
  return rows.map((row) => row.id);
}

/** Removes those of the given uploads that are still unattached; answers how many went. */
export async function removeUnattachedPhotos(deps: AppDeps, ids: readonly string[]): Promise<number> {
  if (ids.length === 0) return 0;
  // The delete re-checks attached_at under the row lock, so a photo attached at this moment stays.
  const gone = await deps.db
    .delete(photos)
    .where(and(inArray(photos.id, [...ids]), isNull(photos.attachedAt)))
    .returning({ id: photos.id });
  await removePhotoFiles(deps, gone);
  return gone.length;
}
