/**
 * product.md#r3, product.md#r4: embedded PGlite in DATA_DIR by default, PostgreSQL when DATABASE_URL is set.
 * Both sit behind the same Drizzle type, so services never know which one they talk to.
 */
import { PGlite, types, type Transaction } from "@electric-sql/pglite";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import { sql } from "drizzle-orm";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePg } from "drizzle-orm/node-postgres/migrator";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import path from "node:path";
import { fileURLToPath } from "node:url";
import pg from "pg";
import { DEFAULT_DATABASE_POOL_SIZE } from "../config";
import type { Logger } from "../logger";
import { acquireDataDirLock } from "./data-dir-lock";
import { runNamed } from "./pglite-statements";
import { runUpkeep, type UpkeepOptions, type UpkeepReport } from "./upkeep";
import * as schema from "./schema";

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;
/** The transaction handle services pass down; it has the same query API as Db. */
export type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];
/** Either the database or an open transaction. */
export type DbOrTx = Db | Tx;

export interface Database {
  db: Db;
  kind: "pglite" | "postgres";
  /** Resolves when the database answers a trivial query within the time limit. */
  ping(timeoutMs?: number): Promise<void>;
  /**
   * The upkeep the database does not do itself (docs/decisions/0177-database-upkeep.md): on PGlite, VACUUM (ANALYZE)
   * of the tables past autovacuum's thresholds (every table with `all`); on PostgreSQL nothing, autovacuum does it.
   */
  maintenance(options?: UpkeepOptions): Promise<UpkeepReport>;
  /**
   * Raw SQL for the job queue (pg-boss, server/jobs/queue.ts): one statement with parameters, or several without.
   * PGlite answers with the last statement's rows.
   */
  executeSql(text: string, values?: unknown[]): Promise<{ rows: unknown[] }>;
  /** True when this process alone uses the database (PGlite: the data folder is locked to it). */
  exclusive: boolean;
  close(): Promise<void>;
}

/**
 * The health check's statement (product.md#r8): one trivial statement the database must answer. On PGlite it runs
 * named like the hot queries (docs/decisions/0285-pglite-named-statements.md); the benchmark's lean reference runs it too.
 */
export const PING_STATEMENT = { name: "health_ping", text: "select 1" } as const;

const MIGRATIONS_DIR = path.join(path.dirname(fileURLToPath(import.meta.url)), "migrations");
const MIGRATION_LOCK_ID = 7_314_202;

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error("database did not answer in time")), ms);
    promise.then(
      (v) => {
        clearTimeout(timer);
        resolve(v);
      },
      (e: unknown) => {
        clearTimeout(timer);
        reject(e instanceof Error ? e : new Error(String(e)));
      },
    );
  });
}

/**
 * Drizzle reads dates, timestamps, intervals and numeric[] as text and converts them itself, so it passes PGlite a
 * `parsers` option on every query, and PGlite then copies its whole type table (some 340 entries) for that query.
 * The same parsers are set once on the instance instead, and the per-query option is dropped on the way in
 * (docs/decisions/0107-request-path-and-prepared-statements.md).
 */
const RAW_TEXT_TYPES = [
  types.TIMESTAMP,
  types.TIMESTAMPTZ,
  types.INTERVAL,
  types.DATE,
  1231, // numeric[]
  1115, // timestamp[]
  1185, // timestamptz[]
  1187, // interval[]
  1182, // date[]
];

type QueryOptions = { rowMode?: "array" | "object"; parsers?: unknown };
type Queryable = Pick<Transaction, "query">;
const AS_ARRAYS = { rowMode: "array" } as const;
const AS_OBJECTS = { rowMode: "object" } as const;

function withoutParsers<T extends Queryable>(target: T): T {
  const query = (text: string, params?: unknown[], options?: QueryOptions) =>
    target.query(text, params, options?.parsers ? (options.rowMode === "array" ? AS_ARRAYS : AS_OBJECTS) : (options as never));
  const transaction =
    "transaction" in target
      ? <R>(fn: (tx: Transaction) => Promise<R>) => (target as unknown as PGlite).transaction((tx) => fn(withoutParsers(tx)))
      : undefined;
  return new Proxy(target, {
    get(obj, key) {
      if (key === "query") return query;
      if (key === "transaction" && transaction) return transaction;
      // PGlite keeps private fields, so its own methods must run on the instance, not on the proxy.
      const value = Reflect.get(obj, key, obj) as unknown;
      return typeof value === "function" ? (value as (...a: unknown[]) => unknown).bind(obj) : value;
    },
  });
}

