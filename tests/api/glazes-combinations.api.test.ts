import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { decorationLayers, glazes, pieces } from "../../server/db/schema";
import { signUp, type TestClient } from "../helpers/client";
import { createTestContext, type TestContext } from "../helpers/test-app";

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(async () => {
  await ctx.close();
});

async function glaze(client: TestClient, name: string, type = "Glaze"): Promise<{ id: number; name: string }> {
  const res = await client.post("/api/glazes", { name, type });
  expect(res.status).toBe(201);
  return res.body;
}

describe("combination glazes (product.md#r22)", () => {
  it("creates a combination from two layers, named 'Combo: {top} over {base}' when no name is sent", async () => {
    const { client } = await signUp(ctx);
    const base = await glaze(client, "Tenmoku");
    const top = await glaze(client, "Velvet Red", "Underglaze");
    const res = await client.post("/api/glaze-combinations", { baseLayerGlazeId: base.id, topLayerGlazeId: top.id, notes: "Dip then brush" });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      name: "Combo: Velvet Red Underglaze over Tenmoku",
      type: "Glaze",
      isCombo: true,
      baseLayerGlazeId: base.id,
      topLayerGlazeId: top.id,
      notes: "Dip then brush",
    });
    expect(res.body.baseGlaze.name).toBe("Tenmoku");
    expect(res.body.topGlaze.name).toBe("Velvet Red");

    // A combination is a row of the glazes list with its own id (no +10000 offset) and layers on lookup.
    const list = await client.get("/api/glazes");
    const row = list.body.data.find((g: { id: number }) => g.id === res.body.id);
    expect(row.name.startsWith("Combo:")).toBe(true);
    const got = await client.get(`/api/glazes/${res.body.id}`);
    expect(got.body.baseGlaze.id).toBe(base.id);
    expect(got.body.topGlaze.id).toBe(top.id);
  });

  it("keeps a sent name, adding the 'Combo: ' prefix when it is missing", async () => {
    const { client } = await signUp(ctx);
    const a = await glaze(client, "A");
    const b = await glaze(client, "B");
    const named = await client.post("/api/glaze-combinations", { name: "Combo: B over A", baseLayerGlazeId: a.id, topLayerGlazeId: b.id });
    expect(named.body.name).toBe("Combo: B over A");
    const bare = await client.post("/api/glaze-combinations", { name: "Sunset", baseLayerGlazeId: a.id, topLayerGlazeId: b.id });
    expect(bare.body.name).toBe("Combo: Sunset");
  });

  it("requires both layers with the spec's messages", async () => {
    const { client } = await signUp(ctx);
    const a = await glaze(client, "A");
    const noBase = await client.post("/api/glaze-combinations", { topLayerGlazeId: a.id });
    expect(noBase.status).toBe(400);
    expect(noBase.body.message).toBe("Base layer glaze is required");
    expect(noBase.body.errors.baseLayerGlazeId).toBe("Base layer glaze is required");
    const zeroTop = await client.post("/api/glaze-combinations", { baseLayerGlazeId: a.id, topLayerGlazeId: 0 });
    expect(zeroTop.status).toBe(400);
    expect(zeroTop.body.message).toBe("Top layer glaze is required");
    const textTop = await client.post("/api/glaze-combinations", { baseLayerGlazeId: a.id, topLayerGlazeId: "2" });
    expect(textTop.body.message).toBe("Top layer glaze is required");
    const missingLayer = await client.post("/api/glaze-combinations", { baseLayerGlazeId: a.id, topLayerGlazeId: 2_000_000_000 });
    expect(missingLayer.status).toBe(404);
    expect(missingLayer.body.message).toBe("Top layer glaze not found");
    const count = await ctx.db.select().from(glazes).where(eq(glazes.isCombo, true));
    expect(count.every((c) => c.baseLayerGlazeId !== null || c.topLayerGlazeId !== null)).toBe(true);
  });

  it("refuses another user's glaze as a layer (404) and a combination as a layer (400)", async () => {
    const owner = await signUp(ctx);
    const intruder = await signUp(ctx);
    const foreign = await glaze(owner.client, "Owner's Shino");
    const mine = await glaze(intruder.client, "Mine");
    const res = await intruder.client.post("/api/glaze-combinations", { baseLayerGlazeId: foreign.id, topLayerGlazeId: mine.id });
    expect(res.status).toBe(404);
    expect(res.body.message).toBe("Base layer glaze not found");
    const combo = await intruder.client.post("/api/glaze-combinations", { baseLayerGlazeId: mine.id, topLayerGlazeId: mine.id });
    expect(combo.status).toBe(201);
    const nested = await intruder.client.post("/api/glaze-combinations", { baseLayerGlazeId: mine.id, topLayerGlazeId: combo.body.id });
    expect(nested.status).toBe(400);
    expect(nested.body.message).toBe("A combination layer must be a single surface treatment, not a combination");
    const patchForeign = await intruder.client.patch(`/api/glaze-combinations/${combo.body.id}`, { topLayerGlazeId: foreign.id });
    expect(patchForeign.status).toBe(404);
    expect(patchForeign.body.message).toBe("Top layer glaze not found");
    // The owner's combination cannot be changed or found by name by someone else.
    const ownerCombo = await owner.client.post("/api/glaze-combinations", { baseLayerGlazeId: foreign.id, topLayerGlazeId: foreign.id });
    expect((await intruder.client.patch(`/api/glaze-combinations/${ownerCombo.body.id}`, { notes: "x" })).status).toBe(404);
    const byName = await intruder.client.get(`/api/glaze-combinations/by-name/${encodeURIComponent("Owner's Shino over Owner's Shino")}`);
    expect(byName.status).toBe(404);
  });

  it("changes a combination's layers and regenerates its name; a plain glaze is not a combination", async () => {
    const { client } = await signUp(ctx);
    const a = await glaze(client, "Amber");
    const b = await glaze(client, "Blue");
    const iron = await glaze(client, "Red Iron", "Oxide");
    const combo = await client.post("/api/glaze-combinations", { baseLayerGlazeId: a.id, topLayerGlazeId: b.id });
    const res = await client.patch(`/api/glaze-combinations/${combo.body.id}`, { topLayerGlazeId: iron.id, notes: "Wipe back" });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ name: "Combo: Red Iron Oxide over Amber", topLayerGlazeId: iron.id, notes: "Wipe back" });
    expect(res.body.topGlaze.name).toBe("Red Iron");
    const renamed = await client.patch(`/api/glaze-combinations/${combo.body.id}`, { name: "Combo: Rust", temperature: "Cone 6" });
    expect(renamed.body).toMatchObject({ name: "Combo: Rust", temperature: "Cone 6" });
    const notCombo = await client.patch(`/api/glaze-combinations/${a.id}`, { notes: "x" });
    expect(notCombo.status).toBe(404);
    expect(notCombo.body.message).toBe("Combination not found");
    const typeChange = await client.patch(`/api/glazes/${combo.body.id}`, { type: "Slip" });
    expect(typeChange.status).toBe(400);
    expect(typeChange.body.message).toBe("A combination glaze is always of type Glaze");
  });

  it("finds a combination by its URL-encoded name without the 'Combo: ' prefix", async () => {
    const { client } = await signUp(ctx);
    const base = await glaze(client, "Floating Blue / Rutile");
    const top = await glaze(client, "Shino & Ash?");
    const combo = await client.post("/api/glaze-combinations", { baseLayerGlazeId: base.id, topLayerGlazeId: top.id });
    expect(combo.body.name).toBe("Combo: Shino & Ash? over Floating Blue / Rutile");
    const res = await client.get(`/api/glaze-combinations/by-name/${encodeURIComponent("Shino & Ash? over Floating Blue / Rutile")}`);
    expect(res.status).toBe(200);
    expect(res.body.combination.id).toBe(combo.body.id);
    expect(res.body.baseGlaze.id).toBe(base.id);
    expect(res.body.topGlaze.id).toBe(top.id);
    const missing = await client.get(`/api/glaze-combinations/by-name/${encodeURIComponent("Nothing over Here")}`);
    expect(missing.status).toBe(404);
    for (const odd of ["%E0%A4%A", "%00", encodeURIComponent("x".repeat(300))]) {
      const res = await client.get(`/api/glaze-combinations/by-name/${odd}`);
      expect([400, 404]).toContain(res.status);
    }
  });

  it("lists the combinations that use a glaze", async () => {
    const { client } = await signUp(ctx);
    const a = await glaze(client, "A");
    const b = await glaze(client, "B");
    const c = await glaze(client, "C");
    const ab = await client.post("/api/glaze-combinations", { baseLayerGlazeId: a.id, topLayerGlazeId: b.id });
    const ca = await client.post("/api/glaze-combinations", { baseLayerGlazeId: c.id, topLayerGlazeId: a.id });
    await client.post("/api/glaze-combinations", { baseLayerGlazeId: b.id, topLayerGlazeId: c.id });
    const res = await client.get(`/api/glazes/${a.id}/combinations`);
    expect(res.status).toBe(200);
    expect(res.body.data.map((g: { id: number }) => g.id).sort()).toEqual([ab.body.id, ca.body.id].sort());
  });
});

