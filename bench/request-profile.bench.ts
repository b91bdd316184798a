/**
 * Where a request's time goes (docs/decisions/0285-pglite-request-path.md): the real server (server/main.ts, jobs and
 * import worker on, as `npm start` runs it) under a V8 CPU profile while autocannon drives one call for
 * PROFILE_SECONDS; one server process per call, so each profile holds one call. The main thread's self time is summed
 * per function and per place (the app's own files, each package, Node's internals, the garbage collector) and divided
 * by the requests answered, so "µs per request" compares across runs and machines better than throughput does. Only the
 * samples from the start of the load to the server's exit count: start-up (module loading) is left out.
 * BENCH_ONLY=PGlite or PostgreSQL picks one database; PROFILE_CALLS=health,user,page1 picks calls. Results: the printout, and the section "request profile" of
 * docs/benchmarks.md.
 */
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import os from "node:os";
import path from "node:path";
import { startServer } from "../tests/helpers/server-process";
import { COMPRESS_MIN_BYTES, QUICK_GZIP_LEVEL } from "../server/http/compression";
import { generatePieces, type GeneratedUser } from "./generate-pieces";
import { startLean, statementsOf } from "./lean-process";
import { machineNote, writeSection } from "./report";
import { eachBackend } from "./scratch-postgres";

interface AutocannonResult {
  requests: { average: number; total: number };
}
const autocannon = createRequire(import.meta.url)("autocannon") as (opts: Record<string, unknown>) => Promise<AutocannonResult>;

const SECONDS = Number(process.env.PROFILE_SECONDS ?? 10);
const PIECES = Number(process.env.PROFILE_PIECES ?? 10_000);
/** PROFILE_TOP=40 lists more functions in the printout while tuning; the report keeps 12. */
const TOP = 12;
const PRINT_TOP = Number(process.env.PROFILE_TOP ?? 0);
const ALL_CALLS = [
  { key: "health", label: "GET /api/health", path: "/api/health" },
  { key: "user", label: "GET /api/user", path: "/api/user" },
  { key: "page1", label: "GET /api/pieces page 1", path: "/api/pieces?page=1&limit=20" },
];
/** PROFILE_CALLS=health,user profiles only those calls while tuning (the report then names only them). */
const picked = process.env.PROFILE_CALLS?.split(",").map((k) => k.trim());
const CALLS = picked ? ALL_CALLS.filter((call) => picked.includes(call.key)) : ALL_CALLS;

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  children?: number[];
}
interface CpuProfile {
  endTime: number;
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
}

/** Where a function lives: the app's file, a package, Node itself, or V8's own entries such as the garbage collector. */
function placeOf(url: string, name: string): string {
  if (!url) return name.startsWith("(") ? name : "(native)";
  if (url.startsWith("node:")) return "node internals";
  const pkg = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(url);
  if (pkg) return pkg[1]!;
  const own = /\/(server|contract)\/(.*)$/.exec(url);
  return own ? `${own[1]}/${own[2]}` : url;
}

interface Summary {
  requests: number;
  busyUsPerRequest: number;
  places: [string, number][];
  functions: [string, number][];
}

/** Self time of the last `windowMs` of the profile only: the load and the stop, not the start-up before them. */
function summarise(profile: CpuProfile, requests: number, windowMs: number): Summary {
  const from = profile.endTime - windowMs * 1000;
  let at = profile.endTime - profile.timeDeltas.reduce((a, b) => a + b, 0);
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const places = new Map<string, number>();
  const functions = new Map<string, number>();
  let busy = 0;
  profile.samples.forEach((id, i) => {
    const node = byId.get(id)!;
    const us = profile.timeDeltas[i + 1] ?? 0;
    at += profile.timeDeltas[i] ?? 0;
    if (at < from) return;
    const { functionName, url, lineNumber } = node.callFrame;
    if (functionName === "(idle)") return;
    busy += us;
    const place = placeOf(url, functionName);
    places.set(place, (places.get(place) ?? 0) + us);
    const fn = `${functionName || "(anonymous)"} ${place}${url ? `:${lineNumber + 1}` : ""}`;
    functions.set(fn, (functions.get(fn) ?? 0) + us);
  });
  const perRequest = (m: Map<string, number>, top = TOP) =>
    [...m.entries()].map(([k, us]) => [k, us / requests] as [string, number]).sort((a, b) => b[1] - a[1]).slice(0, top);
  if (PRINT_TOP) for (const [k, v] of perRequest(functions, PRINT_TOP)) console.log(`  ${v.toFixed(1).padStart(7)} µs  ${k}`);
  return { requests, busyUsPerRequest: busy / requests, places: perRequest(places), functions: perRequest(functions) };
}

