/**
 * What the glaze lab works out and logs (product.md#r261–r264): batches, substitutions, blends with their tiles, what
 * each version of a recipe did, mix logs and pasted text. Runs on PGlite, and on PostgreSQL with TEST_DATABASE_URL.
 */
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { GLAZE_LAB_TEXTS as T } from "../../contract/glaze-lab/texts";
import { recipeMixes, recipes, testTiles } from "../../server/db/schema";
import { signUp, type SignedInUser } from "../helpers/client";
import { createTestContext, type TestContext } from "../helpers/test-app";

let ctx: TestContext;
let alice: SignedInUser;
let bob: SignedInUser;

async function ok(res: Promise<{ status: number; body: any; text: string }>, status = 200): Promise<any> {
  const r = await res;
  if (r.status !== status) throw new Error(`expected ${status}, got ${r.status}: ${r.text}`);
  return r.body;
}

const LEACH = [
  { materialId: "default:custer-feldspar", amount: 40 },
  { materialId: "default:silica", amount: 30 },
  { materialId: "default:whiting", amount: 20 },
  { materialId: "default:epk", amount: 10 },
  { materialId: "default:red-iron-oxide", amount: 2, addition: true },
];
const CLEAR = [
  { materialId: "default:ferro-frit-3134", amount: 50 },
  { materialId: "default:epk", amount: 20 },
  { materialId: "default:silica", amount: 30 },
];

const newRecipe = (owner: SignedInUser, body: Record<string, unknown> = {}) =>
  ok(owner.client.post("/api/recipes", { name: "Leach 4321", kind: "glaze", cone: "Cone 10", lines: LEACH, ...body }), 201);

beforeAll(async () => {
  ctx = await createTestContext();
  alice = await signUp(ctx);
  bob = await signUp(ctx);
});
afterAll(async () => {
  await ctx.close();
});

describe("batches", () => {
  it("scales the base to the total, additions on top, in each unit", async () => {
    const r = await newRecipe(alice);
    const grams = await ok(alice.client.post(`/api/recipes/${r.id}/batch`, { total: 5000, unit: "g" }));
    expect(grams).toMatchObject({ version: 1, total: 5000, unit: "g", baseTotal: 5000, additionsTotal: 100 });
    expect(grams.lines.map((l: any) => [l.materialName, l.amount, l.addition])).toEqual([
      ["Custer Feldspar", 2000, false],
      ["Silica", 1500, false],
      ["Whiting", 1000, false],
      ["Edgar Plastic Kaolin", 500, false],
      ["Red Iron Oxide", 100, true],
    ]);
    const pounds = await ok(alice.client.post(`/api/recipes/${r.id}/batch`, { total: 10, unit: "lb" }));
    expect(pounds.lines.map((l: any) => l.amount)).toEqual([4, 3, 2, 1, 0.2]);
  });

  it("refuses a size of 0, over a tonne, an unknown unit or version, and another potter's recipe", async () => {
    const r = await newRecipe(alice);
    const cases: [unknown, number, string][] = [
      [{ total: 0, unit: "g" }, 400, T.totalInvalid],
      [{ total: 1_000_001, unit: "g" }, 400, T.totalTooLarge(1_000_000, "g")],
      [{ total: 100, unit: "cup" }, 400, T.unitInvalid],
      [{ total: 100, unit: "g", version: 7 }, 404, T.versionNotFound],
    ];
    for (const [body, status, message] of cases) {
      const res = await alice.client.post(`/api/recipes/${r.id}/batch`, body);
      expect(res.status, message).toBe(status);
      expect(res.body.message).toBe(message);
    }
    expect((await bob.client.post(`/api/recipes/${r.id}/batch`, { total: 100, unit: "g" })).status).toBe(404);
  });
});

