/**
 * What the writer of a Claybook export (import-claybook.ts and its parts) shares: the run, the rewiring of old ids to
 * new ones with the tally of what was stored and left out, and the import_sources tags that let a second import of
 * the same file add nothing and a failed import remove what it stored (docs/decisions/0241-claybook-import-in-batches.md).
 */
import type { ImportKind } from "../../../contract/import/rules";
import type { ImportSkipped } from "../../../contract/import/schemas";
import type { AppDeps } from "../../context";
import type { Tx } from "../../db/client";
import { importSources } from "../../db/schema";
import type { BatchRunner } from "./import-batch";
import type { ParsedExport } from "./import-claybook-read";
import type { ZipArchive } from "./import-zip";

export interface ImportReport {
  counts: Record<string, number>;
  skipped: ImportSkipped[];
}

export interface ImportRun {
  deps: AppDeps;
  /** Runs one batch in its own transaction (or, in a dry run, in the one transaction) and sizes the next. */
  batch: BatchRunner;
  /** The import job: the records it makes are tagged with it in import_sources. */
  jobId: number;
  userId: number;
  fileHash: string;
  zip: ZipArchive;
  parsed: ParsedExport;
  dryRun: boolean;
  /** Storage keys written so far, so a failed import can remove them. */
  stored: string[];
  onProgress: (done: number) => void;
}

/** Everything the rows of one import refer to: old id (as text) → new id, per kind. */
export class Rewiring {
  private readonly maps = new Map<ImportKind, Map<string, number | string>>();
  readonly counts: Record<string, number> = {};
  private readonly skips = new Map<string, ImportSkipped>();
  map(kind: ImportKind): Map<string, number | string> {
    let map = this.maps.get(kind);
    if (!map) this.maps.set(kind, (map = new Map()));
    return map;
  }
  skip(kind: string, reason: string, count = 1) {
    const key = `${kind}\0${reason}`;
    const entry = this.skips.get(key) ?? { kind, count: 0, reason };
    entry.count += count;
    this.skips.set(key, entry);
  }
  added(kind: string, count: number) {
    this.counts[kind] = (this.counts[kind] ?? 0) + count;
  }
  skipped(): ImportSkipped[] {
    return [...this.skips.values()];
  }
}

/** In the batch's transaction: the records it made, tagged with the job, so a failed import can remove them. */
export async function remember(run: ImportRun, tx: Tx, kind: ImportKind, pairs: [string, number | string][]): Promise<void> {
  if (pairs.length === 0) return;
  await tx.insert(importSources).values(
    pairs.map(([sourceId, targetId]) => ({ userId: run.userId, fileHash: run.fileHash, kind, sourceId, targetId: String(targetId), importJobId: run.jobId })),
  );
}
