/**
 * The list's flat cost on PGlite as a potter builds the studio (docs/decisions/0177-database-upkeep.md): the real
 * server with its jobs on, two potters seeded through the API only (a potter of 300 pieces with 3,000 autosaves, and
 * one of 3,000 pieces with 30,000 autosaves, ten calls at a time), no generator and no VACUUM of the bench's own: the
 * upkeep job, running every minute in the server, is what analyzes and vacuums. Then page 1 of each potter's list is
 * timed side by side (alternating, BENCH_REQUESTS each) and the data folder is measured against its size after
 * VACUUM FULL and a checkpoint. Targets: page 1 at 3,000 pieces ≤ 1.1× page 1 at 300; the folder ≤ 1.5× its compact
 * size. PostgreSQL has autovacuum (bench/pieces-list.bench.ts measures it). Results go to docs/benchmarks.md.
 */
import { readdirSync, statSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { sql } from "drizzle-orm";
import { startServer, type ServerProcess } from "../tests/helpers/server-process";
import { machineNote, percentile, writeSection } from "./report";
import { eachBackend, type BenchBackend } from "./scratch-postgres";

const [SMALL, BIG] = (process.env.BENCH_SIZES ?? "300,3000").split(",").map(Number) as [number, number];
const AUTOSAVES_PER_PIECE = 10;
const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 400);
const PARALLEL = 10;

interface Potter {
  cookie: string;
  pieces: number;
}

function folderBytes(dir: string): number {
  let total = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const p = path.join(dir, entry.name);
    total += entry.isDirectory() ? folderBytes(p) : statSync(p).size;
  }
  return total;
}

async function send(server: ServerProcess, potter: Potter | null, method: string, p: string, body?: unknown): Promise<{ status: number; json: any; headers: Headers }> {
  const headers: Record<string, string> = { origin: server.url, "accept-encoding": "gzip, deflate, br" };
  if (potter) headers.cookie = potter.cookie;
  if (body !== undefined) headers["content-type"] = "application/json";
  const res = await fetch(server.url + p, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) });
  const text = await res.text();
  return { status: res.status, json: text ? JSON.parse(text) : null, headers: res.headers };
}

/** Runs `tasks` ten at a time. */
async function inBatches(tasks: (() => Promise<void>)[]): Promise<void> {
  for (let i = 0; i < tasks.length; i += PARALLEL) await Promise.all(tasks.slice(i, i + PARALLEL).map((t) => t()));
}

/** A potter made the way the app makes one: registration, pieces one by one, then autosaves (one field each). */
async function seed(server: ServerProcess, pieces: number): Promise<Potter> {
  const reg = await send(server, null, "POST", "/api/register", {
    firstName: "Bench",
    lastName: `Potter ${pieces}`,
    email: `bench-list-${pieces}-${Date.now()}@example.com`,
    password: "Glaze1234",
  });
  if (reg.status !== 201) throw new Error(`register: ${reg.status}`);
  const potter: Potter = { cookie: reg.headers.getSetCookie().map((c) => c.split(";")[0]).join("; "), pieces };
  const ids: number[] = [];
  await inBatches(
    Array.from({ length: pieces }, (_, i) => async () => {
      const res = await send(server, potter, "POST", "/api/pieces", { name: `Bowl ${i + 1}`, type: "wheel", clayBody: "B-Mix" });
      if (res.status !== 201) throw new Error(`create: ${res.status} ${JSON.stringify(res.json)}`);
      ids.push(res.json.id);
    }),
  );
  const fields = [(n: number) => ({ notes: `Draft ${n}` }), (n: number) => ({ name: `Bowl, try ${n}` }), (n: number) => ({ studioLocation: `Shelf ${n % 7}` })];
  await inBatches(
    Array.from({ length: pieces * AUTOSAVES_PER_PIECE }, (_, i) => async () => {
      const id = ids[i % ids.length]!;
      const res = await send(server, potter, "PATCH", `/api/pieces/${id}`, fields[i % fields.length]!(i));
      if (res.status !== 200) throw new Error(`autosave: ${res.status} ${JSON.stringify(res.json)}`);
    }),
  );
  return potter;
}

const upkeepRuns = (server: ServerProcess) => server.stdout().split("\n").filter((l) => l.includes('"database-upkeep"') && l.includes("job ran")).length;

interface Result {
  small: number[];
  big: number[];
  seedMs: number;
  folder: number;
  compact: number;
  stats: { reltuples: number; dead: number };
  upkeepRuns: number;
  load: string;
}

