/**
 * Databases that start migrated, copied from the run's templates (tests/setup/global-setup.ts), for tests that start
 * real servers or open a DATA_DIR themselves. A first start on an empty DATA_DIR spends about 7 s of CPU creating and
 * migrating the embedded database, and on an empty PostgreSQL database it migrates that one; tests about something
 * else (a crash, a restart, two servers) start from a copy instead (docs/decisions/0333-migrated-copies-for-spawned-servers.md).
 * A first start on an empty database keeps tests of its own: the browser tests' server, the migrations raced by four
 * servers (job-queue-set-up.api.test.ts) and two server processes on one PostgreSQL (multi-process.api.test.ts).
 */
import { PGlite } from "@electric-sql/pglite";
import { mkdtempSync, readFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { inject } from "vitest";
import { embeddedDatabaseDir, PGLITE_EXTENSIONS } from "../../server/db/client";
import { freshPostgresDatabase } from "./server-process";

/** A new temporary DATA_DIR whose embedded database is the migrated template, closed and ready for a server. */
export async function migratedDataDir(prefix: string): Promise<string> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), prefix));
  const dump = readFileSync(inject("pgliteTemplate"));
  const client = new PGlite(embeddedDatabaseDir(dataDir), { loadDataDir: new Blob([dump]), extensions: PGLITE_EXTENSIONS });
  await client.waitReady;
  await client.close();
  return dataDir;
}

/** A new PostgreSQL database, migrated (a copy of the template), next to TEST_DATABASE_URL; its URL and a drop. */
export async function migratedPostgresDatabase(): Promise<{ url: string; drop: () => Promise<void> }> {
  const base = process.env.TEST_DATABASE_URL;
  const template = inject("postgresTemplate");
  if (!base || !template) throw new Error("TEST_DB=postgres needs TEST_DATABASE_URL");
  // Named after the template, so the run's teardown drops a copy a crashed file left behind.
  return freshPostgresDatabase(base, `${template}_f`, template);
}
