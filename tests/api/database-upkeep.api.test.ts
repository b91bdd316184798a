/**
 * Upkeep of the embedded database (docs/decisions/0177-database-upkeep.md): after pieces and many autosaves made
 * through the API, the upkeep job leaves the pieces table analyzed (the planner knows its size) and its dead rows
 * reclaimed; under steady editing with the job running the table's rows stay within 1.5× their size after VACUUM
 * FULL and the table with its indexes stops growing. (The trigram indexes settle at about twice their freshly built
 * size, which a plain VACUUM does not shrink; the data folder as a whole is measured by bench/pieces-list.bench.ts.)
 * On PostgreSQL autovacuum does the work and the job does nothing. The job runs at a quiet time: while a request is
 * being handled it waits, and puts the run off when no quiet time comes (docs/decisions/0240-background-work-gives-way.md).
 */
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { databaseUpkeepJob, quietUpkeep } from "../../server/jobs/database-upkeep";
import { JOBS } from "../../server/jobs/job-list";
import { signUp, type SignedInUser } from "../helpers/client";
import { createTestContext, type TestContext } from "../helpers/test-app";

let ctx: TestContext;
let potter: SignedInUser;
const ids: number[] = [];
const PIECES = 150;
/** The job's own rules with short waits, so a test needs no three seconds of silence each time. */
const quickUpkeep = quietUpkeep({ quietMs: 100, waitMs: 400, tableQuietMs: 20, tableWaitMs: 200, runAnywayAfter: 3 });

async function piecesStats() {
  await ctx.db.execute(sql`select pg_stat_force_next_flush()`);
  const rows = await ctx.db.execute<{ reltuples: number; dead: number; heap: number; total: number }>(
    sql`select c.reltuples::float8 as reltuples, s.n_dead_tup::int as dead, pg_relation_size('pieces')::int as heap,
               pg_total_relation_size('pieces')::int as total
          from pg_class c join pg_stat_user_tables s on s.relid = c.oid where c.relname = 'pieces'`,
  );
  const row = (Array.isArray(rows) ? rows[0] : (rows as { rows: unknown[] }).rows[0]) as { reltuples: number; dead: number; heap: number; total: number };
  return { reltuples: Number(row.reltuples), dead: Number(row.dead), heap: Number(row.heap), total: Number(row.total) };
}

/** Autosaves as the app sends them: one field a time, ten pieces at once. */
async function autosave(rounds: number, tag: string, third?: number) {
  const chosen = third === undefined ? ids : ids.filter((_, i) => i % 3 === third);
  for (let r = 0; r < rounds; r++) {
    for (let i = 0; i < chosen.length; i += 10) {
      const batch = chosen.slice(i, i + 10).map((id) => potter.client.patch(`/api/pieces/${id}`, { notes: `${tag} draft ${r} of piece ${id}` }));
      for (const res of await Promise.all(batch)) expect(res.status).toBe(200);
    }
  }
}

beforeAll(async () => {
  ctx = await createTestContext();
  potter = await signUp(ctx);
  for (let i = 0; i < PIECES; i += 15) {
    const batch = Array.from({ length: 15 }, (_, j) => potter.client.post("/api/pieces", { name: `Bowl ${i + j}`, type: "wheel", clayBody: "B-Mix" }));
    for (const res of await Promise.all(batch)) {
      expect(res.status).toBe(201);
      ids.push(res.body.id);
    }
  }
}, 300_000);

afterAll(async () => {
  await ctx?.close();
});

