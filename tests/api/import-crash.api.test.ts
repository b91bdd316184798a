/**
 * An import interrupted by `kill -9` (docs/decisions/0171-import-batches.md): the real server in a child process is
 * killed while a 20,000-row CSV is being stored batch by batch. After a restart the import is failed with a message
 * that says why, and nothing it stored is left: no piece, no stage entry, no tag, no upload. On PGlite the restart
 * knows at once (one process owns the data folder); on PostgreSQL another server might still be running it, so it
 * is cleaned up once its heartbeat has been silent for a minute.
 */
import { mkdtempSync, readdirSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { eq } from "drizzle-orm";
import { afterAll, describe, expect, it } from "vitest";
import { IMPORT_TEXTS } from "../../contract/import/texts";
import { openDatabase } from "../../server/db/client";
import { importJobs, importSources, pieces, stageHistory } from "../../server/db/schema";
import { DEAD_AFTER_MS } from "../../server/services/import/import-recovery";
import { HttpClient, startServer } from "../helpers/server-process";
import { migratedDataDir, migratedPostgresDatabase } from "../helpers/migrated-database";

const onPostgres = process.env.TEST_DB === "postgres";
const cleanups: (() => Promise<void>)[] = [];
afterAll(async () => {
  for (const c of cleanups.reverse()) await c().catch(() => {});
});

function csv(rows: number): Blob {
  const lines = ["Name,Type,Clay body,Stage"];
  for (let i = 1; i <= rows; i++) lines.push(`Crash piece ${i},Bowl,B-Mix,Formed`);
  return new Blob([lines.join("\n")], { type: "text/csv" });
}

async function killMidImport(env: Record<string, string>, dataDir: string): Promise<void> {
  const first = await startServer(env);
  const client = new HttpClient(first.url);
  const reg = await client.request("POST", "/api/register", { firstName: "Crash", lastName: "Import", email: `crash-import-${Date.now()}@example.com`, password: "Glaze1234" });
  expect(reg.status).toBe(201);
  const userId = reg.body.id as number;
  const form = new FormData();
  form.append("file", csv(20_000), "studio.csv");
  const started = await client.request("POST", "/api/import", undefined, { form });
  expect(started.status).toBe(202);
  const id = started.body.id as number;
  // Killed once some batches are stored and most are not.
  const deadline = Date.now() + 120_000;
  for (;;) {
    const job = await client.request("GET", `/api/import/${id}`);
    expect(job.body.status, first.output()).not.toBe("failed");
    expect(job.body.status, "the import ended before the kill").not.toBe("done");
    if (job.body.status === "running" && job.body.progress > 0) break;
    if (Date.now() > deadline) throw new Error(`the import did not start:\n${first.output()}`);
    await new Promise((r) => setTimeout(r, 20));
  }
  await first.kill("SIGKILL");
  expect(first.child.signalCode).toBe("SIGKILL");
  const stored = await openDatabase(env.DATABASE_URL ? { databaseUrl: env.DATABASE_URL, dataDir } : { dataDir });
  try {
    // Half an import really was stored when the server died.
    expect(await stored.db.$count(pieces, eq(pieces.userId, userId))).toBeGreaterThan(0);
    // On PostgreSQL the import is taken for dead once its heartbeat has been silent DEAD_AFTER_MS: the minute is
    // passed by dating the dead server's last heartbeat back, rather than waited out (nothing else writes it now).
    if (env.DATABASE_URL) {
      await stored.db.update(importJobs).set({ heartbeatAt: new Date(Date.now() - DEAD_AFTER_MS - 1000) }).where(eq(importJobs.id, id));
    }
  } finally {
    await stored.close();
  }

  const second = await startServer(env);
  try {
    const again = new HttpClient(second.url);
    again.cookie = client.cookie;
    const until = Date.now() + 180_000;
    let job;
    for (;;) {
      job = (await again.request("GET", `/api/import/${id}`)).body;
      if (job.status !== "running" && job.status !== "queued") break;
      if (Date.now() > until) throw new Error(`the interrupted import stayed ${job.status}:\n${second.output()}`);
      await new Promise((r) => setTimeout(r, 1000));
    }
    expect(job).toMatchObject({ status: "failed", message: IMPORT_TEXTS.interrupted, counts: {} });
    // The potter can import again at once.
    const form2 = new FormData();
    form2.append("file", csv(3), "small.csv");
    expect((await again.request("POST", "/api/import", undefined, { form: form2 })).status).toBe(202);
  } finally {
    await second.kill("SIGTERM");
  }
  const check = await openDatabase(env.DATABASE_URL ? { databaseUrl: env.DATABASE_URL, dataDir } : { dataDir });
  try {
    const left = await check.db.select({ name: pieces.name }).from(pieces).where(eq(pieces.userId, userId));
    // Only the small import after the restart (if its job got to run before the stop), none of the first.
    expect(left.filter((p) => !/^Crash piece [123]$/.test(p.name))).toEqual([]);
    const tags = await check.db.select().from(importSources).where(eq(importSources.importJobId, id));
    expect(tags).toEqual([]);
    const entries = await check.db.select({ id: stageHistory.id }).from(stageHistory).where(eq(stageHistory.userId, userId));
    expect(entries.length).toBe(left.length);
  } finally {
    await check.close();
  }
  expect(readdirSync(path.join(dataDir, "imports")).filter((d) => d === `job-${id}`)).toEqual([]);
}

if (!onPostgres) describe("an import killed mid-way, on PGlite", () => {
  it("is failed after the restart, with nothing it stored left", async () => {
    const dataDir = await migratedDataDir("claybook-import-crash-");
    cleanups.push(async () => rmSync(dataDir, { recursive: true, force: true }));
    await killMidImport({ DATA_DIR: dataDir }, dataDir);
  }, 300_000);
});

if (onPostgres) describe("an import killed mid-way, on PostgreSQL", () => {
  it("is failed once its heartbeat has been silent a minute, with nothing it stored left", async () => {
    const db = await migratedPostgresDatabase();
    cleanups.push(db.drop);
    const dataDir = mkdtempSync(path.join(os.tmpdir(), "claybook-import-crash-"));
    cleanups.push(async () => rmSync(dataDir, { recursive: true, force: true }));
    await killMidImport({ DATA_DIR: dataDir, DATABASE_URL: db.url }, dataDir);
  }, 400_000);
});
