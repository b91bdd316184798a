/**
 * API speed (docs/decisions/0039-pieces-list-benchmark.md): Claybook's hot calls side by side with a lean reference
 * (bench/lean-server.ts: plain node:http, the same SQL prepared, the same JSON) on the same database, on PGlite and
 * (with DATABASE_URL or TEST_DATABASE_URL) PostgreSQL. One database holds three potters of 1,000, 10,000 and 100,000
 * pieces (four stage entries each); the calls are GET /api/health, GET /api/user and the pieces list (page 1 and page
 * 400 of the 10,000, page 1 of the other two), sent with a session cookie and `Accept-Encoding: gzip` as a browser
 * sends them. Three rounds; in each, the real server (server/main.ts) and then the lean one run in their own process,
 * autocannon drives each call for BENCH_SECONDS after a 1 s warm-up. Medians are reported as ratios: to the lean
 * reference, and to GET /api/health of the same server. Also: the EXPLAIN ANALYZE of the list's statement, checked for
 * index use, no per-row subquery and no count of the studio; the header bytes of JSON answers. Results go to
 * docs/benchmarks.md. The generator vacuums and analyzes what it wrote; the flat cost of a studio built through the
 * API, where the server's upkeep job does that (docs/decisions/0177-database-upkeep.md), is
 * bench/pieces-list-upkeep.bench.ts.
 */
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { connect } from "node:net";
import os from "node:os";
import path from "node:path";
import { isDeepStrictEqual } from "node:util";
import pg from "pg";
import { sql } from "drizzle-orm";
import { openDatabase, type Database } from "../server/db/client";
import { COMPRESS_MIN_BYTES, QUICK_GZIP_LEVEL } from "../server/http/compression";
import { startServer } from "../tests/helpers/server-process";
import { generatePieces, type GeneratedUser } from "./generate-pieces";
import { startLean, statementsOf } from "./lean-process";
import type { LeanStatementName } from "./lean-server";
import { explainAll, type PlanCheck, type Raw } from "./list-plan-check";
import { machineNote, writeSection } from "./report";
import { withScratchPostgres } from "./scratch-postgres";
import { traceStatements } from "./statement-trace";

interface AutocannonResult {
  requests: { average: number; total: number };
  latency: { p50: number; p99: number };
  non2xx: number;
  errors: number;
}
type Autocannon = (opts: Record<string, unknown>) => Promise<AutocannonResult>;
const autocannon = createRequire(import.meta.url)("autocannon") as Autocannon;

const DURATION_S = Number(process.env.BENCH_SECONDS ?? 5);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const CONNECTIONS = 10;
/** BENCH_SIZES="100,1000,3000" makes a quick trial run of the script itself; the figures need the defaults. */
const [SMALL, MAIN, HUGE] = (process.env.BENCH_SIZES ?? "1000,10000,100000").split(",").map(Number);
const SIZES = { small: SMALL!, main: MAIN!, huge: HUGE! };
const BROWSER = { "accept-encoding": "gzip, deflate, br" };

type Potter = keyof typeof SIZES;
interface Call {
  label: string;
  path: string;
  potter: Potter;
  /** Sent without Accept-Encoding: the same answer uncompressed, to show small answers pay nothing for gzip. */
  plain?: boolean;
  claybookOnly?: boolean;
  /** The statements the lean reference runs for the call, in order; Claybook's call is traced to run exactly these. */
  statements: LeanStatementName[];
}
const LIST: LeanStatementName[] = ["session", "page"];
const ALL_CALLS: Call[] = [
  { label: "GET /api/health", path: "/api/health", potter: "main", statements: ["ping"] },
  { label: "GET /api/user", path: "/api/user", potter: "main", statements: ["session"] },
  { label: "GET /api/user, no Accept-Encoding", path: "/api/user", potter: "main", plain: true, claybookOnly: true, statements: ["session"] },
  { label: "GET /api/pieces page 1", path: "/api/pieces?page=1&limit=20", potter: "main", statements: LIST },
  { label: "GET /api/pieces page 400", path: "/api/pieces?page=400&limit=20", potter: "main", statements: LIST },
  { label: `page 1 at ${SIZES.small.toLocaleString("en-US")} pieces`, path: "/api/pieces?page=1&limit=20", potter: "small", statements: LIST },
  { label: `page 1 at ${SIZES.huge.toLocaleString("en-US")} pieces`, path: "/api/pieces?page=1&limit=20", potter: "huge", statements: LIST },
];
/**
 * The server runs as `npm start` runs it, jobs and import worker on; the jobs' first runs come a second after start
 * rather than a minute, and the measuring starts once they are done, so every round measures a server whose jobs are
 * at work on their intervals (the upkeep waits for a quiet spell every minute, the import worker polls every 5 s).
 */
