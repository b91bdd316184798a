/**
 * product.md#r13: permanently deletes canceled accounts whose dataRetentionUntil has passed. The job only picks the
 * ids; each account goes through the one account deletion (services/account/account-deletion.ts: studio handover,
 * sessions, every row and photo), as "Delete account" does (docs/decisions/0268-one-way-to-delete-an-account.md).
 */
import type { AppDeps } from "../context";
import { expiredAccountIds, purgeExpiredAccount } from "../services/account/account-deletion";
import type { Job } from "./job";

const BATCH = 100;

export async function purgeExpiredAccounts(deps: AppDeps): Promise<number> {
  let purged = 0;
  let afterId = 0;
  for (;;) {
    const batch = await expiredAccountIds(deps, afterId, BATCH);
    for (const id of batch) {
      afterId = id;
      try {
        if (await purgeExpiredAccount(deps, id)) purged += 1;
      } catch (error) {
        // One account that cannot go now (its card provider is down) is tried again next hour; the others still go.
        deps.logger.warn({ err: error, userId: id }, "retention purge could not remove an expired account");
      }
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
