/**
 * The stored current stages and stage totals (docs/decisions/0108-stored-current-stage.md) against the stage history
 * they summarise. Seeded random histories are written through the API and, with case-variant and invalid stage names
 * the API would refuse, straight into the tables as an import does; after every history the stored columns must equal
 * what the old per-request LATERAL query gives, what the shared client rule gives (product.md#r79), and the totals
 * must equal a count of those. The backfill migration must rebuild the same from nothing.
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import { and, asc, eq, sql } from "drizzle-orm";
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { currentStageOf, STAGES, type Stage } from "../../contract/stages/schemas";
import { pieceStageCounts, pieces, stageHistory } from "../../server/db/schema";
import { refreshCurrentStage } from "../../server/services/pieces/current-stage";
import { signUp, type SignedInUser } from "../helpers/client";
import { legacyCurrentStages } from "../helpers/legacy-current-stage";
import { createTestContext, type TestContext } from "../helpers/test-app";

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(async () => {
  await ctx?.close();
});

const DAY = 86_400_000;
const BASE = Date.UTC(2026, 2, 1, 9);
/** Few days, so repeated stages often share a date and the id has to break the tie. */
const day = fc.integer({ min: 0, max: 4 });
const type = fc.constantFrom("wheel", "handbuilt", "combination");
const canonical = fc.constantFrom(...STAGES);
/** What an import may carry: any case, surrounding spaces, and names that are no board stage. */
const anyStageName = fc.constantFrom(
  "Formed", "formed", "FORMED", " Bisqued ", "bisqued", "Trimmed", "tRiMmEd", "Glazed", "glazed  ", "Finished",
  "finished", "Fired", "wedge", "Greenware", "", "Bisque",
);
const location = fc.constantFrom("Shelf A", "Kiln room", "Drying Rack", "Glaze shelf");
const anyLocation = fc.constantFrom("Shelf A", "Kiln room", "", "   ", "Glaze shelf");
const studioLocation = fc.constantFrom(null, "Studio B", "  ", "Damp box");

type Op =
  | { kind: "create"; type: string; studioLocation: string | null; stages: { stage: Stage; location: string; day: number }[] }
  | { kind: "import"; type: string; studioLocation: string | null; entries: { stage: string; location: string; day: number }[] }
  | { kind: "addStage"; piece: number; stage: Stage; location: string; day: number }
  | { kind: "importEntry"; piece: number; stage: string; location: string; day: number }
  | { kind: "editEntry"; entry: number; stage?: Stage; location?: string; day?: number }
  | { kind: "deleteEntry"; entry: number }
  | { kind: "editPiece"; piece: number; type?: string; studioLocation?: string | null }
  | { kind: "deletePiece"; piece: number };

const index = fc.nat({ max: 50 });
const newPiece = fc.record({
  kind: fc.constant("create" as const),
  type,
  studioLocation,
  stages: fc.uniqueArray(fc.record({ stage: canonical, location, day }), { maxLength: 4, selector: (s) => s.stage }),
});
const imported = fc.record({
  kind: fc.constant("import" as const),
  type,
  studioLocation,
  entries: fc.array(fc.record({ stage: anyStageName, location: anyLocation, day }), { maxLength: 5 }),
});
const op: fc.Arbitrary<Op> = fc.oneof(
  newPiece,
  imported,
  fc.record({ kind: fc.constant("addStage" as const), piece: index, stage: canonical, location, day }),
  fc.record({ kind: fc.constant("importEntry" as const), piece: index, stage: anyStageName, location: anyLocation, day }),
  fc.record(
    { kind: fc.constant("editEntry" as const), entry: index, stage: canonical, location, day },
    { requiredKeys: ["kind", "entry"] },
  ),
  fc.record({ kind: fc.constant("deleteEntry" as const), entry: index }),
  fc.record({ kind: fc.constant("editPiece" as const), piece: index, type, studioLocation }, { requiredKeys: ["kind", "piece"] }),
  fc.record({ kind: fc.constant("deletePiece" as const), piece: index }),
);

const dateOf = (d: number) => new Date(BASE + d * DAY);

async function pieceIds(userId: number): Promise<number[]> {
  const rows = await ctx.db.select({ id: pieces.id }).from(pieces).where(eq(pieces.userId, userId)).orderBy(asc(pieces.id));
  return rows.map((r) => r.id);
}

