/**
 * Import jobs (product.md#r140–r143, docs/decisions/0151-import-jobs.md, 0170-job-runner.md, 0171-import-batches.md).
 * The request only stores the upload (import-upload.ts), checks what can be checked from its first bytes and an
 * archive's directory, claims a place within the limits, queues the job and answers 202; reading and writing happen
 * in the job (import-run.ts).
 */
import { and, count, eq, inArray, sql } from "drizzle-orm";
import { IMPORT_FIELDS, IMPORT_FORMATS, IMPORT_LIMITS, type CsvField, type ImportFormat } from "../../../contract/import/rules";
import type { ImportJob } from "../../../contract/import/schemas";
import { IMPORT_TEXTS } from "../../../contract/import/texts";
import type { AppDeps } from "../../context";
import { importJobs } from "../../db/schema";
import { AppError } from "../../errors";
import { removeImportFile, storeImportFile } from "./import-file";
import { queueImport, takesImports, type ImportJobData } from "./import-run";
import { ACTIVE_IMPORT, endImport, isStopped, recoverImports } from "./import-recovery";
import { ENDED_UNDONE } from "./import-undo";
import type { UploadedImport } from "./import-upload";
import { recogniseImport } from "./import-recognise";
import { readCsvMapping } from "./importers/csv-pieces";
import { findOwned } from "../common/owned";
import { isKnownTimeZone } from "../../../contract/reminders/schemas";

type JobRow = typeof importJobs.$inferSelect;

const ACTIVE = ACTIVE_IMPORT;

/** Taken while counting the running imports and adding one, so two starts at once cannot both pass the limit. */
const START_LOCK = 7_314_203;

/**
 * An import marked failed or cancelled shows as running until what it stored is removed (finishedAt is set then,
 * import-undo.ts): its outcome says nothing was kept, so it is not shown before that is true (product.md#r216).
 */
export function toImportJobDto(row: JobRow): ImportJob {
  const takingBack = ENDED_UNDONE.includes(row.status) && row.finishedAt === null;
  return {
    id: row.id,
    status: (takingBack ? "running" : row.status) as ImportJob["status"],
    dryRun: row.dryRun,
    format: row.format,
    fileName: row.fileName,
    progress: row.progress,
    counts: row.counts,
    skipped: row.skipped,
    message: takingBack ? null : row.message,
    createdAt: row.createdAt.toISOString(),
    finishedAt: row.finishedAt?.toISOString() ?? null,
  };
}

/** A job whose server died, or that is stuck, is ended when its potter looks at it: it never shows "running" for ever. */
export async function getImportJob(deps: AppDeps, userId: number, id: number): Promise<ImportJob> {
  const row = await findOwned(deps.db, importJobs, userId, id);
  if (!isStopped(row, deps.now())) return toImportJobDto(row);
  await recoverImports(deps, { userId });
  return toImportJobDto(await findOwned(deps.db, importJobs, userId, id));
}

/**
 * The potter's own queued or running import, cancelled (product.md#r213): marked cancelled at once, which frees its
 * place, and what it stored is removed before the answer; its next batch, if it is running, finds it cancelled and
 * stores nothing (import-batch.ts). An import that has ended answers 409.
 */
export async function cancelImport(deps: AppDeps, userId: number, id: number): Promise<ImportJob> {
  const row = await findOwned(deps.db, importJobs, userId, id);
  if (row.status !== "cancelled" && !(await endImport(deps, row, "cancelled", IMPORT_TEXTS.cancelled))) {
    const now = await findOwned(deps.db, importJobs, userId, id);
    if (now.status !== "cancelled") throw AppError.conflict(IMPORT_TEXTS.notRunning);
  }
  return toImportJobDto(await findOwned(deps.db, importJobs, userId, id));
}

/**
 * Refuses at once, before the upload is read: a server that is stopping (503), the potter's own running import (409)
 * or a server already running as many imports as it takes (429). Dead and stuck imports, anyone's, are ended first
 * (import-recovery.ts): they hold no place.
 */
