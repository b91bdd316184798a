/**
 * Import jobs (product.md#r140–r143, docs/decisions/0151-import-jobs.md). Starting one checks what can be checked at
 * once (the form, the archive's headers, the manifest), records a queued job and answers; the work runs in the
 * background in one transaction, so an import stores everything or nothing. A dry run does the same work and rolls
 * it back, so its counts are exactly what the import would store.
 */
import { and, eq, inArray, lt, notInArray } from "drizzle-orm";
import { IMPORT_FIELDS, IMPORT_FORMATS, type ImportFormat } from "../../contract/import/rules";
import type { ImportJob } from "../../contract/import/schemas";
import { IMPORT_TEXTS } from "../../contract/import/texts";
import type { AppDeps } from "../context";
import { importJobs } from "../db/schema";
import { AppError } from "../errors";
import { runInBackground } from "./background-tasks";
import { importClaybook, type ImportReport } from "./import-claybook";
import { readClaybookExport, readManifest } from "./import-claybook-read";
import type { UploadedImport } from "./import-upload";
import { openZipArchive, type ZipArchive } from "./import-zip";
import { findOwned } from "./owned";
import { removePhotoFiles } from "./photos-refs";

type JobRow = typeof importJobs.$inferSelect;

/** Progress of the imports running in this process; the row holds it once they end. */
const live = new Map<number, number>();

/** A queued or running job no process here is running, older than this, died with its server. */
const STALE_AFTER_MS = 60 * 60 * 1000;

const ACTIVE = ["queued", "running"];

export function toImportJobDto(row: JobRow): ImportJob {
  return {
    id: row.id,
    status: row.status as ImportJob["status"],
    dryRun: row.dryRun,
    format: row.format,
    fileName: row.fileName,
    progress: live.get(row.id) ?? row.progress,
    counts: row.counts,
    skipped: row.skipped,
    message: row.message,
    createdAt: row.createdAt.toISOString(),
    finishedAt: row.finishedAt?.toISOString() ?? null,
  };
}

export async function getImportJob(deps: AppDeps, userId: number, id: number): Promise<ImportJob> {
  return toImportJobDto(await findOwned(deps.db, importJobs, userId, id));
}

/** Marks the potter's jobs that died with a server as failed, then refuses when one is still active (409). */
export async function assertNoRunningImport(deps: AppDeps, userId: number): Promise<void> {
  const running = [...live.keys()];
  await deps.db
    .update(importJobs)
    .set({ status: "failed", message: IMPORT_TEXTS.failed, finishedAt: deps.now() })
    .where(
      and(
        eq(importJobs.userId, userId),
        inArray(importJobs.status, ACTIVE),
        lt(importJobs.createdAt, new Date(deps.now().getTime() - STALE_AFTER_MS)),
        running.length > 0 ? notInArray(importJobs.id, running) : undefined,
      ),
    );
  const [active] = await deps.db
    .select({ id: importJobs.id })
    .from(importJobs)
    .where(and(eq(importJobs.userId, userId), inArray(importJobs.status, ACTIVE)))
    .limit(1);
  if (active) throw AppError.conflict(IMPORT_TEXTS.alreadyRunning);
}

function readOptions(fields: Record<string, string>): { format: ImportFormat | null; dryRun: boolean } {
  const format = fields[IMPORT_FIELDS.format]?.trim() || null;
  if (format !== null && !(IMPORT_FORMATS as readonly string[]).includes(format)) {
    throw AppError.badRequest(IMPORT_TEXTS.badFormat, { format: IMPORT_TEXTS.badFormat });
  }
  if (format !== null && format !== "claybook") {
    throw AppError.badRequest(IMPORT_TEXTS.formatNotSupported, { format: IMPORT_TEXTS.formatNotSupported });
  }
  const dryRun = fields[IMPORT_FIELDS.dryRun]?.trim().toLowerCase();
  if (dryRun !== undefined && dryRun !== "" && dryRun !== "true" && dryRun !== "false") {
    throw AppError.badRequest(IMPORT_TEXTS.badDryRun, { dryRun: IMPORT_TEXTS.badDryRun });
  }
  return { format: format as ImportFormat | null, dryRun: dryRun === "true" };
}

