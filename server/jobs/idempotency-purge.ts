/**
 * Idempotency keys older than 24 hours are removed (decision 0112). The claim already ignores them, so this only
 * keeps the table small; a late run changes no answer.
 */
import type { AppDeps } from "../context";
import { purgeExpiredKeys } from "../http/idempotency-store";
import type { Job } from "./job";

export const idempotencyPurgeJob: Job = {
  name: "idempotency-purge",
  intervalMs: 60 * 60 * 1000,
  run: async (deps: AppDeps) => {
    const removed = await purgeExpiredKeys(deps);
    if (removed > 0) deps.logger.info({ removed }, "expired idempotency keys purged");
  },
};
