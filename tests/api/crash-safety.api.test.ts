/**
 * Crash safety: the real server in a child process takes a burst of 500 concurrent creates (pieces, stage entries,
 * decoration layers) and is killed with SIGKILL mid-burst. After a restart every create that was answered 2xx is
 * present and readable, and the database passes its integrity checks. Runs on PGlite in the api-pglite project and
 * on a new PostgreSQL database in the api-postgres project.
 */
import { existsSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import { sql } from "drizzle-orm";
import { afterAll, describe, expect, it } from "vitest";
import { STAGES } from "../../contract/stages/schemas";
import { openDatabase } from "../../server/db/client";
import { HttpClient, startServer, type ServerProcess } from "../helpers/server-process";
import { migratedDataDir, migratedPostgresDatabase } from "../helpers/migrated-database";

const BURST = 500;
const IN_FLIGHT = 100;
const KILL_AFTER_ANSWERS = 150;
const onPostgres = process.env.TEST_DB === "postgres";

interface Created {
  kind: "piece" | "stage" | "layer";
  id: number;
  pieceId: number;
  marker: string;
}

const cleanups: (() => Promise<void>)[] = [];
afterAll(async () => {
  for (const c of cleanups.reverse()) await c().catch(() => {});
});

/** Fires BURST creates, IN_FLIGHT at a time, and SIGKILLs the server once KILL_AFTER_ANSWERS have been answered. */
async function burstAndKill(server: ServerProcess, client: HttpClient, pieceIds: number[]): Promise<{ created: Created[]; failed: string[] }> {
  const created: Created[] = [];
  let answered = 0;
  const failed: string[] = [];
  let killing: Promise<void> | null = null;
  const one = async (i: number) => {
    const kind = (["piece", "stage", "layer"] as const)[i % 3]!;
    // A stage is recorded once per piece: the k-th stage create gets its own (piece, stage) pair.
    const k = Math.floor(i / 3);
    const pieceId = pieceIds[k % pieceIds.length]!;
    const stage = STAGES[Math.floor(k / pieceIds.length) % STAGES.length]!;
    const marker = `burst-${i}`;
    const call =
      kind === "piece"
        ? client.request("POST", "/api/pieces", { name: marker, type: "wheel", clayBody: "Stoneware", notes: marker })
        : kind === "stage"
          ? client.request("POST", "/api/stage-history", { pieceId, stage, location: "Shelf", notes: marker })
          : client.request("POST", "/api/decoration-layers", { pieceId, type: "Glaze", materialName: marker, notes: marker });
    try {
      const res = await call;
      answered++;
      if (res.status >= 200 && res.status < 300) created.push({ kind, id: res.body.id, pieceId: kind === "piece" ? res.body.id : pieceId, marker });
      else failed.push(`${kind} → ${res.status} ${JSON.stringify(res.body).slice(0, 200)}`);
    } catch {
      // The connection died with the server: the outcome is unknown, so it is not checked.
    }
    if (answered >= KILL_AFTER_ANSWERS && !killing) killing = server.kill("SIGKILL");
  };
  // 100 requests in flight at all times until all 500 are sent, so the kill lands mid-burst however fast
  // this (busy) test process reads the answers.
  let next = 0;
  const worker = async () => {
    while (next < BURST) await one(next++);
  };
  await Promise.all(Array.from({ length: IN_FLIGHT }, worker));
  await (killing ?? server.kill("SIGKILL"));
  return { created, failed };
}

async function expectAllPresent(client: HttpClient, created: Created[]): Promise<void> {
  const stagesByPiece = new Map<number, Set<number>>();
  const layersByPiece = new Map<number, Set<number>>();
  const missing: string[] = [];
  for (const c of created) {
    if (c.kind === "piece") {
      const res = await client.request("GET", `/api/pieces/${c.id}`);
      if (res.status !== 200 || res.body.name !== c.marker) missing.push(`piece ${c.id}: ${res.status}`);
      continue;
    }
    const cache = c.kind === "stage" ? stagesByPiece : layersByPiece;
    if (!cache.has(c.pieceId)) {
      const res = await client.request("GET", c.kind === "stage" ? `/api/pieces/${c.pieceId}/stage-history` : `/api/pieces/${c.pieceId}/decoration-layers`);
      expect(res.status).toBe(200);
      cache.set(c.pieceId, new Set((res.body.data as { id: number; notes: string }[]).filter((r) => r.notes?.startsWith("burst-")).map((r) => r.id)));
    }
    if (!cache.get(c.pieceId)!.has(c.id)) missing.push(`${c.kind} ${c.id} of piece ${c.pieceId}`);
  }
  expect(missing, "creates answered 2xx but missing after the restart").toEqual([]);
}

async function run(env: Record<string, string>, integrity: () => Promise<void>, dataDir: string): Promise<void> {
  const first = await startServer(env);
  const client = new HttpClient(first.url);
  const reg = await client.request("POST", "/api/register", { firstName: "Crash", lastName: "Test", email: `crash-${Date.now()}@example.com`, password: "Glaze1234" });
  expect(reg.status).toBe(201);
  const pieceIds: number[] = [];
  // Enough pieces that every stage create of the burst has its own (piece, stage) pair.
  for (let i = 0; i < Math.ceil(BURST / 3 / STAGES.length) + 1; i++) pieceIds.push((await client.request("POST", "/api/pieces", { name: `base-${i}`, type: "wheel", clayBody: "Stoneware" })).body.id);

  const { created, failed } = await burstAndKill(first, client, pieceIds);
  expect(first.child.signalCode).toBe("SIGKILL");
  expect(failed, first.output()).toEqual([]);
  // The kill really came mid-burst: some were answered, not all.
  expect(created.length).toBeGreaterThanOrEqual(KILL_AFTER_ANSWERS - 1);
  expect(created.length).toBeLessThan(BURST);

  if (!env.DATABASE_URL) {
    // The killed server left its lock behind; the restart takes it over because its pid is dead (data-dir-lock.ts).
    const lock = path.join(dataDir, "db", "claybook.lock");
    expect(existsSync(lock)).toBe(true);
    expect(Number(readFileSync(lock, "utf8"))).toBe(first.child.pid);
  }

  const second = await startServer(env);
  try {
    const again = new HttpClient(second.url);
    again.cookie = client.cookie; // the session survived the crash
    expect((await again.request("GET", "/api/user")).status).toBe(200);
    await expectAllPresent(again, created);
    // The server still takes writes after the crash.
    expect((await again.request("POST", "/api/pieces", { name: "after", type: "wheel", clayBody: "Stoneware" })).status).toBe(201);
  } finally {
    await second.kill("SIGTERM");
  }
  await integrity();
}

// Registered only for the database this project runs on (never a skipped test).
if (!onPostgres) describe("crash safety on PGlite", () => {
  it("[ASVS 15.4.1] [ASVS 16.5.4] keeps every answered create through a SIGKILL mid-burst; the data dir reopens clean", async () => {
    const dataDir = await migratedDataDir("claybook-crash-");
    cleanups.push(async () => rmSync(dataDir, { recursive: true, force: true }));
    await run(
      { DATA_DIR: dataDir },
      async () => {
        const database = await openDatabase({ dataDir });
        try {
          const tables = (await database.db.execute(sql`select tablename from pg_tables where schemaname = 'public'`)) as unknown as
            | { rows: { tablename: string }[] }
            | { tablename: string }[];
          const names = ("rows" in tables ? tables.rows : tables).map((r) => r.tablename);
          expect(names).toContain("pieces");
          for (const t of names) await database.db.execute(sql.raw(`select count(*) from "${t}"`));
          // Every index is still usable: reindexing reads every row of every table.
          await database.db.execute(sql`reindex schema public`);
        } finally {
          await database.close();
        }
      },
      dataDir,
    );
  }, 300_000);
});

if (onPostgres) describe("crash safety on PostgreSQL", () => {
  it("[ASVS 15.4.1] [ASVS 16.5.4] keeps every answered create through a SIGKILL mid-burst; tables and unique indexes check clean", async () => {
    const db = await migratedPostgresDatabase();
    cleanups.push(db.drop);
    const dataDir = mkdtempSync(path.join(os.tmpdir(), "claybook-crash-"));
    cleanups.push(async () => rmSync(dataDir, { recursive: true, force: true }));
    await run(
      { DATA_DIR: dataDir, DATABASE_URL: db.url },
      async () => {
        const client = new pg.Client({ connectionString: db.url });
        await client.connect();
        try {
          const { rows } = await client.query<{ tablename: string }>("select tablename from pg_tables where schemaname = 'public'");
          expect(rows.map((r) => r.tablename)).toContain("pieces");
          for (const { tablename } of rows) await client.query(`select count(*) from "${tablename}"`);
          await client.query("create extension if not exists amcheck");
          const { rows: indexes } = await client.query<{ name: string }>(
            `select c.relname as name from pg_index i join pg_class c on c.oid = i.indexrelid
             join pg_namespace n on n.oid = c.relnamespace join pg_am a on a.oid = c.relam
             where n.nspname = 'public' and a.amname = 'btree'`,
          );
          expect(indexes.length).toBeGreaterThan(5);
          for (const { name } of indexes) await client.query(`select bt_index_check('public."${name}"'::regclass, true)`);
        } finally {
          await client.end();
        }
      },
      dataDir,
    );
  }, 300_000);
});
