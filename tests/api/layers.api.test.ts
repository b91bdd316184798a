import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { APPLICATION_METHODS, LAYER_TEXTS, LAYER_TYPES } from "../../contract/layers/schemas";
import { decorationLayers, glazes } from "../../server/db/schema";
import { signUp, type SignedInUser } from "../helpers/client";
import { insertGlaze, insertPiece } from "../helpers/records";
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

const glaze = (owner: SignedInUser, name: string, type?: string) => insertGlaze(ctx, owner, name, type);

const ALL_METHODS = [...new Set(Object.values(APPLICATION_METHODS).flat())];

describe("decoration layer validation matrix (product.md#r77)", () => {
  let pieceId: number;
  beforeAll(async () => {
    pieceId = await piece(alice);
  });

  it.each([
    ["glazeId", { glazeId: 1 }, LAYER_TEXTS.unglazedGlaze],
    ["applicationMethod", { applicationMethod: "Brushed" }, LAYER_TEXTS.unglazedMethod],
    ["coats", { coats: 2 }, LAYER_TEXTS.unglazedCoats],
    ["thickness", { thickness: "Thin" }, LAYER_TEXTS.unglazedThickness],
  ])("refuses an Unglazed layer with %s", async (field, extra, message) => {
    const res = await alice.client.post("/api/decoration-layers", { pieceId, type: "Unglazed", ...extra });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(message);
    expect(res.body.errors[field]).toBe(message);
  });

  for (const type of LAYER_TYPES.filter((t) => t !== "Unglazed")) {
    const valid = APPLICATION_METHODS[type];
    for (const method of ALL_METHODS) {
      const ok = valid.includes(method);
      it(`${ok ? "accepts" : "refuses"} method "${method}" for ${type}`, async () => {
        const res = await alice.client.post("/api/decoration-layers", {
          pieceId,
          type,
          materialName: `${type} material`,
          applicationMethod: method,
        });
        if (ok) {
          expect(res.status).toBe(201);
          expect(res.body.applicationMethod).toBe(method);
        } else {
          expect(res.status).toBe(400);
          expect(res.body.message).toBe(`Application method "${method}" is not valid for ${type}`);
        }
      });
    }
  }

  it.each(["Slip", "Oxide"])("refuses coats on %s", async (type) => {
    const res = await alice.client.post("/api/decoration-layers", { pieceId, type, materialName: "X", coats: 2 });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe("Coats are not applicable for Slip and Oxide treatments.");
  });

  it.each(["Glaze", "Underglaze"])("refuses thickness on %s", async (type) => {
    const res = await alice.client.post("/api/decoration-layers", { pieceId, type, materialName: "X", thickness: "Thick" });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe("Thickness is not applicable for Glaze and Underglaze treatments.");
  });

  it("refuses an unknown type, placement or thickness, and coats below 1", async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ type: "Paint" }, LAYER_TEXTS.invalidType],
      [{ type: "Glaze", placement: "Underneath" }, LAYER_TEXTS.invalidPlacement],
      [{ type: "Slip", thickness: "Huge" }, LAYER_TEXTS.invalidThickness],
      [{ type: "Glaze", coats: 0 }, "Coats must be at least 1"],
    ];
    for (const [body, message] of cases) {
      const res = await alice.client.post("/api/decoration-layers", { pieceId, materialName: "X", ...body });
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.message).toBe(message);
    }
  });

  it("defaults an empty placement to Outside and a blank type to Glaze; stores an Unglazed layer bare", async () => {
    const res = await alice.client.post("/api/decoration-layers", { pieceId, type: "", placement: "", materialName: "Clear", coats: 2 });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ type: "Glaze", placement: "Outside", coats: 2, materialName: "Clear" });
    const bare = await alice.client.post("/api/decoration-layers", { pieceId, type: "Unglazed", placement: "Inside" });
    expect(bare.status).toBe(201);
    expect(bare.body).toMatchObject({ type: "Unglazed", glazeId: null, applicationMethod: null, coats: null, thickness: null, materialName: null });
  });

  it("checks the merged layer on update", async () => {
    const created = await alice.client.post("/api/decoration-layers", { pieceId, type: "Slip", materialName: "Porcelain slip", thickness: "Thin" });
    expect(created.status).toBe(201);
    const toGlaze = await alice.client.patch(`/api/decoration-layers/${created.body.id}`, { type: "Glaze" });
    expect(toGlaze.status).toBe(400);
    expect(toGlaze.body.message).toBe("Thickness is not applicable for Glaze and Underglaze treatments.");
    const fixed = await alice.client.patch(`/api/decoration-layers/${created.body.id}`, { type: "Glaze", thickness: null, coats: 3 });
    expect(fixed.status).toBe(200);
    expect(fixed.body).toMatchObject({ type: "Glaze", thickness: null, coats: 3 });
  });
});

