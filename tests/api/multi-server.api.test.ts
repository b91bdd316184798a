/**
 * Several servers on one database (product.md#r4): two app instances with their own deps share sessions, rate limits and the
 * periodic jobs run once per interval. On PostgreSQL (api-postgres project) each instance has its own connection pool to one fresh database;
 * on PGlite (api-pglite project) both share the one embedded database object, which still proves that sessions,
 * counts and job runs live in the database and not in an instance's memory.
 */
import { eq } from "drizzle-orm";
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createApp, type App } from "../../server/app";
import { loadConfig } from "../../server/config";
import type { AppDeps } from "../../server/context";
import { openDatabase, type Database } from "../../server/db/client";
import { users } from "../../server/db/schema";
import { buildDeps } from "../../server/deps";
import { JOBS } from "../../server/jobs/job-list";
import { runJobOnce } from "../../server/jobs/scheduler";
import { createLogger } from "../../server/logger";
import { RATE_LIMITS } from "../../server/services/auth/auth-rate-limit";
import { TestClient, uniqueEmail } from "../helpers/client";
import { createTestContext, type TestContext } from "../helpers/test-app";
import { migratedPostgresDatabase } from "../helpers/migrated-database";

interface Instance {
  app: App;
  deps: AppDeps;
}

let ctx: TestContext;
let one: Instance;
let two: Instance;
let clockMs: number | null = null;
const now = () => new Date(clockMs ?? Date.now());
const cleanups: (() => Promise<void>)[] = [];

/** A client on one instance; `cookies` lets a session move from one instance to the other. */
function clientOn(instance: Instance, cookies?: Map<string, string>): TestClient {
  const client = new TestClient({ app: instance.app } as TestContext);
  for (const [k, v] of cookies ?? []) client.cookies.set(k, v);
  return client;
}

beforeAll(async () => {
  ctx = await createTestContext();
  const dataDir = mkdtempSync(path.join(os.tmpdir(), "claybook-multi-"));
  cleanups.push(async () => rmSync(dataDir, { recursive: true, force: true }));
  const config = loadConfig({ ...ctx.env, DATA_DIR: dataDir }, { readDotEnv: false });
  let databases: [Database, Database];
  if (ctx.kind === "postgres") {
    const fresh = await migratedPostgresDatabase();
    cleanups.push(fresh.drop);
    const a = await openDatabase({ databaseUrl: fresh.url, dataDir });
    const b = await openDatabase({ databaseUrl: fresh.url, dataDir });
    cleanups.push(() => a.close(), () => b.close());
    databases = [a, b];
  } else {
    databases = [ctx.deps.database, ctx.deps.database];
  }
  const instance = (database: Database): Instance => {
    const deps = buildDeps(config, database, createLogger("silent"), now);
    return { app: createApp(deps), deps };
  };
  one = instance(databases[0]);
  two = instance(databases[1]);
  expect(one.deps).not.toBe(two.deps);
}, 180_000);

afterAll(async () => {
  for (const c of cleanups.reverse()) await c().catch(() => {});
  await ctx?.close();
});

describe("two server instances on one database", () => {
  it("[ASVS 7.2.1] a session created on one instance is valid on the other, and a sign-out on either ends it", async () => {
    const first = clientOn(one);
    const reg = await first.post("/api/register", { firstName: "Iris", lastName: "Kiln", email: uniqueEmail("multi"), password: "Glaze1234" });
    expect(reg.status).toBe(201);
    const second = clientOn(two, first.cookies);
    const me = await second.get("/api/user");
    expect(me.status).toBe(200);
    expect(me.body.id).toBe(reg.body.id);
    const created = await second.post("/api/pieces", { name: "Shared", type: "wheel", clayBody: "Stoneware" });
    expect(created.status).toBe(201);
    expect((await first.get(`/api/pieces/${created.body.id}`)).body.name).toBe("Shared");

    expect((await second.post("/api/logout", {})).status).toBeLessThan(300);
    const stale = clientOn(one);
    for (const [k, v] of first.cookies) stale.cookies.set(k, v);
    expect((await stale.get("/api/user")).status).toBe(401);
  });

  it("[ASVS 2.4.1] [ASVS 6.3.1] rate limits count across both instances", async () => {
    const email = uniqueEmail("limit");
    const owner = clientOn(one);
    expect((await owner.post("/api/register", { firstName: "Rae", lastName: "Glaze", email, password: "Glaze1234" })).status).toBe(201);
    const max = RATE_LIMITS.loginPerAddress.max;
    for (let i = 0; i < max; i++) {
      const res = await clientOn(i % 2 ? two : one).post("/api/login", { email, password: "WrongPass99" });
      expect(res.status, `attempt ${i + 1}`).toBe(401);
    }
    // The next attempt is refused on both, with the right password too.
    for (const instance of [one, two]) {
      const res = await clientOn(instance).post("/api/login", { email, password: "Glaze1234" });
      expect(res.status).toBe(429);
      expect(res.headers.get("retry-after")).toMatch(/^\d+$/);
    }
  });

  it("[ASVS 14.2.7] the retention purge runs once when both instances try at the same time", async () => {
    const job = JOBS.find((j) => j.name === "retention-purge");
    expect(job, `jobs: ${JOBS.map((j) => j.name).join(", ")}`).toBeDefined();
    const leaver = clientOn(one);
    const reg = await leaver.post("/api/register", { firstName: "Lee", lastName: "Gone", email: uniqueEmail("gone"), password: "Glaze1234" });
    expect((await leaver.post("/api/cancel-trial")).status).toBe(200);
    const db = one.deps.db;
    const [row] = await db.select().from(users).where(eq(users.id, reg.body.id));
    expect(row!.accountStatus).toBe("canceled");
    clockMs = row!.dataRetentionUntil!.getTime() + 60_000;
    try {
      let runs = 0;
      const counted = { ...job!, run: async (deps: AppDeps) => { runs++; await job!.run(deps); } };
      const results = await Promise.all([runJobOnce(one.deps, counted), runJobOnce(two.deps, counted)]);
      expect(results.filter(Boolean)).toHaveLength(1);
      expect(runs).toBe(1);
      expect(await db.select().from(users).where(eq(users.id, reg.body.id))).toHaveLength(0);
      // Within the interval neither instance runs it again.
      expect(await runJobOnce(two.deps, counted)).toBe(false);
      expect(await runJobOnce(one.deps, counted)).toBe(false);
      expect(runs).toBe(1);
    } finally {
      clockMs = null;
    }
  });
});
