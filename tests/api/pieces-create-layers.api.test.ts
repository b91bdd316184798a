/**
 * A new piece is one request: POST /api/pieces takes the first stages and layers, and stores the piece,
 * its stages and its layers in one transaction, with the rules of POST /api/decoration-layers.
 */
import { count, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { decorationLayers, pieces, stageHistory } from "../../server/db/schema";
import { signUp, type SignedInUser } from "../helpers/client";
import { insertGlaze } from "../helpers/records";
import { createTestContext, type TestContext } from "../helpers/test-app";

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(async () => {
  await ctx.close();
});

async function rowsOf(owner: SignedInUser) {
  const [p] = await ctx.db.select({ n: count() }).from(pieces).where(eq(pieces.userId, owner.user.id));
  const [s] = await ctx.db.select({ n: count() }).from(stageHistory).where(eq(stageHistory.userId, owner.user.id));
  const [l] = await ctx.db.select({ n: count() }).from(decorationLayers).where(eq(decorationLayers.userId, owner.user.id));
  return { pieces: p!.n, stages: s!.n, layers: l!.n };
}

const base = { name: "Mug", type: "wheel", clayBody: "Stoneware", stages: [{ stage: "Formed", location: "Drying Rack" }] };

describe("POST /api/pieces with its first layers", () => {
  it("stores the piece, its stages and its layers (own layers and an applied combo) in the order sent", async () => {
    const potter = await signUp(ctx);
    const celadon = await insertGlaze(ctx, potter, "Celadon");
    const donor = await potter.client.post("/api/pieces", {
      ...base,
      layers: [{ type: "Slip", materialName: "White slip", applicationMethod: "Brushed" }, { type: "Glaze", glazeId: celadon, coats: 2 }],
    });
    expect(donor.status, donor.text).toBe(201);
    const combo = await potter.client.post("/api/surface-combos", { pieceId: donor.body.id, name: "Slip under celadon" });
    expect(combo.status, combo.text).toBe(201);

    const res = await potter.client.post("/api/pieces", {
      ...base,
      name: "Bowl",
      layers: [
        { type: "Underglaze", materialName: "Cobalt", applicationMethod: "Brushed", placement: "Inside" },
        { comboId: combo.body.id, notes: "thin" },
        { type: "Unglazed", placement: "Rim/Lip" },
      ],
    });
    expect(res.status, res.text).toBe(201);
    const layers = await potter.client.get(`/api/pieces/${res.body.id}/decoration-layers`);
    expect(layers.body.data.map((l: { type: string; materialName: string | null; comboName: string | null; notes: string | null }) => [l.type, l.materialName, l.comboName, l.notes])).toEqual([
      ["Underglaze", "Cobalt", null, null],
      ["Slip", "White slip", "Slip under celadon", "thin"],
      ["Glaze", "Celadon", "Slip under celadon", "thin"],
      ["Unglazed", null, null, null],
    ]);
    const stages = await potter.client.get(`/api/pieces/${res.body.id}/stage-history`);
    expect(stages.body.data.map((s: { stage: string }) => s.stage)).toEqual(["Formed"]);
  });

  it("stores nothing when one layer is refused, and names that layer and its field", async () => {
    const potter = await signUp(ctx);
    const before = await rowsOf(potter);
    const res = await potter.client.post("/api/pieces", {
      ...base,
      layers: [
        { type: "Glaze", materialName: "Tenmoku", applicationMethod: "Dipped" },
        { type: "Slip", materialName: "Red slip", coats: 2 },
      ],
    });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe("Layer 2: Coats are not applicable for Slip and Oxide treatments.");
    expect(res.body.errors).toEqual({ "layers.1.coats": "Coats are not applicable for Slip and Oxide treatments." });
    expect(res.body.code).toBe("INVALID_INPUT");
    expect(await rowsOf(potter)).toEqual(before);
  });

  it("refuses another potter's glaze or combo inside the body with 400, storing nothing", async () => {
    const owner = await signUp(ctx);
    const stranger = await signUp(ctx);
    const glaze = await insertGlaze(ctx, owner, "Private celadon");
    const before = await rowsOf(stranger);
    for (const layer of [{ type: "Glaze", glazeId: glaze }, { comboId: 2_000_000_000 }]) {
      const res = await stranger.client.post("/api/pieces", { ...base, layers: [layer] });
      expect(res.status, res.text).toBe(400);
      expect(res.body.message).toMatch(/^Layer 1: /);
      expect(Object.keys(res.body.errors)).toEqual(["layers.0"]);
    }
    expect(await rowsOf(stranger)).toEqual(before);
  });

  it("refuses a combo layer that carries layer fields, naming the field", async () => {
    const potter = await signUp(ctx);
    const res = await potter.client.post("/api/pieces", { ...base, layers: [{ comboId: 1, coats: 2 }] });
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual({ "layers.0.coats": "A combo layer takes only comboId and notes" });
  });
});
