/**
 * Idempotency-Key across several servers (docs/decisions/0112-idempotency-keys.md): the key lives in the
 * database, so a second server replays the first one's answer, answers 409 while the first still runs, and two
 * servers hit at once make one record. Two app instances with their own deps (PGlite and PostgreSQL, as in
 * multi-server.api.test.ts), and on PostgreSQL two real server processes (as in multi-process.api.test.ts).
 */
import { count, eq } from "drizzle-orm";
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { IDEMPOTENCY_TEXTS } from "../../contract/common/idempotency";
import { createApp, type App } from "../../server/app";
import { loadConfig } from "../../server/config";
import type { AppDeps } from "../../server/context";
import { openDatabase, type Database } from "../../server/db/client";
import { photos, pieces } from "../../server/db/schema";
import { buildDeps } from "../../server/deps";
import { JOBS } from "../../server/jobs/job-list";
import { runJobOnce } from "../../server/jobs/scheduler";
import { createLogger } from "../../server/logger";
import { TestClient, uniqueEmail } from "../helpers/client";
import { uploadForm } from "../helpers/photos";
import { HttpClient, startServer, type ServerProcess } from "../helpers/server-process";
import { createTestContext, type TestContext } from "../helpers/test-app";
import { migratedPostgresDatabase } from "../helpers/migrated-database";

interface Instance {
  app: App;
  deps: AppDeps;
}

let ctx: TestContext;
let one: Instance;
let two: Instance;
const cleanups: (() => Promise<void>)[] = [];
const started: ServerProcess[] = [];

const withKey = (k: string): RequestInit => ({ headers: { "Idempotency-Key": k } });
const piece = (name: string) => ({ name, type: "wheel", clayBody: "Stoneware" });

function clientOn(instance: Instance, cookies?: Map<string, string>): TestClient {
  const client = new TestClient({ app: instance.app } as TestContext);
  for (const [k, v] of cookies ?? []) client.cookies.set(k, v);
  return client;
}

async function piecesOf(userId: number): Promise<number> {
  const [row] = await one.deps.db.select({ n: count() }).from(pieces).where(eq(pieces.userId, userId));
  return row!.n;
}

beforeAll(async () => {
  ctx = await createTestContext();
  const dataDir = mkdtempSync(path.join(os.tmpdir(), "claybook-idem-"));
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
    const deps = buildDeps(config, database, createLogger("silent"), () => new Date());
    return { app: createApp(deps), deps };
  };
  one = instance(databases[0]);
  two = instance(databases[1]);
}, 180_000);

afterAll(async () => {
  for (const server of started) await server.kill("SIGTERM");
  for (const c of cleanups.reverse()) await c().catch(() => {});
  await ctx?.close();
});

async function signUpOn(instance: Instance): Promise<{ client: TestClient; userId: number }> {
  const client = clientOn(instance);
  const res = await client.post("/api/register", { firstName: "Ada", lastName: "Kiln", email: uniqueEmail("idem"), password: "Glaze1234" });
  expect(res.status).toBe(201);
  return { client, userId: res.body.id };
}

describe("two server instances on one database", () => {
  it("replays on one instance the answer the other stored", async () => {
    const { client, userId } = await signUpOn(one);
    const k = crypto.randomUUID();
    const first = await client.post("/api/pieces", piece("Shared jar"), withKey(k));
    expect(first.status).toBe(201);
    const again = await clientOn(two, client.cookies).post("/api/pieces", piece("Shared jar"), withKey(k));
    expect(again.status).toBe(201);
    expect(again.body).toEqual(first.body);
    expect(again.headers.get("idempotent-replayed")).toBe("true");
    const reused = await clientOn(two, client.cookies).post("/api/pieces", piece("Other jar"), withKey(k));
    expect(reused.status).toBe(422);
    expect(await piecesOf(userId)).toBe(1);
  });

  it("answers 409 on one instance while the other still runs the call, then the stored answer", async () => {
    const { client, userId } = await signUpOn(one);
    const bytes = await sharp({ create: { width: 40, height: 30, channels: 3, background: "#8b4513" } }).jpeg().toBuffer();
    const k = crypto.randomUUID();
    // Instance one's photo store waits until the test lets it go: the upload is held mid-call.
    const put = one.deps.storage.put;
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    let entered!: () => void;
    const inside = new Promise<void>((resolve) => (entered = resolve));
    one.deps.storage.put = async (...args) => {
      entered();
      await gate;
      return put.apply(one.deps.storage, args);
    };
    try {
      const running = client.post("/api/uploads", uploadForm([{ name: "held.jpg", bytes }]), withKey(k));
      await inside;
      const busy = await clientOn(two, client.cookies).post("/api/uploads", uploadForm([{ name: "held.jpg", bytes }]), withKey(k));
      expect(busy.status).toBe(409);
      expect(busy.body).toEqual({ message: IDEMPOTENCY_TEXTS.inProgress, code: "IDEMPOTENCY_IN_PROGRESS" });
      release();
      const done = await running;
      expect(done.status).toBe(201);
      const replay = await clientOn(two, client.cookies).post("/api/uploads", uploadForm([{ name: "held.jpg", bytes }]), withKey(k));
      expect(replay.status).toBe(201);
      expect(replay.body).toEqual(done.body);
    } finally {
      release();
      one.deps.storage.put = put;
    }
    expect(await one.deps.db.select().from(photos).where(eq(photos.userId, userId))).toHaveLength(1);
  });

  it("schedules the purge of expired keys, which runs once when both instances try at once", async () => {
    const job = JOBS.find((j) => j.name === "idempotency-purge");
    expect(job, `jobs: ${JOBS.map((j) => j.name).join(", ")}`).toBeDefined();
    const ran = await Promise.all([runJobOnce(one.deps, job!), runJobOnce(two.deps, job!)]);
    expect([...ran].sort()).toEqual([false, true]);
  });

  it("makes one piece when both instances get the same request at once", async () => {
    const { client, userId } = await signUpOn(one);
    for (let round = 0; round < 5; round++) {
      const k = crypto.randomUUID();
      const results = await Promise.all(
        [one, two, one, two].map((instance) => clientOn(instance, client.cookies).post("/api/pieces", piece(`Bowl ${round}`), withKey(k))),
      );
      for (const r of results) expect([201, 409]).toContain(r.status);
      const created = results.filter((r) => r.status === 201);
      expect(created.length).toBeGreaterThanOrEqual(1);
      for (const r of created) expect(r.body).toEqual(created[0]!.body);
      expect(await piecesOf(userId)).toBe(round + 1);
    }
  });
});

