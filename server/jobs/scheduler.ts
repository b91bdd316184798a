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

/** Runs the job when this instance takes its lease; one log line per attempt shows which server ran it. */
export async function runJobOnce(deps: AppDeps, job: Job): Promise<boolean> {
  if (!(await takeLease(deps, job.name, job.intervalMs))) {
    deps.logger.debug({ job: job.name, instance: INSTANCE }, "job skipped: its lease is held");
    return false;
  }
  const started = performance.now();
  await job.run(deps);
  deps.logger.info({ job: job.name, instance: INSTANCE, ms: Math.round(performance.now() - started) }, "job ran");
  return true;
}

/** A minute after start: a server restarted more often than hourly still runs its jobs, and start-up stays quiet. */
const DEFAULT_FIRST_RUN_MS = 60_000;

/**
 * Each job first runs after config.jobsFirstRunDelayMs (default: a minute), then every interval.
 * Answers a function that stops every timer.
 */
export function startJobs(deps: AppDeps, jobs: Job[] = JOBS): () => void {
  const timers: ReturnType<typeof setTimeout>[] = [];
  const attempt = (job: Job) => {
    runJobOnce(deps, job).catch((err: unknown) => deps.logger.warn({ err, job: job.name }, "job failed"));
  };
  for (const job of jobs) {
    const first = setTimeout(() => {
      attempt(job);
      const every = setInterval(() => attempt(job), job.intervalMs);
      every.unref();
      timers.push(every);
    }, deps.config.jobsFirstRunDelayMs ?? Math.min(DEFAULT_FIRST_RUN_MS, job.intervalMs));
    first.unref();
    timers.push(first);
  }
  return () => timers.forEach(clearTimeout);
}
