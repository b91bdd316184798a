/**
 * Test tiles through the API (product.md#r121): every call, the one-of material rule, the decoration-layer rules,
 * ownership (404 in the path, 400 inside a body), photos, and what happens to a tile when its glaze or combo is
 * deleted; the grid's filters and facets are in tiles-grid.api.test.ts. Runs on PGlite, and on PostgreSQL with
 * TEST_DATABASE_URL.
 */
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { LAYER_TEXTS } from "../../contract/layers/texts";
import { TILE_DEFECTS } from "../../contract/tiles/rules";
import { TILE_TEXTS } from "../../contract/tiles/texts";
import { photos, testTiles, users } from "../../server/db/schema";
import { signUp, type SignedInUser } from "../helpers/client";
import { uploadOne } from "../helpers/photos";
import { createTestContext, type TestContext } from "../helpers/test-app";

let ctx: TestContext;
let alice: SignedInUser;
let bob: SignedInUser;
let celadon: { id: number; name: string };
let slip: { id: number; name: string };
let combination: { id: number; name: string };
let combo: { id: number; name: string };

async function created(res: Promise<{ status: number; body: any; text: string }>, status = 201): Promise<any> {
  const r = await res;
  if (r.status !== status) throw new Error(`expected ${status}, got ${r.status}: ${r.text}`);
  return r.body;
}

const tile = (owner: SignedInUser, body: Record<string, unknown>) => owner.client.post("/api/test-tiles", { clayBody: "B-Mix", ...body });

beforeAll(async () => {
  ctx = await createTestContext();
  alice = await signUp(ctx);
  bob = await signUp(ctx);
  const c = alice.client;
  celadon = await created(c.post("/api/glazes", { name: "Celadon", temperature: "Cone 10" }));
  slip = await created(c.post("/api/glazes", { name: "White slip", type: "Slip" }));
  const tenmoku = await created(c.post("/api/glazes", { name: "Tenmoku" }));
  combination = await created(c.post("/api/glaze-combinations", { baseLayerGlazeId: tenmoku.id, topLayerGlazeId: celadon.id }));
  const piece = await created(c.post("/api/pieces", { name: "Bowl", type: "wheel", clayBody: "Stoneware" }));
  await created(c.post("/api/decoration-layers", { pieceId: piece.id, type: "Slip", materialName: "White slip" }));
  await created(c.post("/api/decoration-layers", { pieceId: piece.id, type: "Glaze", materialName: "Clear" }));
  combo = await created(c.post("/api/surface-combos", { pieceId: piece.id, name: "Clear over slip" }));
});
afterAll(async () => {
  await ctx.close();
});

