/**
 * Recipe list benchmark (product.md#r258): one potter with 2,000 recipes of 4–12 lines each (BENCH_RECIPES for a
 * smoke run at a smaller size, which prints and writes nothing to the report). Measures the list's first page
 * (GET /api/recipes), a page by kind, a name search, and one recipe with its analysis, beside GET /api/health, on
 * PGlite and (with DATABASE_URL) PostgreSQL. The real server runs in its own process; latency from requests sent one at
 * a time, each timed. Target: the first page's p95 ≤ 50 ms on PostgreSQL and ≤ 150 ms on PGlite.
 */
import os from "node:os";
import { sql } from "drizzle-orm";
import { DEFAULT_MATERIALS } from "../contract/glaze-lab/chemistry";
import { RECIPE_KINDS } from "../contract/glaze-lab/rules";
import { hashToken, randomToken, SESSION_TTL_MS } from "../server/auth/tokens";
import type { Database, Db } from "../server/db/client";
import { recipes, recipeVersions, sessions, users, type StoredRecipeLine } from "../server/db/schema";
import { hashPassword } from "../server/services/auth/auth";
import { startServer } from "../tests/helpers/server-process";
import { machineNote, percentile, writeSection } from "./report";
import { eachBackend } from "./scratch-postgres";

const FULL_SIZE = 2_000;
const RECIPES = Number(process.env.BENCH_RECIPES ?? FULL_SIZE);
const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 300);
const WARMUP = 40;
const BATCH = 500;
const TARGET_P95_MS = { PGlite: 150, PostgreSQL: 50 } as const;

function rng(seed: number) {
  let s = seed >>> 0;
  return () => {
    s = (s * 1664525 + 1013904223) >>> 0;
    return s / 2 ** 32;
  };
}

async function generate(db: Db): Promise<{ sessionToken: string; someId: number }> {
  const random = rng(258);
  const [user] = await db
    .insert(users)
    .values({ email: `bench-recipes-${Date.now().toString(36)}@example.com`, firstName: "Bench", lastName: "Potter", passwordHash: await hashPassword("Glaze1234"), subscriptionTier: "pro" })
    .returning({ id: users.id });
  const userId = user!.id;
  const start = Date.now() - RECIPES * 3_600_000;
  let someId = 0;
  for (let offset = 0; offset < RECIPES; offset += BATCH) {
    const rows = Array.from({ length: Math.min(BATCH, RECIPES - offset) }, (_, i) => {
      const n = offset + i;
      const lines: StoredRecipeLine[] = Array.from({ length: 4 + (n % 9) }, (_, j) => {
        const m = DEFAULT_MATERIALS[Math.floor(random() * DEFAULT_MATERIALS.length)]!;
        return { materialId: `default:${m.key}`, name: m.name, amount: Math.round(random() * 400) / 10 + 1, addition: j >= 4 && j % 3 === 0 };
      });
      const at = new Date(start + n * 3_600_000);
      return { userId, name: `Recipe ${n + 1}`, kind: RECIPE_KINDS[n % RECIPE_KINDS.length]!, cone: "Cone 6", lines, lineCount: lines.length, createdAt: at, updatedAt: at };
    });
    const made = await db.insert(recipes).values(rows).returning({ id: recipes.id });
    someId = made[0]!.id;
    await db.insert(recipeVersions).values(made.map((r, i) => ({ userId, recipeId: r.id, version: 1, lines: rows[i]!.lines, createdAt: rows[i]!.createdAt })));
  }
  const sessionToken = randomToken();
  await db.insert(sessions).values({ id: hashToken(sessionToken), userId, expiresAt: new Date(Date.now() + SESSION_TTL_MS) });
  await db.execute(sql`vacuum analyze recipes`);
  return { sessionToken, someId };
}

interface Measured {
  label: string;
  p50: number;
  p95: number;
  p99: number;
  failures: number;
}

async function measure(base: string, label: string, urlPath: string, cookie: string): Promise<Measured> {
  const one = async () => {
    const t0 = performance.now();
    const res = await fetch(`${base}${urlPath}`, { headers: { cookie } });
    await res.arrayBuffer();
    return { ms: performance.now() - t0, ok: res.status === 200 };
  };
  for (let i = 0; i < WARMUP; i++) await one();
  const results = [];
  for (let i = 0; i < REQUESTS; i++) results.push(await one());
  const times = results.map((r) => r.ms).sort((a, b) => a - b);
  return { label, p50: percentile(times, 50), p95: percentile(times, 95), p99: percentile(times, 99), failures: results.filter((r) => !r.ok).length };
}

