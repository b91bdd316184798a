/**
 * The import's liveness check (docs/decisions/0261-import-liveness.md), the rules server/jobs/import-worker.ts runs
 * on a timer and the import service runs before it counts the imports running:
 * - a queued or running import whose server has not written its heartbeat for DEAD_AFTER_MS died with that server;
 * - a running import that has not moved on (no batch stored, no step done) for NO_PROGRESS_MS is stuck, even when
 *   its server is alive;
 * either is marked failed with a message that says which, which frees its place at once, and what it stored is
 * removed (import-undo.ts). An import marked failed or cancelled whose records are not all removed yet (its server
 * stopped mid-undo) is undone again, so nothing it stored stays. A stopping server takes back its own imports.
 */
import { and, eq, inArray, isNotNull, isNull, lt, or, sql } from "drizzle-orm";
import { readdir, rm, stat } from "node:fs/promises";
import path from "node:path";
import { IMPORT_TEXTS } from "../../../contract/import/texts";
import type { AppDeps } from "../../context";
import { importJobs, importSources } from "../../db/schema";
import { importScratchDir, removeImportFile } from "./import-file";
import { runningHere } from "./import-run";
import { ENDED_UNDONE, undoImport } from "./import-undo";

export const ACTIVE_IMPORT = ["queued", "running"];
/** Six heartbeats missed: the server running the import is gone. */
export const DEAD_AFTER_MS = 60_000;
/** No batch and no step for this long: the import is stuck (the message in IMPORT_TEXTS.stalled says 2 minutes). */
export const NO_PROGRESS_MS = 2 * 60_000;

type JobRow = typeof importJobs.$inferSelect;

/** Whether a queued or running import has died or stalled, as the row says (the GET of an import checks it). */
export function isStopped(row: Pick<JobRow, "status" | "heartbeatAt" | "createdAt" | "progressAt">, now: Date): boolean {
  if (!ACTIVE_IMPORT.includes(row.status)) return false;
  const at = now.getTime();
  if (at - (row.heartbeatAt ?? row.createdAt).getTime() >= DEAD_AFTER_MS) return true;
  return row.status === "running" && at - (row.progressAt ?? row.createdAt).getTime() >= NO_PROGRESS_MS;
}

/** Marks the import ended with `message` unless it already ended, then removes what it stored and its upload. */
export async function endImport(deps: AppDeps, job: { id: number; userId: number }, status: "failed" | "cancelled", message: string): Promise<boolean> {
  // Claimed first, so two servers never both clean up the same import.
  const [claimed] = await deps.db
    .update(importJobs)
    .set({ status, message })
    .where(and(eq(importJobs.id, job.id), inArray(importJobs.status, ACTIVE_IMPORT)))
    .returning({ id: importJobs.id });
  if (!claimed) return false;
  await undoImport(deps, job.userId, job.id);
  await removeImportFile(deps, job.id);
  return true;
}

/**
 * Ends dead and stuck imports (every potter's, or one potter's with `userId`); at start on a database this process
 * owns (PGlite), every active import is dead.
 */
export async function recoverImports(deps: AppDeps, options: { atStart?: boolean; userId?: number } = {}): Promise<void> {
  const everything = options.atStart === true && deps.database.exclusive;
  const now = deps.now().getTime();
  const dead = new Date(now - DEAD_AFTER_MS);
  const stuck = new Date(now - NO_PROGRESS_MS);
  const found = await deps.db
    .select({ id: importJobs.id, userId: importJobs.userId, heartbeatAt: importJobs.heartbeatAt, progressAt: importJobs.progressAt, createdAt: importJobs.createdAt })
    .from(importJobs)
    .where(
      and(
        inArray(importJobs.status, ACTIVE_IMPORT),
        options.userId === undefined ? undefined : eq(importJobs.userId, options.userId),
        everything
          ? undefined
          : or(
              lt(sql`coalesce(${importJobs.heartbeatAt}, ${importJobs.createdAt})`, dead),
              and(eq(importJobs.status, "running"), lt(sql`coalesce(${importJobs.progressAt}, ${importJobs.createdAt})`, stuck)),
            ),
      ),
    );
  for (const job of found) {
    const alive = !everything && (job.heartbeatAt ?? job.createdAt).getTime() > dead.getTime();
    const message = alive ? IMPORT_TEXTS.stalled : IMPORT_TEXTS.interrupted;
    if (await endImport(deps, job, "failed", message)) {
      deps.logger.warn({ importId: job.id, heartbeatAt: job.heartbeatAt, progressAt: job.progressAt, now: deps.now() }, alive ? "import made no progress: stopped, cleaned up and marked failed" : "import interrupted by a restart: cleaned up and marked failed");
    }
  }
  await finishUndos(deps);
  if (options.atStart) await removeAbandonedUploads(deps);
}

/**
 * Imports that failed or were cancelled but are not taken back yet (their server stopped mid-undo, or before it marked
 * the undo finished): undone now.
 */
export async function finishUndos(deps: AppDeps): Promise<void> {
  const left = await deps.db
    .selectDistinct({ id: importJobs.id, userId: importJobs.userId })
    .from(importJobs)
    .leftJoin(importSources, eq(importJobs.id, importSources.importJobId))
    .where(and(inArray(importJobs.status, ENDED_UNDONE), or(isNull(importJobs.finishedAt), isNotNull(importSources.id))))
    .limit(10);
  for (const job of left) await undoImport(deps, job.userId, job.id);
}

/**
 * A stopping server's imports: marked failed as interrupted at once (their potters see it within seconds), then
 * undone. Whatever the undo has not removed when the process exits, the next sweep on any server does.
 */
export async function interruptImportsHere(deps: AppDeps): Promise<void> {
  const ids = [...runningHere];
  if (ids.length === 0) return;
  const rows = await deps.db
    .update(importJobs)
    .set({ status: "failed", message: IMPORT_TEXTS.interrupted })
    .where(and(inArray(importJobs.id, ids), inArray(importJobs.status, ACTIVE_IMPORT)))
    .returning({ id: importJobs.id, userId: importJobs.userId });
  for (const job of rows) {
    deps.logger.warn({ importId: job.id }, "import interrupted by this server's stop: marked failed, undoing what it stored");
    await undoImport(deps, job.userId, job.id);
    await removeImportFile(deps, job.id);
  }
}

/**
 * Scratch left by a stop: uploads whose request never finished, older than an hour, and the copies of imports that are
 * no longer running (a DATA_DIR may be shared by servers on PostgreSQL: a running import's copy is another's).
 */
async function removeAbandonedUploads(deps: AppDeps): Promise<void> {
  const root = importScratchDir(deps);
  const names = await readdir(root).catch(() => [] as string[]);
  const copies = names.map((name) => Number(/^job-(\d{1,12})$/.exec(name)?.[1] ?? NaN)).filter((id) => Number.isSafeInteger(id));
  const running = copies.length === 0 ? [] : await deps.db.select({ id: importJobs.id }).from(importJobs).where(and(inArray(importJobs.id, copies), inArray(importJobs.status, ACTIVE_IMPORT)));
  const keep = new Set(running.map((r) => `job-${r.id}`));
  for (const name of names) {
    if (name.startsWith("job-")) {
      if (!keep.has(name)) await rm(path.join(root, name), { recursive: true, force: true });
      continue;
    }
    if (!name.startsWith("upload-")) continue;
    const info = await stat(path.join(root, name)).catch(() => null);
    if (info && deps.now().getTime() - info.mtimeMs > 60 * 60 * 1000) await rm(path.join(root, name), { recursive: true, force: true });
  }
}
