/**
 * The potter's business benchmark (docs/decisions/0315-market-days-and-report.md): one potter with SALES sales (10,000
 * by default; BENCH_SALES for a smaller smoke run) of one piece each over a year, on four channels, twelve venues and
 * the generator's forms, a tenth returned. Measures, side by side with GET /api/health, the year's report
 * (GET /api/reports/sales) and a piece's cost (GET /api/pieces/{id}/cost with clay, a glaze layer, a firing and a
 * supply). PGlite, and PostgreSQL with DATABASE_URL; the real server in its own process. Results go to
 * docs/benchmarks.md. Targets: the report p95 ≤ 100 ms on PostgreSQL and ≤ 300 ms on PGlite; a piece's cost p95 ≤ 20 ms.
 */
import { sql } from "drizzle-orm";
import type { Database, Db } from "../server/db/client";
import { startServer } from "../tests/helpers/server-process";
import { generatePieces } from "./generate-pieces";
import { machineNote, percentile, writeSection } from "./report";
import { eachBackend } from "./scratch-postgres";

const SALES = Number(process.env.BENCH_SALES ?? 10_000);
const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 200);
const WARMUP = Math.min(30, REQUESTS);
const TARGET = { report: { PGlite: 300, PostgreSQL: 100 }, cost: 20 } as const;

type Rows<T> = { rows: T[] };

async function generate(db: Db): Promise<{ sessionToken: string; pieceId: number }> {
  const user = await generatePieces(db, { pieces: SALES });
  const userId = user.userId;
  await db.execute(sql`insert into clay_prices (user_id, clay_body, bag_price_minor, bag_weight, weight_unit)
    select ${userId}, c, 2800, 25, 'kg' from unnest(array['Stoneware', 'Porcelain', 'B-Mix', 'Speckled Buff', 'Earthenware']) as c`);
  await db.execute(sql`insert into supplies (user_id, name, price_minor, per_piece_minor) values (${userId}, 'Boxes', 3000, 75)`);
  await db.execute(sql`update pieces set clay_weight = 1.5 + (id % 5) * 0.25 where user_id = ${userId}`);
  // One sale per piece, spread over 2026, a tenth returned.
  await db.execute(sql`insert into sales (user_id, date, channel, venue, fee_minor, tax_minor)
    select ${userId}, date '2026-01-01' + (n % 365), (array['fair', 'market', 'shop', 'online'])[1 + n % 4], 'Venue ' || (n % 12), 30, 0
    from generate_series(0, ${SALES - 1}) as n`);
  await db.execute(sql`insert into sale_items (user_id, sale_id, piece_id, piece_name, form, date, channel, venue, price_minor, discount_minor, cost_minor)
    select ${userId}, s.id, p.id, p.name, (array['Mug', 'Bowl', 'Vase', 'Plate', 'Other'])[1 + p.rn % 5], s.date, s.channel, s.venue,
      1000 + (p.rn % 50) * 100, 0, 400 + p.rn % 300
    from (select id, date, channel, venue, row_number() over (order by id) as rn from sales where user_id = ${userId}) s
    join (select id, name, row_number() over (order by id) as rn from pieces where user_id = ${userId}) p on p.rn = s.rn`);
  await db.execute(sql`insert into sale_returns (user_id, sale_id, date, refund_minor)
    select ${userId}, id, date, 0 from sales where user_id = ${userId} and id % 10 = 0`);
  await db.execute(sql`update sale_items i set return_id = r.id from sale_returns r where r.sale_id = i.sale_id`);
  // The costed piece: a priced glaze layer and an own kiln's done firing of 30 pieces.
  const piece = (await db.execute(sql`select id from pieces where user_id = ${userId} order by id limit 1`)) as unknown as Rows<{ id: number }>;
  const pieceId = piece.rows[0]!.id;
  const glaze = (await db.execute(sql`insert into glazes (user_id, name) values (${userId}, 'Celadon') returning id`)) as unknown as Rows<{ id: number }>;
  await db.execute(sql`insert into glaze_prices (user_id, glaze_id, name, jar_price_minor, jar_weight, weight_unit) values (${userId}, ${glaze.rows[0]!.id}, 'Celadon pint', 1800, 16, 'oz')`);
  await db.execute(sql`insert into decoration_layers (user_id, piece_id, glaze_id, type, placement) values (${userId}, ${pieceId}, ${glaze.rows[0]!.id}, 'Glaze', 'Inside')`);
  const kiln = (await db.execute(sql`insert into kilns (user_id, name, type) values (${userId}, 'Skutt', 'Electric') returning id`)) as unknown as Rows<{ id: number }>;
  await db.execute(sql`insert into kiln_costs (user_id, kiln_id, per_firing_minor) values (${userId}, ${kiln.rows[0]!.id}, 1200)`);
  const firing = (await db.execute(sql`insert into firings (user_id, kiln_id, kind, status) values (${userId}, ${kiln.rows[0]!.id}, 'bisque', 'done') returning id`)) as unknown as Rows<{
    id: number;
  }>;
  await db.execute(sql`insert into firing_pieces (user_id, firing_id, piece_id) select ${userId}, ${firing.rows[0]!.id}, id from pieces where user_id = ${userId} order by id limit 30`);
  for (const table of ["sales", "sale_items", "sale_returns", "pieces", "firing_pieces"]) await db.execute(sql.raw(`vacuum analyze ${table}`));
  return { sessionToken: user.sessionToken, pieceId };
}

