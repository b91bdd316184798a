/**
 * Glaze materials' prices and a recipe's batch cost through the API (product.md#r280, product.md#r281): a material's
 * price kept in minor units, one per material, private to its owner; a surface carrying a recipe and no jar price
 * costs its share of each priced material per gram, exact to the cent, with the materials that have no price named
 * and counted as 0. Runs on PGlite, and on PostgreSQL with TEST_DATABASE_URL.
 */
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { BUSINESS_TEXTS as T } from "../../contract/business/texts";
import { materialPrices } from "../../server/db/schema";
import { signUp, type SignedInUser, type TestClient } from "../helpers/client";
import { createTestContext, type TestContext } from "../helpers/test-app";

let ctx: TestContext;
let alice: SignedInUser;
let bob: SignedInUser;

async function ok(res: Promise<{ status: number; body: any; text: string }>, status = 201): Promise<any> {
  const r = await res;
  if (r.status !== status) throw new Error(`expected ${status}, got ${r.status}: ${r.text}`);
  return r.body;
}

/** Leach's 4321 celadon: Custer 40, Silica 30, Whiting 20, EPK 10, and red iron oxide 2 on top (102 in all). */
const LEACH = [
  { materialId: "default:custer-feldspar", amount: 40 },
  { materialId: "default:silica", amount: 30 },
  { materialId: "default:whiting", amount: 20 },
  { materialId: "default:epk", amount: 10 },
  { materialId: "default:red-iron-oxide", amount: 2, addition: true },
];

beforeAll(async () => {
  ctx = await createTestContext();
  alice = await signUp(ctx);
  bob = await signUp(ctx);
});
afterAll(async () => {
  await ctx.close();
});

describe("glaze materials' prices", () => {
  it("keeps a material's price in minor units, one per material, its name from the library", async () => {
    const c = alice.client;
    const silica = await ok(c.post("/api/material-prices", { materialId: "default:silica", price: "12.5", weight: 25, weightUnit: "lb" }));
    expect(silica).toMatchObject({ materialId: "default:silica", materialName: "Silica", price: "12.50", weight: 25, weightUnit: "lb", currency: "USD" });
    const [row] = await ctx.db.select().from(materialPrices).where(eq(materialPrices.id, silica.id));
    expect(row!.priceMinor).toBe(1250);
    const own = await ok(c.post("/api/materials", { name: "Creek spar", analysis: { SiO2: 68, Al2O3: 18, K2O: 10 } }));
    const spar = await ok(c.post("/api/material-prices", { materialId: own.id, price: "30.00", weight: 50, weightUnit: "lb", notes: "From the co-op" }));
    expect(spar).toMatchObject({ materialId: own.id, materialName: "Creek spar", notes: "From the co-op" });
    const changed = await ok(c.patch(`/api/material-prices/${spar.id}`, { price: "31.25" }), 200);
    expect(changed.price).toBe("31.25");
    expect((await ok(c.get("/api/material-prices"), 200)).data.map((p: any) => [p.materialName, p.price])).toEqual([
      ["Creek spar", "31.25"],
      ["Silica", "12.50"],
    ]);

    const dup = await c.post("/api/material-prices", { materialId: "default:silica", price: "1", weight: 1, weightUnit: "kg" });
    expect(dup.status).toBe(409);
    expect(dup.body.message).toBe(T.materialAlreadyPriced);
    const bad = await c.post("/api/material-prices", { materialId: "default:silica", price: "4.505", weight: 1, weightUnit: "kg" });
    expect(bad.status).toBe(400);
    expect(bad.body.errors.price).toBe(T.amountInvalid("Price", 2));
    const missing = await c.post("/api/material-prices", { materialId: "default:no-such-thing", price: "1", weight: 1, weightUnit: "kg" });
    expect(missing.status).toBe(404);
    expect(missing.body.errors.materialId).toBe(T.materialNotFound);

    // Another potter's material and price are not there for Bob.
    const bobs = await bob.client.post("/api/material-prices", { materialId: own.id, price: "1", weight: 1, weightUnit: "kg" });
    expect(bobs.status).toBe(404);
    expect((await bob.client.patch(`/api/material-prices/${spar.id}`, { price: "1" })).status).toBe(404);
    expect((await bob.client.delete(`/api/material-prices/${spar.id}`)).status).toBe(404);
    expect((await ok(bob.client.get("/api/material-prices"), 200)).data).toEqual([]);

    await ok(c.delete(`/api/material-prices/${spar.id}`), 200);
    expect((await ok(c.get("/api/material-prices"), 200)).data.map((p: any) => p.materialName)).toEqual(["Silica"]);
  });
});