describe("substitution", () => {
  it("replaces Custer by Minspar with amounts that keep the UMF close, storing nothing", async () => {
    const r = await newRecipe(alice);
    const sub = await ok(alice.client.post(`/api/recipes/${r.id}/substitute`, { from: "default:custer-feldspar", to: "default:minspar-200" }));
    expect(sub.lines[0]).toMatchObject({ materialId: "default:minspar-200", materialName: expect.stringContaining("Minspar") });
    expect(sub.lines).toHaveLength(5);
    for (const d of sub.differences) {
      expect(Math.abs(d.difference)).toBeGreaterThanOrEqual(0.005);
      expect(sub.analysis.umf[d.oxide] ?? 0).toBeCloseTo(d.after, 6);
    }
    for (const d of sub.differences) expect(r.analysis.umf[d.oxide] ?? 0).toBeCloseTo(d.before, 6);
    // The other materials keep their places; their amounts are the chemistry's (contract/glaze-lab/chemistry).
    expect(sub.lines.map((l: any) => l.materialId)).toEqual(["default:minspar-200", ...LEACH.slice(1).map((l) => l.materialId)]);
    expect((await ok(alice.client.get(`/api/recipes/${r.id}`))).lines[0].materialId).toBe("default:custer-feldspar");

    const missing = await alice.client.post(`/api/recipes/${r.id}/substitute`, { from: "default:talc", to: "default:minspar-200" });
    expect(missing.status).toBe(400);
    expect(missing.body.message).toBe(T.substituteNotInRecipe);
    const same = await alice.client.post(`/api/recipes/${r.id}/substitute`, { from: "default:silica", to: "default:silica" });
    expect(same.body.message).toBe(T.substituteSame);
  });
});

describe("blends", () => {
  it("makes a 5-step line blend with a tile per point in the tiles grid", async () => {
    const potter = await signUp(ctx);
    const a = await newRecipe(potter, { name: "Celadon" });
    const b = await newRecipe(potter, { name: "Clear", lines: CLEAR });
    const blend = await ok(
      potter.client.post("/api/recipe-blends", { kind: "line", recipeIds: [a.id, b.id], steps: 5, makeTiles: true, clayBody: "B-Mix" }),
      201,
    );
    expect(blend.recipes.map((r: any) => r.name)).toEqual([
      "Celadon × Clear A 100",
      "Celadon × Clear A 75 · B 25",
      "Celadon × Clear A 50 · B 50",
      "Celadon × Clear A 25 · B 75",
      "Celadon × Clear B 100",
    ]);
    expect(blend.recipes[1]).toMatchObject({ position: { row: 1, column: 2 }, shares: [75, 25] });
    expect(blend.tiles).toHaveLength(5);
    expect(blend.tiles[0].code).toMatch(/^T-\d{4}$/);
    const grid = await ok(potter.client.get("/api/test-tiles?limit=100"));
    expect(grid.data.map((t: any) => t.materialLabel).sort()).toEqual(blend.recipes.map((r: any) => r.name).sort());
    expect(grid.data[0]).toMatchObject({ clayBody: "B-Mix", cone: "Cone 10", type: "Glaze" });
    const middle = await ok(potter.client.get(`/api/recipes/${blend.recipes[2].id}`));
    expect(middle.lines.find((l: any) => l.materialId === "default:ferro-frit-3134").amount).toBe(25);
    // A point's tile wears its recipe: editing the point's lines makes version 2.
    expect((await ok(potter.client.patch(`/api/recipes/${middle.id}`, { lines: CLEAR }))).version).toBe(2);
  });

  it("makes a triaxial of 15 and Currie's grid of 35 without tiles", async () => {
    const potter = await signUp(ctx);
    const ids = [];
    for (const name of ["A", "B", "C", "D"]) ids.push((await newRecipe(potter, { name })).id);
    const tri = await ok(potter.client.post("/api/recipe-blends", { kind: "triaxial", recipeIds: ids.slice(0, 3) }), 201);
    expect(tri.recipes).toHaveLength(15);
    expect(tri.tiles).toEqual([]);
    const grid = await ok(potter.client.post("/api/recipe-blends", { kind: "four-corner", recipeIds: ids }), 201);
    expect(grid.recipes).toHaveLength(35);
    expect(grid.recipes[34].label).toBe("35");
  });

  it("refuses a bad blend and stores nothing", async () => {
    const potter = await signUp(ctx);
    const a = await newRecipe(potter);
    const b = await newRecipe(potter);
    const other = await newRecipe(bob);
    const cases: [unknown, number, string][] = [
      [{ kind: "line", recipeIds: [a.id] }, 400, T.recipeInvalidId],
      [{ kind: "triaxial", recipeIds: [a.id, b.id] }, 400, T.blendRecipeCount("triaxial", 3)],
      [{ kind: "line", recipeIds: [a.id, a.id] }, 400, T.blendRecipesDistinct],
      [{ kind: "line", recipeIds: [a.id, b.id], steps: 22 }, 400, T.blendStepsInvalid(21)],
      [{ kind: "four-corner", recipeIds: [a.id, b.id, a.id + 1000, b.id + 1000], steps: 3 }, 400, T.blendNoSteps],
      [{ kind: "line", recipeIds: [a.id, b.id], makeTiles: true }, 400, T.blendClayBodyRequired],
      [{ kind: "line", recipeIds: [a.id, other.id], makeTiles: true, clayBody: "B-Mix" }, 404, T.recipeNotFound],
    ];
    for (const [body, status, message] of cases) {
      const res = await potter.client.post("/api/recipe-blends", body);
      expect(res.status, message).toBe(status);
      expect(res.body.message).toBe(message);
    }
    expect(await ctx.db.select().from(recipes).where(eq(recipes.userId, potter.user.id))).toHaveLength(2);
    expect(await ctx.db.select().from(testTiles).where(eq(testTiles.userId, potter.user.id))).toEqual([]);
  });
});

