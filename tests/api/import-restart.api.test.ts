/**
 * A clean restart during an import (product.md#r215, docs/decisions/0261-import-liveness.md): the real server in a
 * child process gets SIGTERM while a CSV is being stored batch by batch. It takes no new import, marks its running one
 * failed as interrupted and undoes it before it exits. On PostgreSQL a second server shares the database, and the
 * potter sees "failed" there within 10 seconds; on PGlite one process owns the data folder, so the row is read once the
 * stopped server has exited (within 10 seconds).
 */
import { eq } from "drizzle-orm";
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, expect, it } from "vitest";
import { IMPORT_TEXTS } from "../../contract/import/texts";
import { openDatabase } from "../../server/db/client";
import { importJobs, importSources, pieces } from "../../server/db/schema";
import { HttpClient, startServer, type ServerProcess } from "../helpers/server-process";
import { migratedDataDir, migratedPostgresDatabase } from "../helpers/migrated-database";

const onPostgres = process.env.TEST_DB === "postgres";
const cleanups: (() => Promise<void>)[] = [];
afterAll(async () => {
  for (const c of cleanups.reverse()) await c().catch(() => {});
});

function csv(rows: number): Blob {
  const lines = ["Name,Stage"];
  for (let i = 1; i <= rows; i++) lines.push(`Restart piece ${i},Formed`);
  return new Blob([lines.join("\n")], { type: "text/csv" });
}

async function importRunning(server: ServerProcess): Promise<{ client: HttpClient; id: number; userId: number }> {
  const client = new HttpClient(server.url);
  const reg = await client.request("POST", "/api/register", { firstName: "Stop", lastName: "Import", email: `stop-import-${Date.now()}@example.com`, password: "Glaze1234" });
  expect(reg.status).toBe(201);
  const form = new FormData();
  form.append("file", csv(20_000), "studio.csv");
  const started = await client.request("POST", "/api/import", undefined, { form });
  expect(started.status).toBe(202);
  const id = started.body.id as number;
  const deadline = Date.now() + 120_000;
  for (;;) {
    const job = (await client.request("GET", `/api/import/${id}`)).body;
    expect(job.status, "the import ended before the stop").toBe(job.status === "queued" ? "queued" : "running");
    if (job.status === "running" && job.progress > 0) break;
    if (Date.now() > deadline) throw new Error(`the import did not start:\n${server.output()}`);
    await new Promise((r) => setTimeout(r, 20));
  }
  return { client, id, userId: reg.body.id as number };
}

it("SIGTERM during an import: the potter sees it failed as interrupted within 10 s, and nothing it stored stays", async () => {
  const dataDir = onPostgres ? mkdtempSync(path.join(os.tmpdir(), "claybook-import-stop-")) : await migratedDataDir("claybook-import-stop-");
  cleanups.push(async () => rmSync(dataDir, { recursive: true, force: true }));
  const env: Record<string, string> = { DATA_DIR: dataDir };
  if (onPostgres) {
    const db = await migratedPostgresDatabase();
    cleanups.push(db.drop);
    env.DATABASE_URL = db.url;
  }
  const first = await startServer(env);
  cleanups.push(() => first.kill("SIGKILL"));
  const second = onPostgres ? await startServer(env) : null;
  if (second) cleanups.push(() => second.kill("SIGKILL"));
  const { client, id, userId } = await importRunning(first);

  const stoppedAt = Date.now();
  first.child.kill("SIGTERM");
  if (second) {
    const elsewhere = new HttpClient(second.url);
    elsewhere.cookie = client.cookie;
    let job;
    for (;;) {
      job = (await elsewhere.request("GET", `/api/import/${id}`)).body;
      if (job.status !== "running" && job.status !== "queued") break;
      expect(Date.now() - stoppedAt, "still running 10 s after SIGTERM").toBeLessThan(10_000);
      await new Promise((r) => setTimeout(r, 100));
    }
    expect(job).toMatchObject({ status: "failed", message: IMPORT_TEXTS.interrupted });
    await first.kill("SIGTERM");
    // The potter starts again at once on the other server; what the stopped one had not undone yet goes first.
    const form = new FormData();
    form.append("file", csv(2), "small.csv");
    expect((await elsewhere.request("POST", "/api/import", undefined, { form })).status).toBe(202);
  } else {
    await first.kill("SIGTERM");
  }
  expect(Date.now() - stoppedAt, first.output()).toBeLessThan(10_000);
  expect(first.child.exitCode).toBe(0);
  expect(first.output()).toContain("import interrupted by this server's stop");
  if (second) await second.kill("SIGTERM");

  const check = await openDatabase(env.DATABASE_URL ? { databaseUrl: env.DATABASE_URL, dataDir } : { dataDir });
  try {
    const [row] = await check.db.select().from(importJobs).where(eq(importJobs.id, id));
    expect(row).toMatchObject({ status: "failed", message: IMPORT_TEXTS.interrupted });
    const left = await check.db.select({ name: pieces.name }).from(pieces).where(eq(pieces.userId, userId));
    expect(left.filter((p) => p.name.startsWith("Restart piece") && !/^Restart piece [12]$/.test(p.name))).toEqual([]);
    expect(await check.db.select().from(importSources).where(eq(importSources.importJobId, id))).toEqual([]);
  } finally {
    await check.close();
  }
}, 300_000);