const isUniqueViolation = (err: unknown) => {
  const e = err as { code?: string; cause?: { code?: string } } | null;
  return e?.code === "23505" || e?.cause?.code === "23505";
};

/** Checks the upload, records the job and starts it; the upload's file belongs to the job from here on. */
export async function startImport(deps: AppDeps, userId: number, upload: UploadedImport): Promise<{ id: number }> {
  let zip: ZipArchive | null = null;
  try {
    const options = readOptions(upload.fields);
    zip = await openZipArchive(upload.file);
    // Without a format, a zip with Claybook's manifest is a Claybook export; readManifest says so when it is not.
    const manifest = await readManifest(zip);
    await assertNoRunningImport(deps, userId);
    let row: JobRow;
    try {
      [row] = (await deps.db
        .insert(importJobs)
        .values({ userId, format: options.format ?? "claybook", dryRun: options.dryRun, fileName: upload.fileName.slice(0, 200), fileHash: upload.fileHash, createdAt: deps.now() })
        .returning()) as [JobRow];
    } catch (err) {
      if (isUniqueViolation(err)) throw AppError.conflict(IMPORT_TEXTS.alreadyRunning);
      throw err;
    }
    const job = row;
    const opened = zip;
    live.set(job.id, 0);
    runInBackground(deps.logger, "import", async () => {
      try {
        await runJob(deps, job, opened, manifest);
      } finally {
        live.delete(job.id);
        opened.close();
        await upload.remove();
      }
    });
    zip = null;
    return { id: job.id };
  } catch (err) {
    zip?.close();
    await upload.remove();
    throw err;
  }
}

class DryRunDone extends Error {
  constructor(readonly report: ImportReport) {
    super("dry run rolled back");
  }
}

async function runJob(deps: AppDeps, job: JobRow, zip: ZipArchive, manifest: Awaited<ReturnType<typeof readManifest>>): Promise<void> {
  await deps.db.update(importJobs).set({ status: "running" }).where(eq(importJobs.id, job.id));
  const stored: string[] = [];
  let report: ImportReport;
  try {
    const parsed = await readClaybookExport(zip, manifest);
    try {
      report = await deps.db.transaction(async (tx) => {
        const result = await importClaybook({
          deps,
          tx,
          userId: job.userId,
          fileHash: job.fileHash,
          zip,
          parsed,
          dryRun: job.dryRun,
          stored,
          onProgress: (progress) => live.set(job.id, Math.min(0.99, progress)),
        });
        if (job.dryRun) throw new DryRunDone(result);
        return result;
      });
    } catch (err) {
      if (!(err instanceof DryRunDone)) throw err;
      report = err.report;
    }
  } catch (err) {
    await removePhotoFiles(deps, stored.map((id) => ({ id })));
    // A refusal of the file tells the potter why; anything else is the server's, and says only that nothing was stored.
    const message = err instanceof AppError && err.status < 500 ? err.message : IMPORT_TEXTS.failed;
    if (!(err instanceof AppError)) deps.logger.error({ err, jobId: job.id }, "import failed");
    await deps.db.update(importJobs).set({ status: "failed", message, finishedAt: deps.now() }).where(eq(importJobs.id, job.id));
    return;
  }
  const nothing = Object.keys(report.counts).length === 0;
  const message = job.dryRun ? IMPORT_TEXTS.dryRunDone : nothing ? IMPORT_TEXTS.nothingToImport : IMPORT_TEXTS.done;
  await deps.db
    .update(importJobs)
    .set({ status: "done", progress: 1, counts: report.counts, skipped: report.skipped, message, finishedAt: deps.now() })
    .where(eq(importJobs.id, job.id));
}
