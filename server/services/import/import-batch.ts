/**
 * One batch of an import (docs/decisions/0171-import-batches.md): its own short transaction, then a turn of the event
 * loop, so the requests that arrived meanwhile run before the next batch. On PGlite this matters most: the database
 * runs in this process, on its only thread, and a transaction holds it whole, so a batch is sized by the time its
 * transaction holds the database, not by a fixed count (docs/decisions/0222-import-memory.md).
 */
import type { AppDeps } from "../../context";
import type { Tx } from "../../db/client";

/** Lets timers, I/O and the requests waiting for the database run before the caller goes on. */
export const yieldToOthers = () => new Promise<void>((resolve) => setImmediate(resolve));

class RolledBack<T> extends Error {
  constructor(readonly value: T) {
    super("dry run batch rolled back");
  }
}

/**
 * How long one batch's transaction may hold the database: well under the half second no other potter's call may
 * wait, with room for that call's own work.
 */
export const BATCH_HOLD_MS = 200;
/** Records per batch: at first, and the bounds the measured size stays within. */
export const BATCH_RECORDS = { first: 100, min: 50, max: 500 } as const;

export interface BatchRunner {
  /** Runs `work` in a transaction, rolled back in a dry run (its answer kept), then yields. */
  <T>(work: (tx: Tx) => Promise<T>): Promise<T>;
  /** How many records the next batch should take, from how long the last ones held the database. */
  size(): number;
}

/** The next batch's size: the last one's scaled to hold the database about BATCH_HOLD_MS, moved halfway there. */
export function nextBatchSize(current: number, records: number, heldMs: number): number {
  if (records <= 0) return current;
  const fits = (records * BATCH_HOLD_MS) / Math.max(heldMs, 1);
  const next = Math.round((current + fits) / 2);
  return Math.min(BATCH_RECORDS.max, Math.max(BATCH_RECORDS.min, next));
}

export function batchRunner(deps: AppDeps, dryRun: boolean): BatchRunner {
  let size: number = BATCH_RECORDS.first;
  const run = async <T>(work: (tx: Tx) => Promise<T>): Promise<T> => {
    let value: T;
    const asked = size;
    const started = performance.now();
    try {
      value = await deps.db.transaction(async (tx) => {
        const result = await work(tx);
        if (dryRun) throw new RolledBack(result);
        return result;
      });
    } catch (err) {
      if (!(err instanceof RolledBack)) throw err;
      value = (err as RolledBack<T>).value;
    }
    size = nextBatchSize(size, asked, performance.now() - started);
    await yieldToOthers();
    return value;
  };
  return Object.assign(run, { size: () => size });
}
