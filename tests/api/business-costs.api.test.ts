/**
 * The business side's prices and a piece's cost through the API (product.md#r268–r270): clay, glaze, supply and kiln
 * prices private to their owner; amounts as decimal strings in the potter's currency, refused past its decimals; a
 * piece's price on its PATCH; its status and place; its cost from clay, glazes, a studio's fee and an own kiln's
 * firing shared over its load, explained in plain words and exact to the cent. Runs on PGlite, and on PostgreSQL with
 * TEST_DATABASE_URL.
 */
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { BUSINESS_TEXTS as T } from "../../contract/business/texts";
import { clayPrices, pieceSelling } from "../../server/db/schema";
import { signUp, type SignedInUser } from "../helpers/client";
import { createTestContext, type TestContext } from "../helpers/test-app";

let ctx: TestContext;
let alice: SignedInUser;
let bob: SignedInUser;

async function ok(res: Promise<{ status: number; body: any; text: string }>, status = 201): Promise<any> {
  const r = await res;
  if (r.status !== status) throw new Error(`expected ${status}, got ${r.status}: ${r.text}`);
  return r.body;
}

beforeAll(async () => {
  ctx = await createTestContext();
  alice = await signUp(ctx);
  bob = await signUp(ctx);
});
afterAll(async () => {
  await ctx.close();
});

describe("prices where the potter buys", () => {
  it("keeps a clay body's bag price in minor units and answers it as a decimal string", async () => {
    const price = await ok(alice.client.post("/api/clay-prices", { clayBody: "B-Mix", bagPrice: "28", bagWeight: 25, weightUnit: "kg" }));
    expect(price).toMatchObject({ clayBody: "B-Mix", bagPrice: "28.00", bagWeight: 25, weightUnit: "kg", currency: "USD" });
    const [row] = await ctx.db.select().from(clayPrices).where(eq(clayPrices.id, price.id));
    expect(row!.bagPriceMinor).toBe(2800);
    const changed = await ok(alice.client.patch(`/api/clay-prices/${price.id}`, { bagPrice: "29.5" }), 200);
    expect(changed.bagPrice).toBe("29.50");
    expect((await alice.client.get("/api/clay-prices")).body.data.map((p: any) => p.bagPrice)).toEqual(["29.50"]);
    const dup = await alice.client.post("/api/clay-prices", { clayBody: "B-Mix", bagPrice: "1", bagWeight: 1, weightUnit: "kg" });
    expect(dup.status).toBe(409);
    expect(dup.body.message).toBe(T.clayPriceDuplicate);
  });

  it("refuses an amount with more decimals than the currency has, naming the field", async () => {
    const res = await alice.client.post("/api/supplies", { name: "Bubble wrap", price: "4.505" });
    expect(res.status).toBe(400);
    expect(res.body.errors.price).toBe(T.amountInvalid("Price", 2));
    const bad = await alice.client.post("/api/supplies", { name: "Wax", price: "1,50" });
    expect(bad.status).toBe(400);
    expect(bad.body.errors.price).toBe(T.amountInvalid("Price", 2));
    expect((await alice.client.get("/api/supplies")).body.data).toEqual([]);
  });

  it("reads amounts in the potter's currency: whole yen for JPY", async () => {
    const yoko = await signUp(ctx);
    await ok(yoko.client.patch("/api/user-preferences", { currency: "jpy" }), 200);
    const supply = await ok(yoko.client.post("/api/supplies", { name: "Box", price: "1200", perPiece: "150" }));
    expect(supply).toMatchObject({ price: "1200", perPiece: "150", currency: "JPY" });
    const res = await yoko.client.post("/api/supplies", { name: "Tape", price: "12.50" });
    expect(res.status).toBe(400);
    expect(res.body.errors.price).toBe(T.amountInvalid("Price", 0));
  });

  it("attaches a commercial glaze's jar price to a surface by id, once", async () => {
    const glaze = await ok(alice.client.post("/api/glazes", { name: "Floating Blue" }));
    const price = await ok(alice.client.post("/api/glaze-prices", { name: "Floating Blue pint", glazeId: glaze.id, jarPrice: "18.00", jarWeight: 16, weightUnit: "oz" }));
    expect(price).toMatchObject({ glazeId: glaze.id, glazeName: "Floating Blue", jarPrice: "18.00" });
    const again = await alice.client.post("/api/glaze-prices", { name: "Other", glazeId: glaze.id, jarPrice: "1", jarWeight: 1, weightUnit: "g" });
    expect(again.status).toBe(409);
    expect(again.body.message).toBe(T.glazeAlreadyPriced);
    const bobs = await bob.client.post("/api/glaze-prices", { name: "Not mine", glazeId: glaze.id, jarPrice: "1", jarWeight: 1, weightUnit: "g" });
    expect(bobs.status).toBe(404);
    expect(bobs.body.errors.glazeId).toBe(T.glazeNotFound);
  });

  it("prices only the potter's own kilns, once each", async () => {
    const kiln = await ok(alice.client.post("/api/kilns", { name: "Skutt" }));
    const cost = await ok(alice.client.post("/api/kiln-costs", { kilnId: kiln.id, perFiring: "12.00" }));
    expect(cost).toMatchObject({ kilnId: kiln.id, kilnName: "Skutt", perFiring: "12.00" });
    expect((await alice.client.post("/api/kiln-costs", { kilnId: kiln.id, perFiring: "1" })).status).toBe(409);
    const other = await bob.client.post("/api/kiln-costs", { kilnId: kiln.id, perFiring: "1" });
    expect(other.status).toBe(404);
    expect(other.body.message).toBe(T.kilnNotFound);
  });

  it("keeps every price private: another potter's id is a 404 and their lists are empty", async () => {
    const supply = await ok(alice.client.post("/api/supplies", { name: "Labels", price: "5.00" }));
    expect((await bob.client.patch(`/api/supplies/${supply.id}`, { price: "1" })).status).toBe(404);
    expect((await bob.client.delete(`/api/supplies/${supply.id}`)).status).toBe(404);
    for (const path of ["/api/clay-prices", "/api/glaze-prices", "/api/supplies", "/api/kiln-costs"]) {
      expect((await bob.client.get(path)).body.data).toEqual([]);
    }
    await ok(alice.client.delete(`/api/supplies/${supply.id}`), 200);
    expect((await alice.client.patch(`/api/supplies/${supply.id}`, { price: "1" })).status).toBe(404);
  });
});

