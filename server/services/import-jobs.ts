/**
 * Import jobs (product.md#r140–r143, docs/decisions/0151-import-jobs.md). Starting one checks what can be checked at
 * once (the form, the archive's headers, the manifest), records a queued job and answers; the work runs in the
 * background in one transaction, so an import stores everything or nothing. A dry run does the same work and rolls
 * it back, so its counts are exactly what the import would store.
 */
import { and, eq, inArray, lt, notInArray } from "drizzle-orm";
import { IMPORT_FIELDS, IMPORT_FORMATS, type CsvField, type ImportFormat } from "../../contract/import/rules";
import type { ImportJob } from "../../contract/import/schemas";
import { IMPORT_TEXTS } from "../../contract/import/texts";
import type { AppDeps } from "../context";
import { importJobs } from "../db/schema";
import { AppError } from "../errors";
import { runInBackground } from "./background-tasks";
import { open, readFile } from "node:fs/promises";
import type { Tx } from "../db/client";
import { importClaybook, type ImportReport } from "./import-claybook";
import { readClaybookExport, readManifest, type ParsedExport } from "./import-claybook-read";
import { importForeign } from "./import-foreign";
import type { UploadedImport } from "./import-upload";
import { openZipArchive, type ZipArchive } from "./import-zip";
import { csvPiecesImporter, readCsvMapping } from "./importers/csv-pieces";
import type { ImportedData, ImportSource } from "./importers/importer";
import { mudroomImporter } from "./importers/mudroom";
import { potterDocImporter } from "./importers/potterdoc";
import { potteryLifeImporter } from "./importers/pottery-life";
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

interface ImportOptions {
  format: ImportFormat | null;
  dryRun: boolean;
  mapping: Record<string, CsvField>;
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
  return { format: format as ImportFormat | null, dryRun: dryRun === "true", mapping: readCsvMapping(fields[IMPORT_FIELDS.mapping]) };
}

/** An upload checked and read as far as can be done at once; `write` runs in the job's transaction. */
interface PreparedImport {
  format: ImportFormat;
  /** Why the file cannot be imported though its preview can be shown (a CSV without a name column). */
  refusal: string | null;
  write(run: { tx: Tx; job: JobRow; stored: string[]; onProgress: (p: number) => void }): Promise<ImportReport>;
  close(): void;
}

async function prepareClaybook(deps: AppDeps, zip: ZipArchive): Promise<PreparedImport> {
  const manifest = await readManifest(zip);
  let parsed: ParsedExport | null = null;
  return {
    format: "claybook",
    refusal: null,
    async write({ tx, job, stored, onProgress }) {
      parsed ??= await readClaybookExport(zip, manifest);
      return importClaybook({ deps, tx, userId: job.userId, fileHash: job.fileHash, zip, parsed, dryRun: job.dryRun, stored, onProgress });
    },
    close: () => zip.close(),
  };
}

function prepareForeign(deps: AppDeps, format: ImportFormat, source: ImportSource, data: ImportedData): PreparedImport {
  return {
    format,
    refusal: data.refusal,
    write: ({ tx, job, stored, onProgress }) =>
      importForeign({ deps, tx, userId: job.userId, fileHash: job.fileHash, source, data, dryRun: job.dryRun, stored, onProgress }),
    close: () => (source.kind === "zip" ? source.zip.close() : undefined),
  };
}

/**
 * Finds the format (the one asked for, or detected: a zip with Claybook's manifest or PotterDoc's pieces.json, a
 * Pottery Life JSON payload, a Mud Room export by its header row, any other .csv) and reads the file, refusing at
 * once (400, nothing recorded) what cannot be imported (product.md#r144).
 */
