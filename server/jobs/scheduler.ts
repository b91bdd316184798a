/**
 * Background jobs run inside the server on an interval. Each job takes a lease in job_locks first,
 * so with several servers (D4) a run happens once.
 */
import { sql } from "drizzle-orm";
import { randomUUID } from "node:crypto";
import type { AppDeps } from "../context";
import { photoSweepJob } from "../services/photos-sweep";
import { retentionPurgeJob } from "./retention-purge";

export interface Job {
  name: string;
  intervalMs: number;
  run(deps: AppDeps): Promise<void>;
}

const INSTANCE = randomUUID();

/** Registered jobs; each area adds its own here. */
export const JOBS: Job[] = [photoSweepJob, retentionPurgeJob];

/** Answers true when this instance holds the lease for the job until now + leaseMs. */
export async function takeLease(deps: AppDeps, name: string, leaseMs: number): Promise<boolean> {
  const now = deps.now();
  const until = new Date(now.getTime() + leaseMs);
  const result = await deps.db.execute(sql`
    insert into job_locks (name, locked_by, locked_until, last_run_at)
    values (${name}, ${INSTANCE}, ${until.toISOString()}, ${now.toISOString()})
    on conflict (name) do update
      set locked_by = excluded.locked_by, locked_until = excluded.locked_until, last_run_at = excluded.last_run_at
      where job_locks.locked_until < ${now.toISOString()}
    returning name`);
  const rows = (result as unknown as { rows?: unknown[] }).rows ?? (result as unknown as unknown[]);
  return Array.isArray(rows) && rows.length > 0;
}

export async function runJobOnce(deps: AppDeps, job: Job): Promise<boolean> {
  if (!(await takeLease(deps, job.name, job.intervalMs))) return false;
  await job.run(deps);
  return true;
}

export function startJobs(deps: AppDeps, jobs: Job[] = JOBS): () => void {
  const timers = jobs.map((job) =>
    setInterval(() => {
      runJobOnce(deps, job).catch((err: unknown) => deps.logger.warn({ err, job: job.name }, "job failed"));
    }, job.intervalMs),
  );
  for (const t of timers) t.unref();
  return () => timers.forEach(clearInterval);
}