const postgres = process.env.TEST_DB === "postgres";

/** fetch with the session cookie, the key and the process's own origin (the CSRF check wants a same-site change). */
async function send(base: string, cookie: string, key: string, body: unknown): Promise<{ status: number; body: any; replayed: string | null }> {
  const res = await fetch(`${base}/api/pieces`, {
    method: "POST",
    headers: { origin: base, cookie, "content-type": "application/json", "Idempotency-Key": key },
    body: JSON.stringify(body),
  });
  return { status: res.status, body: await res.json(), replayed: res.headers.get("idempotent-replayed") };
}

if (postgres) {
  describe("two server processes on one PostgreSQL", () => {
    it("share keys: a replay on the other process, 422 for another body, one piece when both are hit at once", async () => {
      const fresh = await migratedPostgresDatabase();
      cleanups.push(fresh.drop);
      const dataDir = mkdtempSync(path.join(os.tmpdir(), "claybook-idem-proc-"));
      cleanups.push(async () => rmSync(dataDir, { recursive: true, force: true }));
      const env = { DATABASE_URL: fresh.url, DATA_DIR: dataDir, SESSION_SECRET: "s".repeat(40), TOKEN_SECRET: "t".repeat(40) };
      // The first one migrates; the second starts on the migrated database.
      const a = await startServer(env);
      started.push(a);
      const b = await startServer(env);
      started.push(b);

      const onA = new HttpClient(a.url);
      const reg = await onA.request("POST", "/api/register", { firstName: "Ada", lastName: "Potter", email: uniqueEmail("proc"), password: "Glaze1234" });
      expect(reg.status).toBe(201);
      const userId = reg.body.id as number;
      const db = new pg.Client({ connectionString: fresh.url });
      await db.connect();
      cleanups.push(() => db.end());
      const rows = async () => Number((await db.query("select count(*) as n from pieces where user_id = $1", [userId])).rows[0].n);

      const k = crypto.randomUUID();
      const first = await send(a.url, onA.cookie, k, piece("Process jar"));
      expect(first.status).toBe(201);
      const again = await send(b.url, onA.cookie, k, piece("Process jar"));
      expect(again.status).toBe(201);
      expect(again.body).toEqual(first.body);
      expect(again.replayed).toBe("true");
      const reused = await send(b.url, onA.cookie, k, piece("Another jar"));
      expect(reused.status).toBe(422);
      expect(reused.body.code).toBe("IDEMPOTENCY_KEY_REUSED");
      expect(await rows()).toBe(1);

      const statuses = new Set<number>();
      for (let round = 0; round < 10; round++) {
        const key = crypto.randomUUID();
        const results = await Promise.all([a, b, a, b].map((server) => send(server.url, onA.cookie, key, piece(`Cup ${round}`))));
        for (const r of results) statuses.add(r.status);
        const created = results.filter((r) => r.status === 201);
        expect(created.length).toBeGreaterThanOrEqual(1);
        for (const r of created) expect(r.body).toEqual(created[0]!.body);
        expect(await rows()).toBe(round + 2);
      }
      expect([...statuses].every((s) => s === 201 || s === 409), [...statuses].join(", ")).toBe(true);
    }, 240_000);
  });
}
