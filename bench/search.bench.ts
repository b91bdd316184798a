/**
 * Benchmark: search, filters and sort on My Pieces. One potter with 10,000 pieces, 40,000 stage entries and
 * 20,000 layers; a generated set of queries (every text with none to three filters, and a sort), each asked round by
 * round side by side with GET /api/health, on PGlite and, with DATABASE_URL, on PostgreSQL. The real server
 * (server/main.ts) runs in its own process. EXPLAIN of the text search shows which indexes answer it.
 * Targets: p95 ≤ 50 ms on PostgreSQL and ≤ 150 ms on PGlite. Results go to docs/benchmarks.md.
 */
import os from "node:os";
import { sql } from "drizzle-orm";
import type { Database, Db } from "../server/db/client";
import { startServer } from "../tests/helpers/server-process";
import { generatePieces } from "./generate-pieces";
import { machineNote, percentile, writeSection } from "./report";
import { eachBackend } from "./scratch-postgres";

const PIECES = 10_000;
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 12);
const WARMUP = 2;
const TARGET_P95_MS = { PGlite: 150, PostgreSQL: 50 } as const;
const MATERIALS = ["Celadon", "Tenmoku", "Shino", "Floating Blue", "Chun Red", "Rutile Blue", "Iron Oxide", "Clear"];

async function generate(db: Db): Promise<{ sessionToken: string; glazeId: number; userId: number }> {
  const user = await generatePieces(db, { pieces: PIECES });
  const userId = user.userId;
  const made = (await db.execute(sql`insert into glazes (user_id, name, type, brand, created_at, updated_at)
    select ${userId}, m, 'Glaze', 'Studio', now(), now() from unnest(${sql.raw(`array[${MATERIALS.map((m) => `'${m}'`).join(", ")}]`)}) as m
    returning id, name`)) as unknown as { rows: { id: number; name: string }[] };
  // Two layers a piece: a glaze from the library, then a material typed by name.
  await db.execute(sql`insert into decoration_layers (user_id, piece_id, glaze_id, type, placement, order_index)
    select ${userId}, p.id, g.id, 'Glaze', 'Entire Piece', 0
    from (select id, row_number() over (order by id) as rn from pieces where user_id = ${userId}) p
    join (select id, row_number() over (order by id) - 1 as k from glazes where user_id = ${userId}) g on g.k = p.rn % ${MATERIALS.length}`);
  await db.execute(sql`insert into decoration_layers (user_id, piece_id, type, material_name, placement, order_index)
    select ${userId}, id, 'Underglaze', case id % 3 when 0 then 'Black Velvet' when 1 then 'Bright Red' else 'Cobalt Wash' end, 'Inside', 1
    from pieces where user_id = ${userId}`);
  // Stage notes on one entry in seven; decorating techniques on one piece in four (the generator gives the codes).
  await db.execute(sql`update stage_history set notes = case id % 2 when 0 then 'Cracked at the foot, watch drying' else 'Wax resist on the rim' end
    where user_id = ${userId} and id % 7 = 0`);
  await db.execute(sql`update pieces set decorating_techniques = array['Sgraffito'] where user_id = ${userId} and id % 4 = 0`);
  for (const table of ["pieces", "stage_history", "decoration_layers", "glazes"]) await db.execute(sql.raw(`vacuum analyze ${table}`));
  return { sessionToken: user.sessionToken, glazeId: made.rows.find((r) => r.name === "Celadon")!.id, userId };
}

/** Every text with none to three filters, and a sort on some: at least 50 distinct queries. */
function querySet(glazeId: number, aCode: string): string[] {
  const texts = ["celadon", "piece 12", "mug", "cracked", "stonew", aCode, aCode.slice(0, 4), "sgraffito", "floating blue", "wax rim", "piece", ""];
  const filters = [
    "stage=Bisqued",
    "method=wheel",
    "clayBody=Porcelain",
    "location=Kiln%20Room",
    `glazeId=${glazeId}`,
    "from=2025-01-01&to=2026-12-31",
    "hasPhotos=true",
    "minDays=30",
  ];
  const sorts = ["", "sort=name", "sort=oldest", "sort=changed", "sort=longest"];
  const queries = new Set<string>();
  texts.forEach((text, t) => {
    for (let n = 0; n <= 3; n++) {
      const chosen = Array.from({ length: n }, (_, k) => filters[(t * 3 + k * 2 + n) % filters.length]!);
      const parts = [text ? `q=${encodeURIComponent(text)}` : "", ...new Set(chosen), sorts[(t + n) % sorts.length]!].filter(Boolean);
      if (parts.length) queries.add(`/api/pieces?${parts.join("&")}`);
    }
    queries.add(`/api/pieces?q=${encodeURIComponent(text || "blue")}&page=2`);
  });
  return [...queries];
}

async function timed(base: string, cookie: string, urlPath: string): Promise<{ ms: number; status: number; total?: number }> {
  const t0 = performance.now();
  const res = await fetch(`${base}${urlPath}`, { headers: { cookie, "accept-encoding": "gzip" } });
  const body = (await res.json()) as { pagination?: { total: number } };
  return { ms: performance.now() - t0, status: res.status, total: body.pagination?.total };
}

interface BackendResult {
  backend: "PGlite" | "PostgreSQL";
  generateMs: number;
  queries: number;
  health: number[];
  search: number[];
  perQuery: { path: string; p95: number; total: number }[];
  failures: number;
  explain: string;
}

