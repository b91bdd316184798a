/**
 * The losses report and the test tiles grouped by recipe (product.md#r288, docs/decisions/0324-grouped-by-recipe.md):
 * pieces and tiles whose surface carries a recipe, by the recipe and the version they wore. Runs on PGlite, and on
 * PostgreSQL with TEST_DATABASE_URL.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signUp, type SignedInUser } from "../helpers/client";
import { createTestContext, type TestContext } from "../helpers/test-app";

let ctx: TestContext;

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
];
const CLEAR = [
  { materialId: "default:ferro-frit-3134", amount: 50 },
  { materialId: "default:epk", amount: 20 },
  { materialId: "default:silica", amount: 30 },
];

async function fire(c: SignedInUser["client"], pieceIds: number[], outcomes: { pieceId: number; outcome: string }[]) {
  const firing = await ok(c.post("/api/firings", { kind: "glaze", pieceIds }), 201);
  for (const status of ["loading", "firing", "cooling"]) await ok(c.patch(`/api/firings/${firing.id}`, { status }));
  await ok(c.patch(`/api/firings/${firing.id}`, { status: "done", finishedAt: "2026-11-20T18:00:00Z", outcomes }));
}

beforeAll(async () => {
  ctx = await createTestContext();
  ctx.clock.set("2026-11-28T09:00:00Z");
});
afterAll(async () => {
  await ctx.close();
});

describe("by recipe", () => {
  it("the losses report counts fired pieces by the recipe and version their layers wore; another potter's recipe never shows", async () => {
    const potter = await signUp(ctx);
    const other = await signUp(ctx);
    const c = potter.client;
    const leach = await ok(c.post("/api/recipes", { name: "Leach 4321", kind: "glaze", lines: LEACH }), 201);
    const clear = await ok(c.post("/api/recipes", { name: "Clear", kind: "glaze", lines: CLEAR }), 201);
    const celadon = await ok(c.post("/api/glazes", { name: "Celadon", recipeId: leach.id }), 201);
    const glassy = await ok(c.post("/api/glazes", { name: "Glassy", recipeId: clear.id }), 201);
    const shop = await ok(c.post("/api/glazes", { name: "Shop blue" }), 201);
    const combo = await ok(c.post("/api/glaze-combinations", { baseLayerGlazeId: shop.id, topLayerGlazeId: glassy.id }), 201);
    const piece = (name: string) => ok(c.post("/api/pieces", { name, type: "wheel", clayBody: "Stoneware" }), 201);
    const [bowl, cup, vase, plate] = [await piece("Bowl"), await piece("Cup"), await piece("Vase"), await piece("Plate")];
    ctx.clock.advance(60_000);
    await ok(c.post("/api/decoration-layers", { pieceId: bowl.id, type: "Glaze", glazeId: celadon.id }), 201);
    await ok(c.post("/api/decoration-layers", { pieceId: cup.id, type: "Glaze", glazeId: celadon.id }), 201);
    await ok(c.post("/api/decoration-layers", { pieceId: plate.id, type: "Glaze", glazeId: combo.id }), 201);
    // A new version of Leach after the bowl and cup: the vase wears version 2.
    ctx.clock.advance(60_000);
    await ok(c.patch(`/api/recipes/${leach.id}`, { lines: LEACH.slice(0, 3) }));
    ctx.clock.advance(60_000);
    await ok(c.post("/api/decoration-layers", { pieceId: vase.id, type: "Glaze", glazeId: celadon.id }), 201);
    await fire(c, [bowl.id, cup.id, vase.id, plate.id], [{ pieceId: cup.id, outcome: "crawled" }]);

    const report = await ok(c.get("/api/reports/losses"));
    expect(report.byRecipe).toEqual([
      { recipeId: leach.id, name: "Leach 4321", version: 1, label: "Leach 4321 v1", fired: 2, lost: 1, rate: 0.5 },
      { recipeId: clear.id, name: "Clear", version: 1, label: "Clear v1", fired: 1, lost: 0, rate: 0 },
      { recipeId: leach.id, name: "Leach 4321", version: 2, label: "Leach 4321 v2", fired: 1, lost: 0, rate: 0 },
    ]);
    // What exists stays: by material still counts the surfaces.
    expect(report.byMaterial.map((r: any) => r.label)).toContain("Celadon");
    expect((await ok(other.client.get("/api/reports/losses"))).byRecipe).toEqual([]);
  });

  it("the tiles grouped by recipe and version, a blend's tiles by the version they record, each with its count", async () => {
    const potter = await signUp(ctx);
    const other = await signUp(ctx);
    const c = potter.client;
    const leach = await ok(c.post("/api/recipes", { name: "Leach 4321", kind: "glaze", lines: LEACH }), 201);
    const clear = await ok(c.post("/api/recipes", { name: "Clear", kind: "glaze", lines: CLEAR }), 201);
    const celadon = await ok(c.post("/api/glazes", { name: "Celadon", recipeId: leach.id }), 201);
    await ok(c.post("/api/glazes", { name: "Shop blue" }), 201);
    ctx.clock.advance(60_000);
    const first = await ok(c.post("/api/test-tiles", { glazeId: celadon.id, clayBody: "B-Mix", cone: "Cone 10" }), 201);
    await ok(c.post("/api/test-tiles", { materialName: "Mystery", clayBody: "B-Mix" }), 201);
    ctx.clock.advance(60_000);
    await ok(c.patch(`/api/recipes/${leach.id}`, { lines: LEACH.slice(0, 3) }));
    ctx.clock.advance(60_000);
    const second = await ok(c.post("/api/test-tiles", { glazeId: celadon.id, clayBody: "Porcelain", cone: "Cone 6" }), 201);
    const blend = await ok(c.post("/api/recipe-blends", { kind: "line", recipeIds: [leach.id, clear.id], steps: 2, makeTiles: true, clayBody: "B-Mix" }), 201);

    const groups = (await ok(c.get("/api/test-tile-recipes"))).data;
    const summary = groups.map((g: any) => [g.label, g.count, g.tiles.map((t: any) => t.id)]);
    const blendRecipes = blend.recipes.map((r: any) => r.name);
    expect(summary.filter((s: any) => !blendRecipes.includes(s[0].replace(/ v\d+$/, "")))).toEqual([
      ["Leach 4321 v2", 1, [second.id]],
      ["Leach 4321 v1", 1, [first.id]],
    ]);
    expect(groups.filter((g: any) => blendRecipes.includes(g.name)).map((g: any) => [g.version, g.count])).toEqual(blendRecipes.map(() => [1, 1]));
    expect(groups.find((g: any) => g.label === "Leach 4321 v1").tiles[0]).toMatchObject({ clayBody: "B-Mix", cone: "Cone 10", glazeId: celadon.id });
    expect((await ok(other.client.get("/api/test-tile-recipes"))).data).toEqual([]);
  });
});