async function leachPiece(c: TestClient) {
  const recipe = await ok(c.post("/api/recipes", { name: "Leach 4321", kind: "glaze", cone: "Cone 10", lines: LEACH }));
  const surface = await ok(c.post("/api/glazes", { name: "Leach 4321", recipeId: recipe.id }));
  const bowl = await ok(c.post("/api/pieces", { name: "Bowl", type: "wheel", clayBody: "B-Mix" }));
  await ok(c.post("/api/decoration-layers", { pieceId: bowl.id, glazeId: surface.id, placement: "Inside" }));
  const outer = await ok(c.post("/api/decoration-layers", { pieceId: bowl.id, glazeId: surface.id, placement: "Outside" }));
  await ok(c.patch(`/api/pieces/${bowl.id}/selling`, { layerGrams: [{ layerId: outer.id, grams: 250 }] }), 200);
  return { recipe, surface, bowl };
}

describe("a glaze mixed from a recipe", () => {
  it("costs its batch's price per gram, exact to the cent, naming the materials with no price", async () => {
    const carol = await signUp(ctx);
    const c = carol.client;
    // Silica $12.50 per 25 lb, Whiting $20.00 per 50 lb, red iron oxide $10.00 per lb; Custer and EPK have none.
    await ok(c.post("/api/material-prices", { materialId: "default:silica", price: "12.50", weight: 25, weightUnit: "lb" }));
    await ok(c.post("/api/material-prices", { materialId: "default:whiting", price: "20.00", weight: 50, weightUnit: "lb" }));
    await ok(c.post("/api/material-prices", { materialId: "default:red-iron-oxide", price: "10.00", weight: 1, weightUnit: "lb" }));
    const { recipe, bowl } = await leachPiece(c);

    // (30 × 1250 ÷ 11339.81 g + 20 × 2000 ÷ 22679.62 g + 2 × 1000 ÷ 453.59 g) ÷ 102 = 0.092940 cents per g:
    // 40 g is 3.72 cents → $0.04, 250 g is 23.24 cents → $0.23.
    const missing = "2 of 5 materials have no price: Custer Feldspar, Edgar Plastic Kaolin";
    const cost = await ok(c.get(`/api/pieces/${bowl.id}/cost`), 200);
    expect(cost.parts).toEqual([
      { kind: "clay", amount: "0.00", explanation: "No price for B-Mix yet" },
      { kind: "glaze", amount: "0.04", explanation: `40 g of Leach 4321 at $0.0009 per g from its recipe; ${missing}` },
      { kind: "glaze", amount: "0.23", explanation: `250 g of Leach 4321 at $0.0009 per g from its recipe; ${missing}` },
    ]);
    expect(cost.total).toBe("0.27");
    const batch = await ok(c.get(`/api/recipes/${recipe.id}/cost`), 200);
    expect(batch).toEqual({
      recipeId: recipe.id,
      perKg: "0.93",
      perLb: "0.42",
      perGram: "0.0009",
      unpriced: ["Custer Feldspar", "Edgar Plastic Kaolin"],
      lineCount: 5,
      explanation: `$0.0009 per g of dry glaze from its materials' prices. ${missing}`,
      currency: "USD",
    });

    // With Custer at $30.00 and EPK at $15.00 per 50 lb every line is priced: 0.151298 cents per g.
    await ok(c.post("/api/material-prices", { materialId: "default:custer-feldspar", price: "30.00", weight: 50, weightUnit: "lb" }));
    await ok(c.post("/api/material-prices", { materialId: "default:epk", price: "15.00", weight: 50, weightUnit: "lb" }));
    const priced = await ok(c.get(`/api/pieces/${bowl.id}/cost`), 200);
    expect(priced.parts.slice(1)).toEqual([
      { kind: "glaze", amount: "0.06", explanation: "40 g of Leach 4321 at $0.0015 per g from its recipe" },
      { kind: "glaze", amount: "0.38", explanation: "250 g of Leach 4321 at $0.0015 per g from its recipe" },
    ]);
    expect(priced.total).toBe("0.44");
    const all = await ok(c.get(`/api/recipes/${recipe.id}/cost`), 200);
    expect(all).toMatchObject({ perKg: "1.51", perLb: "0.69", perGram: "0.0015", unpriced: [], explanation: "$0.0015 per g of dry glaze from its materials' prices. All 5 materials have a price" });
  });

  it("prefers the surface's jar price, and keeps a recipe private", async () => {
    const dee = await signUp(ctx);
    const c = dee.client;
    await ok(c.post("/api/material-prices", { materialId: "default:silica", price: "12.50", weight: 25, weightUnit: "lb" }));
    const { recipe, surface, bowl } = await leachPiece(c);
    await ok(c.post("/api/glaze-prices", { name: "Leach jar", glazeId: surface.id, jarPrice: "18.00", jarWeight: 500, weightUnit: "g" }));
    const cost = await ok(c.get(`/api/pieces/${bowl.id}/cost`), 200);
    expect(cost.parts[1]).toEqual({ kind: "glaze", amount: "1.44", explanation: "40 g of Leach jar at $18.00 per 500 g jar" });
    const other = await bob.client.get(`/api/recipes/${recipe.id}/cost`);
    expect(other.status).toBe(404);
    expect(other.body.message).toBe(T.recipeNotFound);
  });

  it("keeps counting a default's price once the potter copies it, and counts a price set on the copy", async () => {
    const fay = await signUp(ctx);
    const c = fay.client;
    await ok(c.post("/api/material-prices", { materialId: "default:silica", price: "12.50", weight: 25, weightUnit: "lb" }));
    const { bowl } = await leachPiece(c);
    const before = (await ok(c.get(`/api/pieces/${bowl.id}/cost`), 200)).parts[1];
    expect(before.explanation).toMatch(/^40 g of Leach 4321 at \$0\.\d{4} per g from its recipe; 4 of 5 materials have no price: /);
    await ok(c.post("/api/materials", { copyOf: "default:silica", notes: "Our bag" }));
    expect((await ok(c.get(`/api/pieces/${bowl.id}/cost`), 200)).parts[1]).toEqual(before);
    const whiting = await ok(c.post("/api/materials", { copyOf: "default:whiting" }));
    await ok(c.post("/api/material-prices", { materialId: whiting.id, price: "20.00", weight: 50, weightUnit: "lb" }));
    const after = (await ok(c.get(`/api/pieces/${bowl.id}/cost`), 200)).parts[1];
    expect(after.explanation).toContain("3 of 5 materials have no price: Custer Feldspar, Edgar Plastic Kaolin, Red Iron Oxide");
  });

  it("says so when none of a recipe's materials has a price", async () => {
    const eve = await signUp(ctx);
    const { recipe, bowl } = await leachPiece(eve.client);
    const cost = await ok(eve.client.get(`/api/pieces/${bowl.id}/cost`), 200);
    expect(cost.parts[1]).toEqual({
      kind: "glaze",
      amount: "0.00",
      explanation: "40 g of Leach 4321 at $0.0000 per g from its recipe; 5 of 5 materials have no price: Custer Feldspar, Silica, Whiting, Edgar Plastic Kaolin, Red Iron Oxide",
    });
    const batch = await ok(eve.client.get(`/api/recipes/${recipe.id}/cost`), 200);
    expect(batch).toMatchObject({ perKg: null, perLb: null, perGram: null });
  });
});