export async function fromPglite(client: PGlite, release: () => Promise<void> = async () => {}): Promise<Database> {
  await client.waitReady;
  // After waitReady: PGlite sets its array parsers while starting, and these must win.
  for (const oid of RAW_TEXT_TYPES) client.parsers[oid] = (value: string) => value;
  const db = drizzlePglite({ client: withoutParsers(client), schema }) as unknown as Db;
  // Tests and tools reach the real instance (dumpDataDir, close) through $client.
  (db as unknown as { $client: PGlite }).$client = client;
  return {
    db,
    kind: "pglite",
    exclusive: true,
    ping: async (timeoutMs = 2000) => {
      await withTimeout(runNamed(client, PING_STATEMENT.name, PING_STATEMENT.text, []), timeoutMs);
    },
    maintenance: (options) => runUpkeep(client, options),
    executeSql: async (text, values) => {
      if (values && values.length > 0) return client.query(text, values);
      // pg-boss wraps its scripts in BEGIN … COMMIT. PGlite has one connection: the script runs as one PGlite
      // transaction instead, which holds the connection throughout and rolls back on failure before anyone else
      // can send a statement into an aborted transaction.
      const wrapped = /^\s*BEGIN;([\s\S]*)COMMIT;\s*$/i.exec(text);
      const results = wrapped ? await client.transaction((tx) => tx.exec(wrapped[1]!)) : await client.exec(text);
      return results[results.length - 1] ?? { rows: [] };
    },
    close: async () => {
      await client.close();
      await release();
    },
  };
}

export function fromPool(pool: pg.Pool, logger?: Logger): Database {
  // An idle client losing its connection must not crash the process; the pool reconnects on next use.
  pool.on("error", (err) => logger?.warn({ err: err.message }, "postgres pool error"));
  const db = drizzlePg(pool, { schema }) as unknown as Db;
  return {
    db,
    kind: "postgres",
    exclusive: false,
    ping: async (timeoutMs = 2000) => {
      await withTimeout(pool.query(PING_STATEMENT.text), timeoutMs);
    },
    // Autovacuum runs on the server.
    maintenance: async () => ({ tables: [] }),
    executeSql: (text, values) => pool.query(text, values),
    close: () => pool.end(),
  };
}

export async function migrateDatabase(database: Database): Promise<void> {
  if (database.kind === "pglite") {
    await migratePglite(database.db as never, { migrationsFolder: MIGRATIONS_DIR });
    return;
  }
  // Several servers may start at once (product.md#r4): one migrates while the others wait on the lock.
  await database.db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${MIGRATION_LOCK_ID})`);
    await migratePg(tx as never, { migrationsFolder: MIGRATIONS_DIR });
  });
}

/**
 * The PGlite extensions the migrations create (pg_trgm for search, docs/decisions/0145-piece-search.md); every PGlite
 * is opened with them.
 */
export const PGLITE_EXTENSIONS = { pg_trgm };

/** Where the embedded database lives inside DATA_DIR. */
export function embeddedDatabaseDir(dataDir: string): string {
  return path.join(dataDir, "db");
}

export async function openDatabase(
  options: { databaseUrl?: string; dataDir: string; poolSize?: number },
  logger?: Logger,
): Promise<Database> {
  if (options.databaseUrl) {
    const pool = new pg.Pool({
      connectionString: options.databaseUrl,
      max: options.poolSize ?? DEFAULT_DATABASE_POOL_SIZE,
      connectionTimeoutMillis: 5000,
    });
    const database = fromPool(pool, logger);
    await migrateDatabase(database);
    return database;
  }
  const dir = embeddedDatabaseDir(options.dataDir);
  const release = acquireDataDirLock(dir);
  try {
    const database = await fromPglite(new PGlite(dir, { extensions: PGLITE_EXTENSIONS }), async () => release());
    await migrateDatabase(database);
    return database;
  } catch (err) {
    release();
    throw err;
  }
}
