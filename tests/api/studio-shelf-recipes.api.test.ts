/**
 * A studio shelf surface's recipe and mix log (product.md#r289, docs/decisions/0325-studio-shelf-recipes-and-mix-logs.md):
 * owners and staff give it a recipe and log mixes, every member reads them, outsiders get 404; the recipe and the log
 * are the studio's and outlive whoever wrote them. Each role's answers are also in studios-access.api.test.ts. Runs on
 * PGlite, and on PostgreSQL with TEST_DATABASE_URL.
 */
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { SHELF_RECIPE_TEXTS } from "../../contract/glaze-lab/shelf-texts";
import { GLAZE_TEXTS } from "../../contract/glazes/texts";
import { STUDIO_TEXTS } from "../../contract/studios/texts";
import { glazes, recipeMixes, recipes } from "../../server/db/schema";
import { signUp, type SignedInUser } from "../helpers/client";
import { createTestContext, type TestContext } from "../helpers/test-app";

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
  ctx.clock.set("2026-11-28T09:00:00Z");
});
afterAll(async () => {
  await ctx?.close();
});

const SHINO = [
  { materialId: "default:nepheline-syenite", amount: 60 },
  { materialId: "default:epk", amount: 25 },
  { materialId: "default:soda-ash", amount: 15 },
];

interface Studio {
  id: number;
  owner: SignedInUser;
  staff: SignedInUser;
  member: SignedInUser;
  outsider: SignedInUser;
  glazeId: number;
}

async function join(studioId: number, by: SignedInUser, who: SignedInUser, role: "member" | "staff"): Promise<void> {
  const invite = await by.client.post(`/api/studios/${studioId}/invites`, { role });
  expect((await who.client.post(`/api/studio-invites/${invite.body.token}/accept`)).status).toBe(200);
}

async function studio(): Promise<Studio> {
  const [owner, staff, member, outsider] = [await signUp(ctx), await signUp(ctx), await signUp(ctx), await signUp(ctx)];
  const id = (await owner.client.post("/api/studios", { name: "Clay Commons" })).body.id as number;
  await join(id, owner, staff, "staff");
  await join(id, owner, member, "member");
  const glaze = await staff.client.post("/api/glazes", { name: "Studio shino", studioId: id });
  expect(glaze.status, glaze.text).toBe(201);
  return { id, owner, staff, member, outsider, glazeId: glaze.body.id };
}

const path = (s: Studio, what: "recipe" | "mixes") => `/api/studios/${s.id}/shelf/${s.glazeId}/${what}`;

