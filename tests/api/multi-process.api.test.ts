/**
 * Two real server processes on one database (D4). On PostgreSQL: a session made on one is valid on the other, and
 * rate limits count across both. On PGlite, a second process on the same DATA_DIR must refuse to start.
 */
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { freshPostgresDatabase, HttpClient, startServer, type ServerProcess } from "../helpers/server-process";

const postgres = process.env.TEST_DB === "postgres";
const started: ServerProcess[] = [];
const cleanups: (() => Promise<void>)[] = [];

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
  });
} else {
  describe("a second server process on one embedded database", () => {
    it("[ASVS 14.1.1] refuses to start instead of corrupting the PGlite DATA_DIR", async () => {
      const dataDir = mkdtempSync(path.join(os.tmpdir(), "claybook-multi-"));
      cleanups.push(async () => rmSync(dataDir, { recursive: true, force: true }));
      const first = await startServer({ DATA_DIR: dataDir });
      started.push(first);
      await expect(startServer({ DATA_DIR: dataDir }, 60_000)).rejects.toThrow(/Another Claybook server \(pid \d+\) is using the embedded database/);
      expect((await fetch(`${first.url}/api/health`)).status).toBe(200);
    }, 180_000);
  });
}