const JOBS_ENV = { JOBS_ENABLED: "true", JOBS_FIRST_RUN_DELAY_SECONDS: "1" };
const JOBS_SETTLE_MS = 5000;

/**
 * BENCH_CALLS="health,user" measures only the calls whose label contains one of the words and prints their ratios
 * without touching docs/benchmarks.md: a quick look while tuning one call. The report needs every call.
 */
const ONLY = process.env.BENCH_CALLS?.split(",").filter(Boolean);
const CALLS = ONLY ? ALL_CALLS.filter((c) => ONLY.some((w) => c.label.includes(w))) : ALL_CALLS;

interface Measured {
  rps: number;
  p50: number;
  p99: number;
  failures: number;
}
type Server = "claybook" | "lean";

const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length % 2 ? s[(s.length - 1) / 2]! : (s[s.length / 2 - 1]! + s[s.length / 2]!) / 2;
};
const load = () => os.loadavg().map((l) => l.toFixed(1)).join(" / ");

function headersFor(call: Call, potters: Record<Potter, GeneratedUser>) {
  return { cookie: `claybook_session=${potters[call.potter].sessionToken}`, ...(call.plain ? {} : BROWSER) };
}

async function measure(base: string, call: Call, potters: Record<Potter, GeneratedUser>): Promise<Measured> {
  const opts = { url: `${base}${call.path}`, connections: CONNECTIONS, headers: headersFor(call, potters) };
  await autocannon({ ...opts, duration: 1 });
  const r = await autocannon({ ...opts, duration: DURATION_S });
  return { rps: r.requests.average, p50: r.latency.p50, p99: r.latency.p99, failures: r.non2xx + r.errors };
}

/** The status line and headers of one answer as the socket carried them, in bytes. */
function headerBytes(port: number, call: Call, potters: Record<Potter, GeneratedUser>): Promise<number> {
  const lines = Object.entries(headersFor(call, potters)).map(([k, v]) => `${k}: ${v}\r\n`).join("");
  return new Promise((resolve, reject) => {
    const socket = connect(port, "127.0.0.1", () => socket.write(`GET ${call.path} HTTP/1.1\r\nHost: 127.0.0.1\r\n${lines}Connection: close\r\n\r\n`));
    let got = Buffer.alloc(0);
    socket.on("data", (chunk: Buffer) => {
      got = Buffer.concat([got, chunk]);
      const end = got.indexOf("\r\n\r\n");
      if (end >= 0) {
        socket.destroy();
        resolve(end + 4);
      }
    });
    socket.on("error", reject);
  });
}

interface BackendResult {
  backend: string;
  generateMs: number;
  plans: PlanCheck[];
  runs: Record<Server, Measured[][]>;
  headerBytes: Record<Server, Record<string, number>>;
  loadStart: string;
  loadEnd: string;
}

async function fetchJson(base: string, call: Call, potters: Record<Potter, GeneratedUser>): Promise<{ status: number; body: unknown }> {
  // fetch decompresses, so the comparison is of the JSON itself.
  const res = await fetch(`${base}${call.path}`, { headers: headersFor(call, potters) });
  return { status: res.status, body: await res.json() };
}