interface Measured {
  label: string;
  p50: number;
  p95: number;
  failures: number;
}

async function measure(base: string, cookie: string, calls: readonly (readonly [string, string])[]): Promise<Measured[]> {
  const timed = async (p: string) => {
    const t0 = performance.now();
    const res = await fetch(`${base}${p}`, { headers: { cookie } });
    await res.arrayBuffer();
    return { ms: performance.now() - t0, ok: res.status === 200 };
  };
  for (let i = 0; i < WARMUP; i++) for (const [, p] of calls) await timed(p);
  const runs = calls.map(() => [] as { ms: number; ok: boolean }[]);
  for (let i = 0; i < REQUESTS; i++) for (const [k, [, p]] of calls.entries()) runs[k]!.push(await timed(p));
  return calls.map(([label], k) => {
    const times = runs[k]!.map((r) => r.ms).sort((a, b) => a - b);
    return { label, p50: percentile(times, 50), p95: percentile(times, 95), failures: runs[k]!.filter((r) => !r.ok).length };
  });
}

async function runBackend(backend: "PGlite" | "PostgreSQL", env: Record<string, string>, open: () => Promise<Database>) {
  const database = await open();
  const generated = await generate(database.db);
  await database.close();
  const server = await startServer({ ...env, NODE_ENV: "development" });
  try {
    const reads = await measure(server.url, `claybook_session=${generated.sessionToken}`, [
      ["GET /api/health", "/api/health"],
      [`the year's report: GET /api/reports/sales (${SALES.toLocaleString("en-US")} sales)`, "/api/reports/sales?from=2026-01-01&to=2026-12-31"],
      ["a piece's cost: GET /api/pieces/{id}/cost", `/api/pieces/${generated.pieceId}/cost`],
    ]);
    for (const m of reads) console.log(`${backend} ${m.label}: p50 ${m.p50.toFixed(1)} ms, p95 ${m.p95.toFixed(1)} ms, ${m.failures} failures`);
    return { backend, reads };
  } finally {
    await server.kill("SIGTERM");
  }
}

async function main() {
  const { results, skipped } = await eachBackend("sales-report", (b) => runBackend(b.name, b.env, b.open));
  const lines = [
    "## The potter's business: the year's report and a piece's cost",
    "",
    `Run: ${machineNote()}. bench/sales-report.bench.ts: ${SALES.toLocaleString("en-US")} sales of one piece each over 2026, a tenth returned; ` +
      `${WARMUP} warm-up rounds, then ${REQUESTS} rounds. Targets: the report p95 ≤ ${TARGET.report.PostgreSQL} ms on PostgreSQL and ≤ ` +
      `${TARGET.report.PGlite} ms on PGlite; a piece's cost p95 ≤ ${TARGET.cost} ms.`,
    "",
    "| backend | call | p50 ms | p95 ms | failures |",
    "|---|---|---:|---:|---:|",
    ...results.flatMap((r) => r.reads.map((m) => `| ${r.backend} | ${m.label} | ${m.p50.toFixed(1)} | ${m.p95.toFixed(1)} | ${m.failures} |`)),
  ];
  if (skipped) lines.push("", skipped);
  writeSection("sales-report", lines.join("\n"));
}

await main();
