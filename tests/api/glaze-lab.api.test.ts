/**
 * The glaze lab's materials and recipes through the API (product.md#r258–r260): the default library and the potter's
 * own, copies of defaults, recipes with their analysis, versions when a recipe a pot wore changes, a surface carrying
 * a recipe, and ownership. Runs on PGlite, and on PostgreSQL with TEST_DATABASE_URL.
 */
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEFAULT_MATERIALS } from "../../contract/glaze-lab/chemistry";
import { GLAZE_LAB_TEXTS as T } from "../../contract/glaze-lab/texts";
import { GLAZE_TEXTS } from "../../contract/glazes/texts";
import { materials, recipes, recipeVersions } from "../../server/db/schema";
import { signUp, type SignedInUser } from "../helpers/client";
import { createTestContext, type TestContext } from "../helpers/test-app";

let ctx: TestContext;
let alice: SignedInUser;
let bob: SignedInUser;

async function ok(res: Promise<{ status: number; body: any; text: string }>, status = 200): Promise<any> {
  const r = await res;
  if (r.status !== status) throw new Error(`expected ${status}, got ${r.status}: ${r.text}`);
  return r.body;
}

/** Leach's 4321 celadon base: Custer 40, Silica 30, Whiting 20, EPK 10, and red iron oxide 2 on top. */
export const LEACH = [
  { materialId: "default:custer-feldspar", amount: 40 },
  { materialId: "default:silica", amount: 30 },
  { materialId: "default:whiting", amount: 20 },
  { materialId: "default:epk", amount: 10 },
  { materialId: "default:red-iron-oxide", amount: 2, addition: true },
];

const newRecipe = (owner: SignedInUser, body: Record<string, unknown> = {}) =>
  ok(owner.client.post("/api/recipes", { name: "Leach 4321", kind: "glaze", cone: "Cone 10", lines: LEACH, ...body }), 201);

beforeAll(async () => {
  ctx = await createTestContext();
  alice = await signUp(ctx);
  bob = await signUp(ctx);
});
afterAll(async () => {
  await ctx.close();
});