async function entryIds(userId: number): Promise<number[]> {
  const rows = await ctx.db
    .select({ id: stageHistory.id })
    .from(stageHistory)
    .where(eq(stageHistory.userId, userId))
    .orderBy(asc(stageHistory.id));
  return rows.map((r) => r.id);
}

const pick = <T>(list: T[], i: number): T | undefined => (list.length === 0 ? undefined : list[i % list.length]);

/** Writes rows the API would refuse, then does what an import does: the one refresh, in the same transaction. */
async function importPiece(userId: number, o: Extract<Op, { kind: "import" }>): Promise<void> {
  await ctx.db.transaction(async (tx) => {
    const [row] = await tx
      .insert(pieces)
      .values({ userId, name: "Imported", type: o.type, clayBody: "Stoneware", studioLocation: o.studioLocation })
      .returning({ id: pieces.id });
    if (o.entries.length > 0) {
      await tx
        .insert(stageHistory)
        .values(o.entries.map((e) => ({ userId, pieceId: row!.id, stage: e.stage, location: e.location, date: dateOf(e.day) })));
    }
    await refreshCurrentStage(tx, row!.id);
  });
}

async function apply(potter: SignedInUser, o: Op): Promise<void> {
  const userId = potter.user.id;
  const c = potter.client;
  switch (o.kind) {
    case "create": {
      const res = await c.post("/api/pieces", {
        name: "Bowl",
        type: o.type,
        clayBody: "Stoneware",
        studioLocation: o.studioLocation,
        stages: o.stages.map((s) => ({ stage: s.stage, location: s.location, date: dateOf(s.day).toISOString() })),
      });
      expect(res.status, res.text).toBe(201);
      return;
    }
    case "import":
      return importPiece(userId, o);
    case "addStage": {
      const piece = pick(await pieceIds(userId), o.piece);
      if (piece === undefined) return;
      const res = await c.post("/api/stage-history", { pieceId: piece, stage: o.stage, location: o.location, date: dateOf(o.day).toISOString() });
      expect([201, 409], res.text).toContain(res.status);
      return;
    }
    case "importEntry": {
      const piece = pick(await pieceIds(userId), o.piece);
      if (piece === undefined) return;
      await ctx.db.transaction(async (tx) => {
        await tx.insert(stageHistory).values({ userId, pieceId: piece, stage: o.stage, location: o.location, date: dateOf(o.day) });
        await refreshCurrentStage(tx, piece);
      });
      return;
    }
    case "editEntry": {
      const entry = pick(await entryIds(userId), o.entry);
      if (entry === undefined) return;
      const body = { stage: o.stage, location: o.location, date: o.day === undefined ? undefined : dateOf(o.day).toISOString() };
      const res = await c.patch(`/api/stage-history/${entry}`, body);
      expect([200, 409], res.text).toContain(res.status);
      return;
    }
    case "deleteEntry": {
      const entry = pick(await entryIds(userId), o.entry);
      if (entry === undefined) return;
      expect((await c.delete(`/api/stage-history/${entry}`)).status).toBe(200);
      return;
    }
    case "editPiece": {
      const piece = pick(await pieceIds(userId), o.piece);
      if (piece === undefined) return;
      const res = await c.patch(`/api/pieces/${piece}`, { type: o.type, studioLocation: o.studioLocation });
      expect(res.status, res.text).toBe(200);
      return;
    }
    case "deletePiece": {
      const piece = pick(await pieceIds(userId), o.piece);
      if (piece === undefined) return;
      expect((await c.delete(`/api/pieces/${piece}`)).status).toBe(200);
      return;
    }
  }
}

/** Every board stage with the potter's number of pieces there, 0 when none. */
function tally(stages: string[]): Record<Stage, number> {
  const counts = Object.fromEntries(STAGES.map((s) => [s, 0])) as Record<Stage, number>;
  for (const stage of stages) counts[stage as Stage] += 1;
  return counts;
}

async function storedCounts(userId: number): Promise<Record<Stage, number>> {
  const rows = await ctx.db.select().from(pieceStageCounts).where(eq(pieceStageCounts.userId, userId));
  const counts = tally([]);
  for (const row of rows) {
    expect(row.count, `${row.stage} total`).toBeGreaterThanOrEqual(0);
    counts[row.stage as Stage] = row.count;
  }
  return counts;
}