describe("POST /api/test-tiles and GET /api/test-tiles/{id}", () => {
  it("logs a glaze tile with every field and reads it back", async () => {
    const photo = await uploadOne(alice.client, 40, 30);
    const body = await created(
      tile(alice, {
        glazeId: celadon.id,
        clayBody: "  Porcelain ",
        cone: "Cone 10",
        atmosphere: "Reduction",
        applicationMethod: "Dipped",
        coats: 2,
        firedOn: "2026-11-20",
        kilnName: "Big gas",
        imageUrls: [photo],
        rating: 4,
        defects: ["Pinholing", "Crawling", "Pinholing"],
        defectNote: "Crawled at the rim",
        notes: "Lovely green where thick",
      }),
    );
    expect(body).toMatchObject({
      userId: alice.user.id,
      code: "T-0001",
      glazeId: celadon.id,
      surfaceComboId: null,
      materialName: null,
      materialLabel: "Celadon",
      materialKind: "glaze",
      type: "Glaze",
      clayBody: "Porcelain",
      cone: "Cone 10",
      atmosphere: "Reduction",
      applicationMethod: "Dipped",
      coats: 2,
      thickness: null,
      firingId: null,
      firedOn: "2026-11-20",
      kilnName: "Big gas",
      imageUrls: [photo],
      thumbnailUrl: photo.replace(/\.jpg$/, ".thumb.jpg"),
      rating: 4,
      // The fixed list's order, each once.
      defects: ["Crawling", "Pinholing"],
      defectNote: "Crawled at the rim",
      notes: "Lovely green where thick",
    });
    const read = await alice.client.get(`/api/test-tiles/${body.id}`);
    expect(read.status).toBe(200);
    expect(read.body).toEqual(body);
    // The photo is attached, so the hourly sweep keeps it.
    const [row] = await ctx.db.select().from(photos).where(eq(photos.id, photo.split("/").pop()!));
    expect(row!.attachedAt).not.toBeNull();
  });

  it("takes a combination glaze, a saved combo, or a typed material with its type (default Glaze)", async () => {
    const a = await created(tile(alice, { glazeId: combination.id, applicationMethod: "Poured" }));
    expect(a).toMatchObject({ materialKind: "combination", materialLabel: combination.name, type: "Glaze", applicationMethod: "Poured" });
    const b = await created(tile(alice, { surfaceComboId: combo.id, cone: "Cone 6" }));
    expect(b).toMatchObject({ materialKind: "combo", materialLabel: "Clear over slip", surfaceComboId: combo.id, type: null });
    const c = await created(tile(alice, { materialName: "  Borrowed Shino  " }));
    expect(c).toMatchObject({ materialKind: "text", materialName: "Borrowed Shino", materialLabel: "Borrowed Shino", type: "Glaze" });
    const d = await created(tile(alice, { materialName: "Red iron oxide", type: "Oxide", applicationMethod: "Wiped back / Rubbed in", thickness: "Thin" }));
    expect(d).toMatchObject({ type: "Oxide", thickness: "Thin", coats: null });
    const e = await created(tile(alice, { glazeId: slip.id, thickness: "Thick", applicationMethod: "Trailed" }));
    expect(e).toMatchObject({ materialKind: "glaze", type: "Slip", thickness: "Thick" });
  });

  it("answers 404 for a missing tile or another potter's, and 400 for an id that cannot be one", async () => {
    const mine = await created(tile(alice, { materialName: "Secret" }));
    for (const path of [`/api/test-tiles/${mine.id}`, "/api/test-tiles/999999"]) {
      const res = await bob.client.get(path);
      expect(res.status).toBe(404);
      expect(res.body).toMatchObject({ message: TILE_TEXTS.tileNotFound, code: "NOT_FOUND" });
    }
    expect((await alice.client.get("/api/test-tiles/abc")).status).toBe(400);
  });
});

describe("the one-of material rule", () => {
  it.each([
    ["nothing", {}],
    ["a blank name", { materialName: "   " }],
    ["a glaze and a name", { glazeId: 1, materialName: "X" }],
    ["a glaze and a combo", { glazeId: 1, surfaceComboId: 1 }],
    ["all three", { glazeId: 1, surfaceComboId: 1, materialName: "X" }],
  ])("refuses %s on create", async (_label, body) => {
    const res = await tile(alice, body);
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(TILE_TEXTS.materialOneOf);
    expect(res.body.errors.material).toBe(TILE_TEXTS.materialOneOf);
  });

  it("refuses two materials on a change, and keeps the material when none is named", async () => {
    const t = await created(tile(alice, { glazeId: celadon.id }));
    const both = await alice.client.patch(`/api/test-tiles/${t.id}`, { glazeId: celadon.id, materialName: "X" });
    expect(both.status).toBe(400);
    expect(both.body.message).toBe(TILE_TEXTS.materialOneOf);
    const kept = await alice.client.patch(`/api/test-tiles/${t.id}`, { notes: "again", glazeId: null });
    expect(kept.status).toBe(200);
    expect(kept.body).toMatchObject({ glazeId: celadon.id, materialKind: "glaze", notes: "again" });
  });

  it("switches material on a change: the new one replaces the old, with its own type", async () => {
    const t = await created(tile(alice, { materialName: "Mystery", type: "Slip", thickness: "Thin" }));
    const toCombo = await alice.client.patch(`/api/test-tiles/${t.id}`, { surfaceComboId: combo.id, thickness: null });
    expect(toCombo.status).toBe(200);
    expect(toCombo.body).toMatchObject({ surfaceComboId: combo.id, materialName: null, materialKind: "combo", type: null, thickness: null });
    const toGlaze = await alice.client.patch(`/api/test-tiles/${t.id}`, { glazeId: celadon.id });
    expect(toGlaze.body).toMatchObject({ glazeId: celadon.id, surfaceComboId: null, materialKind: "glaze", type: "Glaze" });
    const toText = await alice.client.patch(`/api/test-tiles/${t.id}`, { materialName: "Homemade ash", type: "Glaze" });
    expect(toText.body).toMatchObject({ glazeId: null, materialName: "Homemade ash", materialKind: "text" });
  });

  it("refuses a type that is not the surface treatment's", async () => {
    const res = await tile(alice, { glazeId: celadon.id, type: "Slip" });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe("Type comes from the surface treatment: Glaze");
    expect(res.body.errors.type).toBe(res.body.message);
  });
});

