/**
 * The periodic photos sweep: it picks ids and hands them to the photos services, which write the tables. Uploads no
 * record attached within 24 hours are removed (product.md#r23), and files whose removal storage refused earlier are
 * removed again (docs/decisions/0280-photo-file-removals.md).
 */
import type { AppDeps } from "../context";
import { findDueFileRemovals, retryFileRemovals } from "../services/photos/photo-files";
import { findUnattachedPhotos, removeUnattachedPhotos } from "../services/photos/photos-unattached";
import type { Job } from "./job";

/** Removes never-attached uploads older than 24 hours; answers how many went. */
export async function sweepUnattachedPhotos(deps: AppDeps): Promise<number> {
  const removed = await removeUnattachedPhotos(deps, await findUnattachedPhotos(deps));
  if (removed > 0) deps.logger.info({ removed }, "unattached photos swept");
  return removed;
}

/** Retries listed file removals; answers how many photos' files are gone now. */
export async function sweepListedFileRemovals(deps: AppDeps): Promise<number> {
  const due = await findDueFileRemovals(deps);
  if (due.length === 0) return 0;
  const removed = await retryFileRemovals(deps, due);
  deps.logger.info({ removed, listed: due.length }, "listed photo files removed");
  return removed;
}

export const photoSweepJob: Job = {
  name: "photos-sweep",
  intervalMs: 60 * 60 * 1000,
  run: async (deps) => {
    await sweepUnattachedPhotos(deps);
    await sweepListedFileRemovals(deps);
  },
};