export async function assertCanStartImport(deps: AppDeps, userId: number): Promise<void> {
  if (!takesImports()) throw new AppError(503, IMPORT_TEXTS.serverStopping);
  await recoverImports(deps);
  const [mine] = await deps.db
    .select({ id: importJobs.id })
    .from(importJobs)
    .where(and(eq(importJobs.userId, userId), inArray(importJobs.status, ACTIVE)))
    .limit(1);
  if (mine) throw AppError.conflict(IMPORT_TEXTS.alreadyRunning);
  const [all] = await deps.db.select({ n: count() }).from(importJobs).where(inArray(importJobs.status, ACTIVE));
  if ((all?.n ?? 0) >= IMPORT_LIMITS.maxRunningImports) throw serverBusy();
}

const serverBusy = () => new AppError(429, IMPORT_TEXTS.serverBusy, undefined, "TOO_MANY_ATTEMPTS");

interface ImportOptions {
  format: ImportFormat | null;
  dryRun: boolean;
  mapping: Record<string, CsvField>;
  timeZone: string;
}

function readOptions(fields: Record<string, string>): ImportOptions {
  const format = fields[IMPORT_FIELDS.format]?.trim() || null;
  if (format !== null && !(IMPORT_FORMATS as readonly string[]).includes(format)) {
    throw AppError.badRequest(IMPORT_TEXTS.badFormat, { format: IMPORT_TEXTS.badFormat });
  }
  const dryRun = fields[IMPORT_FIELDS.dryRun]?.trim().toLowerCase();
  if (dryRun !== undefined && dryRun !== "" && dryRun !== "true" && dryRun !== "false") {
    throw AppError.badRequest(IMPORT_TEXTS.badDryRun, { dryRun: IMPORT_TEXTS.badDryRun });
  }
  // A zone this server does not know is left for UTC, as an upload without one (product.md#r231).
  const zone = fields[IMPORT_FIELDS.timeZone]?.trim() ?? "";
  const timeZone = zone !== "" && isKnownTimeZone(zone) ? zone : "UTC";
  return { format: format as ImportFormat | null, dryRun: dryRun === "true", mapping: readCsvMapping(fields[IMPORT_FIELDS.mapping]), timeZone };
}

const isUniqueViolation = (err: unknown) => {
  const e = err as { code?: string; cause?: { code?: string } } | null;
  return e?.code === "23505" || e?.cause?.code === "23505";
};

/**
 * Checks the upload, records the job within the limits, stores the file where any server reads it (import-file.ts) and
 * queues the job; the stored file belongs to the job from here on, and this server's copy goes.
 */
export async function startImport(deps: AppDeps, userId: number, upload: UploadedImport): Promise<{ id: number }> {
  try {
    const options = readOptions(upload.fields);
    const format = await recogniseImport(upload, options.format);
    let row: JobRow;
    try {
      row = await deps.db.transaction(async (tx) => {
        await tx.execute(sql`select pg_advisory_xact_lock(${START_LOCK})`);
        const [all] = await tx.select({ n: count() }).from(importJobs).where(inArray(importJobs.status, ACTIVE));
        if ((all?.n ?? 0) >= IMPORT_LIMITS.maxRunningImports) throw serverBusy();
        const [inserted] = await tx
          .insert(importJobs)
          .values({ userId, format, dryRun: options.dryRun, fileName: upload.fileName.slice(0, 200), fileHash: upload.fileHash, createdAt: deps.now() })
          .returning();
        return inserted!;
      });
    } catch (err) {
      // The partial unique index: this potter's other import got in first.
      if (isUniqueViolation(err)) throw AppError.conflict(IMPORT_TEXTS.alreadyRunning);
      throw err;
    }
    const data: ImportJobData = { importId: row.id, fileName: upload.fileName, head: upload.head.toString("base64"), mapping: options.mapping, timeZone: options.timeZone };
    try {
      await storeImportFile(deps, row.id, upload.file);
      await queueImport(deps, data);
    } catch (err) {
      // Nothing was stored for the potter; a file the store kept goes now (or with the sweep, storage being out).
      await deps.db.update(importJobs).set({ status: "failed", message: IMPORT_TEXTS.failed, finishedAt: deps.now() }).where(eq(importJobs.id, row.id));
      await removeImportFile(deps, row.id);
      throw err;
    }
    return { id: row.id };
  } finally {
    await upload.remove();
  }
}
