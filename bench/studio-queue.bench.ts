/**
 * A community studio at full size (docs/decisions/0230-community-studios.md): 200 members with 100 pieces each
 * (20,000 pieces), 2,000 requests on the shelf sent through the API (10 a member, bisque and glaze, three cones), and
 * the staff's calls timed side by side with GET /api/health: the firing queue (the whole of it, and one kind and
 * cone), a member's own requests, and finishing a studio firing of 60 pieces from 25 members (loaded from the queue,
 * then PATCH to done with three of them lost), repeated on fresh firings. Browser headers on every call
 * (Accept-Encoding: gzip, deflate, br), as a phone sends them. PGlite, and PostgreSQL with DATABASE_URL; the real server
 * (server/main.ts) in its own process. Targets: the queue p95 ≤ 50 ms on PostgreSQL and ≤ 150 ms on PGlite;
 * finishing 60 pieces ≤ 1 s. Results go to docs/benchmarks.md.
 */
import os from "node:os";
import { sql } from "drizzle-orm";
import type { Database, Db } from "../server/db/client";
import { startServer } from "../tests/helpers/server-process";
import { generatePieces } from "./generate-pieces";
import { machineNote, percentile, writeSection } from "./report";
import { eachBackend } from "./scratch-postgres";

const MEMBERS = Number(process.env.BENCH_MEMBERS ?? 200);
const PIECES_EACH = 100;
const REQUESTS_EACH = 10;
const FINISH_PIECES = 60;
const FINISH_MEMBERS = 25;
const FINISH_ROUNDS = Number(process.env.BENCH_FINISH_ROUNDS ?? 8);
const ROUNDS = Number(process.env.BENCH_REQUESTS ?? 100);
const WARMUP = 10;
const TARGET_P95_MS = { PGlite: 150, PostgreSQL: 50 } as const;
const FINISH_MS = 1_000;
const BROWSER = { "accept-encoding": "gzip, deflate, br", accept: "application/json" };
const CONES = ["Cone 04", "Cone 6", "Cone 10"];

interface Seeded {
  studioId: number;
  kilnId: number;
  staffCookie: string;
  memberCookies: string[];
}

/** The members and their pieces, made by the database; the studio, its members and its kiln written directly. */
async function seed(db: Db): Promise<Seeded> {
  const staff = await generatePieces(db, { pieces: 10 });
  const members = [];
  for (let i = 0; i < MEMBERS; i++) members.push(await generatePieces(db, { pieces: PIECES_EACH }));
  // Every piece has its sizes, so any fee rule applies.
  await db.execute(sql`update pieces set depth = width, clay_weight = 2.5 where depth is null`);
  const studio = (await db.execute(sql`insert into studios (name, address, currency, fee_rules)
    values ('Clay Commons', '12 Kiln Lane', 'USD', ${JSON.stringify({ bisque: { perPiece: 2 }, glaze: { perCubicInch: 0.05, minimum: 3 } })}::jsonb)
    returning id`)) as unknown as { rows: { id: number }[] };
  const studioId = studio.rows[0]!.id;
  await db.execute(sql`insert into studio_members (studio_id, user_id, role) values (${studioId}, ${staff.userId}, 'owner')`);
  await db.execute(sql`insert into studio_members (studio_id, user_id, role)
    select ${studioId}, id, 'member' from users where id in (${sql.raw(members.map((m) => m.userId).join(","))})`);
  const kiln = (await db.execute(sql`insert into kilns (user_id, studio_id, name, type) values (${staff.userId}, ${studioId}, 'Studio Skutt', 'Electric') returning id`)) as unknown as {
    rows: { id: number }[];
  };
  for (const table of ["pieces", "studio_members", "studios", "kilns"]) await db.execute(sql.raw(`vacuum analyze ${table}`));
  return {
    studioId,
    kilnId: kiln.rows[0]!.id,
    staffCookie: `claybook_session=${staff.sessionToken}`,
    memberCookies: members.map((m) => `claybook_session=${m.sessionToken}`),
  };
}