describe("materials", () => {
  it("lists the default library, found by name or alias", async () => {
    const all = await ok(alice.client.get("/api/materials"));
    expect(all.data.map((m: any) => m.id)).toEqual(DEFAULT_MATERIALS.map((m) => `default:${m.key}`));
    const epk = await ok(alice.client.get("/api/materials?q=EPK"));
    const library = DEFAULT_MATERIALS.find((m) => m.key === "epk")!;
    expect(epk.data[0]).toEqual({
      id: "default:epk",
      own: false,
      copyOf: null,
      name: "Edgar Plastic Kaolin",
      aliases: library.aliases,
      family: "clay",
      analysis: library.analysis,
      loi: library.loi,
      source: library.source,
      formula: null,
      notes: null,
    });
    expect(epk.data[0].aliases).toContain("EPK");
    expect(epk.data[0].analysis.Al2O3).toBeGreaterThan(30);
  });

  it("adds an own material, private to its owner, changed and deleted", async () => {
    const local = await ok(
      alice.client.post("/api/materials", {
        name: "Creek feldspar",
        aliases: ["Creek spar"],
        family: "feldspar",
        analysis: { SiO2: 68, Al2O3: 18, K2O: 9, Na2O: 3 },
        loi: 0.5,
        source: "Our supplier's sheet",
      }),
      201,
    );
    expect(local).toMatchObject({ own: true, copyOf: null, name: "Creek feldspar", loi: 0.5, formula: null });
    expect(typeof local.id).toBe("number");
    expect((await ok(alice.client.get("/api/materials?q=creek spar"))).data.map((m: any) => m.id)).toEqual([local.id]);
    expect((await ok(bob.client.get("/api/materials?q=creek"))).data).toEqual([]);

    const other = await bob.client.patch(`/api/materials/${local.id}`, { name: "Mine now" });
    expect(other.status).toBe(404);
    expect(other.body.message).toBe(T.materialNotFound);
    expect((await bob.client.delete(`/api/materials/${local.id}`)).status).toBe(404);

    const changed = await ok(alice.client.patch(`/api/materials/${local.id}`, { name: "Creek spar #2", loi: null }));
    expect(changed).toMatchObject({ name: "Creek spar #2", loi: null, aliases: ["Creek spar"] });
    expect((await ok(alice.client.delete(`/api/materials/${local.id}`))).message).toBe(T.materialDeleted);
    expect(await ctx.db.select().from(materials).where(eq(materials.id, local.id))).toEqual([]);
  });

  it("refuses an unknown oxide, an amount over 100 and a missing analysis, storing nothing", async () => {
    const before = (await ctx.db.select().from(materials)).length;
    const unknown = await alice.client.post("/api/materials", { name: "Odd", analysis: { Unobtainium: 5 } });
    expect(unknown.status).toBe(400);
    expect(unknown.body.message).toBe(T.analysisUnknownOxide("Unobtainium"));
    const over = await alice.client.post("/api/materials", { name: "Odd", analysis: { SiO2: 120 } });
    expect(over.status).toBe(400);
    expect(over.body.message).toBe(T.analysisInvalid);
    const none = await alice.client.post("/api/materials", { name: "Odd" });
    expect(none.status).toBe(400);
    expect(none.body.message).toBe(T.analysisInvalid);
    expect((await ctx.db.select().from(materials)).length).toBe(before);
  });

  it("copies a default, which then replaces it in the potter's list and in their recipes' analysis", async () => {
    const potter = await signUp(ctx);
    const recipe = await newRecipe(potter);
    const copy = await ok(potter.client.post("/api/materials", { copyOf: "default:whiting", analysis: { CaO: 50 }, loi: 44 }), 201);
    expect(copy).toMatchObject({ own: true, copyOf: "default:whiting", name: "Whiting", family: "flux", loi: 44 });
    const found = await ok(potter.client.get("/api/materials?q=whiting"));
    expect(found.data.map((m: any) => m.id)).toEqual([copy.id]);
    // Bob still sees the default.
    expect((await ok(bob.client.get("/api/materials?q=whiting"))).data[0].id).toBe("default:whiting");
    const after = await ok(potter.client.get(`/api/recipes/${recipe.id}`));
    expect(after.analysis.umf.CaO).not.toBeCloseTo(recipe.analysis.umf.CaO, 3);

    const twice = await potter.client.post("/api/materials", { copyOf: "default:whiting" });
    expect(twice.status).toBe(409);
    expect(twice.body.message).toBe(T.copyExists);
    const notDefault = await potter.client.post("/api/materials", { copyOf: "default:no-such-thing" });
    expect(notDefault.status).toBe(400);
    expect(notDefault.body.message).toBe(T.copyOfInvalid);
  });

  it("keeps a material a recipe names", async () => {
    const potter = await signUp(ctx);
    const own = await ok(potter.client.post("/api/materials", { name: "Local ash", analysis: { CaO: 30, SiO2: 40 } }), 201);
    await newRecipe(potter, { lines: [...LEACH, { materialId: own.id, amount: 5 }] });
    const refused = await potter.client.delete(`/api/materials/${own.id}`);
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe(T.materialInUse(1));
  });
});