describe("outcomes", () => {
  it("lists per version the tiles and pieces that wore it, with what came out of the kiln", async () => {
    const potter = await signUp(ctx);
    const c = potter.client;
    const r = await newRecipe(potter);
    const surface = await ok(c.post("/api/glazes", { name: "Celadon", recipeId: r.id }), 201);
    const bowl = await ok(c.post("/api/pieces", { name: "Bowl", type: "wheel", clayBody: "Stoneware" }), 201);
    const cup = await ok(c.post("/api/pieces", { name: "Cup", type: "wheel", clayBody: "Stoneware" }), 201);
    for (const p of [bowl, cup]) await ok(c.post("/api/decoration-layers", { pieceId: p.id, type: "Glaze", glazeId: surface.id }), 201);
    await ok(c.post("/api/test-tiles", { glazeId: surface.id, clayBody: "B-Mix", defects: ["Crazing", "Pinholing"] }), 201);
    const firing = await ok(c.post("/api/firings", { kind: "glaze", pieceIds: [bowl.id, cup.id] }), 201);
    for (const status of ["loading", "firing", "cooling"]) await ok(c.patch(`/api/firings/${firing.id}`, { status }));
    await ok(
      c.patch(`/api/firings/${firing.id}`, { status: "done", finishedAt: "2026-11-20T18:00:00Z", outcomes: [{ pieceId: cup.id, outcome: "crawled" }] }),
    );
    // A new version after the pots: a tile of version 2.
    await ok(c.patch(`/api/recipes/${r.id}`, { lines: LEACH.slice(0, 4) }));
    await ok(c.post("/api/test-tiles", { glazeId: surface.id, clayBody: "Porcelain", rating: 5 }), 201);

    const out = await ok(c.get(`/api/recipes/${r.id}/outcomes`));
    expect(out.versions.map((v: any) => v.version)).toEqual([2, 1]);
    const [v2, v1] = out.versions;
    expect(v2.tiles.map((t: any) => [t.clayBody, t.results])).toEqual([["Porcelain", ["survived"]]]);
    expect(v2.pieces).toEqual([]);
    expect(v1.tiles.map((t: any) => [t.clayBody, t.defects, t.results])).toEqual([["B-Mix", ["Crazing", "Pinholing"], ["crazed", "other defect"]]]);
    const byName = Object.fromEntries(v1.pieces.map((p: any) => [p.name, p]));
    expect(byName.Bowl).toMatchObject({ glazeId: surface.id, glazeName: "Celadon", results: ["survived"], fate: null });
    expect(byName.Bowl.firings).toEqual([{ firingId: firing.id, outcome: "survived", firedAt: "2026-11-20T18:00:00.000Z" }]);
    expect(byName.Cup).toMatchObject({ results: ["crawled", "lost"], fate: "lost", fateCause: "crawled" });
    expect(v1.counts).toMatchObject({ survived: 1, crawled: 1, crazed: 1, lost: 1, "other defect": 1, ran: 0 });
    expect((await bob.client.get(`/api/recipes/${r.id}/outcomes`)).status).toBe(404);
  });
});