describe("a piece's price, status and place", () => {
  it("takes a price on the piece's PATCH, answers it, and clears it with null", async () => {
    const piece = await ok(alice.client.post("/api/pieces", { name: "Mug", type: "wheel", clayBody: "B-Mix" }));
    const priced = await ok(alice.client.patch(`/api/pieces/${piece.id}`, { price: "45" }), 200);
    expect(priced.price).toBe("45.00");
    expect((await alice.client.get(`/api/pieces/${piece.id}`)).body.price).toBe("45.00");
    const [row] = await ctx.db.select().from(pieceSelling).where(eq(pieceSelling.pieceId, piece.id));
    expect(row!.priceMinor).toBe(4500);
    const bad = await alice.client.patch(`/api/pieces/${piece.id}`, { price: "45.001" });
    expect(bad.status).toBe(400);
    expect(bad.body.errors.price).toBe(T.amountInvalid("Price", 2));
    expect((await ok(alice.client.patch(`/api/pieces/${piece.id}`, { price: null }), 200)).price).toBeNull();
    expect((await bob.client.patch(`/api/pieces/${piece.id}`, { price: "1" })).status).toBe(404);
  });

  it("sets status and place; at home there is no shop or commission; sold only by a sale", async () => {
    const piece = await ok(alice.client.post("/api/pieces", { name: "Vase", type: "wheel", clayBody: "B-Mix" }));
    expect(await ok(alice.client.get(`/api/pieces/${piece.id}/selling`), 200)).toMatchObject({ status: "available", place: "home", price: null });
    const inShop = await ok(alice.client.patch(`/api/pieces/${piece.id}/selling`, { place: "shop", shop: "Corner Gallery", commission: "30", status: "reserved" }), 200);
    expect(inShop).toMatchObject({ place: "shop", shop: "Corner Gallery", commission: "30", status: "reserved" });
    const home = await ok(alice.client.patch(`/api/pieces/${piece.id}/selling`, { place: "home" }), 200);
    expect(home).toMatchObject({ place: "home", shop: null, commission: null });
    const sold = await alice.client.patch(`/api/pieces/${piece.id}/selling`, { status: "sold" });
    expect(sold.status).toBe(400);
    expect(sold.body.errors.status).toBe(T.statusInvalid);
    const commission = await alice.client.patch(`/api/pieces/${piece.id}/selling`, { commission: "101" });
    expect(commission.body.errors.commission).toBe(T.commissionInvalid);
    expect((await bob.client.get(`/api/pieces/${piece.id}/selling`)).status).toBe(404);
    const listed = await ok(alice.client.get("/api/inventory?place=home"), 200);
    expect(listed.data.map((i: any) => i.pieceId)).toContain(piece.id);
    expect((await ok(bob.client.get("/api/inventory"), 200)).data).toEqual([]);
  });
});

