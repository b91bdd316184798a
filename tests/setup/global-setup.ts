/**
 * Migrates one template database per run (PGlite always; PostgreSQL when TEST_DATABASE_URL is set),
 * so each API test file copies it instead of paying PGlite's 5–50 s initialisation.
 */
import { PGlite } from "@electric-sql/pglite";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import type { TestProject } from "vitest/node";
import { fromPglite, fromPool, migrateDatabase, PGLITE_EXTENSIONS } from "../../server/db/client";

declare module "vitest" {
  export interface ProvidedContext {
    pgliteTemplate: string;
    postgresTemplate: string;
  }
}

export function databaseUrlFor(base: string, database: string): string {
  const url = new URL(base);
  url.pathname = `/${database}`;
  return url.toString();
}

export default async function setup(project: TestProject) {
  const dir = mkdtempSync(path.join(os.tmpdir(), "claybook-test-"));
  const pglite = await fromPglite(new PGlite({ extensions: PGLITE_EXTENSIONS }));
  await migrateDatabase(pglite);
  const pgliteClient = (pglite.db as unknown as { $client: PGlite }).$client;
  const dump = await pgliteClient.dumpDataDir("none");
  const templateFile = path.join(dir, "template.tar");
  writeFileSync(templateFile, Buffer.from(await dump.arrayBuffer()));
  await pglite.close();
  project.provide("pgliteTemplate", templateFile);

  const baseUrl = process.env.TEST_DATABASE_URL;
  let templateName = "";
  if (baseUrl) {
    templateName = `claybook_tpl_${process.pid}_${Date.now().toString(36)}`;
    const admin = new pg.Client({ connectionString: baseUrl });
    await admin.connect();
    await admin.query(`create database ${templateName}`);
    await admin.end();
    const database = fromPool(new pg.Pool({ connectionString: databaseUrlFor(baseUrl, templateName), max: 1 }));
    await migrateDatabase(database);
    await database.close();
  }
  project.provide("postgresTemplate", templateName);

  return async () => {
    rmSync(dir, { recursive: true, force: true });
    if (baseUrl && templateName) {
      const admin = new pg.Client({ connectionString: baseUrl });
      await admin.connect();
      const { rows } = await admin.query<{ datname: string }>(
        "select datname from pg_database where datname like $1",
        [`${templateName}_f%`],
      );
      for (const row of rows) await admin.query(`drop database if exists ${row.datname} with (force)`);
      await admin.query(`drop database if exists ${templateName} with (force)`);
      await admin.end();
    }
  };
}
