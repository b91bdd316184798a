/**
 * The periodic jobs run on the job queue (pg-boss, docs/decisions/0170-job-runner.md). Each server's timer asks for
 * the run of the job's current interval; pg-boss's throttle (one job per name, key and interval) lets exactly one
 * of several servers (product.md#r4) queue it, and the server that queued it fetches and runs it through the queue,
 * which records it as completed or failed.
 */
import { randomUUID } from "node:crypto";
import type { AppDeps } from "../context";
import type { Job } from "./job";

const INSTANCE = randomUUID();

/** Queues this interval's run of the job; null when another server (or an earlier call) already has. */
async function claimRun(deps: AppDeps, job: Job): Promise<string | null> {
  const seconds = Math.max(1, Math.round(job.intervalMs / 1000));
  const boss = await deps.jobs.queue(job.name, { retryLimit: 0, expireInSeconds: seconds });
  // The key names the interval by the server's clock, so a run an interval later is a new job.
  const slot = Math.floor(deps.now().getTime() / job.intervalMs);
  return boss.send(job.name, { slot }, { singletonKey: `${job.name}:${slot}`, singletonSeconds: seconds, retryLimit: 0 });
}

/** Runs the job when this instance queued this interval's run; one log line per attempt shows which server ran it. */
export async function runJobOnce(deps: AppDeps, job: Job): Promise<boolean> {
  const id = await claimRun(deps, job);
  if (id === null) {
    deps.logger.debug({ job: job.name, instance: INSTANCE }, "job skipped: this interval's run is already queued");
    return false;
  }
  const boss = await deps.jobs.boss();
  // The oldest waiting run of this job: ours, or one a server queued just before it stopped (the same work).
  const [fetched] = await boss.fetch(job.name);
  if (!fetched) {
    deps.logger.debug({ job: job.name, instance: INSTANCE }, "job skipped: another server took the run");
    return false;
  }
  const started = performance.now();
  try {
    await job.run(deps);
  } catch (err) {
    await boss.fail(job.name, fetched.id, { message: err instanceof Error ? err.message : String(err) });
    throw err;
  }
  await boss.complete(job.name, fetched.id);
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
