import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { COMBO_TEXTS } from "../../contract/combos/texts";
import { glazes, surfaceComboLayers } from "../../server/db/schema";
import { signUp, type SignedInUser } from "../helpers/client";
import { insertPiece } from "../helpers/records";
import { createTestContext, type TestContext } from "../helpers/test-app";

let ctx: TestContext;
let alice: SignedInUser;
let bob: SignedInUser;

beforeAll(async () => {
  ctx = await createTestContext();
  alice = await signUp(ctx);
  bob = await signUp(ctx);
});
afterAll(async () => {
  await ctx.close();
});

const piece = (owner: SignedInUser, name?: string) => insertPiece(ctx, owner, name);

/** A piece with a Glaze layer (Dipped, 2 coats) over... a Slip layer (Brushed, Thin) first. */
async function layeredPiece(owner: SignedInUser) {
  const pieceId = await piece(owner, "Layered bowl");
  const [g] = await ctx.db.insert(glazes).values({ userId: owner.user.id, name: "Celadon" }).returning();
  const slip = await owner.client.post("/api/decoration-layers", { pieceId, type: "Slip", materialName: "White slip", applicationMethod: "Brushed", thickness: "Thin" });
  const glaze = await owner.client.post("/api/decoration-layers", { pieceId, type: "Glaze", glazeId: g!.id, applicationMethod: "Dipped", coats: 2 });
  expect(slip.status).toBe(201);
  expect(glaze.status).toBe(201);
  return { pieceId, glazeId: g!.id };
}

describe("saving a combo from a piece", () => {
  it("saves a snapshot that later library edits do not change", async () => {
    const { pieceId, glazeId } = await layeredPiece(alice);
    const res = await alice.client.post("/api/surface-combos", { pieceId });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ name: "Celadon over White slip", layerCount: 2 });
    await ctx.db.update(glazes).set({ name: "Renamed celadon" }).where(eq(glazes.id, glazeId));
    const layers = await alice.client.get(`/api/surface-combos/${res.body.id}/layers`);
    expect(layers.status).toBe(200);
    expect(layers.body.map((l: any) => [l.orderIndex, l.type, l.materialName, l.applicationMethod])).toEqual([
      [0, "Slip", "White slip", "Brushed"],
      [1, "Glaze", "Celadon", "Dipped"],
    ]);
    const list = await alice.client.get("/api/surface-combos");
    expect(list.body.map((c: any) => c.id)).toContain(res.body.id);
  });

  it("needs at least two direct layers", async () => {
    const pieceId = await piece(alice);
    await alice.client.post("/api/decoration-layers", { pieceId, type: "Glaze", materialName: "Shino" });
    const one = await alice.client.post("/api/surface-combos", { pieceId });
    expect(one.status).toBe(400);
    expect(one.body.message).toBe(COMBO_TEXTS.needTwoLayers);

    const saved = await layeredPiece(alice);
    const combo = await alice.client.post("/api/surface-combos", { pieceId: saved.pieceId, name: "Mine" });
    const target = await piece(alice, "Target");
    await alice.client.post("/api/decoration-layers", { pieceId: target, type: "Glaze", materialName: "Clear" });
    await alice.client.post(`/api/pieces/${target}/apply-combo`, { comboId: combo.body.id });
    const fromApplied = await alice.client.post("/api/surface-combos", { pieceId: target });
    expect(fromApplied.status).toBe(400);
    expect(fromApplied.body.message).toBe(COMBO_TEXTS.onlyDirectLayers);
  });

  it("checks explicit snapshot layers for material and placement", async () => {
    const { pieceId } = await layeredPiece(alice);
    const noMaterial = await alice.client.post("/api/surface-combos", {
      pieceId,
      layers: [{ type: "Glaze", placement: "Outside" }, { type: "Slip", materialName: "S", placement: "Inside" }],
    });
    expect(noMaterial.status).toBe(400);
    expect(noMaterial.body.message).toBe("Material name is required");
    const noPlacement = await alice.client.post("/api/surface-combos", {
      pieceId,
      layers: [{ type: "Glaze", materialName: "G" }, { type: "Slip", materialName: "S", placement: "Inside" }],
    });
    expect(noPlacement.status).toBe(400);
    expect(noPlacement.body.message).toBe("Placement is required");
  });
});

