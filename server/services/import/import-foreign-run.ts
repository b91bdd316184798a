/**
 * What the writer of another app's records (import-foreign.ts and its parts) shares: the run, the tally of what was
 * stored and left out, and the import_sources tags that let a second import of the same file add nothing and a
 * failed import remove what it stored (docs/decisions/0171-import-batches.md).
 */
import { and, eq } from "drizzle-orm";
import type { ImportSkipped } from "../../../contract/import/schemas";
import type { AppDeps } from "../../context";
import type { Tx } from "../../db/client";
import { importSources } from "../../db/schema";
import type { BatchRunner } from "./import-batch";
import type { ImportedData, ImportedPiece, ImportSource } from "./importers/importer";

export interface ForeignRun {
  deps: AppDeps;
  /**
   * Runs one batch in its own transaction (rolled back in a dry run), lets other work run after it, and says how many
   * records the next batch may take (import-batch.ts).
   */
  batch: BatchRunner;
  jobId: number;
  userId: number;
  fileHash: string;
  source: ImportSource;
  data: ImportedData;
  dryRun: boolean;
  /** The sending device's zone: a date without a time is stored at noon there (imported-day.ts). */
  timeZone: string;
  /** Storage keys written so far, so a failed import can remove them. */
  stored: string[];
  onProgress: (done: number) => void;
  /**
   * A file whose pieces are stored while it is read (a CSV, docs/decisions/0222-import-memory.md): `read` hands
   * the pieces to `store` a few hundred at a time and answers the rest of what it read (with no pieces); `expected`
   * is about how many pieces the file holds, for the progress. `data` is then ignored.
   */
  streamed?: { expected: number; read: (store: (pieces: ImportedPiece[]) => Promise<void>) => Promise<ImportedData> };
}

/**
 * The records of this file stored so far, by source id → new id: by an earlier import of the same file, or by this
 * one. In a dry run each batch is rolled back, so a record made by this run has no id to point at (null).
 */
export type SourceIds = Map<string, number | null>;

export async function knownIds(run: ForeignRun, kind: string): Promise<SourceIds> {
  const rows = await run.deps.db
    .select({ sourceId: importSources.sourceId, targetId: importSources.targetId })
    .from(importSources)
    .where(and(eq(importSources.userId, run.userId), eq(importSources.fileHash, run.fileHash), eq(importSources.kind, kind)));
  return new Map(rows.map((r) => [r.sourceId, Number(r.targetId)]));
}

/** In the batch's transaction: the records it made, tagged with the job, so a failed import can remove them. */
export async function remember(run: ForeignRun, tx: Tx, kind: string, pairs: [string, number | string][]): Promise<void> {
  if (pairs.length === 0) return;
  await tx
    .insert(importSources)
    .values(pairs.map(([sourceId, targetId]) => ({ userId: run.userId, fileHash: run.fileHash, kind, sourceId, targetId: String(targetId), importJobId: run.jobId })));
}

/** Notes what a batch made: its ids for later batches to point at (none in a dry run). */
export function learn(run: ForeignRun, ids: SourceIds, pairs: [string, number][]): void {
  for (const [sourceId, id] of pairs) ids.set(sourceId, run.dryRun ? null : id);
}

export class Tally {
  readonly counts: Record<string, number> = {};
  private readonly skips = new Map<string, ImportSkipped>();
  add(kind: string, n = 1) {
    if (n > 0) this.counts[kind] = (this.counts[kind] ?? 0) + n;
  }
  skip(kind: string, reason: string, field?: string, n = 1) {
    const key = `${kind}\0${field ?? ""}\0${reason}`;
    const entry = this.skips.get(key) ?? { kind, count: 0, reason, ...(field ? { field } : {}) };
    entry.count += n;
    this.skips.set(key, entry);
  }
  list(): ImportSkipped[] {
    return [...this.skips.values()];
  }
  merge(other: Tally) {
    for (const [kind, n] of Object.entries(other.counts)) this.add(kind, n);
    for (const entry of other.list()) this.skip(entry.kind, entry.reason, entry.field, entry.count);
  }
}

/**
 * Sends the records of `fresh` through `work` in batches, each as large as the run's time budget allows, merging
 * each batch's tally and moving progress on.
 */
export async function inBatches<T>(run: ForeignRun, fresh: readonly T[], tally: Tally, progress: (n: number) => void, work: (tx: Tx, batch: T[], local: Tally) => Promise<void>): Promise<void> {
  for (let i = 0; i < fresh.length; ) {
    const batch = fresh.slice(i, (i += run.batch.size()));
    const made = await run.batch(async (tx) => {
      const local = new Tally();
      await work(tx, batch, local);
      return local;
    });
    tally.merge(made);
    progress(batch.length);
  }
}
