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

function databaseUrlFor(base: string, database: string): string {
  const url = new URL(base);
  url.pathname = `/${database}`;
  return url.toString();
}

/** The PGlite template, dumped to a file each test file loads. */
async function pgliteTemplate(dir: string): Promise<string> {
  const pglite = await fromPglite(new PGlite({ extensions: PGLITE_EXTENSIONS }));
  await migrateDatabase(pglite);
  const pgliteClient = (pglite.db as unknown as { $client: PGlite }).$client;
  const dump = await pgliteClient.dumpDataDir("none");
  const templateFile = path.join(dir, "template.tar");
  writeFileSync(templateFile, Buffer.from(await dump.arrayBuffer()));
  await pglite.close();
  return templateFile;
}

/** The PostgreSQL template database each test file's database is created from. */
async function postgresTemplate(baseUrl: string, templateName: string): Promise<void> {
  const admin = new pg.Client({ connectionString: baseUrl });
  await admin.connect();
  await admin.query(`create database ${templateName}`);
  await admin.end();
  const database = fromPool(new pg.Pool({ connectionString: databaseUrlFor(baseUrl, templateName), max: 1 }));
  await migrateDatabase(database);
  await database.close();
}

interface Templates {
  pglite: string;
  postgres: string;
  /** The projects that still use them; the last one's teardown removes them. */
  users: number;
  remove: () => Promise<void>;
}

async function makeTemplates(): Promise<Templates> {
  const dir = mkdtempSync(path.join(os.tmpdir(), "claybook-test-"));
  const baseUrl = process.env.TEST_DATABASE_URL;
  const templateName = baseUrl ? `claybook_tpl_${process.pid}_${Date.now().toString(36)}` : "";
  // Side by side: PGlite's migration keeps this process busy while PostgreSQL's runs in PostgreSQL's own.
  const [templateFile] = await Promise.all([pgliteTemplate(dir), baseUrl ? postgresTemplate(baseUrl, templateName) : undefined]);
  const remove = async () => {
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
  return { pglite: templateFile, postgres: templateName, users: 0, remove };
}

// Vitest runs this set-up once per project and once more for the root: the templates are made once per run and
// shared (each migration takes 10-25 s, and four of them ran one after another before any test started).
const SHARED = Symbol.for("claybook.test-templates");
type WithTemplates = typeof globalThis & { [SHARED]?: Promise<Templates> };

export default async function setup(project: TestProject) {
  const shared = globalThis as WithTemplates;
  shared[SHARED] ??= makeTemplates();
  const templates = await shared[SHARED];
  templates.users += 1;
  project.provide("pgliteTemplate", templates.pglite);
  project.provide("postgresTemplate", templates.postgres);
  return async () => {
    templates.users -= 1;
    if (templates.users === 0) await templates.remove();
  };
}
