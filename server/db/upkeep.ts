/**
 * Upkeep of the embedded database (docs/decisions/0177-database-upkeep.md). PGlite runs no autovacuum worker: nothing
 * reclaims the dead rows every autosave leaves, and nothing gathers the statistics the planner reads, so without
 * this the data folder only grows and the list's plans go stale. Each table whose dead or changed rows passed
 * autovacuum's own thresholds gets VACUUM (ANALYZE), one table at a time, handing the event loop back between tables
 * so the one connection serves other potters' calls in between. PostgreSQL's autovacuum does this itself.
 */
import { setImmediate as nextTurn } from "node:timers/promises";

/** What one upkeep did: the tables it vacuumed, with their dead and changed rows before. */
export interface UpkeepReport {
  tables: { name: string; deadRows: number; changedRows: number }[];
}

/** The statements upkeep needs: PGlite's own `query`, outside any transaction (VACUUM cannot run in one). */
export interface UpkeepClient {
  query<T>(sql: string): Promise<{ rows: T[] }>;
}

/**
 * Act past 25 rows plus 10 % of the table, dead (vacuum) or changed (analyze): half of PostgreSQL's autovacuum
 * defaults (50 + 20 %), as a vacuum here is cheap and the data folder is meant to stay within 1.5× its compact size.
 */
export const UPKEEP_THRESHOLDS = { base: 25, vacuumScale: 0.1, analyzeScale: 0.1 } as const;

interface TableStats {
  schema: string;
  name: string;
  live: number;
  dead: number;
  changed: number;
  analyzed: boolean;
}

const quote = (name: string) => `"${name.replace(/"/g, '""')}"`;

/** Tables past a threshold, most dead rows first; `all` takes every table (a first run, or a bench). */
export async function tablesNeedingUpkeep(client: UpkeepClient, all = false): Promise<TableStats[]> {
  // Counters reach the statistics at most once a second; the last writes' counts are sent now, so none is missed
  // (or, after a vacuum, counted again).
  await client.query("select pg_stat_force_next_flush()");
  const { rows } = await client.query<{ schema: string; name: string; live: string | number; dead: string | number; changed: string | number; analyzed: boolean }>(
    `select schemaname as schema, relname as name, n_live_tup as live, n_dead_tup as dead, n_mod_since_analyze as changed,
            (last_analyze is not null or last_autoanalyze is not null) as analyzed
       from pg_stat_user_tables order by n_dead_tup desc, relname`,
  );
  const { base, vacuumScale, analyzeScale } = UPKEEP_THRESHOLDS;
  return rows
    .map((r) => ({ schema: r.schema, name: r.name, live: Number(r.live), dead: Number(r.dead), changed: Number(r.changed), analyzed: r.analyzed }))
    .filter((t) => all || t.dead > base + vacuumScale * t.live || t.changed > base + analyzeScale * t.live || (!t.analyzed && t.live > 0));
}

export interface UpkeepOptions {
  /** Every table, whatever its counts (a first run, or a bench). */
  all?: boolean;
  /**
   * Awaited before each table: the job waits there for the server's requests to end
   * (docs/decisions/0240-background-work-gives-way.md); at least a turn of the event loop.
   */
  beforeEach?: () => Promise<void>;
}

/** VACUUM (ANALYZE) of each table that needs it, one at a time, giving way to other work before each. */
export async function runUpkeep(client: UpkeepClient, options: UpkeepOptions = {}): Promise<UpkeepReport> {
  const report: UpkeepReport = { tables: [] };
  for (const table of await tablesNeedingUpkeep(client, options.all)) {
    await nextTurn();
    await options.beforeEach?.();
    await client.query(`vacuum (analyze) ${quote(table.schema)}.${quote(table.name)}`);
    report.tables.push({ name: table.name, deadRows: table.dead, changedRows: table.changed });
  }
  return report;
}
