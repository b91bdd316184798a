/**
 * The import worker, background work like the periodic jobs (docs/decisions/0170-job-runner.md): on each server it
 * takes queued imports from the job queue (one another server queued, or one a restart left) and runs them, and
 * every minute runs the import's liveness check (docs/decisions/0261-import-liveness.md). Imports are the potters'
 * own requests, so the worker runs whatever JOBS_ENABLED says. Its stop takes back the imports running here. The same
 * minute removes stored uploads of imports that have ended (docs/decisions/0273-import-uploads-in-object-storage.md).
 */
import type { AppDeps } from "../context";
import { importQueue, runImport, stopTakingImports, takesImports, type ImportJobData, IMPORT_QUEUE } from "../services/import/import-run";
import { sweepImportFiles } from "../services/import/import-file";
import { DEAD_AFTER_MS, interruptImportsHere, recoverImports } from "../services/import/import-recovery";

const sweepFiles = (deps: AppDeps) => sweepImportFiles(deps).catch((err: unknown) => deps.logger.warn({ err }, "import files sweep failed"));

/** The liveness check, then the sweep of stored uploads whose import has ended; a failure waits for the next minute. */
async function checkImports(deps: AppDeps): Promise<void> {
  await recoverImports(deps).catch((err: unknown) => deps.logger.warn({ err }, "import recovery failed"));
  await sweepFiles(deps);
}

/** Starts the worker; answers the stop a server calls on SIGTERM, which resolves once its imports are taken back. */
export async function startImportWorker(deps: AppDeps): Promise<() => Promise<void>> {
  await recoverImports(deps, { atStart: true });
  await sweepFiles(deps);
  const boss = await importQueue(deps);
  // A test's server that only takes imports (config.testImportsElsewhere) leaves them to another's worker.
  const worker = deps.config.testImportsElsewhere
    ? null
    : await boss.work<ImportJobData>(IMPORT_QUEUE, { pollingIntervalSeconds: 5, batchSize: 1 }, async ([job]) => {
        if (job && takesImports()) await runImport(deps, job.data);
      });
  const sweep = setInterval(() => void checkImports(deps), DEAD_AFTER_MS);
  sweep.unref();
  return async () => {
    stopTakingImports();
    clearInterval(sweep);
    // Marked failed first, so the potter hears at once; the worker's own wait for its job comes after.
    await interruptImportsHere(deps);
    if (worker) await boss.offWork(worker);
  };
}