describe("material snapshot", () => {
  it("keeps the material name after its glaze is deleted", async () => {
    const pieceId = await piece(alice, "Mug");
    const glazeId = await glaze(alice, "Tenmoku");
    const res = await alice.client.post("/api/decoration-layers", { pieceId, glazeId, type: "Glaze", applicationMethod: "Dipped", coats: 2 });
    expect(res.status).toBe(201);
    expect(res.body.materialName).toBe("Tenmoku");
    await ctx.db.delete(glazes).where(eq(glazes.id, glazeId));
    const list = await alice.client.get(`/api/pieces/${pieceId}/decoration-layers`);
    expect(list.body.data[0]).toMatchObject({ glazeId: null, materialName: "Tenmoku", applicationMethod: "Dipped" });
  });

  it("refuses another potter's glaze as a layer's material", async () => {
    const pieceId = await piece(alice);
    const bobsGlaze = await glaze(bob, "Bob's Celadon");
    const res = await alice.client.post("/api/decoration-layers", { pieceId, glazeId: bobsGlaze, type: "Glaze" });
    expect(res.status).toBe(404);
    expect(await ctx.db.select().from(decorationLayers).where(eq(decorationLayers.pieceId, pieceId))).toHaveLength(0);
  });
});

describe("reorder", () => {
  async function threeLayers() {
    const pieceId = await piece(alice, "Vase");
    const ids: number[] = [];
    for (const name of ["A", "B", "C"]) {
      const res = await alice.client.post("/api/decoration-layers", { pieceId, type: "Glaze", materialName: name });
      ids.push(res.body.id);
    }
    return { pieceId, ids };
  }
  const order = async (pieceId: number) =>
    (await alice.client.get(`/api/pieces/${pieceId}/decoration-layers`)).body.data.map((l: any) => l.materialName).join("");

  it("sets the full new order", async () => {
    const { pieceId, ids } = await threeLayers();
    expect(await order(pieceId)).toBe("ABC");
    const res = await alice.client.patch(`/api/pieces/${pieceId}/decoration-layers/reorder`, { layerIds: [ids[2], ids[0], ids[1]] });
    expect(res.status).toBe(200);
    expect(res.body.data.map((l: any) => l.orderIndex)).toEqual([0, 1, 2]);
    expect(await order(pieceId)).toBe("CAB");
  });

  it("refuses a partial, foreign or duplicate list and changes nothing", async () => {
    const { pieceId, ids } = await threeLayers();
    const other = await threeLayers();
    const bad = [[ids[1], ids[0]], [ids[0], ids[1], other.ids[0]], [ids[0], ids[0], ids[1]], [ids[2], ids[1], ids[0], ids[0]]];
    for (const layerIds of bad) {
      const res = await alice.client.patch(`/api/pieces/${pieceId}/decoration-layers/reorder`, { layerIds });
      expect(res.status).toBe(400);
      expect(res.body.message).toBe(LAYER_TEXTS.reorderMismatch);
    }
    expect(await order(pieceId)).toBe("ABC");
  });
});

describe("ownership", () => {
  it("answers 404 for another potter's piece and layer", async () => {
    const pieceId = await piece(alice, "Private plate");
    const layer = await alice.client.post("/api/decoration-layers", { pieceId, type: "Glaze", materialName: "Shino" });
    expect((await bob.client.get(`/api/pieces/${pieceId}/decoration-layers`)).status).toBe(404);
    expect((await bob.client.post("/api/decoration-layers", { pieceId, type: "Glaze", materialName: "X" })).status).toBe(404);
    expect((await bob.client.patch(`/api/decoration-layers/${layer.body.id}`, { notes: "mine now" })).status).toBe(404);
    expect((await bob.client.delete(`/api/decoration-layers/${layer.body.id}`)).status).toBe(404);
    expect((await bob.client.patch(`/api/pieces/${pieceId}/decoration-layers/reorder`, { layerIds: [layer.body.id] })).status).toBe(404);
    const all = await bob.client.get("/api/decoration-layers");
    expect(all.body.data.find((l: any) => l.id === layer.body.id)).toBeUndefined();
    const still = await alice.client.get(`/api/pieces/${pieceId}/decoration-layers`);
    expect(still.body.data).toHaveLength(1);
    expect(still.body.data[0].notes).toBeNull();
  });

  it("deletes a layer for its owner", async () => {
    const pieceId = await piece(alice);
    const layer = await alice.client.post("/api/decoration-layers", { pieceId, type: "Oxide", materialName: "Rutile" });
    expect((await alice.client.delete(`/api/decoration-layers/${layer.body.id}`)).status).toBe(200);
    expect((await alice.client.get(`/api/pieces/${pieceId}/decoration-layers`)).body.data).toHaveLength(0);
  });
});