describe("mix logs", () => {
  it("logs a bucket on a calendar day, newest first, and refuses bad values storing nothing", async () => {
    const r = await newRecipe(alice);
    const first = await ok(
      alice.client.post(`/api/recipes/${r.id}/mixes`, { date: "2026-11-01", batchTotal: 5, batchUnit: "kg", water: 4.2, waterUnit: "l", specificGravity: 1.45, mixedBy: "Ana" }),
      201,
    );
    expect(first).toMatchObject({ recipeId: r.id, version: 1, date: "2026-11-01", batchTotal: 5, batchUnit: "kg", water: 4.2, waterUnit: "l", specificGravity: 1.45, mixedBy: "Ana", notes: null });
    await ok(alice.client.post(`/api/recipes/${r.id}/mixes`, { date: "2026-11-20" }), 201);
    expect((await ok(alice.client.get(`/api/recipes/${r.id}/mixes`))).data.map((m: any) => m.date)).toEqual(["2026-11-20", "2026-11-01"]);
    const before = (await ctx.db.select().from(recipeMixes)).length;
    const cases: [unknown, string][] = [
      [{ date: "2026-02-30" }, T.mixDateInvalid],
      [{ date: "yesterday" }, T.mixDateInvalid],
      [{ date: "2026-11-02", specificGravity: 0.5 }, T.mixGravityInvalid],
      [{ date: "2026-11-02", water: -1 }, T.mixWaterInvalid],
      [{ date: "2026-11-02", batchTotal: 2000, batchUnit: "kg" }, T.totalTooLarge(1000, "kg")],
    ];
    for (const [body, message] of cases) {
      const res = await alice.client.post(`/api/recipes/${r.id}/mixes`, body);
      expect(res.status, message).toBe(400);
      expect(res.body.message).toBe(message);
    }
    expect((await bob.client.post(`/api/recipes/${r.id}/mixes`, { date: "2026-11-02" })).status).toBe(404);
    expect((await bob.client.get(`/api/recipes/${r.id}/mixes`)).status).toBe(404);
    expect((await ctx.db.select().from(recipeMixes)).length).toBe(before);
  });
});

describe("pasted text", () => {
  it("reads a recipe with aliases and additions, and says what it could not read", async () => {
    const own = await ok(alice.client.post("/api/materials", { name: "Creek spar", analysis: { SiO2: 68, Al2O3: 18, K2O: 10 } }), 201);
    const parsed = await ok(alice.client.post("/api/recipe-text", { text: "Custer 40, Silica 30, Whiting 20, EPK 10, + RIO 2, Creek spar 5, Moon dust 3" }));
    expect(parsed.lines.map((l: any) => [l.materialId, l.amount, l.addition])).toEqual([
      ["default:custer-feldspar", 40, false],
      ["default:silica", 30, false],
      ["default:whiting", 20, false],
      ["default:epk", 10, false],
      ["default:red-iron-oxide", 2, true],
      [own.id, 5, false],
    ]);
    expect(parsed.unrecognised.map((u: any) => u.text)).toEqual(["Moon dust 3"]);
    const empty = await alice.client.post("/api/recipe-text", { text: "   " });
    expect(empty.status).toBe(400);
    expect(empty.body.message).toBe(T.pasteRequired);
  });
});