describe("the decoration-layer rules (product.md#r98), with the layers' messages", () => {
  it.each([
    [{ materialName: "Slip", type: "Slip", coats: 2 }, "coats", LAYER_TEXTS.coatsNotApplicable],
    [{ materialName: "Ox", type: "Oxide", coats: 1 }, "coats", LAYER_TEXTS.coatsNotApplicable],
    [{ materialName: "G", type: "Glaze", thickness: "Thick" }, "thickness", LAYER_TEXTS.thicknessNotApplicable],
    [{ materialName: "U", type: "Underglaze", thickness: "Thin" }, "thickness", LAYER_TEXTS.thicknessNotApplicable],
    [{ materialName: "G", type: "Glaze", applicationMethod: "Trailed" }, "applicationMethod", 'Application method "Trailed" is not valid for Glaze'],
    [{ materialName: "Bare", type: "Unglazed", applicationMethod: "Dipped" }, "applicationMethod", LAYER_TEXTS.unglazedMethod],
    [{ materialName: "Bare", type: "Unglazed", coats: 1 }, "coats", LAYER_TEXTS.unglazedCoats],
    [{ materialName: "G", type: "Clay", coats: 1 }, "type", LAYER_TEXTS.invalidType],
    [{ materialName: "G", type: "Slip", thickness: "Very" }, "thickness", LAYER_TEXTS.invalidThickness],
  ])("refuses %j", async (body, field, message) => {
    const res = await tile(alice, body);
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(message);
    expect(res.body.errors[field]).toBe(message);
  });

  it("refuses coats below 1 with the layer schema's message", async () => {
    const res = await tile(alice, { materialName: "G", coats: 0 });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(LAYER_TEXTS.coatsMin);
  });

  it("applies the rules to the merged tile on a change", async () => {
    const t = await created(tile(alice, { materialName: "Flux", type: "Glaze", coats: 2 }));
    const res = await alice.client.patch(`/api/test-tiles/${t.id}`, { type: "Slip" });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(LAYER_TEXTS.coatsNotApplicable);
    const ok = await alice.client.patch(`/api/test-tiles/${t.id}`, { type: "Slip", coats: null, thickness: "Medium", applicationMethod: "Trailed" });
    expect(ok.status).toBe(200);
    expect(ok.body).toMatchObject({ type: "Slip", coats: null, thickness: "Medium", applicationMethod: "Trailed" });
  });

  it("refuses method, coats or thickness on a saved combo's tile", async () => {
    const res = await tile(alice, { surfaceComboId: combo.id, coats: 2, applicationMethod: "Dipped" });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(TILE_TEXTS.comboTakesNoLayerFields);
    expect(Object.keys(res.body.errors).sort()).toEqual(["applicationMethod", "coats"]);
  });
});

