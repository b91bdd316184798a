/**
 * An import's upload between the request and the job (product.md#r217,
 * docs/decisions/0273-import-uploads-in-object-storage.md): the request streams it into the imports' object store
 * (S3 under `imports/` when set, DATA_DIR otherwise) under the job's id, so the job can run on any server; the server
 * that runs it streams it back into its own scratch folder (an archive is read by random access) and removes both when
 * the job ends, whatever the end. What an ended or vanished job left in the store, the liveness sweep removes.
 */
import { and, eq, inArray } from "drizzle-orm";
import { createReadStream, createWriteStream } from "node:fs";
import { mkdir, rm, stat } from "node:fs/promises";
import path from "node:path";
import { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import { IMPORT_TEXTS } from "../../../contract/import/texts";
import type { AppDeps } from "../../context";
import { importJobs } from "../../db/schema";
import { AppError } from "../../errors";
import { PhotoStorageError } from "../../storage/photo-store";

const ACTIVE = ["queued", "running"];
const HEARTBEAT_MS = 10_000;
const KEY = /^job-(\d{1,12})\.upload/;

const keyOf = (importId: number) => `job-${importId}.upload`;

/** This server's scratch folder for an import it receives or runs; nothing in it is read by another server. */
export const importScratchDir = (deps: AppDeps, importId?: number) =>
  importId === undefined ? path.join(deps.config.dataDir, "imports") : path.join(deps.config.dataDir, "imports", `job-${importId}`);

/**
 * Streams the received file into the store under the job's id. The queued job's heartbeat is written meanwhile, so a
 * long copy is not taken for a dead server (import-recovery.ts). Storage out of reach answers 503.
 */
export async function storeImportFile(deps: AppDeps, importId: number, file: string): Promise<void> {
  const beat = setInterval(() => {
    void deps.db
      .update(importJobs)
      .set({ heartbeatAt: deps.now() })
      .where(and(eq(importJobs.id, importId), eq(importJobs.status, "queued")))
      .catch(() => undefined);
  }, HEARTBEAT_MS);
  beat.unref();
  try {
    const { size } = await stat(file);
    await deps.importFiles.putStream(keyOf(importId), createReadStream(file, { highWaterMark: 256 * 1024 }), size, "application/octet-stream");
  } catch (err) {
    if (!(err instanceof PhotoStorageError)) throw err;
    deps.logger.warn({ err, importId }, "import file storage unavailable");
    throw new AppError(503, IMPORT_TEXTS.storageUnavailable);
  } finally {
    clearInterval(beat);
  }
}

/** Streams the job's upload from the store into this server's scratch folder; answers the local file. */
export async function fetchImportFile(deps: AppDeps, importId: number): Promise<string> {
  const stored = await deps.importFiles.get(keyOf(importId));
  if (!stored) throw new Error(`the upload of import ${importId} is not in storage`);
  const dir = importScratchDir(deps, importId);
  await mkdir(dir, { recursive: true });
  const file = path.join(dir, "upload");
  await pipeline(Readable.fromWeb(stored.body as never), createWriteStream(file));
  return file;
}

/** Removes the job's upload from the store and from this server's scratch folder; a failed delete waits for the sweep. */
export async function removeImportFile(deps: AppDeps, importId: number): Promise<void> {
  await rm(importScratchDir(deps, importId), { recursive: true, force: true });
  try {
    await deps.importFiles.delete(keyOf(importId));
  } catch (err) {
    deps.logger.warn({ err, importId }, "import file not removed from storage: the sweep removes it later");
  }
}

/**
 * Removes stored uploads whose job is no longer queued or running, or has no row (the request that stored it answered
 * after a cancel, or a server stopped before its clean-up); answers how many went.
 */
export async function sweepImportFiles(deps: AppDeps): Promise<number> {
  const listed = await deps.importFiles.list();
  const ids = [...new Set(listed.map((o) => Number(KEY.exec(o.key)?.[1] ?? NaN)).filter((id) => Number.isSafeInteger(id)))];
  if (ids.length === 0) return 0;
  const active = new Set(
    (await deps.db.select({ id: importJobs.id }).from(importJobs).where(and(inArray(importJobs.id, ids), inArray(importJobs.status, ACTIVE)))).map((r) => r.id),
  );
  let removed = 0;
  for (const object of listed) {
    const id = Number(KEY.exec(object.key)?.[1] ?? NaN);
    if (!Number.isSafeInteger(id) || active.has(id)) continue;
    await deps.importFiles.delete(object.key);
    removed++;
  }
  if (removed > 0) deps.logger.info({ removed }, "stored import files of ended imports removed");
  return removed;
}
