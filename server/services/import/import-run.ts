/**
 * Runs one import, the job of the queue (pg-boss, docs/decisions/0170-job-runner.md) that server/jobs/import-worker.ts
 * fetches, and keeps it honest (docs/decisions/0171-import-batches.md, 0261-import-liveness.md):
 * - the upload waits in object storage, so any server can run the job (import-file.ts,
 *   docs/decisions/0273-import-uploads-in-object-storage.md);
 * - the file is read in the job, streamed, and stored in batches (import-foreign.ts, import-claybook.ts; a Claybook
 *   export's dry run in one transaction, docs/decisions/0241-claybook-import-in-batches.md);
 * - while it runs, the job's row says the server is alive (heartbeat_at) and when the job last moved on
 *   (progress_at); import-recovery.ts stops a job when either falls behind;
 * - each batch first checks that its job is still running, so a job cancelled or stopped stores nothing more.
 */
import { and, eq } from "drizzle-orm";
import { createReadStream } from "node:fs";
import type PgBoss from "pg-boss";
import type { CsvField, ImportFormat } from "../../../contract/import/rules";
import { IMPORT_TEXTS } from "../../../contract/import/texts";
import type { AppDeps } from "../../context";
import type { Tx } from "../../db/client";
import { importJobs } from "../../db/schema";
import { AppError } from "../../errors";
import { runInBackground } from "../common/background-tasks";
import { batchRunner, ImportStopped, sameTransaction } from "./import-batch";
import { importClaybook, type ImportReport } from "./import-claybook";
import { readClaybookExport, readManifest } from "./import-claybook-read";
import { importForeign } from "./import-foreign";
import { fetchImportFile, removeImportFile } from "./import-file";
import { undoImport } from "./import-undo";
import { openZipArchive } from "./import-zip";
import { csvPiecesImporter } from "./importers/csv-pieces";
import { glazyImporter } from "./importers/glazy";
import { emptyData, type ImportedData, type ImportedPiece, type ImportSource } from "./importers/importer";
import { mudroomImporter } from "./importers/mudroom";
import { potterDocImporter } from "./importers/potterdoc";
import { potteryLifeImporter } from "./importers/pottery-life";
import { removePhotoFiles } from "../photos/photos-refs";

export const IMPORT_QUEUE = "import";

/** What the queued job carries; the rest is in its import_jobs row, and the upload in storage under its id. */
export interface ImportJobData {
  importId: number;
  fileName: string;
  /** The file's first bytes (base64), as the upload saw them. */
  head: string;
  mapping: Record<string, CsvField>;
  /** The sending device's zone, for dates the file gives without a time (absent: a job queued before it was sent). */
  timeZone?: string;
}

type JobRow = typeof importJobs.$inferSelect;

const HEARTBEAT_MS = 10_000;

/** The imports this process is running, by id: what a stopping server takes back (import-recovery.ts). */
export const runningHere = new Set<number>();

/** False once this server is stopping: it takes no import, and fetches none from the queue. */
let taking = true;
export const takesImports = () => taking;
export function stopTakingImports(): void {
  taking = false;
}

/** Queues an import and starts it here at once; a worker on any server would pick it up otherwise. */
export async function queueImport(deps: AppDeps, data: ImportJobData): Promise<void> {
  const boss = await importQueue(deps);
  // No retry: an import that failed says why, and the potter starts it again.
  await boss.send(IMPORT_QUEUE, data as unknown as object, { retryLimit: 0, expireInHours: 6, singletonKey: `import-${data.importId}` });
  if (!deps.config.testImportsElsewhere) runInBackground(deps.logger, "import", () => runQueuedImports(deps));
}

export const importQueue = (deps: AppDeps) => deps.jobs.queue(IMPORT_QUEUE, { retryLimit: 0, expireInSeconds: 6 * 60 * 60 });

/** Fetches queued imports and runs them until none is waiting (or this server stops). */
export async function runQueuedImports(deps: AppDeps): Promise<void> {
  const boss = await importQueue(deps);
  while (taking) {
    const [job] = await boss.fetch<ImportJobData>(IMPORT_QUEUE);
    if (!job) return;
    await runFetched(deps, boss, job);
  }
}