describe("a piece's cost", () => {
  it("adds clay, glazes, an own kiln's firing shared over its load and other costs, explained and exact", async () => {
    const carol = await signUp(ctx);
    const c = carol.client;
    // 25 kg of B-Mix for $28.00; the mug holds 2.65 lb (1202.02 g): 28.00 × 1202.0197805 / 25000 = 1.3463 → $1.35.
    await ok(c.post("/api/clay-prices", { clayBody: "B-Mix", bagPrice: "28.00", bagWeight: 25, weightUnit: "kg" }));
    const glaze = await ok(c.post("/api/glazes", { name: "Celadon" }));
    // A 500 g jar for $18.00: the default 40 g is $1.44, 15 g set by hand is $0.54.
    await ok(c.post("/api/glaze-prices", { name: "Celadon jar", glazeId: glaze.id, jarPrice: "18.00", jarWeight: 500, weightUnit: "g" }));
    const unpriced = await ok(c.post("/api/glazes", { name: "Shino" }));
    const mug = await ok(c.post("/api/pieces", { name: "Mug", type: "wheel", clayBody: "B-Mix", clayWeight: 2.65 }));
    const other = await ok(c.post("/api/pieces", { name: "Cup", type: "wheel", clayBody: "B-Mix" }));
    const third = await ok(c.post("/api/pieces", { name: "Plate", type: "wheel", clayBody: "B-Mix" }));
    const inner = await ok(c.post("/api/decoration-layers", { pieceId: mug.id, glazeId: glaze.id, placement: "Inside" }));
    const outer = await ok(c.post("/api/decoration-layers", { pieceId: mug.id, glazeId: glaze.id, placement: "Outside" }));
    await ok(c.post("/api/decoration-layers", { pieceId: mug.id, glazeId: unpriced.id, placement: "Rim/Lip" }));
    await ok(c.patch(`/api/pieces/${mug.id}/selling`, { layerGrams: [{ layerId: outer.id, grams: 15 }], otherCosts: [{ description: "Cork lid", amount: "2.10" }] }), 200);
    await ok(c.post("/api/supplies", { name: "Gift box", price: "30.00", perPiece: "0.75" }));
    // $10.00 a firing over 3 pieces: $3.33 each, rounded half up.
    const kiln = await ok(c.post("/api/kilns", { name: "Skutt" }));
    await ok(c.post("/api/kiln-costs", { kilnId: kiln.id, perFiring: "10.00" }));
    const firing = await ok(c.post("/api/firings", { kilnId: kiln.id, kind: "bisque", pieceIds: [mug.id, other.id, third.id] }));
    for (const status of ["loading", "firing", "cooling", "done"]) await ok(c.patch(`/api/firings/${firing.id}`, { status }), 200);

    const cost = await ok(c.get(`/api/pieces/${mug.id}/cost`), 200);
    expect(cost.parts).toEqual([
      { kind: "clay", amount: "1.35", explanation: "1.2 kg of B-Mix at $28.00 per 25 kg bag" },
      { kind: "glaze", amount: "1.44", explanation: "40 g of Celadon jar at $18.00 per 500 g jar" },
      { kind: "glaze", amount: "0.54", explanation: "15 g of Celadon jar at $18.00 per 500 g jar" },
      { kind: "glaze", amount: "0.00", explanation: "No price for Shino yet" },
      { kind: "firing", amount: "3.33", explanation: "Skutt at $10.00 per firing, shared by 3 pieces" },
      { kind: "other", amount: "0.75", explanation: "Gift box, every piece" },
      { kind: "other", amount: "2.10", explanation: "Cork lid" },
    ]);
    expect(cost.total).toBe("9.51");
    expect(cost.currency).toBe("USD");
    expect(cost.suggestedPrice).toBe("23.78");
    void inner;
    const cup = await ok(c.get(`/api/pieces/${other.id}/cost`), 200);
    expect(cup.parts[0]).toEqual({ kind: "clay", amount: "0.00", explanation: "No weight recorded for this piece, so its B-Mix is not counted" });
    expect((await bob.client.get(`/api/pieces/${mug.id}/cost`)).status).toBe(404);
  });

  it("takes a studio firing's fee from the studio's statement", async () => {
    const owner = await signUp(ctx);
    const member = await signUp(ctx);
    const studio = await ok(owner.client.post("/api/studios", { name: "Clay Commons", feeRules: { bisque: { perPiece: 4.5 } } }));
    const invite = await ok(owner.client.post(`/api/studios/${studio.id}/invites`, { role: "member" }));
    await ok(member.client.post(`/api/studio-invites/${invite.token}/accept`), 200);
    const bowl = await ok(member.client.post("/api/pieces", { name: "Bowl", type: "wheel", clayBody: "Speckled" }));
    await ok(member.client.post(`/api/studios/${studio.id}/firing-requests`, { pieceIds: [bowl.id], kind: "bisque", targetCone: null, layersConfirmed: true }));
    const cost = await ok(member.client.get(`/api/pieces/${bowl.id}/cost`), 200);
    expect(cost.parts).toEqual([
      { kind: "clay", amount: "0.00", explanation: "No price for Speckled yet" },
      { kind: "firing", amount: "4.50", explanation: "Clay Commons' fee for this piece's bisque firing" },
    ]);
    expect(cost.total).toBe("4.50");
  });
});
