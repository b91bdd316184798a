/**
 * One batch of an import (docs/decisions/0171-import-batches.md): its own short transaction, then a turn of the event
 * loop, so the requests that arrived meanwhile run before the next batch. On PGlite this matters most: the database
 * runs in this process, on its only thread, and a transaction holds it whole.
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

/** Runs `work` in a transaction, rolled back when `dryRun` (its answer kept), then yields. */
export function batchRunner(deps: AppDeps, dryRun: boolean): <T>(work: (tx: Tx) => Promise<T>) => Promise<T> {
  return async <T>(work: (tx: Tx) => Promise<T>): Promise<T> => {
    let value: T;
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
    await yieldToOthers();
    return value;
  };
}