describe("deleting a glaze that combinations use", () => {
  it("Delete All removes the glaze and its combinations together", async () => {
    const { client } = await signUp(ctx);
    const a = await glaze(client, "A");
    const b = await glaze(client, "B");
    const ab = await client.post("/api/glaze-combinations", { baseLayerGlazeId: a.id, topLayerGlazeId: b.id });
    const ba = await client.post("/api/glaze-combinations", { baseLayerGlazeId: b.id, topLayerGlazeId: a.id });
    const res = await client.delete(`/api/glazes/${a.id}?withCombinations=true`);
    expect(res.status).toBe(200);
    expect(res.body.deletedIds.sort()).toEqual([a.id, ab.body.id, ba.body.id].sort());
    const left = await client.get("/api/glazes");
    expect(left.body.data.map((g: { id: number }) => g.id)).toEqual([b.id]);
    expect((await client.delete(`/api/glazes/${b.id}?withCombinations=maybe`)).status).toBe(400);
  });

  it("a plain delete keeps the combinations with a '[Deleted Glaze' marker and a cleared layer id", async () => {
    const { client } = await signUp(ctx);
    const base = await glaze(client, "Tenmoku");
    const top = await glaze(client, "Black", "Underglaze");
    const combo = await client.post("/api/glaze-combinations", { baseLayerGlazeId: base.id, topLayerGlazeId: top.id });
    const custom = await client.post("/api/glaze-combinations", { name: "Night Sky", baseLayerGlazeId: base.id, topLayerGlazeId: top.id });
    const doubled = await client.post("/api/glaze-combinations", { baseLayerGlazeId: base.id, topLayerGlazeId: base.id });

    const res = await client.delete(`/api/glazes/${top.id}`);
    expect(res.status).toBe(200);
    expect(res.body.deletedIds).toEqual([top.id]);
    expect(res.body.markedCombinationIds.sort()).toEqual([combo.body.id, custom.body.id].sort());

    const got = await client.get(`/api/glazes/${combo.body.id}`);
    expect(got.body.name).toBe("Combo: [Deleted Glaze: Black] over Tenmoku");
    expect(got.body.topLayerGlazeId).toBeNull();
    expect(got.body.topGlaze).toBeNull();
    expect(got.body.baseGlaze.id).toBe(base.id);
    expect((await client.get(`/api/glazes/${custom.body.id}`)).body.name).toBe("Combo: Night Sky [Deleted Glaze: Black]");

    // Deleting the other layer too keeps both markers; both sides of a doubled layer are marked.
    await client.delete(`/api/glazes/${base.id}`);
    const both = await client.get(`/api/glazes/${combo.body.id}`);
    expect(both.body.name).toBe("Combo: [Deleted Glaze: Black] over [Deleted Glaze: Tenmoku]");
    expect(both.body.baseLayerGlazeId).toBeNull();
    const twice = await client.get(`/api/glazes/${doubled.body.id}`);
    expect(twice.body.name).toBe("Combo: [Deleted Glaze: Tenmoku] over [Deleted Glaze: Tenmoku]");

    // Repairing a layer regenerates the name and keeps the other side's marker.
    const fresh = await glaze(client, "Clear");
    const fixed = await client.patch(`/api/glaze-combinations/${combo.body.id}`, { baseLayerGlazeId: fresh.id });
    expect(fixed.body.name).toBe("Combo: [Deleted Glaze: Black] over Clear");
    expect(fixed.body.baseGlaze.id).toBe(fresh.id);
  });

  it("decoration layers keep their material name and pieces drop the deleted id", async () => {
    const { client, user } = await signUp(ctx);
    const g = await glaze(client, "Shino");
    const [piece] = await ctx.db
      .insert(pieces)
      .values({ userId: user.id, name: "Bowl", type: "wheel", clayBody: "Stoneware", glazeIds: [g.id, 999] })
      .returning();
    await ctx.db
      .insert(decorationLayers)
      .values({ userId: user.id, pieceId: piece!.id, glazeId: g.id, type: "Glaze", placement: "Outside", materialName: "Shino" });
    expect((await client.delete(`/api/glazes/${g.id}`)).status).toBe(200);
    const [layer] = await ctx.db.select().from(decorationLayers).where(eq(decorationLayers.pieceId, piece!.id));
    expect(layer!.glazeId).toBeNull();
    expect(layer!.materialName).toBe("Shino");
    const [after] = await ctx.db.select().from(pieces).where(eq(pieces.id, piece!.id));
    expect(after!.glazeIds).toEqual([999]);
  });
});