async function runBackend(
  backend: "PGlite" | "PostgreSQL",
  serverEnv: Record<string, string>,
  open: () => Promise<Database>,
  raw: (db: Database) => Raw,
): Promise<BackendResult> {
  const loadStart = load();
  console.log(`\n--- ${backend}: generating ${Object.values(SIZES).join(" + ")} pieces`);
  const database = await open();
  const t0 = performance.now();
  const potters = {} as Record<Potter, GeneratedUser>;
  for (const key of Object.keys(SIZES) as Potter[]) potters[key] = await generatePieces(database.db, { pieces: SIZES[key] });
  const generateMs = performance.now() - t0;
  console.log(`generated in ${Math.round(generateMs)} ms`);
  const plans = await explainAll(database, raw(database), { main: potters.main.userId, huge: potters.huge.userId }, SIZES);
  for (const p of plans) console.log(`plan ${p.label}: ${p.ok ? "pass" : `FAIL (${p.why.join("; ")})`}`);
  const sqlFile = path.join(serverEnv.DATA_DIR!, "lean-sql.json");
  const leanSql = statementsOf(database);
  writeFileSync(sqlFile, JSON.stringify(leanSql));
  const traced = await traceStatements(
    database,
    serverEnv.DATA_DIR!,
    CALLS.map((call) => ({ path: call.path, headers: headersFor(call, potters) })),
  );
  await database.close();
  CALLS.forEach((call, i) => {
    const runs = traced[i]!.statements;
    const lean = call.statements.map((name) => leanSql[name].text);
    if (traced[i]!.status !== 200 || !isDeepStrictEqual(runs, lean)) {
      throw new Error(
        `Claybook's ${call.label} (${traced[i]!.status}) sends ${runs.length} statement(s), the lean reference ${lean.length}: ` +
          `${JSON.stringify(runs.map((t) => t.slice(0, 120)))}; the lean reference must run exactly what the app runs`,
      );
    }
  });

  const runs: Record<Server, Measured[][]> = { claybook: [], lean: [] };
  const header: Record<Server, Record<string, number>> = { claybook: {}, lean: {} };
  const answers = new Map<string, { status: number; body: unknown }>();
  for (let round = 0; round < ROUNDS; round++) {
    for (const which of ["claybook", "lean"] as const) {
      const server =
        which === "claybook"
          ? await startServer({ ...serverEnv, NODE_ENV: "development", ...JOBS_ENV })
          : await startLean({
              ...serverEnv,
              LEAN_SQL: sqlFile,
              LEAN_COMPRESS_MIN_BYTES: String(COMPRESS_MIN_BYTES),
              LEAN_GZIP_LEVEL: String(QUICK_GZIP_LEVEL),
            });
      try {
        if (which === "claybook") await new Promise((r) => setTimeout(r, JOBS_SETTLE_MS));
        if (round === 0) {
          for (const call of CALLS) {
            if (which === "lean" && call.claybookOnly) continue;
            const answer = await fetchJson(server.url, call, potters);
            if (answer.status !== 200) throw new Error(`${which} ${call.label}: ${answer.status} ${JSON.stringify(answer.body).slice(0, 200)}`);
            if (which === "claybook") answers.set(call.label, answer);
            else if (!isDeepStrictEqual(answer.body, answers.get(call.label)?.body)) {
              throw new Error(`the lean server's answer to ${call.label} differs from Claybook's`);
            }
            if ((call.path === "/api/user" || call.path === "/api/health") && !(which === "lean" && call.claybookOnly)) {
              header[which][call.label] = await headerBytes(server.port, call, potters);
            }
          }
        }
        // Every other round runs the calls in reverse, so no call always gets the freshest (or stalest) process.
        const measured: Measured[] = CALLS.map(() => ({ rps: NaN, p50: NaN, p99: NaN, failures: 0 }));
        const order = CALLS.map((_, i) => i);
        if (round % 2 === 1) order.reverse();
        for (const i of order) {
          const call = CALLS[i]!;
          if (which === "lean" && call.claybookOnly) continue;
          const m = await measure(server.url, call, potters);
          console.log(`${backend} round ${round + 1} ${which} ${call.label}: ${m.rps.toFixed(0)} req/s, p50 ${m.p50} ms, p99 ${m.p99} ms, ${m.failures} failures`);
          measured[i] = m;
        }
        runs[which].push(measured);
      } finally {
        await server.kill("SIGTERM");
      }
    }
  }
  return { backend, generateMs, plans, runs, headerBytes: header, loadStart, loadEnd: load() };
}

/** Median over the rounds of one call's figure. */
function med(r: BackendResult, which: Server, i: number, key: keyof Measured): number {
  return median(r.runs[which].map((round) => round[i]![key]));
}

