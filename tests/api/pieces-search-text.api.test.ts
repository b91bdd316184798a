/**
 * Search text: the text a search word is found in (pieces.search_text, docs/decisions/0149-search-text.md) follows every
 * change to a piece, its stage notes, its layers and the library glazes they use, through the API; PGlite and PostgreSQL.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signUp, type TestClient } from "../helpers/client";
import { createTestContext, type TestContext } from "../helpers/test-app";

let ctx: TestContext;
let client: TestClient;

beforeAll(async () => {
  ctx = await createTestContext();
  ({ client } = await signUp(ctx));
});
afterAll(async () => {
  await ctx.close();
});

const found = async (q: string) => {
  const res = await client.get(`/api/pieces?q=${encodeURIComponent(q)}`);
  expect(res.status, res.text).toBe(200);
  return res.body.data.map((p: { name: string }) => p.name);
};

describe("what a search finds follows every change", () => {
  it("a stage note added, edited and deleted", async () => {
    const piece = await client.post("/api/pieces", { name: "Yunomi", type: "wheel", clayBody: "Stoneware" });
    expect(piece.status, piece.text).toBe(201);
    expect(await found("dunting")).toEqual([]);
    const entry = await client.post("/api/stage-history", { pieceId: piece.body.id, stage: "Trimmed", location: "Shelf", notes: "Dunting crack" });
    expect(entry.status, entry.text).toBe(201);
    expect(await found("dunting")).toEqual(["Yunomi"]);
    const edited = await client.patch(`/api/stage-history/${entry.body.id}`, { notes: "Foot ring recut" });
    expect(edited.status, edited.text).toBe(200);
    expect(await found("dunting")).toEqual([]);
    expect(await found("recut")).toEqual(["Yunomi"]);
    expect((await client.delete(`/api/stage-history/${entry.body.id}`)).status).toBe(200);
    expect(await found("recut")).toEqual([]);
  });

  it("a layer added, changed and removed, and its library glaze renamed", async () => {
    const glaze = await client.post("/api/glazes", { name: "Oribe" });
    expect(glaze.status, glaze.text).toBe(201);
    const piece = await client.post("/api/pieces", { name: "Platter", type: "handbuilt", clayBody: "Stoneware" });
    expect(piece.status, piece.text).toBe(201);
    const layer = await client.post("/api/decoration-layers", { pieceId: piece.body.id, glazeId: glaze.body.id, placement: "Inside" });
    expect(layer.status, layer.text).toBe(201);
    expect(await found("oribe")).toEqual(["Platter"]);
    const renamed = await client.patch(`/api/glazes/${glaze.body.id}`, { name: "Green Oribe Deep" });
    expect(renamed.status, renamed.text).toBe(200);
    expect(await found("deep")).toEqual(["Platter"]);
    const typed = await client.post("/api/decoration-layers", { pieceId: piece.body.id, materialName: "Iron Wash", placement: "Rim/Lip" });
    expect(typed.status, typed.text).toBe(201);
    expect(await found("iron wa")).toEqual(["Platter"]);
    expect((await client.delete(`/api/decoration-layers/${typed.body.id}`)).status).toBe(200);
    expect(await found("wash")).toEqual([]);
    // Deleting the glaze leaves the layer's piece without its name.
    expect((await client.delete(`/api/glazes/${glaze.body.id}`)).status).toBe(200);
    expect(await found("deep")).toEqual([]);
  });

  it("the piece's own name, notes and techniques edited", async () => {
    const piece = await client.post("/api/pieces", { name: "Teapot", type: "wheel", clayBody: "Porcelain", notes: "A commission" });
    expect(piece.status, piece.text).toBe(201);
    expect(await found("commiss")).toEqual(["Teapot"]);
    const edited = await client.patch(`/api/pieces/${piece.body.id}`, { name: "Side-handle kyusu", decoratingTechniques: ["Carving"], notes: "Strainer holes clogged" });
    expect(edited.status, edited.text).toBe(200);
    expect(await found("commiss")).toEqual([]);
    expect(await found("kyusu strainer carv")).toEqual(["Side-handle kyusu"]);
  });
});