async function call(base: string, cookie: string, method: string, urlPath: string, body?: unknown): Promise<{ ms: number; status: number; json: unknown }> {
  const t0 = performance.now();
  const res = await fetch(`${base}${urlPath}`, {
    method,
    headers: { cookie, origin: base, ...BROWSER, ...(body === undefined ? {} : { "content-type": "application/json" }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await res.text();
  const ms = performance.now() - t0;
  let json: unknown = null;
  try {
    json = JSON.parse(text);
  } catch {
    json = text;
  }
  return { ms, status: res.status, json };
}

/** Each member sends 10 of their pieces: five to bisque, five to glaze, cones in turn. */
async function sendRequests(base: string, s: Seeded): Promise<number> {
  let sent = 0;
  for (const [i, cookie] of s.memberCookies.entries()) {
    const list = await call(base, cookie, "GET", `/api/pieces?limit=${REQUESTS_EACH}`);
    const ids = ((list.json as { data: { id: number }[] }).data ?? []).map((p) => p.id);
    if (ids.length < REQUESTS_EACH) throw new Error(`member ${i}: ${ids.length} pieces listed`);
    const half = REQUESTS_EACH / 2;
    for (const [kind, pieceIds] of [
      ["bisque", ids.slice(0, half)],
      ["glaze", ids.slice(half)],
    ] as const) {
      const res = await call(base, cookie, "POST", `/api/studios/${s.studioId}/firing-requests`, {
        pieceIds,
        kind,
        targetCone: kind === "bisque" ? "Cone 04" : CONES[1 + (i % 2)],
        layersConfirmed: kind === "glaze" ? true : undefined,
      });
      if (res.status !== 201 && res.status !== 200) throw new Error(`send: ${res.status} ${JSON.stringify(res.json).slice(0, 200)}`);
      sent += pieceIds.length;
    }
  }
  return sent;
}

interface Measured {
  label: string;
  p50: number;
  p95: number;
  p99: number;
  failures: number;
}

const summarise = (label: string, runs: { ms: number; status: number }[]): Measured => {
  const times = runs.map((r) => r.ms).sort((a, b) => a - b);
  return { label, p50: percentile(times, 50), p95: percentile(times, 95), p99: percentile(times, 99), failures: runs.filter((r) => r.status >= 300).length };
};

/** Every call interleaved round by round, in alternating order, so the machine's mood touches them all alike. */
async function measureReads(base: string, calls: readonly (readonly [string, string, string])[]): Promise<Measured[]> {
  for (let i = 0; i < WARMUP; i++) for (const [, cookie, p] of calls) await call(base, cookie, "GET", p);
  const runs = calls.map(() => [] as { ms: number; status: number }[]);
  for (let i = 0; i < ROUNDS; i++) {
    const order = i % 2 === 0 ? calls.map((_, k) => k) : calls.map((_, k) => calls.length - 1 - k);
    for (const k of order) runs[k]!.push(await call(base, calls[k]![1], "GET", calls[k]![2]));
  }
  return calls.map(([label], k) => summarise(label, runs[k]!));
}

type QueueAnswer = { count: number; groups: { kind: string; requestIds: number[]; requests: { id: number; pieceId: number }[] }[] };

/**
 * Finishing: a fresh glaze firing each round, loaded from the queue with the oldest glaze requests of 25 members
 * (60 pieces), then set to done with three pieces crawled; only the PATCH to done is timed.
 */
async function measureFinish(base: string, s: Seeded, backend: string): Promise<Measured> {
  const runs: { ms: number; status: number }[] = [];
  const queue = (await call(base, s.staffCookie, "GET", `/api/studios/${s.studioId}/firing-queue?kind=glaze`)).json as QueueAnswer;
  // Every waiting id, oldest first (the answer lists each group's first 50 in full).
  const glaze = queue.groups.flatMap((g) => g.requestIds);
  for (let round = 0; round < FINISH_ROUNDS; round++) {
    // A member's five glaze requests sit together in the queue (sent in one call): two or three from each of 25.
    const blocks = glaze.splice(0, FINISH_MEMBERS * (REQUESTS_EACH / 2));
    const take = Array.from({ length: FINISH_MEMBERS }, (_, m) => blocks.slice(m * 5, m * 5 + (m < FINISH_PIECES - 2 * FINISH_MEMBERS ? 3 : 2))).flat();
    if (take.length < FINISH_PIECES) throw new Error(`${backend}: the queue ran out of glaze requests`);
    const firing = await call(base, s.staffCookie, "POST", "/api/firings", { studioId: s.studioId, kilnId: s.kilnId, kind: "glaze", targetCone: "Cone 6" });
    if (firing.status !== 201) throw new Error(`firing: ${firing.status} ${JSON.stringify(firing.json).slice(0, 200)}`);
    const firingId = (firing.json as { id: number }).id;
    const load = await call(base, s.staffCookie, "POST", `/api/studios/${s.studioId}/firing-queue/load`, { firingId, requestIds: take });
    if (load.status !== 200) throw new Error(`load: ${load.status} ${JSON.stringify(load.json).slice(0, 200)}`);
    const loaded = (load.json as { loaded: { pieceId: number }[] }).loaded;
    for (const status of ["loading", "firing", "cooling"]) {
      const step = await call(base, s.staffCookie, "PATCH", `/api/firings/${firingId}`, { status });
      if (step.status !== 200) throw new Error(`${status}: ${step.status} ${JSON.stringify(step.json).slice(0, 200)}`);
    }
    const outcomes = loaded.slice(0, 3).map((r) => ({ pieceId: r.pieceId, outcome: "crawled" }));
    const done = await call(base, s.staffCookie, "PATCH", `/api/firings/${firingId}`, { status: "done", outcomes });
    if (done.status !== 200) throw new Error(`finish: ${done.status} ${JSON.stringify(done.json).slice(0, 300)}`);
    runs.push(done);
  }
  return summarise(`finish a studio firing of ${FINISH_PIECES} pieces from ${FINISH_MEMBERS} members (PATCH to done)`, runs);
}

interface BackendResult {
  backend: "PGlite" | "PostgreSQL";
  seedMs: number;
  sendMs: number;
  sent: number;
  queueBytes: number;
  reads: Measured[];
  finish: Measured;
}

async function runBackend(backend: "PGlite" | "PostgreSQL", serverEnv: Record<string, string>, open: () => Promise<Database>): Promise<BackendResult> {
  console.log(`\n--- ${backend}: ${MEMBERS} members with ${PIECES_EACH} pieces each`);
  const database = await open();
  const t0 = performance.now();
  const seeded = await seed(database.db);
  const seedMs = performance.now() - t0;
  await database.close();
  console.log(`seeded in ${Math.round(seedMs)} ms`);
  const server = await startServer({ ...serverEnv, NODE_ENV: "development" });
  try {
    const base = server.url;
    const t1 = performance.now();
    const sent = await sendRequests(base, seeded);
    const sendMs = performance.now() - t1;
    console.log(`${sent} requests sent in ${Math.round(sendMs)} ms`);
    const whole = await call(base, seeded.staffCookie, "GET", `/api/studios/${seeded.studioId}/firing-queue`);
    const queueBytes = JSON.stringify(whole.json).length;
    if ((whole.json as QueueAnswer).count !== sent) throw new Error(`queue count ${(whole.json as QueueAnswer).count}, sent ${sent}`);
    const q = `/api/studios/${seeded.studioId}`;
    const reads = await measureReads(base, [
      ["GET /api/health", seeded.staffCookie, "/api/health"],
      [`the whole queue: GET …/firing-queue (${sent.toLocaleString("en-US")} on the shelf)`, seeded.staffCookie, `${q}/firing-queue`],
      ["one kind and cone: GET …/firing-queue?kind=glaze&cone=Cone 6", seeded.staffCookie, `${q}/firing-queue?kind=glaze&cone=Cone%206`],
      ["a member's own requests: GET …/firing-requests", seeded.memberCookies[MEMBERS - 1]!, `${q}/firing-requests`],
    ]);
    for (const m of reads) console.log(`${m.label}: p50 ${m.p50.toFixed(1)} ms, p95 ${m.p95.toFixed(1)} ms, ${m.failures} failures`);
    const finish = await measureFinish(base, seeded, backend);
    console.log(`${finish.label}: p50 ${finish.p50.toFixed(1)} ms, p95 ${finish.p95.toFixed(1)} ms, max ${finish.p99.toFixed(1)} ms`);
    return { backend, seedMs, sendMs, sent, queueBytes, reads, finish };
  } finally {
    await server.kill("SIGTERM");
  }
}

const queueMet = (r: BackendResult) => r.reads.slice(1, 3).every((m) => m.p95 <= TARGET_P95_MS[r.backend] && m.failures === 0);
const finishMet = (r: BackendResult) => r.finish.p99 <= FINISH_MS && r.finish.failures === 0;

function section(results: BackendResult[], skipped: string | null): string {
  const lines = [
    "## Community studio: the firing queue and finishing a studio firing",
    "",
    `Run: ${machineNote()}; load average at the end ${os.loadavg().map((l) => l.toFixed(1)).join(" / ")}. bench/studio-queue.bench.ts: one studio ` +
      `of ${MEMBERS} members with ${PIECES_EACH} pieces each, ${REQUESTS_EACH} requests a member sent through the API (half bisque, half glaze), ` +
      `the real server in its own process, every call with a browser's Accept-Encoding. Reads: ${WARMUP} warm-up rounds, then ${ROUNDS} rounds of ` +
      `all the calls in alternating order, each timed. Finishing: ${FINISH_ROUNDS} fresh glaze firings, each loaded from the queue with ` +
      `${FINISH_PIECES} pieces of ${FINISH_MEMBERS} members and set to done with three crawled; the PATCH is timed. Targets: the queue p95 ≤ ` +
      `${TARGET_P95_MS.PostgreSQL} ms on PostgreSQL and ≤ ${TARGET_P95_MS.PGlite} ms on PGlite; finishing ≤ ${FINISH_MS} ms.`,
    "",
    "| backend | call | p50 ms | p95 ms | p99 ms | p95 ÷ health p95 | failures |",
    "|---|---|---:|---:|---:|---:|---:|",
  ];
  for (const r of results) {
    const health = r.reads[0]!.p95 || 1;
    for (const m of [...r.reads, r.finish]) {
      lines.push(`| ${r.backend} | ${m.label} | ${m.p50.toFixed(1)} | ${m.p95.toFixed(1)} | ${m.p99.toFixed(1)} | ${(m.p95 / health).toFixed(1)} | ${m.failures} |`);
    }
  }
  for (const r of results) {
    lines.push(
      "",
      `${r.backend}: data ${Math.round(r.seedMs / 1000)} s; ${r.sent.toLocaleString("en-US")} requests sent in ${Math.round(r.sendMs / 1000)} s ` +
        `(${(r.sendMs / ((r.sent / REQUESTS_EACH) * 2)).toFixed(0)} ms a call); the whole queue's answer ${Math.round(r.queueBytes / 1024)} kB before compression. ` +
        `Queue target **${queueMet(r) ? "met" : "MISSED"}**, finishing **${finishMet(r) ? "met" : "MISSED"}**.`,
    );
  }
  if (skipped) lines.push("", skipped);
  return lines.join("\n");
}

async function main() {
  const { results, skipped } = await eachBackend("studio-queue", (b) => runBackend(b.name, b.env, b.open));
  writeSection("studio-queue", section(results, skipped));
  console.log(section(results, skipped));
  if (results.some((r) => r.reads.some((m) => m.failures > 0) || r.finish.failures > 0)) process.exit(1);
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
