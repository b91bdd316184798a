/**
 * One batch of an import (docs/decisions/0171-import-batches.md): its own short transaction, then a turn of the event
 * loop. On PGlite this matters most: the database runs in this process, on its only thread, and a transaction holds
 * it whole, so a batch is sized by the time its transaction holds the database, not by a fixed count
 * (docs/decisions/0222-import-memory.md), and a batch starts only once no potter's request is being handled
 * (docs/decisions/0240-background-work-gives-way.md): PGlite answers statements in arrival order, so a request of
 * three statements would otherwise wait for up to three batches, one before each statement.
 */
import { eq, sql } from "drizzle-orm";
import type { AppDeps } from "../../context";
import type { Tx } from "../../db/client";
import { importJobs } from "../../db/schema";

/**
 * Thrown by a batch whose job is no longer running: cancelled by its potter, stopped for making no progress, or
 * taken back at a server's stop (docs/decisions/0261-import-liveness.md). The batch stored nothing; what earlier
 * batches stored is undone by whoever stopped the job.
 */
export class ImportStopped extends Error {
  constructor() {
    super("import no longer running");
  }
}

/** Lets timers, I/O and the requests waiting for the database run before the caller goes on. */
export const yieldToOthers = () => new Promise<void>((resolve) => setImmediate(resolve));

class RolledBack<T> extends Error {
  constructor(readonly value: T) {
    super("dry run batch rolled back");
  }
}

/**
 * How long one batch's transaction may hold the database: a call that arrives during a batch waits for the rest of
 * it, and the rule is p99 ≤ 100 ms for every other potter's call, so half of that is the batch's (decision 0240).
 */
export const BATCH_HOLD_MS = 50;
/** Records per batch: at first, and the bounds the measured size stays within. */
export const BATCH_RECORDS = { first: 50, min: 10, max: 500 } as const;
/**
 * How long a batch waits for the requests being handled to end before it starts regardless: a server that is never
 * idle still imports, a batch every half second.
 */
export const BATCH_WAIT_MS = 500;
/** The GIN indexes' pending list during a batch, in kB: PostgreSQL's smallest. */
const GIN_PENDING_KB = 64;

export interface BatchRunner {
  /** Runs `work` in a transaction, rolled back in a dry run (its answer kept), then yields. */
  <T>(work: (tx: Tx) => Promise<T>): Promise<T>;
  /** How many records the next batch should take, from how long the last ones held the database. */
  size(): number;
}

/**
 * The next batch's size: what would have held the database BATCH_HOLD_MS at the last batch's pace. It shrinks to
 * that at once (a slow batch is what another potter waits for) and grows by at most a quarter a step (one quick
 * batch on a busy machine is not a promise).
 */
export function nextBatchSize(current: number, records: number, heldMs: number): number {
  if (records <= 0) return current;
  const fits = (records * BATCH_HOLD_MS) / Math.max(heldMs, 1);
  const next = Math.round(Math.min(fits, current * 1.25));
  return Math.min(BATCH_RECORDS.max, Math.max(BATCH_RECORDS.min, next));
}

/** Each batch first reads its job's row, shared: a cancel waits for the batch, and a batch after it stores nothing. */
export function batchRunner(deps: AppDeps, dryRun: boolean, jobId?: number): BatchRunner {
  let size: number = BATCH_RECORDS.first;
  const run = async <T>(work: (tx: Tx) => Promise<T>): Promise<T> => {
    let value: T;
    const asked = size;
    await deps.activity.settled(BATCH_WAIT_MS);
    const started = performance.now();
    try {
      value = await deps.db.transaction(async (tx) => {
        // The GIN (search) indexes take new entries into a pending list and fold it in when it passes this size, inside
        // whichever insert crosses it; the default 4 MB made one batch in a few dozen hold the database several times
        // longer than the others. A small list is folded in often, a little at a time (decision 0240).
        await tx.execute(sql`set local gin_pending_list_limit = ${sql.raw(String(GIN_PENDING_KB))}`);
        if (jobId !== undefined) {
          const [job] = await tx.select({ status: importJobs.status }).from(importJobs).where(eq(importJobs.id, jobId)).for("share");
          if (job?.status !== "running") throw new ImportStopped();
        }
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

/**
 * A runner that puts every batch in the one transaction given: a dry run of a Claybook export, whose records point at
 * each other across tables, so a batch rolled back on its own would leave the next one nothing to point at
 * (docs/decisions/0241-claybook-import-in-batches.md). The size stays at the largest.
 */
export function sameTransaction(tx: Tx): BatchRunner {
  return Object.assign(<T>(work: (tx: Tx) => Promise<T>) => work(tx), { size: () => BATCH_RECORDS.max });
}