function section(results: BackendResult[], skipped: string | null): string {
  const lines = [
    "## API speed: Claybook and a lean reference",
    "",
    `Run: ${machineNote()}; load average ${results.map((r) => `${r.backend} ${r.loadStart} at the start, ${r.loadEnd} at the end`).join("; ")}. ` +
      "Other work shares these 2 cores (the load average is far above 2), so absolute figures swing by 2× between runs; " +
      "the ratios are measured side by side in one run and are the figures to compare.",
    "",
    `One database holds three potters of ${Object.values(SIZES).map((n) => n.toLocaleString("en-US")).join(", ")} pieces, four stage entries ` +
      "each (bench/generate-pieces.ts); the calls are the 10,000-piece potter's unless named. Each call carries the session cookie and " +
      `\`Accept-Encoding: gzip\`, as a browser's do. ${ROUNDS} rounds (every other one runs the calls in reverse order); in each, the real server (server/main.ts, its own process) and then the ` +
      `lean reference (bench/lean-server.ts: node:http, Claybook's own prepared SQL, the same JSON, gzip above the same size) on the same ` +
      `data; autocannon, ${CONNECTIONS} connections, ${DURATION_S} s per call after 1 s of warm-up. Medians of the rounds. ` +
      "Before measuring, every lean answer was checked to equal Claybook's.",
  ];
  for (const r of results) {
    const health = { claybook: med(r, "claybook", 0, "rps"), lean: med(r, "lean", 0, "rps") };
    lines.push(
      "",
      `### ${r.backend}`,
      "",
      "| call | Claybook req/s | ÷ lean | ÷ Claybook health | p50 / p99 ms | lean req/s | lean ÷ lean health | lean p50 / p99 ms | failures |",
      "|---|---:|---:|---:|---:|---:|---:|---:|---:|",
    );
    CALLS.forEach((call, i) => {
      const c = med(r, "claybook", i, "rps");
      const l = call.claybookOnly ? NaN : med(r, "lean", i, "rps");
      const failures = [...r.runs.claybook, ...r.runs.lean].reduce((sum, round) => sum + round[i]!.failures, 0);
      lines.push(
        `| ${call.label} | ${c.toFixed(0)} | ${call.claybookOnly ? "—" : (c / l).toFixed(2)} | ${(c / health.claybook).toFixed(2)} | ` +
          `${med(r, "claybook", i, "p50")} / ${med(r, "claybook", i, "p99")} | ${call.claybookOnly ? "—" : l.toFixed(0)} | ` +
          `${call.claybookOnly ? "—" : (l / health.lean).toFixed(2)} | ` +
          `${call.claybookOnly ? "—" : `${med(r, "lean", i, "p50")} / ${med(r, "lean", i, "p99")}`} | ${failures} |`,
      );
    });
    const idx = (label: string) => CALLS.findIndex((c) => c.label === label);
    const flat = (which: Server) => med(r, which, CALLS.length - 2, "rps") / med(r, which, CALLS.length - 1, "rps");
    const small = med(r, "claybook", idx("GET /api/user"), "rps") / med(r, "claybook", idx("GET /api/user, no Accept-Encoding"), "rps");
    const ratio = (label: string) => med(r, "claybook", idx(label), "rps") / med(r, "lean", idx(label), "rps");
    const toHealth = (which: Server, label: string) => med(r, which, idx(label), "rps") / health[which];
    const verdict = (ok: boolean) => (ok ? "met" : "**not met**");
    const listCalls = ["GET /api/pieces page 1", "GET /api/pieces page 400"];
    // docs/decisions/0286-benchmark-lean-reference-runs-the-app-statements.md: 0.75 of the lean reference on PGlite, 0.8 on PostgreSQL.
    const toLean = r.backend === "PostgreSQL" ? 0.8 : 0.75;
    const targets = [
      ...["GET /api/user", "GET /api/pieces page 1"].map(
        (label) => `${label} ÷ lean ${ratio(label).toFixed(2)} (target ≥ ${toLean.toFixed(2)}: ${verdict(ratio(label) >= toLean)})`,
      ),
      ...listCalls.map((label) => {
        const own = toHealth("claybook", label);
        const lean = toHealth("lean", label);
        return `${label} ÷ health ${own.toFixed(2)} (target ≥ 0.50: ${own >= 0.5 ? "met" : `not met; the lean reference itself reaches ${lean.toFixed(2)} of its health, so the target is bound by the query's own cost${lean >= 0.5 ? " — **no, the lean reference meets it**" : ""}`})`;
      }),
      ...(r.backend === "PostgreSQL"
        ? listCalls.map((label) => {
            const p99 = med(r, "claybook", idx(label), "p99");
            const leanP99 = med(r, "lean", idx(label), "p99");
            return `${label} p99 ${p99} ms (target ≤ 50: ${p99 <= 50 ? "met" : `not met; lean p99 ${leanP99} ms in the same run`})`;
          })
        : []),
      `flat cost ${flat("claybook").toFixed(2)}× (target ≤ 1.25: ${verdict(flat("claybook") <= 1.25)})`,
    ];
    lines.push("", `Targets: ${targets.join("; ")}.`);
    lines.push(
      "",
      `Flat cost: page 1 at ${SIZES.huge.toLocaleString("en-US")} pieces costs **${flat("claybook").toFixed(2)}×** page 1 at ${SIZES.small.toLocaleString("en-US")} pieces (time per request = 1 ÷ throughput; lean reference ${flat("lean").toFixed(2)}×). ` +
        `Small answers and gzip: GET /api/user with \`Accept-Encoding: gzip\` runs at **${small.toFixed(2)}×** the same call without it. ` +
        `Header bytes (status line to the blank line) of JSON answers: ${Object.entries(r.headerBytes.claybook).map(([k, v]) => `${k} ${v}${r.headerBytes.lean[k] ? ` (lean ${r.headerBytes.lean[k]})` : ""}`).join(", ")}. ` +
        `Data load: ${Math.round(r.generateMs / 1000)} s.`,
      "",
      `EXPLAIN ANALYZE of the list's prepared statement (checked: the page cut from pieces_user_created_idx, no stage history, no per-row subquery, no pieces scan returning more rows than the page needs): ` +
        r.plans.map((p) => `${p.label} **${p.ok ? "pass" : `FAIL: ${p.why.join("; ")}`}**`).join(", ") + ".",
    );
    for (const p of r.plans.filter((p) => !p.label.startsWith("page 400"))) lines.push("", `${p.label}:`, "", "```", p.plan, "```");
  }
  if (skipped) lines.push("", skipped);
  return lines.join("\n");
}

