/**
 * The business side in the full export and back (product.md#r274): prices (glaze materials' too, product.md#r280), a piece's price, status, place, grams and
 * own costs, market days with their packed pieces, sales with their items and returns come back in a fresh account
 * without loss, in minor units as stored and with every link rewired; the same costs, sales and report through the API.
 * Runs on PGlite, and on PostgreSQL with TEST_DATABASE_URL.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signUp, type SignedInUser } from "../helpers/client";
import { exportOf, runImport, snapshot } from "../helpers/import";
import { createTestContext, type TestContext } from "../helpers/test-app";

let ctx: TestContext;

async function ok(res: Promise<{ status: number; body: any; text: string }>, status = 201): Promise<any> {
  const r = await res;
  if (r.status !== status) throw new Error(`expected ${status}, got ${r.status}: ${r.text}`);
  return r.body;
}

beforeAll(async () => {
  ctx = await createTestContext();
  ctx.clock.set("2026-11-20T10:00:00Z");
});
afterAll(async () => {
  await ctx.close();
});

async function seedBusiness(potter: SignedInUser) {
  const c = potter.client;
  await ok(c.patch("/api/user-preferences", { currency: "EUR" }), 200);
  await ok(c.post("/api/clay-prices", { clayBody: "B-Mix", bagPrice: "28.00", bagWeight: 25, weightUnit: "kg", notes: "Local supplier" }));
  const glaze = await ok(c.post("/api/glazes", { name: "Celadon" }));
  await ok(c.post("/api/glaze-prices", { name: "Celadon pint", glazeId: glaze.id, jarPrice: "18.50", jarWeight: 16, weightUnit: "oz" }));
  await ok(c.post("/api/supplies", { name: "Boxes", price: "30.00", perPiece: "0.75" }));
  const kiln = await ok(c.post("/api/kilns", { name: "Skutt" }));
  await ok(c.post("/api/kiln-costs", { kilnId: kiln.id, perFiring: "9.99" }));
  const mug = await ok(c.post("/api/pieces", { name: "Mug", type: "wheel", clayBody: "B-Mix", clayWeight: 2 }));
  const bowl = await ok(c.post("/api/pieces", { name: "Bowl", type: "wheel", clayBody: "B-Mix", clayWeight: 3 }));
  const vase = await ok(c.post("/api/pieces", { name: "Vase", type: "wheel", clayBody: "B-Mix" }));
  const layer = await ok(c.post("/api/decoration-layers", { pieceId: mug.id, glazeId: glaze.id, placement: "Inside" }));
  const firing = await ok(c.post("/api/firings", { kilnId: kiln.id, kind: "bisque", pieceIds: [mug.id, bowl.id] }));
  for (const status of ["loading", "firing", "cooling", "done"]) await ok(c.patch(`/api/firings/${firing.id}`, { status }), 200);
  await ok(c.patch(`/api/pieces/${mug.id}/selling`, { price: "24.00", layerGrams: [{ layerId: layer.id, grams: 25 }], otherCosts: [{ description: "Cork", amount: "1.10" }] }), 200);
  await ok(c.patch(`/api/pieces/${vase.id}/selling`, { price: "80.00", place: "shop", shop: "Corner Gallery", commission: "27.5", form: "Vase" }), 200);
  const event = await ok(c.post("/api/events", { name: "Winter Fair", date: "2026-12-05", place: "Hall", boothFee: "40.00" }));
  await ok(c.post(`/api/events/${event.id}/pieces`, { pieceIds: [mug.id, bowl.id] }), 200);
  const sale = await ok(
    c.post("/api/sales", {
      date: "2026-12-05",
      channel: "fair",
      venue: "Winter Fair",
      eventId: event.id,
      items: [{ pieceId: mug.id, price: "24.00" }, { pieceId: bowl.id, price: "36.00" }],
      discount: "5.00",
      fee: "1.20",
      tax: "4.40",
      paymentMethod: "card",
      buyer: "Sam",
    }),
  );
  await ok(c.post(`/api/sales/${sale.id}/returns`, { pieceIds: [bowl.id], reason: "Wrong colour", date: "2026-12-06" }));
  // A glaze mixed from a recipe of an own material and a default one, both priced (product.md#r280, product.md#r281).
  const spar = await ok(c.post("/api/materials", { name: "Creek spar", analysis: { SiO2: 68, Al2O3: 18, K2O: 10 } }));
  await ok(c.post("/api/material-prices", { materialId: spar.id, price: "31.25", weight: 50, weightUnit: "lb", notes: "Co-op" }));
  await ok(c.post("/api/material-prices", { materialId: "default:silica", price: "12.50", weight: 25, weightUnit: "kg" }));
  const lines = [
    { materialId: spar.id, amount: 60 },
    { materialId: "default:silica", amount: 40 },
  ];
  const recipe = await ok(c.post("/api/recipes", { name: "Creek glaze", kind: "glaze", lines }));
  const surface = await ok(c.post("/api/glazes", { name: "Creek glaze", recipeId: recipe.id }));
  await ok(c.post("/api/decoration-layers", { pieceId: vase.id, glazeId: surface.id, placement: "Outside" }));
  return { mug, vase, sale, event };
}

describe("the business side in the full export", () => {
  it("comes back in a fresh account without loss, links rewired, amounts as stored", async () => {
    const source = await signUp(ctx);
    const made = await seedBusiness(source);
    const before = await snapshot(ctx, source.user.id);
    const costBefore = await ok(source.client.get(`/api/pieces/${made.mug.id}/cost`), 200);
    const vaseBefore = await ok(source.client.get(`/api/pieces/${made.vase.id}/cost`), 200);
    expect(vaseBefore.parts[1].explanation).toMatch(/^40 g of Creek glaze at €0\.\d{4} per g from its recipe$/);
    const reportBefore = await ok(source.client.get("/api/reports/sales"), 200);
    const salesBefore = await ok(source.client.get("/api/sales"), 200);

    const target = await signUp(ctx);
    const { job } = await runImport(target.client, await exportOf(ctx, source.client));
    expect(job).toMatchObject({ status: "done" });
    expect(job.counts).toMatchObject({
      clayPrices: 1,
      glazePrices: 1,
      materialPrices: 2,
      supplies: 1,
      kilnCosts: 1,
      marketEvents: 1,
      eventPieces: 2,
      sales: 1,
      saleReturns: 1,
      saleItems: 2,
      pieceSelling: 3,
      layerGrams: 1,
    });
    expect(job.skipped).toEqual([]);
    const after = await snapshot(ctx, target.user.id);
    for (const kind of ["clayPrices", "glazePrices", "materialPrices", "supplies", "kilnCosts", "marketEvents", "eventPieces", "sales", "saleReturns", "saleItems", "pieceSelling", "layerGrams"]) {
      expect({ kind, rows: after[kind] }).toEqual({ kind, rows: before[kind] });
      expect(before[kind]!.length, kind).toBeGreaterThan(0);
    }

    // Through the API: the same currency, cost, sales and numbers, under the new ids.
    const mug = (await ok(target.client.get("/api/inventory"), 200)).data.find((p: any) => p.name === "Mug");
    const costAfter = await ok(target.client.get(`/api/pieces/${mug.pieceId}/cost`), 200);
    expect({ ...costAfter, pieceId: 0 }).toEqual({ ...costBefore, pieceId: 0 });
    expect(costAfter.currency).toBe("EUR");
    const vase = (await ok(target.client.get("/api/inventory"), 200)).data.find((p: any) => p.name === "Vase");
    expect({ ...(await ok(target.client.get(`/api/pieces/${vase.pieceId}/cost`), 200)), pieceId: 0 }).toEqual({ ...vaseBefore, pieceId: 0 });
    expect(await ok(target.client.get("/api/reports/sales"), 200)).toEqual(reportBefore);
    const salesAfter = await ok(target.client.get("/api/sales"), 200);
    const strip = (list: any) => list.data.map((s: any) => ({ ...s, id: 0, eventId: 0, createdAt: 0, items: s.items.map((i: any) => ({ ...i, pieceId: 0 })), returns: s.returns.map((r: any) => ({ ...r, id: 0, pieceIds: r.pieceIds.length })) }));
    expect(strip(salesAfter)).toEqual(strip(salesBefore));
    expect(salesAfter.data[0].total).toBe("26.40");
  });
});