type Started = { url: string; kill: () => Promise<void> };

/** One server under load with a CPU profile: `start` gets the Node arguments that write the profile into a folder. */
async function profileOne(start: (nodeArgs: string[]) => Promise<Started>, call: (typeof CALLS)[number], potter: GeneratedUser): Promise<Summary> {
  const dir = mkdtempSync(path.join(os.tmpdir(), "claybook-profile-"));
  try {
    const server = await start(["--cpu-prof", `--cpu-prof-dir=${dir}`]);
    let requests = 0;
    const loadStarted = performance.now();
    try {
      const opts = { url: `${server.url}${call.path}`, connections: 10, headers: { cookie: `claybook_session=${potter.sessionToken}`, "accept-encoding": "gzip, deflate, br" } };
      requests += (await autocannon({ ...opts, duration: 1 })).requests.total;
      requests += (await autocannon({ ...opts, duration: SECONDS })).requests.total;
    } finally {
      // A graceful stop lets Node write the profile on its way out.
      await server.kill();
    }
    const file = readdirSync(dir).find((f) => f.endsWith(".cpuprofile"));
    if (!file) throw new Error(`no CPU profile was written for ${call.label}`);
    return summarise(JSON.parse(readFileSync(path.join(dir, file), "utf8")) as CpuProfile, requests, performance.now() - loadStarted);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

const us = (n: number) => n.toFixed(1);

function table(app: Summary, lean: Summary): string[] {
  const leanAt = new Map(lean.places.map(([k, v]) => [k, v]));
  return [
    `main thread busy **${us(app.busyUsPerRequest)} µs** a request (lean reference ${us(lean.busyUsPerRequest)} µs; ${app.requests.toLocaleString("en-US")} and ${lean.requests.toLocaleString("en-US")} requests).`,
    "",
    "| place | Claybook µs | lean µs | | Claybook's top functions | µs |",
    "|---|---:|---:|---|---|---:|",
    ...Array.from({ length: TOP }, (_, i) => {
      const p = app.places[i];
      const f = app.functions[i];
      return `| ${p ? p[0] : ""} | ${p ? us(p[1]) : ""} | ${p ? us(leanAt.get(p[0]) ?? 0) : ""} | | ${f ? `\`${f[0].replace(/\|/g, "\\|")}\`` : ""} | ${f ? us(f[1]) : ""} |`;
    }),
    "",
  ];
}

async function main() {
  const { results, skipped } = await eachBackend("request-profile", async (backend) => {
    const database = await backend.open();
    const potter = await generatePieces(database.db, { pieces: PIECES });
    const sqlFile = path.join(backend.dataDir, "lean-sql.json");
    writeFileSync(sqlFile, JSON.stringify(statementsOf(database)));
    await database.close();
    const app = (nodeArgs: string[]) => startServer({ ...backend.env, NODE_ENV: "development", JOBS_ENABLED: "true", JOBS_FIRST_RUN_DELAY_SECONDS: "1" }, 120_000, nodeArgs);
    const leanEnv = { ...backend.env, LEAN_SQL: sqlFile, LEAN_COMPRESS_MIN_BYTES: String(COMPRESS_MIN_BYTES), LEAN_GZIP_LEVEL: String(QUICK_GZIP_LEVEL) };
    const lean = (nodeArgs: string[]) => startLean(leanEnv, nodeArgs);
    const rows: string[] = [`### ${backend.name}`, ""];
    for (const call of CALLS) {
      const a = await profileOne(async (args) => {
        const s = await app(args);
        return { url: s.url, kill: () => s.kill("SIGTERM") };
      }, call, potter);
      const l = await profileOne(lean, call, potter);
      console.log(`${backend.name} ${call.label}: Claybook ${us(a.busyUsPerRequest)} µs, lean ${us(l.busyUsPerRequest)} µs a request`);
      rows.push(`**${call.label}**: `, ...table(a, l));
    }
    return rows.join("\n");
  });
  const load = os.loadavg().map((l) => l.toFixed(1)).join(" / ");
  writeSection(
    "request-profile",
    [
      "## Request profile: where a call's main-thread time goes",
      "",
      `Run: ${machineNote()}; load average at the end ${load}. bench/request-profile.bench.ts: the real server (as the API speed benchmark runs it, jobs on) and then the lean reference, each under a CPU profile while autocannon drives one call with 10 connections for ${SECONDS} s; ${PIECES.toLocaleString("en-US")} pieces; one process (and profile) per server and call; main-thread self time per request from the start of the load to the exit (start-up left out). Places are the app's own files, each package, Node's internals and V8's entries; the lean column is the same place in the lean reference.`,
      "",
      ...results,
      ...(skipped ? [skipped] : []),
    ].join("\n"),
  );
}

await main();
