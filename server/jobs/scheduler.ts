/**
 * Background jobs run inside the server on an interval. Each job takes a lease in job_locks first,
 * so with several servers (product.md#r4) a run happens once.
 */
import { lt } from "drizzle-orm";
import { randomUUID } from "node:crypto";
import type { AppDeps } from "../context";
import { jobLocks } from "../db/schema";
import type { Job } from "./job";

const INSTANCE = randomUUID();

/** Answers true when this instance holds the lease for the job until now + leaseMs. */
async function takeLease(deps: AppDeps, name: string, leaseMs: number): Promise<boolean> {
  const now = deps.now();
  const until = new Date(now.getTime() + leaseMs);
  // One statement: a free or expired lease is taken, a held one is left alone (the conflict update does nothing).
  const taken = await deps.db
    .insert(jobLocks)
    .values({ name, lockedBy: INSTANCE, lockedUntil: until, lastRunAt: now })
    .onConflictDoUpdate({
      target: jobLocks.name,
      set: { lockedBy: INSTANCE, lockedUntil: until, lastRunAt: now },
      setWhere: lt(jobLocks.lockedUntil, now),
    })
    .returning({ name: jobLocks.name });
  return taken.length > 0;
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
export function startJobs(deps: AppDeps, jobs: readonly Job[]): () => void {
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
