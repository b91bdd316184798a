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
import pg from "pg";
import { inject } from "vitest";
import { embeddedDatabaseDir, PGLITE_EXTENSIONS } from "../../server/db/client";
import { databaseUrlFor } from "../setup/global-setup";

/** A new temporary DATA_DIR whose embedded database is the migrated template, closed and ready for a server. */
export async function migratedDataDir(prefix: string): Promise<string> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), prefix));
  const dump = readFileSync(inject("pgliteTemplate"));
  const client = new PGlite(embeddedDatabaseDir(dataDir), { loadDataDir: new Blob([dump]), extensions: PGLITE_EXTENSIONS });
  await client.waitReady;
  await client.close();
  return dataDir;
}

/**
 * Creates `name` from the run's PostgreSQL template. PostgreSQL refuses to copy a template another session is
 * connected to, and two files may copy it at the same instant: wait and try again.
 */
async function cloneTemplateDatabase(baseUrl: string, name: string): Promise<void> {
  const template = inject("postgresTemplate");
  if (!template) throw new Error("TEST_DB=postgres needs TEST_DATABASE_URL");
  const admin = new pg.Client({ connectionString: baseUrl });
  await admin.connect();
  try {
    for (let attempt = 0; ; attempt++) {
      try {
        await admin.query(`create database ${name} template ${template}`);
        return;
      } catch (err) {
        if (attempt >= 20) throw err;
        await new Promise((r) => setTimeout(r, 100 + Math.random() * 200));
      }
    }
  } finally {
    await admin.end();
  }
}

/** A new PostgreSQL database, migrated (a copy of the template), next to TEST_DATABASE_URL; its URL and a drop. */
export async function migratedPostgresDatabase(): Promise<{ url: string; drop: () => Promise<void> }> {
  const base = process.env.TEST_DATABASE_URL;
  if (!base) throw new Error("TEST_DB=postgres needs TEST_DATABASE_URL");
  // Named after the template, so the run's teardown drops a copy a crashed file left behind.
  const name = `${inject("postgresTemplate")}_f${Math.random().toString(36).slice(2, 10)}`;
  await cloneTemplateDatabase(base, name);
  return {
    url: databaseUrlFor(base, name),
    drop: async () => {
      const admin = new pg.Client({ connectionString: base });
      await admin.connect();
      await admin.query(`drop database if exists ${name} with (force)`);
      await admin.end();
    },
  };
}
