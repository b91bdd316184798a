/**
 * A fresh app on a fresh database for one test file: PGlite copied from the run's template,
 * or (TEST_DB=postgres) a PostgreSQL database created from the template database.
 */
import { PGlite } from "@electric-sql/pglite";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import type { DestinationStream } from "pino";
import { inject } from "vitest";
import { createApp, type App } from "../../server/app";
import { loadConfig, type Config } from "../../server/config";
import type { AppDeps } from "../../server/context";
import { fromPglite, fromPool, PGLITE_EXTENSIONS, type Database, type Db } from "../../server/db/client";
import { buildDeps } from "../../server/deps";
import { createLogger } from "../../server/logger";
import { settleBackgroundTasks } from "../../server/services/common/background-tasks";
import { migratedPostgresDatabase } from "./migrated-database";

export interface TestClock {
  now(): Date;
  set(date: Date | string): void;
  advance(ms: number): void;
  /** Back to the real clock. */
  reset(): void;
}

export interface TestContext {
  app: App;
  deps: AppDeps;
  db: Db;
  config: Config;
  dataDir: string;
  clock: TestClock;
  kind: "pglite" | "postgres";
  /** Extra environment settings this context was built with. */
  env: Record<string, string>;
  close(): Promise<void>;
}

function createClock(): TestClock {
  let fixed: number | null = null;
  return {
    now: () => new Date(fixed ?? Date.now()),
    set: (date) => {
      fixed = new Date(date).getTime();
    },
    advance: (ms) => {
      fixed = (fixed ?? Date.now()) + ms;
    },
    reset: () => {
      fixed = null;
    },
  };
}

async function openTestDatabase(): Promise<{ database: Database; drop: () => Promise<void> }> {
  if (process.env.TEST_DB === "postgres") {
    const { url, drop } = await migratedPostgresDatabase();
    return { database: fromPool(new pg.Pool({ connectionString: url, max: 5 })), drop };
  }
  const dump = readFileSync(inject("pgliteTemplate"));
  const client = new PGlite({ loadDataDir: new Blob([dump]), extensions: PGLITE_EXTENSIONS });
  return { database: await fromPglite(client), drop: async () => {} };
}

/**
 * Builds the app with test settings; `env` adds or overrides settings (e.g. Stripe, S3).
 * `logLevel` and `logDestination` let a test read what the server logs (e.g. that no secret is written).
 */
export async function createTestContext(
  options: { env?: Record<string, string>; logLevel?: string; logDestination?: DestinationStream } = {},
): Promise<TestContext> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), "claybook-data-"));
  const env = {
    NODE_ENV: "test",
    DATA_DIR: dataDir,
    APP_URL: "http://localhost:3000",
    LOG_LEVEL: "silent",
    JOBS_ENABLED: "false",
    WEB_DIST: path.join(dataDir, "no-web-build"),
    ...options.env,
  };
  const config = loadConfig(env, { readDotEnv: false });
  const { database, drop } = await openTestDatabase();
  const clock = createClock();
  const deps = buildDeps(config, database, createLogger(options.logLevel ?? config.logLevel, options.logDestination), clock.now);
  const app = createApp(deps);
  return {
    app,
    deps,
    db: database.db,
    config,
    dataDir,
    clock,
    kind: database.kind,
    env,
    close: async () => {
      await deps.jobs.stop();
      // API files share a process one after another (docs/decisions/0284-ci-time.md): no task may outlive its database.
      await settleBackgroundTasks();
      await database.close();
      await drop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