describe("applying a combo", () => {
  it("copies the layers with comboId and comboName, in order, after the existing ones", async () => {
    const source = await layeredPiece(alice);
    const combo = await alice.client.post("/api/surface-combos", { pieceId: source.pieceId, name: "Blue rim" });
    const target = await piece(alice, "Second bowl");
    const existing = await alice.client.post("/api/decoration-layers", { pieceId: target, type: "Underglaze", materialName: "Cobalt", applicationMethod: "Brushed" });
    const res = await alice.client.post(`/api/pieces/${target}/apply-combo`, { comboId: combo.body.id, notes: "rim only" });
    expect(res.status).toBe(201);
    const layers = (await alice.client.get(`/api/pieces/${target}/decoration-layers`)).body.data;
    expect(layers.map((l: any) => [l.materialName, l.comboId, l.comboName])).toEqual([
      ["Cobalt", null, null],
      ["White slip", combo.body.id, "Blue rim"],
      ["Celadon", combo.body.id, "Blue rim"],
    ]);
    expect(layers[0].id).toBe(existing.body.id);
    expect(layers[1].orderIndex).toBeGreaterThan(layers[0].orderIndex);
    expect(layers[2]).toMatchObject({ applicationMethod: "Dipped", coats: 2, notes: "rim only" });
  });
});

describe("combo detail", () => {
  it("renames, sets cone and notes, refuses an empty name, and deletes", async () => {
    const { pieceId } = await layeredPiece(alice);
    const combo = await alice.client.post("/api/surface-combos", { pieceId });
    const renamed = await alice.client.patch(`/api/surface-combos/${combo.body.id}`, { name: "Ocean", temperature: "Cone 6", notes: "lovely" });
    expect(renamed.status).toBe(200);
    expect(renamed.body).toMatchObject({ name: "Ocean", temperature: "Cone 6", notes: "lovely" });
    const empty = await alice.client.patch(`/api/surface-combos/${combo.body.id}`, { name: "  " });
    expect(empty.status).toBe(400);
    expect(empty.body.message).toBe("Combo name is required");
    expect((await alice.client.get(`/api/surface-combos/${combo.body.id}`)).body.name).toBe("Ocean");
    const cleared = await alice.client.patch(`/api/surface-combos/${combo.body.id}`, { temperature: null, notes: null });
    expect(cleared.body).toMatchObject({ temperature: null, notes: null });
    expect((await alice.client.delete(`/api/surface-combos/${combo.body.id}`)).status).toBe(200);
    expect((await alice.client.get(`/api/surface-combos/${combo.body.id}`)).status).toBe(404);
    expect(await ctx.db.select().from(surfaceComboLayers).where(eq(surfaceComboLayers.comboId, combo.body.id))).toHaveLength(0);
  });
});

describe("ownership", () => {
  it("answers 404 for another potter's combos and pieces, and changes nothing", async () => {
    const { pieceId } = await layeredPiece(alice);
    const combo = await alice.client.post("/api/surface-combos", { pieceId, name: "Alice's" });
    const bobPiece = await piece(bob);
    expect((await bob.client.get(`/api/surface-combos/${combo.body.id}`)).status).toBe(404);
    expect((await bob.client.get(`/api/surface-combos/${combo.body.id}/layers`)).status).toBe(404);
    expect((await bob.client.patch(`/api/surface-combos/${combo.body.id}`, { name: "Bob's" })).status).toBe(404);
    expect((await bob.client.delete(`/api/surface-combos/${combo.body.id}`)).status).toBe(404);
    expect((await bob.client.post("/api/surface-combos", { pieceId })).status).toBe(404);
    expect((await bob.client.post(`/api/pieces/${bobPiece}/apply-combo`, { comboId: combo.body.id })).status).toBe(404);
    expect((await bob.client.post(`/api/pieces/${pieceId}/apply-combo`, { comboId: combo.body.id })).status).toBe(404);
    expect((await bob.client.get("/api/surface-combos")).body).toEqual([]);
    expect((await alice.client.get(`/api/surface-combos/${combo.body.id}`)).body.name).toBe("Alice's");
  });
});