/** The stored columns and totals against the old query, the shared client rule, and what the list answers. */
async function expectConsistent(potter: SignedInUser): Promise<void> {
  const userId = potter.user.id;
  const stored = await ctx.db
    .select({ id: pieces.id, stage: pieces.currentStage, location: pieces.currentLocation, type: pieces.type, studioLocation: pieces.studioLocation })
    .from(pieces)
    .where(eq(pieces.userId, userId))
    .orderBy(asc(pieces.id));
  const legacy = await legacyCurrentStages(ctx.db, userId);
  expect(stored.map(({ id, stage, location }) => ({ id, stage, location }))).toEqual(legacy);

  for (const piece of stored) {
    const history = await ctx.db
      .select()
      .from(stageHistory)
      .where(and(eq(stageHistory.pieceId, piece.id), eq(stageHistory.userId, userId)));
    const rule = currentStageOf(
      piece.type,
      history.map((e) => ({ stage: e.stage, location: e.location, date: e.date.toISOString(), id: e.id })),
      piece.studioLocation,
    );
    expect({ stage: piece.stage, location: piece.location }, `piece ${piece.id}`).toEqual(rule);
  }

  const expected = tally(legacy.map((p) => p.stage));
  expect(await storedCounts(userId)).toEqual(expected);
  const list = await potter.client.get("/api/pieces?limit=100");
  expect(list.status).toBe(200);
  expect(list.body.stageCounts).toEqual(expected);
  expect(list.body.pagination.total).toBe(legacy.length);
  expect(list.body.data.map((p: { id: number; currentStage: string; currentLocation: string }) => [p.id, p.currentStage, p.currentLocation]).sort()).toEqual(
    legacy.map((p) => [p.id, p.stage, p.location]).sort(),
  );
}

describe("stored current stages and stage totals", () => {
  it("equal the old query, the shared rule and a fresh count after seeded random histories", async () => {
    const bystander = await signUp(ctx);
    await bystander.client.post("/api/pieces", { name: "Not yours", type: "wheel", clayBody: "Stoneware", stages: [{ stage: "Bisqued", location: "Kiln room" }] });
    const bystanderBefore = await storedCounts(bystander.user.id);

    await fc.assert(
      // A few pieces with histories first, so the changes after them have something to move.
      fc.asyncProperty(fc.array(fc.oneof(newPiece, imported), { minLength: 2, maxLength: 5 }), fc.array(op, { minLength: 8, maxLength: 30 }), async (start, ops) => {
        const potter = await signUp(ctx);
        for (const o of [...start, ...ops]) await apply(potter, o);
        await expectConsistent(potter);
      }),
      { seed: 20261123, numRuns: 20, endOnFailure: true },
    );

    expect(await storedCounts(bystander.user.id)).toEqual(bystanderBefore);
    expect(bystanderBefore.Bisqued).toBe(1);
  }, 300_000);

  it("are rebuilt from the stage history alone by the backfill migration", async () => {
    const users = (await ctx.db.selectDistinct({ userId: pieces.userId }).from(pieces)).map((r) => r.userId);
    expect(users.length).toBeGreaterThan(5);
    const before = await ctx.db.select().from(pieces).orderBy(asc(pieces.id));
    const countsBefore = await ctx.db.select().from(pieceStageCounts);

    // The state the schema migration leaves: the columns empty, no totals.
    await ctx.db.update(pieces).set({ currentStage: null, currentLocation: null });
    await ctx.db.delete(pieceStageCounts);
    const file = path.resolve(import.meta.dirname, "../../server/db/migrations/0002_backfill_current_stage.sql");
    for (const statement of readFileSync(file, "utf8").split("--> statement-breakpoint")) {
      await ctx.db.execute(sql.raw(statement));
    }

    const after = await ctx.db.select().from(pieces).orderBy(asc(pieces.id));
    expect(after.map((p) => [p.id, p.currentStage, p.currentLocation])).toEqual(before.map((p) => [p.id, p.currentStage, p.currentLocation]));
    for (const userId of users) {
      const legacy = await legacyCurrentStages(ctx.db, userId);
      expect(await storedCounts(userId)).toEqual(tally(legacy.map((p) => p.stage)));
    }
    // Totals that were kept row by row equal those counted in one go (zero rows aside).
    const nonZero = (rows: { userId: number; stage: string; count: number }[]) =>
      rows.filter((r) => r.count > 0).map((r) => `${r.userId}:${r.stage}:${r.count}`).sort();
    expect(nonZero(await ctx.db.select().from(pieceStageCounts))).toEqual(nonZero(countsBefore));
  });
});
