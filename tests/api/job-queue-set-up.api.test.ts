/**
 * Servers starting together on a fresh database set up the job queue one at a time
 * (docs/decisions/0262-job-queue-set-up-lock.md): each starts, none logs "deadlock detected" or any failed statement,
 * and a job one server sends another takes. On PostgreSQL each server has its own pool on one fresh database; on
 * PGlite the servers share the one embedded database, which has no queue yet.
 */
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, expect, it } from "vitest";
import { openDatabase, type Database } from "../../server/db/client";
import { createJobQueue } from "../../server/jobs/queue";
import { createLogger } from "../../server/logger";
import { freshPostgresDatabase } from "../helpers/server-process";
import { createTestContext, type TestContext } from "../helpers/test-app";

const SERVERS = 4;
let ctx: TestContext;
const cleanups: (() => Promise<void>)[] = [];
let databases: Database[];

beforeAll(async () => {
  ctx = await createTestContext();
  if (ctx.kind === "postgres") {
    const dataDir = mkdtempSync(path.join(os.tmpdir(), "claybook-queue-"));
    cleanups.push(async () => rmSync(dataDir, { recursive: true, force: true }));
    const fresh = await freshPostgresDatabase(process.env.TEST_DATABASE_URL!, "claybook_queue");
    cleanups.push(fresh.drop);
    databases = await Promise.all(Array.from({ length: SERVERS }, () => openDatabase({ databaseUrl: fresh.url, dataDir, poolSize: 4 })));
    for (const database of databases) cleanups.push(() => database.close());
  } else {
    databases = Array.from({ length: SERVERS }, () => ctx.deps.database);
  }
}, 120_000);

afterAll(async () => {
  for (const c of cleanups.reverse()) await c().catch(() => {});
  await ctx.close();
});

it("starts the job queue on several servers at once without a deadlock or a failed statement", async () => {
  const lines: string[] = [];
  const queues = databases.map((database) => createJobQueue(database, createLogger("debug", { write: (line: string) => void lines.push(line) }), { supervise: false }));
  cleanups.unshift(async () => void (await Promise.all(queues.map((q) => q.stop()))));
  const bosses = await Promise.all(queues.map((q) => q.queue("set-up-check", { retryLimit: 0 })));
  const warnings = lines.filter((line) => /"level":(40|50)/.test(line));
  expect(warnings).toEqual([]);
  expect(lines.filter((line) => line.includes("deadlock"))).toEqual([]);
  const id = await bosses[0]!.send("set-up-check", { n: 1 });
  const [taken] = await bosses[SERVERS - 1]!.fetch<{ n: number }>("set-up-check");
  expect(taken).toMatchObject({ id, data: { n: 1 } });
}, 120_000);