async function runBackend(backend: BenchBackend): Promise<Result | null> {
  if (backend.name !== "PGlite") return null;
  const server = await startServer({ ...backend.env, NODE_ENV: "development", LOG_LEVEL: "info", JOBS_ENABLED: "true", JOBS_FIRST_RUN_DELAY_SECONDS: "5" });
  let small: number[] = [];
  let big: number[] = [];
  let seedMs = 0;
  let runs = 0;
  try {
    const t0 = performance.now();
    const smallPotter = await seed(server, SMALL);
    console.log(`seeded ${SMALL} pieces in ${Math.round(performance.now() - t0)} ms`);
    const bigPotter = await seed(server, BIG);
    seedMs = performance.now() - t0;
    console.log(`seeded ${BIG} pieces in ${Math.round(seedMs)} ms in all; upkeep ran ${upkeepRuns(server)} times`);
    // One more run of the job after the last autosave, as on a live server a minute later.
    const before = upkeepRuns(server);
    for (let waited = 0; upkeepRuns(server) === before && waited < 180_000; waited += 1000) await new Promise((r) => setTimeout(r, 1000));
    runs = upkeepRuns(server);
    for (let i = 0; i < 20; i++) for (const p of [smallPotter, bigPotter]) await send(server, p, "GET", "/api/pieces?page=1&limit=20");
    for (let i = 0; i < REQUESTS; i++) {
      for (const [potter, into] of [
        [smallPotter, small],
        [bigPotter, big],
      ] as const) {
        const t = performance.now();
        const res = await send(server, potter, "GET", "/api/pieces?page=1&limit=20");
        into.push(performance.now() - t);
        if (res.status !== 200 || res.json.pagination?.total !== potter.pieces) throw new Error(`list: ${res.status} total ${res.json?.pagination?.total}`);
      }
    }
  } finally {
    await server.kill("SIGTERM");
  }
  const dbDir = path.join(backend.dataDir, "db");
  const folder = folderBytes(dbDir);
  const database = await backend.open();
  const rows = (await database.db.execute(
    sql`select c.reltuples::float8 as reltuples, s.n_dead_tup::int as dead from pg_class c join pg_stat_user_tables s on s.relid = c.oid where c.relname = 'pieces'`,
  )) as unknown as { rows: { reltuples: number; dead: number }[] };
  const stats = rows.rows[0]!;
  await database.db.execute(sql`vacuum full`);
  await database.db.execute(sql`checkpoint`);
  await database.close();
  const compact = folderBytes(dbDir);
  small = small.sort((a, b) => a - b);
  big = big.sort((a, b) => a - b);
  return { small, big, seedMs, folder, compact, stats: { reltuples: Number(stats.reltuples), dead: Number(stats.dead) }, upkeepRuns: runs, load: os.loadavg().map((l) => l.toFixed(1)).join(" / ") };
}

function section(r: Result): string {
  const ratio = percentile(r.big, 50) / percentile(r.small, 50);
  const folderRatio = r.folder / r.compact;
  const mb = (b: number) => (b / 1e6).toFixed(1);
  return [
    "## The list's flat cost as a potter builds the studio, with the upkeep job (PGlite)",
    "",
    `Machine: ${machineNote()}; load average at the end (1 / 5 / 15 min): ${r.load}. Shared machine: times are for orientation, the ratios are the figures.`,
    "",
    `Seeded through the API only (bench/pieces-list-upkeep.bench.ts): a potter of ${SMALL.toLocaleString("en-US")} pieces with ${(SMALL * AUTOSAVES_PER_PIECE).toLocaleString("en-US")} autosaves ` +
      `and one of ${BIG.toLocaleString("en-US")} pieces with ${(BIG * AUTOSAVES_PER_PIECE).toLocaleString("en-US")} autosaves, ${PARALLEL} calls at a time, in ${Math.round(r.seedMs / 1000)} s; ` +
      `the server's jobs on, the upkeep job ran ${r.upkeepRuns} times. No generator and no VACUUM of the bench's own.`,
    "",
    "| figure | value | target |",
    "|---|---|---|",
    `| page 1 at ${BIG.toLocaleString("en-US")} pieces ÷ page 1 at ${SMALL.toLocaleString("en-US")} (median of ${REQUESTS} each, alternating) | **${ratio.toFixed(2)}×** (${percentile(r.big, 50).toFixed(1)} ms ÷ ${percentile(r.small, 50).toFixed(1)} ms) | ≤ 1.10: ${ratio <= 1.1 ? "met" : "**missed**"} |`,
    `| p99 of page 1, ${BIG.toLocaleString("en-US")} and ${SMALL.toLocaleString("en-US")} pieces | ${percentile(r.big, 99).toFixed(1)} ms, ${percentile(r.small, 99).toFixed(1)} ms | |`,
    `| data folder ÷ its size after VACUUM FULL and CHECKPOINT | **${folderRatio.toFixed(2)}×** (${mb(r.folder)} MB ÷ ${mb(r.compact)} MB) | ≤ 1.50: ${folderRatio <= 1.5 ? "met" : "**missed**"} |`,
    `| pieces: pg_class.reltuples, n_dead_tup at the end | ${r.stats.reltuples}, ${r.stats.dead} | analyzed (> 0), few dead rows |`,
  ].join("\n");
}

async function main() {
  const { results } = await eachBackend("list-upkeep", runBackend);
  const result = results[0];
  if (!result) throw new Error("no PGlite result");
  writeSection("pieces-list-upkeep", section(result));
  console.log(section(result));
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
