/**
 * The periodic sweep: uploads that no record attached within 24 hours are removed, rows and files.
 * A potter who uploads and then abandons a form leaves nothing behind.
 */
import { and, isNull, lt } from "drizzle-orm";
import type { AppDeps } from "../context";
import { photos } from "../db/schema";
import { removePhotoFiles } from "../services/photos/photos-refs";
import type { Job } from "./job";

const UNATTACHED_TTL_MS = 24 * 60 * 60 * 1000;

/** Removes never-attached uploads older than 24 hours; answers how many went. */
export async function sweepUnattachedPhotos(deps: AppDeps): Promise<number> {
  const cutoff = new Date(deps.now().getTime() - UNATTACHED_TTL_MS);
  // The delete re-checks attached_at under the row lock, so a photo attached at this moment stays.
  const gone = await deps.db
    .delete(photos)
    .where(and(isNull(photos.attachedAt), lt(photos.createdAt, cutoff)))
    .returning({ id: photos.id });
  await removePhotoFiles(deps, gone);
  if (gone.length > 0) deps.logger.info({ removed: gone.length }, "unattached photos swept");
  return gone.length;
}

export const photoSweepJob: Job = {
  name: "photos-sweep",
  intervalMs: 60 * 60 * 1000,
  run: async (deps) => {
    await sweepUnattachedPhotos(deps);
  },
};
