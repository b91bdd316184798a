/**
 * product.md#r13: permanently deletes canceled accounts whose dataRetentionUntil has passed: every photo file first
 * (deleteAllPhotosOf reads the photos rows), then the user row, whose foreign keys cascade to every record.
 */
import { and, asc, eq, lt } from "drizzle-orm";
import type { AppDeps } from "../context";
import { users } from "../db/schema";
import { deleteAllPhotosOf } from "../services/photos/photos-refs";
import type { Job } from "./job";

const BATCH = 100;

export async function purgeExpiredAccounts(deps: AppDeps): Promise<number> {
  const now = deps.now();
  const expired = and(eq(users.accountStatus, "canceled"), lt(users.dataRetentionUntil, now));
  let purged = 0;
  for (;;) {
    const batch = await deps.db.select({ id: users.id }).from(users).where(expired).orderBy(asc(users.id)).limit(BATCH);
    if (batch.length === 0) break;
    for (const { id } of batch) {
      await deleteAllPhotosOf(deps, id);
      // Re-checked in the delete itself: a user who subscribed meanwhile (reactivated) is kept.
      const gone = await deps.db
        .delete(users)
        .where(and(eq(users.id, id), expired))
        .returning({ id: users.id });
      if (gone.length > 0) purged += 1;
    }
    if (batch.length < BATCH) break;
  }
  if (purged > 0) deps.logger.info({ purged }, "retention purge removed expired accounts");
  return purged;
}

export const retentionPurgeJob: Job = {
  name: "retention-purge",
  intervalMs: 60 * 60 * 1000,
  run: async (deps) => {
    await purgeExpiredAccounts(deps);
  },
};
