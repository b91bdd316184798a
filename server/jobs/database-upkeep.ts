/**
 * Upkeep of the database (docs/decisions/0177-database-upkeep.md): VACUUM (ANALYZE) of the tables that changed
 * enough, on PGlite, which runs no autovacuum; the adapter makes it a no-op on PostgreSQL.
 * Every minute: a run with nothing past the thresholds is one read of the statistics, and a busy table is vacuumed
 * before its dead rows pile up, holding the embedded database only for the tables that need it, one at a time.
 */
import type { AppDeps } from "../context";
import type { Job } from "./job";

export const databaseUpkeepJob: Job = {
  name: "database-upkeep",
  intervalMs: 60 * 1000,
  run: async (deps: AppDeps) => {
    const report = await deps.database.maintenance();
    if (report.tables.length > 0) deps.logger.info({ tables: report.tables }, "database upkeep: tables vacuumed and analyzed");
  },
};