async function main() {
  const started = performance.now();
  const results: BackendResult[] = [];
  if (process.env.BENCH_BACKENDS !== "postgres") {
    const dataDir = mkdtempSync(path.join(os.tmpdir(), "claybook-bench-"));
    try {
      results.push(
        await runBackend(
          "PGlite",
          { DATA_DIR: dataDir, DATABASE_URL: "" },
          () => openDatabase({ dataDir }),
          (db) => async (text) => {
            const res = (await db.db.execute(sql.raw(text))) as unknown as { rows: Record<string, string>[] };
            return res.rows.map((row) => Object.values(row)[0]!);
          },
        ),
      );
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  }

  let skipped: string | null = null;
  const url = process.env.DATABASE_URL || process.env.TEST_DATABASE_URL;
  if (!url) {
    skipped = "PostgreSQL: skipped (neither DATABASE_URL nor TEST_DATABASE_URL was set for this run).";
    console.log(`\n${skipped}`);
  } else if (process.env.BENCH_BACKENDS !== "pglite") {
    // A scratch database on the same server, dropped afterwards, so the bench never touches real data.
    await withScratchPostgres(url, "claybook_bench", async (scratch) => {
      results.push(
        await runBackend(
          "PostgreSQL",
          { DATA_DIR: scratch.dataDir, DATABASE_URL: scratch.url },
          () => openDatabase({ databaseUrl: scratch.url, dataDir: scratch.dataDir }),
          () => async (text) => {
            const client = new pg.Client({ connectionString: scratch.url });
            await client.connect();
            try {
              const res = await client.query(text);
              return res.rows.map((row: Record<string, string>) => Object.values(row)[0]!);
            } finally {
              await client.end();
            }
          },
        ),
      );
    });
  }

  if (ONLY) {
    for (const r of results) {
      for (const [i, call] of CALLS.entries()) {
        const lean = call.claybookOnly ? NaN : med(r, "lean", i, "rps");
        console.log(`${r.backend} ${call.label}: Claybook ${med(r, "claybook", i, "rps").toFixed(0)} req/s, lean ${lean.toFixed(0)}, ÷ lean ${(med(r, "claybook", i, "rps") / lean).toFixed(2)}`);
      }
    }
    return;
  }
  const md = section(results, skipped);
  writeSection("pieces-list", md);
  console.log(md);
  console.log(`\nwrote docs/benchmarks.md in ${Math.round((performance.now() - started) / 1000)} s`);
  const failed = results.some((r) => r.plans.some((p) => !p.ok) || [...r.runs.claybook, ...r.runs.lean].some((round) => round.some((m) => m.failures > 0)));
  if (failed) process.exit(1);
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