async function runFetched(deps: AppDeps, boss: PgBoss, job: PgBoss.Job<ImportJobData>): Promise<void> {
  try {
    await runImport(deps, job.data);
    await boss.complete(IMPORT_QUEUE, job.id);
  } catch (err) {
    deps.logger.error({ err: err instanceof Error ? err.message : String(err), importId: job.data.importId }, "import job failed");
    await boss.fail(IMPORT_QUEUE, job.id, { message: err instanceof Error ? err.message : String(err) });
  }
}

/** A step of the job: what it stored is final only when `finish` marks the job done in the same transaction. */
interface Written {
  report: ImportReport;
  finish?: (tx: Tx) => Promise<void>;
  /** Why the file cannot be imported though its preview can be shown (a CSV without a name column). */
  refusal?: string | null;
}

async function readForeign(format: ImportFormat, source: ImportSource, mapping: Record<string, CsvField>): Promise<ImportedData> {
  if (format === "potterylife") return potteryLifeImporter.parse(source, {});
  if (format === "glazy") return glazyImporter.parse(source, {});
  if (format === "mudroom") return mudroomImporter.parse(source, {});
  if (format === "potterdoc") return potterDocImporter.parse(source, {});
  return csvPiecesImporter.parse(source, { mapping });
}

/** The file's lines, read in chunks: about how many rows a CSV holds, for its progress. */
async function countLines(file: string): Promise<number> {
  let lines = 0;
  for await (const chunk of createReadStream(file, { highWaterMark: 256 * 1024 }) as AsyncIterable<Buffer>) {
    for (let i = chunk.indexOf(10); i !== -1; i = chunk.indexOf(10, i + 1)) lines++;
  }
  return lines;
}

class DryRunDone extends Error {
  constructor(readonly report: ImportReport) {
    super("dry run rolled back");
  }
}

async function write(deps: AppDeps, row: JobRow, data: ImportJobData, stored: string[], onProgress: (p: number) => void): Promise<Written> {
  const format = row.format as ImportFormat;
  const file = await fetchImportFile(deps, row.id);
  const fileSource = (): ImportSource => ({ kind: "file", file, head: Buffer.from(data.head, "base64"), fileName: data.fileName });
  if (format === "csv") {
    // Stored while it is read: the job holds a few hundred pieces at a time, never the file's (decision 0222).
    const expected = Math.max(1, (await countLines(file)) - 1);
    const read = async (store: (pieces: ImportedPiece[]) => Promise<void>) => csvPiecesImporter.parse(fileSource(), { mapping: data.mapping, onPieces: store });
    const { report, finish, data: parsed } = await importForeign({ deps, batch: batchRunner(deps, row.dryRun, row.id), jobId: row.id, userId: row.userId, fileHash: row.fileHash, source: fileSource(), data: emptyData(), streamed: { expected, read }, dryRun: row.dryRun, timeZone: data.timeZone ?? "UTC", stored, onProgress });
    return { report, finish, refusal: parsed.refusal };
  }
  if (format !== "claybook" && format !== "potterdoc") {
    const parsed = await readForeign(format, fileSource(), data.mapping);
    const { report, finish } = await importForeign({ deps, batch: batchRunner(deps, row.dryRun, row.id), jobId: row.id, userId: row.userId, fileHash: row.fileHash, source: fileSource(), data: parsed, dryRun: row.dryRun, timeZone: data.timeZone ?? "UTC", stored, onProgress });
    return { report, finish, refusal: parsed.refusal };
  }
  const zip = await openZipArchive(file);
  try {
    if (format === "potterdoc") {
      const source: ImportSource = { kind: "zip", zip, fileName: data.fileName };
      const parsed = await potterDocImporter.parse(source, {});
      const { report, finish } = await importForeign({ deps, batch: batchRunner(deps, row.dryRun, row.id), jobId: row.id, userId: row.userId, fileHash: row.fileHash, source, data: parsed, dryRun: row.dryRun, timeZone: data.timeZone ?? "UTC", stored, onProgress });
      return { report, finish, refusal: parsed.refusal };
    }
    const parsed = await readClaybookExport(zip, await readManifest(zip));
    const run = { deps, jobId: row.id, userId: row.userId, fileHash: row.fileHash, zip, parsed, dryRun: row.dryRun, stored, onProgress };
    if (!row.dryRun) {
      // In batches like every other import; the job's last transaction runs `finish` (decision 0241).
      const { report, finish } = await importClaybook({ ...run, batch: batchRunner(deps, false, row.id) });
      return { report, finish, refusal: null };
    }
    // A dry run in one transaction, rolled back: its records point at each other across tables.
    const report = await deps.db
      .transaction(async (tx): Promise<never> => {
        const { report, finish } = await importClaybook({ ...run, batch: sameTransaction(tx) });
        await finish(tx);
        throw new DryRunDone(report);
      })
      .catch((err: unknown) => {
        if (err instanceof DryRunDone) return err.report;
        throw err;
      });
    return { report, refusal: null };
  } finally {
    zip.close();
  }
}

