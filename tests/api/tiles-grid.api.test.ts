/**
 * The test-tile grid through the API (product.md#r121): its filters, page and facets, one material's tiles, typed
 * names folded by case, and never another potter's tiles. Runs on PGlite, and on PostgreSQL with TEST_DATABASE_URL.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { TILE_TEXTS } from "../../contract/tiles/texts";
import { signUp, type SignedInUser } from "../helpers/client";
import { createTestContext, type TestContext } from "../helpers/test-app";

let ctx: TestContext;
let bob: SignedInUser;

async function created(res: Promise<{ status: number; body: any; text: string }>, status = 201): Promise<any> {
  const r = await res;
  if (r.status !== status) throw new Error(`expected ${status}, got ${r.status}: ${r.text}`);
  return r.body;
}

beforeAll(async () => {
  ctx = await createTestContext();
  bob = await signUp(ctx);
  // Bob's own tile, so his list below is not empty by chance.
  await created(bob.client.post("/api/test-tiles", { materialName: "Clear", clayBody: "Buff" }));
});
afterAll(async () => {
  await ctx.close();
});

describe("GET /api/test-tiles: the grid's filters, page and facets", () => {
  let potter: SignedInUser;
  let tenmoku: { id: number };
  let shino: { id: number };
  let stack: { id: number };
  const ids: Record<string, number> = {};

  beforeAll(async () => {
    potter = await signUp(ctx);
    const c = potter.client;
    tenmoku = await created(c.post("/api/glazes", { name: "Tenmoku" }));
    shino = await created(c.post("/api/glazes", { name: "Shino" }));
    const piece = await created(c.post("/api/pieces", { name: "Jar", type: "wheel", clayBody: "Stoneware" }));
    await created(c.post("/api/decoration-layers", { pieceId: piece.id, type: "Glaze", materialName: "A" }));
    await created(c.post("/api/decoration-layers", { pieceId: piece.id, type: "Glaze", materialName: "B" }));
    stack = await created(c.post("/api/surface-combos", { pieceId: piece.id, name: "A over B" }));
    const rows: [string, Record<string, unknown>][] = [
      ["t1", { glazeId: tenmoku.id, clayBody: "B-Mix", cone: "Cone 6", atmosphere: "Oxidation", rating: 5 }],
      ["t2", { glazeId: tenmoku.id, clayBody: "Porcelain", cone: "Cone 10", atmosphere: "Reduction", rating: 3, defects: ["Crawling"] }],
      ["t3", { glazeId: tenmoku.id, clayBody: "b-mix", cone: "Cone 10", atmosphere: "reduction", rating: 2, defects: ["Crazing", "Crawling"] }],
      ["s1", { glazeId: shino.id, clayBody: "Porcelain", cone: "Cone 10", atmosphere: "Reduction", defects: ["Pinholing"] }],
      ["c1", { surfaceComboId: stack.id, clayBody: "Stoneware", cone: "Cone 6", rating: 4 }],
      ["x1", { materialName: "Ash glaze", clayBody: "Stoneware", rating: 1, defects: ["Running"] }],
    ];
    for (const [key, body] of rows) {
      ctx.clock.advance(1000);
      ids[key] = (await created(c.post("/api/test-tiles", body))).id;
    }
    ctx.clock.reset();
  });

  const list = async (query = "") => {
    const res = await potter.client.get(`/api/test-tiles${query}`);
    expect(res.status, res.text).toBe(200);
    return res.body as { data: { id: number }[]; pagination: Record<string, number> };
  };
  const idsOf = (body: { data: { id: number }[] }) => body.data.map((t) => t.id);
  const named = (...keys: string[]) => keys.map((k) => ids[k]);

  it("answers the potter's tiles newest first, a page at a time", async () => {
    const body = await list();
    expect(idsOf(body)).toEqual(named("x1", "c1", "s1", "t3", "t2", "t1"));
    expect(body.pagination).toEqual({ total: 6, totalPages: 1, page: 1, limit: 48 });
  });

  it("GET /api/test-tile-facets answers the materials, clay bodies and atmospheres the tiles hold", async () => {
    const res = await potter.client.get("/api/test-tile-facets");
    expect(res.status).toBe(200);
    const facets = res.body;
    // Spellings that differ only in case count once.
    expect(facets.clayBodies).toEqual(["B-Mix", "Porcelain", "Stoneware"]);
    expect(facets.atmospheres).toEqual(["Oxidation", "Reduction"]);
    expect(facets.materials).toEqual([
      { glazeId: null, surfaceComboId: stack.id, materialName: null, label: "A over B" },
      { glazeId: null, surfaceComboId: null, materialName: "Ash glaze", label: "Ash glaze" },
      { glazeId: shino.id, surfaceComboId: null, materialName: null, label: "Shino" },
      { glazeId: tenmoku.id, surfaceComboId: null, materialName: null, label: "Tenmoku" },
    ]);
  });

  it.each([
    ["?glazeId=TENMOKU", ["t3", "t2", "t1"]],
    ["?surfaceComboId=STACK", ["c1"]],
    ["?materialName=ash%20GLAZE", ["x1"]],
    ["?clayBody=b-MIX", ["t3", "t1"]],
    ["?cone=Cone%2010", ["s1", "t3", "t2"]],
    ["?atmosphere=REDUCTION", ["s1", "t3", "t2"]],
    ["?minRating=3", ["c1", "t2", "t1"]],
    ["?defect=Crawling", ["t3", "t2"]],
    ["?defect=Colour%20shift", []],
    ["?glazeId=TENMOKU&cone=Cone%2010&defect=Crazing", ["t3"]],
  ])("filters %s", async (query, expected) => {
    const body = await list(query.replace("TENMOKU", String(tenmoku.id)).replace("STACK", String(stack.id)));
    expect(idsOf(body)).toEqual(named(...expected));
    expect(body.pagination.total).toBe(expected.length);
  });

  it("pages: limit and page, a page past the end answers empty with the real totals", async () => {
    const first = await list("?limit=4");
    expect(idsOf(first)).toEqual(named("x1", "c1", "s1", "t3"));
    expect(first.pagination).toEqual({ total: 6, totalPages: 2, page: 1, limit: 4 });
    expect(idsOf(await list("?limit=4&page=2"))).toEqual(named("t2", "t1"));
    const past = await list("?limit=4&page=9");
    expect(past.data).toEqual([]);
    expect(past.pagination.total).toBe(6);
  });

  it.each([
    ["?cone=Cone%2013", TILE_TEXTS.invalidCone],
    ["?defect=Peeling", TILE_TEXTS.invalidDefect],
    ["?minRating=0", TILE_TEXTS.invalidMinRating],
    ["?minRating=six", TILE_TEXTS.invalidMinRating],
    ["?limit=101", TILE_TEXTS.limitRange],
    ["?page=0", TILE_TEXTS.pageRange],
    ["?glazeId=-1", TILE_TEXTS.idNotNumber("glazeId")],
  ])("refuses %s", async (query, message) => {
    const res = await potter.client.get(`/api/test-tiles${query}`);
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(message);
  });

  it("never lists another potter's tiles, even when filtered by their glaze", async () => {
    const other = await bob.client.get(`/api/test-tiles?glazeId=${tenmoku.id}`);
    expect(other.status).toBe(200);
    expect(other.body.data).toEqual([]);
    const all = await bob.client.get("/api/test-tiles?limit=100");
    expect(all.body.data).toHaveLength(1);
    expect(all.body.data.every((t: { userId: number }) => t.userId === bob.user.id)).toBe(true);
    const facets = await bob.client.get("/api/test-tile-facets");
    expect(facets.status).toBe(200);
    expect(JSON.stringify(facets.body)).not.toContain("Tenmoku");
  });

  it("GET /api/glazes/{id}/test-tiles and /api/surface-combos/{id}/test-tiles list one material's tiles", async () => {
    const g = await potter.client.get(`/api/glazes/${tenmoku.id}/test-tiles`);
    expect(g.status).toBe(200);
    expect(idsOf(g.body)).toEqual(named("t3", "t2", "t1"));
    const c = await potter.client.get(`/api/surface-combos/${stack.id}/test-tiles`);
    expect(idsOf(c.body)).toEqual(named("c1"));
    expect((await potter.client.get("/api/glazes/999999/test-tiles")).status).toBe(404);
    expect((await potter.client.get("/api/surface-combos/999999/test-tiles")).body.message).toBe(TILE_TEXTS.comboNotFound);
  });

  it("folds typed names that differ only in case into one filter choice, and the filter finds them all", async () => {
    const other = await signUp(ctx);
    const one = await created(other.client.post("/api/test-tiles", { materialName: "Ash glaze", clayBody: "B-Mix" }));
    const two = await created(other.client.post("/api/test-tiles", { materialName: "ASH GLAZE", clayBody: "b-mix" }));
    const facets = (await other.client.get("/api/test-tile-facets")).body;
    expect(facets.materials).toEqual([{ glazeId: null, surfaceComboId: null, materialName: "ASH GLAZE", label: "ASH GLAZE" }]);
    expect(facets.clayBodies).toEqual(["B-Mix"]);
    const found = await other.client.get("/api/test-tiles?materialName=ash%20glaze");
    expect(found.body.data.map((t: { id: number }) => t.id)).toEqual([two.id, one.id]);
  });

  it("a renamed glaze shows its new name on its tiles", async () => {
    await created(potter.client.patch(`/api/glazes/${shino.id}`, { name: "Carbon trap Shino" }), 200);
    const res = await potter.client.get(`/api/test-tiles/${ids.s1}`);
    expect(res.body.materialLabel).toBe("Carbon trap Shino");
  });
});