describe("recipes", () => {
  it("creates a recipe and answers it with the server's analysis", async () => {
    const r = await newRecipe(alice, { atmosphere: "Reduction", surface: "Glossy", source: "A Potter's Book", notes: "Classic" });
    expect(r).toMatchObject({ name: "Leach 4321", kind: "glaze", cone: "Cone 10", coneHigh: null, atmosphere: "Reduction", version: 1, surfaces: [] });
    expect(r.lines.map((l: any) => [l.materialName, l.percent, l.addition, l.known])).toEqual([
      ["Custer Feldspar", 40, false, true],
      ["Silica", 30, false, true],
      ["Whiting", 20, false, true],
      ["Edgar Plastic Kaolin", 10, false, true],
      ["Red Iron Oxide", 2, true, true],
    ]);
    expect(r.analysis.baseTotal).toBe(100);
    // Fluxes to unity; Leach 4321 sits near 0.7 CaO, 0.35 Al2O3 and 3.3 SiO2.
    const fluxes = ["CaO", "MgO", "K2O", "Na2O"].reduce((s, k) => s + (r.analysis.umf[k] ?? 0), 0);
    expect(fluxes).toBeCloseTo(1, 2);
    expect(r.analysis.umf.SiO2).toBeGreaterThan(3);
    expect(r.analysis.umf.SiO2).toBeLessThan(4);
    expect(r.analysis.siAl).toBeCloseTo(r.analysis.umf.SiO2 / r.analysis.umf.Al2O3, 5);
    expect((await ok(alice.client.get(`/api/recipes/${r.id}`))).analysis).toEqual(r.analysis);
  });

  it("refuses bad lines with the field named, storing nothing", async () => {
    const count = async () => (await ctx.db.select().from(recipes)).length;
    const before = await count();
    const cases: [unknown, string][] = [
      [[], T.linesRequired],
      [Array.from({ length: 61 }, () => ({ materialId: "default:silica", amount: 1 })), T.tooManyLines],
      [[{ materialId: "default:silica", amount: -1 }], T.amountInvalid],
      [[{ materialId: "default:silica", amount: 100_001 }], T.amountInvalid],
      [[{ materialId: "default:silica", amount: 0 }], T.baseEmpty],
      [[{ materialId: "default:red-iron-oxide", amount: 2, addition: true }], T.baseEmpty],
      [[{ materialId: "default:nope", amount: 10 }], T.unknownMaterial("default:nope")],
      [[{ materialId: "gold", amount: 10 }], T.materialInvalidId],
    ];
    for (const [lines, message] of cases) {
      const res = await alice.client.post("/api/recipes", { name: "Bad", kind: "glaze", lines });
      expect(res.status, message).toBe(400);
      expect(res.body.message).toBe(message);
    }
    const range = await alice.client.post("/api/recipes", { name: "Bad", kind: "glaze", cone: "Cone 10", coneHigh: "Cone 6", lines: LEACH });
    expect(range.status).toBe(400);
    expect(range.body.message).toBe(T.coneOrder);
    const kind = await alice.client.post("/api/recipes", { name: "Bad", kind: "paint", lines: LEACH });
    expect(kind.body.message).toBe(T.invalidKind);
    // Another potter's own material is not in this potter's library.
    const bobs = await ok(bob.client.post("/api/materials", { name: "Bob's spar", analysis: { SiO2: 70 } }), 201);
    const foreign = await alice.client.post("/api/recipes", { name: "Bad", kind: "glaze", lines: [{ materialId: bobs.id, amount: 10 }] });
    expect(foreign.status).toBe(400);
    expect(foreign.body).toMatchObject({ message: T.unknownMaterial(bobs.id), errors: { "lines.0.materialId": T.unknownMaterial(bobs.id) } });
    expect(await count()).toBe(before);
  });

  it("lists a page at a time, newest change first, by name and kind", async () => {
    const potter = await signUp(ctx);
    for (const name of ["Shino", "Celadon", "Tenmoku"]) await newRecipe(potter, { name });
    await newRecipe(potter, { name: "White slip", kind: "slip" });
    const page = await ok(potter.client.get("/api/recipes?limit=2"));
    expect(page.data.map((r: any) => r.name)).toEqual(["White slip", "Tenmoku"]);
    expect(page.pagination).toEqual({ total: 4, totalPages: 2, page: 1, limit: 2 });
    expect(page.data[0]).toMatchObject({ kind: "slip", version: 1, lineCount: 5 });
    expect((await ok(potter.client.get("/api/recipes?kind=slip"))).data.map((r: any) => r.name)).toEqual(["White slip"]);
    expect((await ok(potter.client.get("/api/recipes?q=cel"))).data.map((r: any) => r.name)).toEqual(["Celadon"]);
    expect((await ok(potter.client.get("/api/recipes?q=%25"))).data).toEqual([]);
    expect((await ok(bob.client.get("/api/recipes?q=Shino"))).data).toEqual([]);
  });

  it("is private: another potter's recipe is not found", async () => {
    const r = await newRecipe(alice);
    for (const res of [
      await bob.client.get(`/api/recipes/${r.id}`),
      await bob.client.patch(`/api/recipes/${r.id}`, { name: "Mine" }),
      await bob.client.delete(`/api/recipes/${r.id}`),
      await bob.client.get(`/api/recipes/${r.id}/versions`),
    ]) {
      expect(res.status).toBe(404);
      expect(res.body.message).toBe(T.recipeNotFound);
    }
  });
});

