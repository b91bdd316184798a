/**
 * Two real server processes on one database (product.md#r4). On PostgreSQL: a session made on one is valid on the other,
 * rate limits count across both, and the retention purge runs once, not once per process. On PGlite, a second
 * process on the same DATA_DIR must refuse to start.
 */
import { asc } from "drizzle-orm";
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { openDatabase } from "../../server/db/client";
import { pieces, reminderSettings, stageHistory, users } from "../../server/db/schema";
import { remindersDigestJob } from "../../server/jobs/reminders-digest";
import { retentionPurgeJob } from "../../server/jobs/retention-purge";
import { rebuildCurrentStages } from "../../server/services/pieces/current-stage";
import { readOutbox } from "../helpers/outbox";
import { freshPostgresDatabase, HttpClient, startServer, type ServerProcess } from "../helpers/server-process";
import { migratedDataDir, migratedPostgresDatabase } from "../helpers/migrated-database";

const postgres = process.env.TEST_DB === "postgres";
const started: ServerProcess[] = [];
const cleanups: (() => Promise<void>)[] = [];

interface LogLine {
  level: number;
  msg: string;
  job?: string;
  purged?: number;
}

/** The pino lines a server printed (its stdout is one JSON object a line). */
function logLines(server: ServerProcess): LogLine[] {
  return server
    .stdout()
    .split("\n")
    .filter((line) => line.startsWith("{"))
    .map((line) => JSON.parse(line) as LogLine);
}

/** Both starts are awaited together; whichever started is stopped by afterAll even if the other failed. */
async function startBoth(env: Record<string, string>): Promise<[ServerProcess, ServerProcess]> {
  const results = await Promise.allSettled([startServer(env), startServer(env)]);
  for (const r of results) if (r.status === "fulfilled") started.push(r.value);
  const failed = results.find((r) => r.status === "rejected");
  if (failed) throw failed.reason;
  return [started.at(-2)!, started.at(-1)!];
}

afterAll(async () => {
  for (const server of started) await server.kill("SIGTERM");
  for (const cleanup of cleanups) await cleanup();
});