describe("bad input", () => {
  it.each([
    [{ materialName: "X", cone: "Cone 13" }, TILE_TEXTS.invalidCone],
    [{ materialName: "X", cone: "6" }, TILE_TEXTS.invalidCone],
    [{ materialName: "X", defects: ["Crawling", "Peeling"] }, TILE_TEXTS.invalidDefect],
    [{ materialName: "X", rating: 0 }, TILE_TEXTS.invalidRating],
    [{ materialName: "X", rating: 6 }, TILE_TEXTS.invalidRating],
    [{ materialName: "X", rating: 3.5 }, TILE_TEXTS.invalidRating],
    [{ materialName: "X", clayBody: "  " }, TILE_TEXTS.clayBodyRequired],
    [{ materialName: "X", clayBody: "c".repeat(201) }, TILE_TEXTS.clayBodyTooLong],
    [{ materialName: "X", atmosphere: "a".repeat(31) }, TILE_TEXTS.atmosphereTooLong],
    [{ materialName: "X", firedOn: "2026-02-30" }, TILE_TEXTS.invalidFiredOn],
    [{ materialName: "X", firedOn: "yesterday" }, TILE_TEXTS.invalidFiredOn],
    [{ materialName: "X", notes: "n".repeat(10_001) }, "Notes cannot exceed 10,000 characters"],
    [{ materialName: "X", imageUrls: ["a", "b", "c", "d"] }, TILE_TEXTS.tooManyPhotos],
    [{ materialName: "X", firingId: 3 }, TILE_TEXTS.firingNotFound],
  ])("refuses %j", async (body, message) => {
    const res = await tile(alice, body);
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(message);
  });

  it("refuses a missing clay body, unknown fields and a code sent by the client", async () => {
    const none = await alice.client.post("/api/test-tiles", { materialName: "X" });
    expect(none.status).toBe(400);
    expect(none.body.message).toBe(TILE_TEXTS.clayBodyRequired);
    expect((await tile(alice, { materialName: "X", userId: bob.user.id })).status).toBe(400);
    expect((await tile(alice, { materialName: "X", code: "T-0001" })).status).toBe(400);
  });

  it("refuses photo addresses that are not the potter's own uploads", async () => {
    const bobs = await uploadOne(bob.client, 20, 20);
    for (const imageUrls of [[bobs], ["https://example.com/a.jpg"]]) {
      const res = await tile(alice, { materialName: "X", imageUrls });
      expect(res.status).toBe(400);
      expect(res.body.message).toBe("Each image must be one of your uploaded photos");
    }
  });
});

describe("ownership inside a body and in the path", () => {
  it("refuses another potter's glaze or combo in a body with 400, and stores nothing", async () => {
    const before = await ctx.db.select().from(testTiles).where(eq(testTiles.userId, bob.user.id));
    const g = await tile(bob, { glazeId: celadon.id });
    expect(g.status).toBe(400);
    expect(g.body).toMatchObject({ message: TILE_TEXTS.glazeNotFound, errors: { glazeId: TILE_TEXTS.glazeNotFound } });
    const c = await tile(bob, { surfaceComboId: combo.id });
    expect(c.status).toBe(400);
    expect(c.body).toMatchObject({ message: TILE_TEXTS.comboNotFound, errors: { surfaceComboId: TILE_TEXTS.comboNotFound } });
    const own = await created(tile(bob, { materialName: "Bob's" }));
    const p = await bob.client.patch(`/api/test-tiles/${own.id}`, { glazeId: celadon.id });
    expect(p.status).toBe(400);
    const after = await ctx.db.select().from(testTiles).where(eq(testTiles.userId, bob.user.id));
    expect(after).toHaveLength(before.length + 1);
    expect(after.every((t) => t.glazeId === null)).toBe(true);
  });

  it("answers 404 to another potter's glaze or combo in the path, and to their tile on change or delete", async () => {
    const t = await created(tile(alice, { glazeId: celadon.id }));
    expect((await bob.client.get(`/api/glazes/${celadon.id}/test-tiles`)).body).toMatchObject({ message: TILE_TEXTS.glazeNotFound });
    expect((await bob.client.get(`/api/glazes/${celadon.id}/test-tiles`)).status).toBe(404);
    expect((await bob.client.get(`/api/surface-combos/${combo.id}/test-tiles`)).status).toBe(404);
    expect((await bob.client.patch(`/api/test-tiles/${t.id}`, { notes: "mine now" })).status).toBe(404);
    expect((await bob.client.delete(`/api/test-tiles/${t.id}`)).status).toBe(404);
    expect((await alice.client.get(`/api/test-tiles/${t.id}`)).body.notes).toBeNull();
  });
});