async function markDone(tx: Tx, deps: AppDeps, row: JobRow, report: ImportReport, refusal: string | null): Promise<void> {
  const nothing = Object.keys(report.counts).length === 0;
  const message = (row.dryRun ? refusal : null) ?? (row.dryRun ? IMPORT_TEXTS.dryRunDone : nothing ? IMPORT_TEXTS.nothingToImport : IMPORT_TEXTS.done);
  const [done] = await tx
    .update(importJobs)
    .set({ status: "done", progress: 1, counts: report.counts, skipped: report.skipped, message, finishedAt: deps.now() })
    .where(and(eq(importJobs.id, row.id), eq(importJobs.status, "running")))
    .returning({ id: importJobs.id });
  if (!done) throw new ImportStopped();
}

/** The job itself: runs the import its row describes, once; a row no longer queued was handled elsewhere. */
export async function runImport(deps: AppDeps, data: ImportJobData): Promise<void> {
  const [row] = await deps.db
    .update(importJobs)
    .set({ status: "running", heartbeatAt: deps.now(), progressAt: deps.now() })
    .where(and(eq(importJobs.id, data.importId), eq(importJobs.status, "queued")))
    .returning();
  if (!row) return;
  runningHere.add(row.id);
  const stored: string[] = [];
  let progress = 0;
  let progressAt = deps.now();
  let lastWrite = 0;
  const beat = async () => {
    await deps.db
      .update(importJobs)
      .set({ heartbeatAt: deps.now(), progress: Math.min(0.99, progress), progressAt })
      .where(and(eq(importJobs.id, row.id), eq(importJobs.status, "running")));
  };
  const heartbeat = setInterval(() => void beat().catch(() => undefined), HEARTBEAT_MS);
  heartbeat.unref();
  try {
    const written = await write(deps, row, data, stored, (p) => {
      progress = p;
      progressAt = deps.now();
      // Progress goes to the row at most every half second, so any server can show it.
      if (Date.now() - lastWrite > 500) {
        lastWrite = Date.now();
        void beat().catch(() => undefined);
      }
    });
    const refusal = written.refusal ?? null;
    // Read whole: the upload goes before the job shows done, so a done import has left nothing in storage.
    await removeImportFile(deps, row.id);
    await deps.db.transaction(async (tx) => {
      await written.finish?.(tx);
      await markDone(tx, deps, row, written.report, refusal);
    });
  } catch (err) {
    clearInterval(heartbeat);
    await removePhotoFiles(deps, stored.map((id) => ({ id })));
    // Cancelled, or stopped while still at work: what it stored goes too (whoever stopped it undoes it as well).
    if (err instanceof ImportStopped) return void (await undoImport(deps, row.userId, row.id));
    // A refusal of the file tells the potter why; anything else is the server's, and says only that nothing was stored.
    const message = err instanceof AppError && err.status < 500 ? err.message : IMPORT_TEXTS.failed;
    if (!(err instanceof AppError)) deps.logger.error({ err, importId: row.id }, "import failed");
    const [claimed] = await deps.db
      .update(importJobs)
      .set({ status: "failed", message })
      .where(and(eq(importJobs.id, row.id), eq(importJobs.status, "running")))
      .returning({ id: importJobs.id });
    if (claimed) await undoImport(deps, row.userId, row.id);
  } finally {
    clearInterval(heartbeat);
    runningHere.delete(row.id);
    await removeImportFile(deps, row.id);
  }
}
