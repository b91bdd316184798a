/**
 * Runs a background job once by hand: `npm run jobs -- purge` (product.md#r13 retention purge).
 * It runs directly, outside the job queue: the purge re-checks each account in its delete, so running
 * it beside a server is safe.
 */
import { retentionPurgeJob, purgeExpiredAccounts } from "../jobs/retention-purge";
import { JOBS } from "../jobs/job-list";
import { runCli } from "./open-deps";

async function main(): Promise<void> {
  const name = process.argv[2];
  if (name === "purge" || name === retentionPurgeJob.name) {
    await runCli(async (deps) => {
      const purged = await purgeExpiredAccounts(deps);
      console.info(`Retention purge: ${purged} expired account(s) deleted.`);
    });
    return;
  }
  const job = JOBS.find((j) => j.name === name);
  if (job) {
    await runCli(async (deps) => {
      await job.run(deps);
      console.info(`Job ${job.name} finished.`);
    });
    return;
  }
  console.error(`Usage: npm run jobs -- purge${JOBS.length ? ` | ${JOBS.map((j) => j.name).join(" | ")}` : ""}`);
  process.exitCode = 1;
}

void main();