if (postgres) {
  describe("two server processes on one PostgreSQL", () => {
    it("[ASVS 7.2.1] [ASVS 2.4.1] share sessions and rate limits", async () => {
      const db = await freshPostgresDatabase(process.env.TEST_DATABASE_URL!, "claybook_multi");
      cleanups.push(db.drop);
      const dataDir = mkdtempSync(path.join(os.tmpdir(), "claybook-multi-"));
      cleanups.push(async () => rmSync(dataDir, { recursive: true, force: true }));
      const env = {
        DATABASE_URL: db.url,
        DATA_DIR: dataDir,
        SESSION_SECRET: "s".repeat(40),
        TOKEN_SECRET: "t".repeat(40),
      };
      // The first one migrates; the second starts on the migrated database.
      const a = await startServer(env);
      started.push(a);
      const b = await startServer(env);
      started.push(b);
      expect(a.child.pid).not.toBe(b.child.pid);

      const onA = new HttpClient(a.url);
      const email = `multi-${Date.now()}@example.com`;
      const reg = await onA.request("POST", "/api/register", { firstName: "Ada", lastName: "Potter", email, password: "Glaze1234" });
      expect(reg.status).toBe(201);
      const onB = new HttpClient(b.url);
      onB.cookie = onA.cookie;
      const me = await onB.request("GET", "/api/user");
      expect(me.status).toBe(200);
      expect(me.body.email).toBe(email);
      // A piece made through one process is read through the other.
      const piece = await onA.request("POST", "/api/pieces", { name: "Shared bowl", type: "wheel", clayBody: "Stoneware" });
      expect(piece.status).toBe(201);
      expect((await onB.request("GET", `/api/pieces/${piece.body.id}`)).body.name).toBe("Shared bowl");
      // Signing out on B ends the session on A too.
      expect((await onB.request("POST", "/api/logout")).status).toBe(200);
      expect((await new HttpClient(a.url).request("GET", "/api/user", undefined)).status).toBe(401);
      const stale = new HttpClient(a.url);
      stale.cookie = onA.cookie;
      expect((await stale.request("GET", "/api/user")).status).toBe(401);

      // Failed sign-ins alternate between the processes; the per-address limit still closes at the same count.
      const statuses: number[] = [];
      for (let i = 0; i < 11; i++) {
        const target = new HttpClient(i % 2 === 0 ? a.url : b.url);
        statuses.push((await target.request("POST", "/api/login", { email, password: "Wrong1234" })).status);
      }
      expect(statuses.slice(0, 10).every((s) => s === 401)).toBe(true);
      expect(statuses[10]).toBe(429);
    }, 180_000);

    it("[ASVS 14.2.7] run the retention purge once per interval, not once per process", async () => {
      const db = await migratedPostgresDatabase();
      cleanups.push(db.drop);
      const dataDir = mkdtempSync(path.join(os.tmpdir(), "claybook-jobs-"));
      cleanups.push(async () => rmSync(dataDir, { recursive: true, force: true }));

      // Migrated and seeded before either server starts, so the first run of each finds the expired accounts.
      const database = await openDatabase({ databaseUrl: db.url, dataDir });
      const day = 24 * 60 * 60 * 1000;
      const ended = new Date(Date.now() - day);
      const account = (name: string, status: "active" | "canceled", retentionUntil: Date | null) => ({
        email: `${name}-${Date.now()}@example.com`,
        firstName: name,
        lastName: "Potter",
        passwordHash: "not-a-real-hash",
        accountStatus: status,
        canceledAt: status === "canceled" ? new Date(Date.now() - 61 * day) : null,
        dataRetentionUntil: retentionUntil,
      });
      try {
        await database.db.insert(users).values([
          account("Gone1", "canceled", ended),
          account("Gone2", "canceled", ended),
          account("Gone3", "canceled", ended),
          account("Waiting", "canceled", new Date(Date.now() + day)),
          account("Active", "active", null),
        ]);
      } finally {
        await database.close();
      }

      // Started together with a one-second first run: both schedulers fire within the same (hourly) interval.
      const [a, b] = await startBoth({
        DATABASE_URL: db.url,
        DATA_DIR: dataDir,
        SESSION_SECRET: "s".repeat(40),
        TOKEN_SECRET: "t".repeat(40),
        JOBS_ENABLED: "true",
        JOBS_FIRST_RUN_DELAY_SECONDS: "1",
        LOG_LEVEL: "debug",
      });
      expect(a.child.pid).not.toBe(b.child.pid);

      const attempts = (server: ServerProcess) =>
        logLines(server).filter((l) => l.job === retentionPurgeJob.name && (l.msg === "job ran" || l.msg.startsWith("job skipped")));
      const deadline = Date.now() + 60_000;
      while (attempts(a).length === 0 || attempts(b).length === 0) {
        if (Date.now() > deadline) throw new Error(`both schedulers did not try the purge:\n${a.output()}\n${b.output()}`);
        await new Promise((r) => setTimeout(r, 100));
      }

      // Each process tried exactly once; one ran the job, the other found its run already queued.
      const both = [a, b].map(attempts);
      expect(both.map((lines) => lines.length)).toEqual([1, 1]);
      const ran = both.flat().filter((l) => l.msg === "job ran");
      expect(ran).toHaveLength(1);
      expect(both.flat().filter((l) => l.msg.startsWith("job skipped"))).toHaveLength(1);
      // The one run purged all three expired accounts.
      const purges = [a, b].flatMap(logLines).filter((l) => l.msg === "retention purge removed expired accounts");
      expect(purges.map((l) => l.purged)).toEqual([3]);

      const check = await openDatabase({ databaseUrl: db.url, dataDir });
      try {
        const left = await check.db.select({ firstName: users.firstName }).from(users).orderBy(asc(users.firstName));
        expect(left.map((u) => u.firstName)).toEqual(["Active", "Waiting"]);
      } finally {
        await check.close();
      }
    }, 180_000);

    it("deliver a due reminder once, across a restart of both", async () => {
      const db = await migratedPostgresDatabase();
      cleanups.push(db.drop);
      const dataDir = mkdtempSync(path.join(os.tmpdir(), "claybook-remind-"));
      cleanups.push(async () => rmSync(dataDir, { recursive: true, force: true }));
      const email = `remind-${Date.now()}@example.com`;
      const day = 24 * 60 * 60 * 1000;
      // A potter with e-mail reminders on, whose daily time has come, and a wheel piece formed five days ago.
      const seedDb = await openDatabase({ databaseUrl: db.url, dataDir });
      const dueNow = async (target: typeof seedDb) => {
        await target.db.update(reminderSettings).set({ nextDigestAt: new Date(Date.now() - 60_000) });
        // This interval's run is taken in the job queue: forgotten, as if the next interval had come.
        await target.executeSql(
          `do $$ begin if to_regclass('pgboss.job') is not null then delete from pgboss.job where name = '${remindersDigestJob.name}'; end if; end $$`,
        );
      };
      try {
        const [user] = await seedDb.db.insert(users).values({ email, firstName: "Rei", lastName: "Potter", passwordHash: "not-a-real-hash" }).returning();
        const [piece] = await seedDb.db.insert(pieces).values({ userId: user!.id, name: "Tea bowl", type: "wheel", clayBody: "Stoneware" }).returning();
        await seedDb.db.insert(stageHistory).values({ userId: user!.id, pieceId: piece!.id, stage: "Formed", location: "Shelf", date: new Date(Date.now() - 5 * day) });
        await rebuildCurrentStages(seedDb.db, user!.id);
        await seedDb.db.insert(reminderSettings).values({ userId: user!.id, formedDays: 2, emailEnabled: true, nextDigestAt: new Date() });
        await dueNow(seedDb);
      } finally {
        await seedDb.close();
      }
      const env = {
        DATABASE_URL: db.url,
        DATA_DIR: dataDir,
        SESSION_SECRET: "s".repeat(40),
        TOKEN_SECRET: "t".repeat(40),
        JOBS_ENABLED: "true",
        JOBS_FIRST_RUN_DELAY_SECONDS: "1",
        LOG_LEVEL: "debug",
      };
      const bothTried = async (a: ServerProcess, b: ServerProcess) => {
        const tried = (server: ServerProcess) =>
          logLines(server).some((l) => l.job === remindersDigestJob.name && (l.msg === "job ran" || l.msg.startsWith("job skipped")));
        const deadline = Date.now() + 60_000;
        while (!tried(a) || !tried(b)) {
          if (Date.now() > deadline) throw new Error(`both schedulers did not try the reminders:\n${a.output()}\n${b.output()}`);
          await new Promise((r) => setTimeout(r, 100));
        }
      };
      const mails = () => readOutbox(dataDir).filter((m) => m.to.includes(email));

      const [a, b] = await startBoth(env);
      await bothTried(a, b);
      expect(mails()).toHaveLength(1);
      expect(mails()[0]!.text).toContain("Tea bowl: Formed for 5 days");
      await a.kill("SIGTERM");
      await b.kill("SIGTERM");

      // The next day (its daily time come again, the queued runs forgotten): both restart, and the piece is not sent again.
      const again = await openDatabase({ databaseUrl: db.url, dataDir });
      try {
        await dueNow(again);
      } finally {
        await again.close();
      }
      const [c, d] = await startBoth(env);
      await bothTried(c, d);
      expect(mails()).toHaveLength(1);
    }, 240_000);
  });
} else {
  describe("a second server process on one embedded database", () => {
    it("[ASVS 14.1.1] refuses to start instead of corrupting the PGlite DATA_DIR", async () => {
      const dataDir = await migratedDataDir("claybook-multi-");
      cleanups.push(async () => rmSync(dataDir, { recursive: true, force: true }));
      const first = await startServer({ DATA_DIR: dataDir });
      started.push(first);
      await expect(startServer({ DATA_DIR: dataDir }, 60_000)).rejects.toThrow(/Another Claybook server \(pid \d+\) is using the embedded database/);
      expect((await fetch(`${first.url}/api/health`)).status).toBe(200);
    }, 180_000);
  });
}