describe("a studio shelf surface's recipe and mix log", () => {
  it("staff give it a recipe and log a mix; every member reads both; outsiders and members' changes are refused", async () => {
    const s = await studio();
    expect((await s.member.client.get(path(s, "recipe"))).body).toEqual({ studioId: s.id, glazeId: s.glazeId, recipe: null });
    const noRecipe = await s.staff.client.post(path(s, "mixes"), { date: "2026-11-27" });
    expect([noRecipe.status, noRecipe.body.message]).toEqual([409, SHELF_RECIPE_TEXTS.noRecipe]);

    const set = await s.owner.client.request("PUT", path(s, "recipe"), { cone: "Cone 10", lines: SHINO });
    expect(set.status, set.text).toBe(200);
    expect(set.body.recipe).toMatchObject({ name: "Studio shino", kind: "glaze", cone: "Cone 10", version: 1, surfaces: [{ id: s.glazeId, name: "Studio shino" }] });
    expect(set.body.recipe.lines.map((l: any) => [l.materialName, l.amount])).toEqual([
      ["Nepheline Syenite", 60],
      ["Edgar Plastic Kaolin", 25],
      ["Soda Ash", 15],
    ]);
    const mix = await s.staff.client.post(path(s, "mixes"), { date: "2026-11-27", batchTotal: 10, batchUnit: "kg", specificGravity: 1.45, mixedBy: "Sam" });
    expect(mix.status, mix.text).toBe(201);
    expect(mix.body).toMatchObject({ version: 1, date: "2026-11-27", batchTotal: 10, batchUnit: "kg", specificGravity: 1.45, mixedBy: "Sam" });

    const read = await s.member.client.get(path(s, "recipe"));
    expect(read.body.recipe.lines.map((l: any) => l.materialName)).toEqual(["Nepheline Syenite", "Edgar Plastic Kaolin", "Soda Ash"]);
    expect((await s.member.client.get(path(s, "mixes"))).body.data.map((m: any) => [m.date, m.mixedBy])).toEqual([["2026-11-27", "Sam"]]);
    // The member's own surface carries the member's own glaze lab, which the studio's recipe never joins.
    expect((await s.staff.client.get("/api/recipes")).body.data).toEqual([]);
    expect((await s.owner.client.get(`/api/recipes/${read.body.recipe.id}`)).status).toBe(404);
    expect((await s.staff.client.get("/api/glazes?studioId=" + s.id)).body.data[0]).toMatchObject({ recipeId: read.body.recipe.id });

    const memberSet = await s.member.client.request("PUT", path(s, "recipe"), { lines: SHINO.slice(0, 2) });
    expect([memberSet.status, memberSet.body.message]).toEqual([403, STUDIO_TEXTS.staffOnly]);
    const memberMix = await s.member.client.post(path(s, "mixes"), { date: "2026-11-28" });
    expect([memberMix.status, memberMix.body.message]).toEqual([403, STUDIO_TEXTS.staffOnly]);
    for (const [method, what] of [["GET", "recipe"], ["GET", "mixes"], ["PUT", "recipe"], ["POST", "mixes"]] as const) {
      const res = await s.outsider.client.request(method, path(s, what), method === "GET" ? undefined : what === "recipe" ? { lines: SHINO } : { date: "2026-11-28" });
      expect([res.status, res.body.message], `${method} ${what}`).toEqual([404, STUDIO_TEXTS.studioNotFound]);
    }
    // Nothing a refusal asked for was stored.
    expect(await ctx.db.select().from(recipeMixes).where(eq(recipeMixes.recipeId, read.body.recipe.id))).toHaveLength(1);
  });

  it("a surface of another shelf or a potter's own surface is not the studio's (404); a shelf surface takes only the studio's recipe", async () => {
    const s = await studio();
    const elsewhere = await studio();
    const own = await s.staff.client.post("/api/glazes", { name: "My own" });
    for (const glazeId of [elsewhere.glazeId, own.body.id]) {
      const res = await s.staff.client.get(`/api/studios/${s.id}/shelf/${glazeId}/recipe`);
      expect([res.status, res.body.message]).toEqual([404, GLAZE_TEXTS.glazeNotFound]);
    }
    const mine = await s.staff.client.post("/api/recipes", { name: "Mine", kind: "glaze", lines: SHINO });
    const linked = await s.staff.client.patch(`/api/glazes/${s.glazeId}`, { recipeId: mine.body.id });
    expect([linked.status, linked.body.errors?.recipeId]).toEqual([400, GLAZE_TEXTS.recipeInvalid]);
    const studioRecipe = (await s.staff.client.request("PUT", path(s, "recipe"), { lines: SHINO })).body.recipe;
    const onOwn = await s.staff.client.patch(`/api/glazes/${own.body.id}`, { recipeId: studioRecipe.id });
    expect([onOwn.status, onOwn.body.errors?.recipeId]).toEqual([400, GLAZE_TEXTS.recipeInvalid]);
  });

  it("new lines on a recipe a member's piece wore make a new version; mixes name the version mixed", async () => {
    const s = await studio();
    await s.staff.client.request("PUT", path(s, "recipe"), { lines: SHINO });
    const piece = await s.member.client.post("/api/pieces", { name: "Mug", type: "wheel", clayBody: "B-Mix" });
    expect((await s.member.client.post("/api/decoration-layers", { pieceId: piece.body.id, type: "Glaze", glazeId: s.glazeId })).status).toBe(201);
    ctx.clock.advance(60_000);
    const changed = await s.owner.client.request("PUT", path(s, "recipe"), { lines: SHINO.slice(0, 2) });
    expect(changed.body.recipe.version).toBe(2);
    expect((await s.staff.client.post(path(s, "mixes"), { date: "2026-11-20", version: 1 })).status).toBe(201);
    expect((await s.staff.client.post(path(s, "mixes"), { date: "2026-11-28" })).status).toBe(201);
    const log = (await s.member.client.get(path(s, "mixes"))).body.data;
    expect(log.map((m: any) => [m.date, m.version])).toEqual([
      ["2026-11-28", 2],
      ["2026-11-20", 1],
    ]);
    const missing = await s.staff.client.post(path(s, "mixes"), { date: "2026-11-28", version: 7 });
    expect(missing.status).toBe(404);
  });

  it("the shelf surface, its recipe and its mix log stay with the studio when the staff member who made them deletes their account", async () => {
    const s = await studio();
    const recipe = (await s.staff.client.request("PUT", path(s, "recipe"), { lines: SHINO })).body.recipe;
    expect((await s.staff.client.post(path(s, "mixes"), { date: "2026-11-27", mixedBy: "Sam" })).status).toBe(201);
    expect((await s.staff.client.request("DELETE", "/api/user")).status).toBe(200);
    // The surface itself, as the studio's shelf lists it to a member, now held by the owner (product.md#r218).
    const shelf = (await s.member.client.get(`/api/glazes?studioId=${s.id}`)).body.data;
    expect(shelf.map((g: any) => [g.id, g.name])).toEqual([[s.glazeId, "Studio shino"]]);
    const [surface] = await ctx.db.select().from(glazes).where(eq(glazes.id, s.glazeId));
    expect([surface?.studioId, surface?.userId]).toEqual([s.id, s.owner.user.id]);
    const [row] = await ctx.db.select().from(recipes).where(eq(recipes.id, recipe.id));
    expect([row?.studioId, row?.userId]).toEqual([s.id, s.owner.user.id]);
    expect((await s.member.client.get(path(s, "recipe"))).body.recipe.lines).toHaveLength(3);
    expect((await s.member.client.get(path(s, "mixes"))).body.data.map((m: any) => m.mixedBy)).toEqual(["Sam"]);
    const [mix] = await ctx.db.select().from(recipeMixes).where(eq(recipeMixes.recipeId, recipe.id));
    expect(mix?.userId).toBe(s.owner.user.id);
  });

  it("the studio's losses report counts its firings by its shelf recipes; the potter's own report names the shelf recipe too", async () => {
    const s = await studio();
    await s.staff.client.request("PUT", path(s, "recipe"), { lines: SHINO });
    const mug = await s.staff.client.post("/api/pieces", { name: "Sam's mug", type: "wheel", clayBody: "B-Mix" });
    expect((await s.staff.client.post("/api/decoration-layers", { pieceId: mug.body.id, type: "Glaze", glazeId: s.glazeId })).status).toBe(201);
    const firing = await s.staff.client.post("/api/firings", { kind: "glaze", studioId: s.id, pieceIds: [mug.body.id] });
    expect(firing.status, firing.text).toBe(201);
    for (const status of ["loading", "firing", "cooling"]) expect((await s.staff.client.patch(`/api/firings/${firing.body.id}`, { status })).status).toBe(200);
    const done = await s.staff.client.patch(`/api/firings/${firing.body.id}`, { status: "done", outcomes: [{ pieceId: mug.body.id, outcome: "crawled" }] });
    expect(done.status, done.text).toBe(200);
    const row = { name: "Studio shino", version: 1, label: "Studio shino v1", fired: 1, lost: 1, rate: 1 };
    expect((await s.owner.client.get(`/api/reports/losses?studioId=${s.id}`)).body.byRecipe).toMatchObject([row]);
    expect((await s.staff.client.get("/api/reports/losses")).body.byRecipe).toMatchObject([row]);
    expect((await s.member.client.get(`/api/reports/losses?studioId=${s.id}`)).status).toBe(403);
  });
});