async function prepare(deps: AppDeps, upload: UploadedImport, options: ImportOptions): Promise<PreparedImport> {
  const asked = options.format;
  if (asked === null || asked === "csv" || asked === "mudroom" || asked === "potterylife") {
    const head = await readHead(upload.file);
    const isZip = head.subarray(0, 2).toString("latin1") === "PK";
    if (!isZip || asked !== null) {
      const source: ImportSource = { kind: "file", bytes: await readFile(upload.file), fileName: upload.fileName };
      const format =
        asked ??
        (potteryLifeImporter.detect(source) ? "potterylife" : mudroomImporter.detect(source) ? "mudroom" : csvPiecesImporter.detect(source) ? "csv" : null);
      if (format === "potterylife") return prepareForeign(deps, format, source, potteryLifeImporter.parse(source, {}) as ImportedData);
      if (format === "mudroom") return prepareForeign(deps, format, source, mudroomImporter.parse(source, {}) as ImportedData);
      if (format === "csv") return prepareForeign(deps, format, source, csvPiecesImporter.parse(source, { mapping: options.mapping }) as ImportedData);
      // Neither JSON nor CSV: as a zip it is refused with the zip's message below.
    }
  }
  const zip = await openZipArchive(upload.file);
  try {
    const source: ImportSource = { kind: "zip", zip, fileName: upload.fileName };
    if (asked === "potterdoc" || (asked === null && potterDocImporter.detect(source))) {
      return prepareForeign(deps, "potterdoc", source, await potterDocImporter.parse(source, {}));
    }
    return await prepareClaybook(deps, zip);
  } catch (err) {
    zip.close();
    throw err;
  }
}

async function readHead(file: string): Promise<Buffer> {
  const handle = await open(file, "r");
  try {
    const buffer = Buffer.alloc(4);
    const { bytesRead } = await handle.read(buffer, 0, 4, 0);
    return buffer.subarray(0, bytesRead);
  } finally {
    await handle.close();
  }
}

const isUniqueViolation = (err: unknown) => {
  const e = err as { code?: string; cause?: { code?: string } } | null;
  return e?.code === "23505" || e?.cause?.code === "23505";
};

/** Checks the upload, records the job and starts it; the upload's file belongs to the job from here on. */
export async function startImport(deps: AppDeps, userId: number, upload: UploadedImport): Promise<{ id: number }> {
  let prepared: PreparedImport | null = null;
  try {
    const options = readOptions(upload.fields);
    prepared = await prepare(deps, upload, options);
    await assertNoRunningImport(deps, userId);
    let row: JobRow;
    try {
      [row] = (await deps.db
        .insert(importJobs)
        .values({ userId, format: prepared.format, dryRun: options.dryRun, fileName: upload.fileName.slice(0, 200), fileHash: upload.fileHash, createdAt: deps.now() })
        .returning()) as [JobRow];
    } catch (err) {
      if (isUniqueViolation(err)) throw AppError.conflict(IMPORT_TEXTS.alreadyRunning);
      throw err;
    }
    const job = row;
    const opened = prepared;
    live.set(job.id, 0);
    runInBackground(deps.logger, "import", async () => {
      try {
        await runJob(deps, job, opened);
      } finally {
        live.delete(job.id);
        opened.close();
        await upload.remove();
      }
    });
    prepared = null;
    return { id: job.id };
  } catch (err) {
    prepared?.close();
    await upload.remove();
    throw err;
  }
}

class DryRunDone extends Error {
  constructor(readonly report: ImportReport) {
    super("dry run rolled back");
  }
}

async function runJob(deps: AppDeps, job: JobRow, prepared: PreparedImport): Promise<void> {
  await deps.db.update(importJobs).set({ status: "running" }).where(eq(importJobs.id, job.id));
  const stored: string[] = [];
  let report: ImportReport;
  try {
    try {
      report = await deps.db.transaction(async (tx) => {
        const result = await prepared.write({ tx, job, stored, onProgress: (progress) => live.set(job.id, Math.min(0.99, progress)) });
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
  const refusal = job.dryRun ? prepared.refusal : null;
  const message = refusal ?? (job.dryRun ? IMPORT_TEXTS.dryRunDone : nothing ? IMPORT_TEXTS.nothingToImport : IMPORT_TEXTS.done);
  await deps.db
    .update(importJobs)
    .set({ status: "done", progress: 1, counts: report.counts, skipped: report.skipped, message, finishedAt: deps.now() })
    .where(eq(importJobs.id, job.id));
}