describe("PATCH and DELETE /api/test-tiles/{id}", () => {
  it("changes only what is sent, clears with null, and releases dropped photos", async () => {
    const p1 = await uploadOne(alice.client, 30, 30);
    const p2 = await uploadOne(alice.client, 31, 31);
    const t = await created(tile(alice, { glazeId: celadon.id, imageUrls: [p1, p2], rating: 2, cone: "Cone 6", notes: "first" }));
    const res = await alice.client.patch(`/api/test-tiles/${t.id}`, { imageUrls: [p2], rating: null, cone: "Cone 5", defects: ["Other"] });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ imageUrls: [p2], rating: null, cone: "Cone 5", defects: ["Other"], notes: "first", clayBody: "B-Mix" });
    expect(new Date(res.body.updatedAt).getTime()).toBeGreaterThanOrEqual(new Date(t.updatedAt).getTime());
    expect((await ctx.app.request(p1)).status).toBe(404);
    expect((await ctx.app.request(p2)).status).toBe(200);
  });

  it("deletes a tile and its photos; a photo another record still names stays", async () => {
    const shared = await uploadOne(alice.client, 33, 33);
    const own = await uploadOne(alice.client, 34, 34);
    await created(alice.client.patch(`/api/glazes/${celadon.id}`, { imageUrls: [shared] }), 200);
    const t = await created(tile(alice, { glazeId: celadon.id, imageUrls: [shared, own] }));
    const res = await alice.client.delete(`/api/test-tiles/${t.id}`);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ message: TILE_TEXTS.deletedMessage });
    expect((await alice.client.get(`/api/test-tiles/${t.id}`)).status).toBe(404);
    expect((await ctx.app.request(own)).status).toBe(404);
    expect((await ctx.app.request(shared)).status).toBe(200);
    expect((await alice.client.delete(`/api/test-tiles/${t.id}`)).status).toBe(404);
  });

  it("keeps a tile whose glaze or combo is deleted, as a typed material with the name it had", async () => {
    const glaze = await created(alice.client.post("/api/glazes", { name: "Doomed blue" }));
    const t = await created(tile(alice, { glazeId: glaze.id, applicationMethod: "Sprayed" }));
    expect((await alice.client.delete(`/api/glazes/${glaze.id}`)).status).toBe(200);
    const after = await alice.client.get(`/api/test-tiles/${t.id}`);
    expect(after.status).toBe(200);
    expect(after.body).toMatchObject({ glazeId: null, materialKind: "text", materialName: "Doomed blue", materialLabel: "Doomed blue", applicationMethod: "Sprayed" });
    // It can still be changed as it stands.
    expect((await alice.client.patch(`/api/test-tiles/${t.id}`, { rating: 3 })).body).toMatchObject({ rating: 3, materialName: "Doomed blue" });
    const byName = await alice.client.get("/api/test-tiles?materialName=doomed%20blue");
    expect(byName.body.data.map((x: { id: number }) => x.id)).toEqual([t.id]);
  });

  it("offers every defect of the fixed list", async () => {
    const t = await created(tile(alice, { materialName: "All wrong", defects: [...TILE_DEFECTS].reverse() }));
    expect(t.defects).toEqual([...TILE_DEFECTS]);
  });
});

describe("access", () => {
  it("needs a session, and answers 402 once the trial has ended (product.md#r12)", async () => {
    const anon = await ctx.app.request("/api/test-tiles");
    expect(anon.status).toBe(401);
    const late = await signUp(ctx);
    await ctx.db.update(users).set({ trialEndDate: new Date(Date.now() - 1000) }).where(eq(users.id, late.user.id));
    for (const res of [await late.client.get("/api/test-tiles"), await late.client.post("/api/test-tiles", { materialName: "X", clayBody: "Y" })]) {
      expect(res.status).toBe(402);
      expect(res.body.code).toBe("TRIAL_ENDED");
    }
  });
});