describe("versions and surfaces", () => {
  it("changes unworn lines in place, and makes a new version once a piece wore the recipe", async () => {
    const potter = await signUp(ctx);
    const r = await newRecipe(potter);
    const edited = await ok(potter.client.patch(`/api/recipes/${r.id}`, { lines: LEACH.slice(0, 4) }));
    expect(edited.version).toBe(1);
    expect((await ok(potter.client.get(`/api/recipes/${r.id}/versions`))).data.map((v: any) => [v.version, v.lines.length])).toEqual([[1, 4]]);

    const surface = await ok(potter.client.post("/api/glazes", { name: "Celadon", recipeId: r.id }), 201);
    expect(surface.recipeId).toBe(r.id);
    expect((await ok(potter.client.get(`/api/recipes/${r.id}`))).surfaces).toEqual([{ id: surface.id, name: "Celadon" }]);
    const piece = await ok(potter.client.post("/api/pieces", { name: "Bowl", type: "wheel", clayBody: "Stoneware" }), 201);
    await ok(potter.client.post("/api/decoration-layers", { pieceId: piece.id, type: "Glaze", glazeId: surface.id }), 201);

    // Only the name: still version 1.
    expect((await ok(potter.client.patch(`/api/recipes/${r.id}`, { name: "Leach celadon" }))).version).toBe(1);
    const v2 = await ok(potter.client.patch(`/api/recipes/${r.id}`, { lines: LEACH }));
    expect(v2).toMatchObject({ name: "Leach celadon", version: 2 });
    // The same lines again change nothing.
    expect((await ok(potter.client.patch(`/api/recipes/${r.id}`, { lines: LEACH }))).version).toBe(2);
    const versions = await ok(potter.client.get(`/api/recipes/${r.id}/versions`));
    expect(versions.data.map((v: any) => [v.version, v.lines.length])).toEqual([
      [2, 5],
      [1, 4],
    ]);
    expect(versions.data[1].analysis.umf.SiO2).toBeGreaterThan(3);
  });

  it("a surface takes only the potter's own recipe; deleting the recipe leaves the surface without one", async () => {
    const r = await newRecipe(alice);
    const refused = await bob.client.post("/api/glazes", { name: "Stolen", recipeId: r.id });
    expect(refused.status).toBe(400);
    expect(refused.body.message).toBe(GLAZE_TEXTS.recipeInvalid);
    const surface = await ok(alice.client.post("/api/glazes", { name: "Celadon" }), 201);
    expect(surface.recipeId).toBeNull();
    expect((await ok(alice.client.patch(`/api/glazes/${surface.id}`, { recipeId: r.id }))).recipeId).toBe(r.id);
    expect((await ok(alice.client.delete(`/api/recipes/${r.id}`))).message).toBe(T.recipeDeleted);
    expect((await ok(alice.client.get(`/api/glazes/${surface.id}`))).recipeId).toBeNull();
    expect(await ctx.db.select().from(recipeVersions).where(eq(recipeVersions.recipeId, r.id))).toEqual([]);
    expect((await alice.client.get(`/api/recipes/${r.id}`)).status).toBe(404);
  });
});

describe("through the outbox", () => {
  const withKey = (k: string): RequestInit => ({ headers: { "Idempotency-Key": k } });

  it("stores a recipe sent twice with one Idempotency-Key once, and a repeated change of lines makes one version", async () => {
    const potter = await signUp(ctx);
    const k = crypto.randomUUID();
    const first = await potter.client.post("/api/recipes", { name: "Offline celadon", kind: "glaze", lines: LEACH }, withKey(k));
    expect(first.status).toBe(201);
    const again = await potter.client.post("/api/recipes", { name: "Offline celadon", kind: "glaze", lines: LEACH }, withKey(k));
    expect(again.status).toBe(201);
    expect(again.headers.get("idempotent-replayed")).toBe("true");
    expect(again.body).toEqual(first.body);
    expect((await ok(potter.client.get("/api/recipes"))).pagination.total).toBe(1);

    const surface = await ok(potter.client.post("/api/glazes", { name: "Celadon", recipeId: first.body.id }), 201);
    await ok(potter.client.post("/api/test-tiles", { glazeId: surface.id, clayBody: "B-Mix" }), 201);
    const change = crypto.randomUUID();
    const lines = LEACH.slice(0, 4);
    const edited = await potter.client.patch(`/api/recipes/${first.body.id}`, { lines }, withKey(change));
    const retried = await potter.client.patch(`/api/recipes/${first.body.id}`, { lines }, withKey(change));
    expect(retried.body).toEqual(edited.body);
    expect(retried.body.version).toBe(2);
    expect((await ok(potter.client.get(`/api/recipes/${first.body.id}/versions`))).data.map((v: any) => v.version)).toEqual([2, 1]);
    const mix = crypto.randomUUID();
    for (let i = 0; i < 2; i++) expect((await potter.client.post(`/api/recipes/${first.body.id}/mixes`, { date: "2026-11-28" }, withKey(mix))).status).toBe(201);
    expect((await ok(potter.client.get(`/api/recipes/${first.body.id}/mixes`))).data).toHaveLength(1);
  });
});