describe("database upkeep", () => {
  it("is one of the server's jobs", () => {
    expect(JOBS).toContain(databaseUpkeepJob);
  });

  it("after pieces and thousands of autosaves, leaves the pieces analyzed and their dead rows reclaimed (PGlite); does nothing on PostgreSQL", async () => {
    await autosave(8, "first");
    if (ctx.kind === "postgres") {
      expect(await ctx.deps.database.maintenance()).toEqual({ tables: [] });
      await databaseUpkeepJob.run(ctx.deps);
      return;
    }
    const before = await piecesStats();
    // Nothing has analyzed or vacuumed the table: PGlite has no autovacuum.
    expect(before.reltuples).toBe(-1);
    expect(before.dead).toBeGreaterThan(100);
    await databaseUpkeepJob.run(ctx.deps);
    const after = await piecesStats();
    expect(after.reltuples).toBeGreaterThanOrEqual(PIECES);
    expect(after.dead).toBeLessThanOrEqual(5);
    // Done: a second run finds nothing past the thresholds.
    expect((await ctx.deps.database.maintenance()).tables.map((t) => t.name)).not.toContain("pieces");
  }, 300_000);

  it("under steady editing with the job running, the pieces' rows stay within 1.5× their size after VACUUM FULL, and the table stops growing", async () => {
    if (ctx.kind === "postgres") {
      expect((await ctx.deps.database.maintenance({ all: true })).tables).toEqual([]);
      return;
    }
    // From a compact table, so the bloat of the first test (thousands of autosaves with no upkeep) is not counted.
    await ctx.db.execute(sql`vacuum full pieces`);
    const sizes: { heap: number; total: number }[] = [];
    for (let round = 0; round < 8; round++) {
      // Between two runs, autosaves on a third of the pieces: past the job's threshold every time.
      await autosave(1, `round ${round}`, round % 3);
      await quickUpkeep(ctx.deps);
      const { heap, total } = await piecesStats();
      sizes.push({ heap, total });
    }
    await ctx.db.execute(sql`vacuum full pieces`);
    const compact = (await piecesStats()).heap;
    expect(compact).toBeGreaterThan(0);
    const seen = `sizes ${JSON.stringify(sizes)} against ${compact} after VACUUM FULL`;
    for (const { heap } of sizes) expect(heap / compact, seen).toBeLessThanOrEqual(1.5);
    // Settled after the first rounds: the later ones reuse the space the job reclaimed.
    for (const { total } of sizes.slice(3)) expect(total, seen).toBeLessThanOrEqual(sizes[2]!.total * 1.05);
  }, 300_000);

  it("runs at a quiet time: it waits for the request being handled, and puts the run off while the server stays busy", async () => {
    await autosave(2, "busy");
    const pieces = (report: { tables: { name: string }[] } | null) => report?.tables.map((t) => t.name).includes("pieces");
    const upkeep = quietUpkeep({ quietMs: 200, waitMs: 600, tableQuietMs: 20, tableWaitMs: 200, runAnywayAfter: 2 });
    // A request that stays in the handler the whole time: the run is put off, and nothing is vacuumed.
    ctx.deps.activity.begin();
    try {
      expect(await upkeep(ctx.deps)).toBeNull();
      if (ctx.kind === "pglite") expect((await piecesStats()).dead).toBeGreaterThan(100);
      // Put off as many times as allowed: the next run goes ahead, busy or not, table by table.
      const anyway = await upkeep(ctx.deps);
      expect(anyway).not.toBeNull();
      if (ctx.kind === "pglite") expect(pieces(anyway)).toBe(true);
    } finally {
      ctx.deps.activity.end();
    }
    await autosave(2, "quiet");
    // A request ends a little after the run starts waiting: the run starts only a quiet spell after it.
    ctx.deps.activity.begin();
    let finished = false;
    const run = upkeep(ctx.deps).finally(() => (finished = true));
    await new Promise((r) => setTimeout(r, 100));
    expect(finished).toBe(false);
    if (ctx.kind === "pglite") expect((await piecesStats()).dead).toBeGreaterThan(100);
    ctx.deps.activity.end();
    const report = await run;
    expect(report).not.toBeNull();
    if (ctx.kind === "pglite") expect(pieces(report)).toBe(true);
    else expect(report).toEqual({ tables: [] });
  }, 300_000);
});