interface BackendResult {
  backend: "PGlite" | "PostgreSQL";
  rows: Measured[];
}

async function runBackend(backend: "PGlite" | "PostgreSQL", serverEnv: Record<string, string>, open: () => Promise<Database>): Promise<BackendResult> {
  console.log(`\n--- ${backend}: generating ${RECIPES} recipes`);
  const database = await open();
  const generated = await generate(database.db);
  await database.close();
  const server = await startServer({ ...serverEnv, NODE_ENV: "development" });
  const rows: Measured[] = [];
  try {
    const cookie = `claybook_session=${generated.sessionToken}`;
    const check = await fetch(`${server.url}/api/recipes`, { headers: { cookie } });
    const body = (await check.json()) as { pagination: { total: number } };
    if (check.status !== 200 || body.pagination.total !== RECIPES) throw new Error(`unexpected list answer: ${check.status} ${JSON.stringify(body).slice(0, 200)}`);
    for (const [label, p] of [
      ["GET /api/health", "/api/health"],
      ["list: GET /api/recipes (first 20)", "/api/recipes"],
      ["list by kind: ?kind=slip", "/api/recipes?kind=slip"],
      ["search: ?q=Recipe 1", "/api/recipes?q=Recipe%201"],
      ["one recipe with its analysis: GET /api/recipes/{id}", `/api/recipes/${generated.someId}`],
    ] as const) {
      const m = await measure(server.url, label, p, cookie);
      console.log(`${label}: p50 ${m.p50.toFixed(1)} ms, p95 ${m.p95.toFixed(1)} ms, p99 ${m.p99.toFixed(1)} ms, ${m.failures} failures`);
      rows.push(m);
    }
  } finally {
    await server.kill("SIGTERM");
  }
  return { backend, rows };
}

/** The target is the first page's. */
const passes = (r: BackendResult) => r.rows[1]!.p95 <= TARGET_P95_MS[r.backend] && r.rows.every((m) => m.failures === 0);

function section(results: BackendResult[], skipped: string | null): string {
  const lines = [
    "## Glaze lab: the recipe list",
    "",
    `Run: ${machineNote()}; load average at the end ${os.loadavg().map((l) => l.toFixed(1)).join(" / ")}. One potter with ` +
      `${RECIPES.toLocaleString("en-US")} recipes of 4–12 lines, generated by bench/recipes-list.bench.ts; the real server in its own ` +
      `process; per call ${WARMUP} warm-up requests, then ${REQUESTS} sent one at a time and each timed. ` +
      `Target: the first page's p95 ≤ ${TARGET_P95_MS.PostgreSQL} ms on PostgreSQL, ≤ ${TARGET_P95_MS.PGlite} ms on PGlite.`,
    "",
    "| backend | call | p50 ms | p95 ms | p99 ms | failures |",
    "|---|---|---:|---:|---:|---:|",
  ];
  for (const r of results) for (const m of r.rows) lines.push(`| ${r.backend} | ${m.label} | ${m.p50.toFixed(1)} | ${m.p95.toFixed(1)} | ${m.p99.toFixed(1)} | ${m.failures} |`);
  for (const r of results) lines.push("", `${r.backend}: target **${passes(r) ? "met" : "MISSED"}**.`);
  if (skipped) lines.push("", skipped);
  lines.push(
    "",
    "Reading: a page is one walk of `recipes_user_updated_idx` (newest change first) reading the list's columns and the " +
      "stored line count, and one count; no lines, versions or analyses are read for a list row.",
  );
  return lines.join("\n");
}

async function main() {
  const { results, skipped } = await eachBackend("recipes-list", (b) => runBackend(b.name, b.env, b.open));
  // A smoke run at another size says its figures but leaves the report to a full run.
  if (RECIPES === FULL_SIZE) writeSection("recipes-list", section(results, skipped));
  for (const r of results) console.log(`${r.backend}: target ${passes(r) ? "met" : "MISSED"}`);
  if (results.some((r) => r.rows.some((m) => m.failures > 0))) process.exit(1);
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
