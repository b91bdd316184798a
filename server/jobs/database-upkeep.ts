/**
 * Upkeep of the database (docs/decisions/0177-database-upkeep.md): VACUUM (ANALYZE) of the tables that changed
 * enough, on PGlite, which runs no autovacuum; the adapter makes it a no-op on PostgreSQL.
 * Every minute, at a quiet time (docs/decisions/0240-background-work-gives-way.md): a run waits for a spell with no
 * request, and before each table for the requests that came meanwhile to end, so a potter's call never waits behind
 * a VACUUM it could have gone before. A server that is never quiet is vacuumed all the same, every few runs.
 */
import type { AppDeps } from "../context";
import type { UpkeepReport } from "../db/upkeep";
import type { Job } from "./job";

export interface UpkeepTiming {
  /** A quiet time: no request began or ended for this long. */
  quietMs: number;
  /** How long a run waits for one before it gives up until the next run. */
  waitMs: number;
  /** Before each table: the same, shorter, as the run has started. */
  tableQuietMs: number;
  tableWaitMs: number;
  /** Runs put off in a row after which the next runs anyway (still table by table, each after the requests end). */
  runAnywayAfter: number;
}

/** Three seconds without a call; looked for during 25 s of the minute (the run must end within it); ten minutes of constant calls at the most. */
export const UPKEEP_TIMING: UpkeepTiming = { quietMs: 3000, waitMs: 25_000, tableQuietMs: 500, tableWaitMs: 2000, runAnywayAfter: 10 };

/** The upkeep run with its timing; answers what it did, or null when the server was busy and the run was put off. */
export function quietUpkeep(timing: UpkeepTiming): (deps: AppDeps) => Promise<UpkeepReport | null> {
  let putOff = 0;
  return async (deps) => {
    const quiet = await deps.activity.quiet(timing.quietMs, timing.waitMs);
    if (!quiet && ++putOff < timing.runAnywayAfter) {
      deps.logger.info({ putOff }, "database upkeep put off: no quiet time this minute");
      return null;
    }
    putOff = 0;
    return deps.database.maintenance({ beforeEach: async () => void (await deps.activity.quiet(timing.tableQuietMs, timing.tableWaitMs)) });
  };
}

const upkeep = quietUpkeep(UPKEEP_TIMING);

export const databaseUpkeepJob: Job = {
  name: "database-upkeep",
  intervalMs: 60 * 1000,
  run: async (deps: AppDeps) => {
    const report = await upkeep(deps);
    if (report && report.tables.length > 0) deps.logger.info({ tables: report.tables }, "database upkeep: tables vacuumed and analyzed");
  },
};
