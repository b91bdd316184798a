/** Opens the configured database (migrated) and builds deps for a command-line tool. */
import { loadConfig } from "../config";
import type { AppDeps } from "../context";
import { openDatabase } from "../db/client";
import { buildDeps } from "../deps";
import { createLogger } from "../logger";

async function openCliDeps(): Promise<AppDeps> {
  const config = loadConfig();
  const logger = createLogger(config.logLevel === "info" ? "warn" : config.logLevel);
  const database = await openDatabase(
    { databaseUrl: config.databaseUrl, dataDir: config.dataDir, poolSize: config.databasePoolSize },
    logger,
  );
  return buildDeps(config, database, logger);
}

/** Runs a tool body, prints a clean one-line error, and always closes the database. */
export async function runCli(body: (deps: AppDeps) => Promise<void>): Promise<void> {
  let deps: AppDeps | undefined;
  try {
    deps = await openCliDeps();
    await body(deps);
  } catch (err) {
    console.error(err instanceof Error ? err.message : String(err));
    process.exitCode = 1;
  } finally {
    await deps?.jobs.stop();
    await deps?.database.close();
  }
}