async function explainSearch(db: Db, userId: number): Promise<string> {
  // Which pieces a word finds, as pieces-search.ts asks it (docs/decisions/0149-search-text.md): a word in one piece
  // in eight ('rutile', a layer's glaze) is found from the full-text, trigram and code indexes.
  const rows = (await db.execute(sql`explain (analyze, costs off, timing off, summary off)
    select id from pieces where user_id = ${userId} and current_stage is not null
      and (search_vector @@ 'rutile:*'::tsquery or search_text like '%rutile%' or replace(code, '-', '') like 'RUTILE%')`)) as unknown as {
    rows: Record<string, string>[];
  };
  return rows.rows.map((r) => Object.values(r)[0]).join("\n");
}

async function runBackend(backend: BackendResult["backend"], serverEnv: Record<string, string>, open: () => Promise<Database>): Promise<BackendResult> {
  console.log(`\n--- ${backend}: generating ${PIECES} pieces`);
  const database = await open();
  const t0 = performance.now();
  const generated = await generate(database.db);
  const generateMs = performance.now() - t0;
  const codeRow = (await database.db.execute(sql`select code from pieces where user_id = ${generated.userId} order by id offset 4321 limit 1`)) as unknown as {
    rows: { code: string }[];
  };
  const explain = await explainSearch(database.db, generated.userId);
  await database.close();
  const server = await startServer({ ...serverEnv, NODE_ENV: "development" });
  try {
    const cookie = `claybook_session=${generated.sessionToken}`;
    const queries = querySet(generated.glazeId, codeRow.rows[0]!.code);
    const runs = queries.map(() => [] as { ms: number; status: number; total?: number }[]);
    const health: number[] = [];
    for (let round = 0; round < WARMUP + ROUNDS; round++) {
      const order = round % 2 === 0 ? queries.map((_, k) => k) : queries.map((_, k) => queries.length - 1 - k);
      for (const k of order) {
        const h = await timed(server.url, cookie, "/api/health");
        const s = await timed(server.url, cookie, queries[k]!);
        if (round < WARMUP) continue;
        health.push(h.ms);
        runs[k]!.push(s);
      }
    }
    const search = runs.flat().map((r) => r.ms);
    const perQuery = queries.map((q, k) => {
      const times = runs[k]!.map((r) => r.ms).sort((a, b) => a - b);
      return { path: q, p95: percentile(times, 95), total: runs[k]![0]?.total ?? -1 };
    });
    const failures = runs.flat().filter((r) => r.status !== 200).length;
    console.log(`${backend}: ${queries.length} queries, search p95 ${percentile([...search].sort((a, b) => a - b), 95).toFixed(1)} ms, ${failures} failures`);
    return { backend, generateMs, queries: queries.length, health, search, perQuery, failures, explain };
  } finally {
    await server.kill("SIGTERM");
  }
}

const sorted = (xs: number[]) => [...xs].sort((a, b) => a - b);

function section(results: BackendResult[], skipped: string | null): string {
  const lines = [
    "## Search, filters and sort",
    "",
    `Run: ${machineNote()}; load average at the end ${os.loadavg().map((l) => l.toFixed(1)).join(" / ")}. bench/search.bench.ts: one potter with ` +
      `${PIECES.toLocaleString("en-US")} pieces, 40,000 stage entries (one in seven with notes) and 20,000 layers (a library glaze and a typed ` +
      `material on every piece). A generated set of queries: twelve texts (words, parts of words, two-word, a code, a code's start, none) each ` +
      `with none to three filters (stage, forming method, clay body, location, glaze, created between, has photos, days in stage) and a ` +
      `sort, plus a second page. ${WARMUP} warm-up rounds, then ${ROUNDS} rounds, each query right after a GET /api/health, in alternating ` +
      `order. Targets: p95 ≤ ${TARGET_P95_MS.PostgreSQL} ms on PostgreSQL and ≤ ${TARGET_P95_MS.PGlite} ms on PGlite.`,
    "",
    "| backend | queries | requests | search p50 / p95 / p99 ms | slowest query's p95 ms | health p95 ms | search p95 ÷ health p95 | failures | target |",
    "|---|---:|---:|---:|---:|---:|---:|---:|---|",
  ];
  for (const r of results) {
    const s = sorted(r.search);
    const h = sorted(r.health);
    const worst = Math.max(...r.perQuery.map((q) => q.p95));
    const met = percentile(s, 95) <= TARGET_P95_MS[r.backend] && r.failures === 0;
    lines.push(
      `| ${r.backend} | ${r.queries} | ${s.length} | ${percentile(s, 50).toFixed(1)} / ${percentile(s, 95).toFixed(1)} / ${percentile(s, 99).toFixed(1)} | ` +
        `${worst.toFixed(1)} | ${percentile(h, 95).toFixed(1)} | ${(percentile(s, 95) / (percentile(h, 95) || 1)).toFixed(1)} | ${r.failures} | **${met ? "met" : "MISSED"}** |`,
    );
  }
  for (const r of results) {
    lines.push("", `${r.backend}: data load ${Math.round(r.generateMs)} ms. The five slowest queries (p95 ms, pieces found):`, "");
    for (const q of [...r.perQuery].sort((a, b) => b.p95 - a.p95).slice(0, 5)) lines.push(`- \`${q.path}\`: ${q.p95.toFixed(1)} ms, ${q.total}`);
    lines.push("", `EXPLAIN ANALYZE of which pieces the word 'rutile' finds, on ${r.backend}:`, "", "```", r.explain, "```");
  }
  if (skipped) lines.push("", skipped);
  return lines.join("\n");
}

async function main() {
  const { results, skipped } = await eachBackend("search", (b) => runBackend(b.name, b.env, b.open));
  writeSection("search", section(results, skipped));
  console.log(section(results, skipped));
  if (results.some((r) => r.failures > 0)) process.exit(1);
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
