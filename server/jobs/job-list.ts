import { databaseUpkeepJob } from "./database-upkeep";
import { idempotencyPurgeJob } from "./idempotency-purge";
import type { Job } from "./job";
import { photoSweepJob } from "./photos-sweep";
import { remindersDigestJob } from "./reminders-digest";
import { retentionPurgeJob } from "./retention-purge";

/** Every background job; the server schedules these and `npm run jobs` runs one by name. */
export const JOBS: readonly Job[] = [photoSweepJob, retentionPurgeJob, idempotencyPurgeJob, remindersDigestJob, databaseUpkeepJob];
