/**
 * Share a recipe (product.md#r286): the link's calls, the public page (the recipe's name, kind, cone, lines as parts of
 * 100, additions, chemistry and photos, never the potter's notes, source, mix log or name), photos through the token,
 * and revocation (404 for the page and its photos). Runs on PGlite, and on PostgreSQL with TEST_DATABASE_URL.
 */
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { GLAZE_LAB_TEXTS } from "../../contract/glaze-lab/texts";
import { RECIPE_SHARE_TEXTS as T } from "../../contract/shares/recipe-texts";
import { recipeShares } from "../../server/db/schema";
import { anonymous, signUp, type SignedInUser } from "../helpers/client";
import { fetchImage, uploadOne } from "../helpers/photos";
import { createTestContext, type TestContext } from "../helpers/test-app";

let ctx: TestContext;
let alice: SignedInUser;
let bob: SignedInUser;
let recipe: { id: number; analysis: { expansion: number; siAl: number } };
let photoUrl: string;

const NOTES = "Private: the one from Mia's workshop";
const SOURCE = "Mia's notebook, page 12";

const page = (path: string) => ctx.app.request(path);

beforeAll(async () => {
  ctx = await createTestContext();
  alice = await signUp(ctx, { firstName: "Alice" });
  bob = await signUp(ctx);
  photoUrl = await uploadOne(alice.client, 64, 48);
  // Typed as 110 parts: the page shows the base as parts of 100.
  const res = await alice.client.post("/api/recipes", {
    name: "Celadon <4321> & co",
    kind: "glaze",
    cone: "Cone 10",
    atmosphere: "Reduction",
    source: SOURCE,
    notes: NOTES,
    imageUrls: [photoUrl],
    lines: [
      { materialId: "default:custer-feldspar", amount: 44 },
      { materialId: "default:silica", amount: 33 },
      { materialId: "default:whiting", amount: 22 },
      { materialId: "default:epk", amount: 11 },
      { materialId: "default:red-iron-oxide", amount: 2.2, addition: true },
    ],
  });
  expect(res.status, res.text).toBe(201);
  recipe = res.body;
  const mix = await alice.client.post(`/api/recipes/${recipe.id}/mixes`, { date: "2026-11-28", mixedBy: "Mixed by Alice Secret" });
  expect(mix.status, mix.text).toBe(201);
});
afterAll(async () => {
  await ctx.close();
});

describe("sharing a recipe", () => {
  it("is off until the potter shares; sharing twice answers the same link", async () => {
    expect((await alice.client.get(`/api/recipes/${recipe.id}/share`)).body).toEqual({ share: null });
    const first = await alice.client.post(`/api/recipes/${recipe.id}/share`, {});
    expect(first.status, first.text).toBe(201);
    expect(first.body.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(first.body.url).toBe(`${ctx.deps.config.appUrl}/r/${first.body.token}`);
    const again = await alice.client.post(`/api/recipes/${recipe.id}/share`, {});
    expect(again.body.token).toBe(first.body.token);
    expect(await ctx.db.select().from(recipeShares).where(eq(recipeShares.recipeId, recipe.id))).toHaveLength(1);
    expect((await alice.client.get(`/api/recipes/${recipe.id}/share`)).body.share.token).toBe(first.body.token);
  });

  it("serves a public page with the recipe's name, cone, parts of 100, additions, chemistry and photos, and nothing private", async () => {
    const { token } = (await alice.client.get(`/api/recipes/${recipe.id}/share`)).body.share;
    const res = await page(`/r/${token}`);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toContain("text/html");
    expect(res.headers.get("cache-control")).toBe("no-store");
    const body = await res.text();
    expect(body).toContain("<h1>Celadon &lt;4321&gt; &amp; co</h1>");
    expect(body).toContain("Glaze · Cone 10");
    expect(body).toContain("<dd>Reduction</dd>");
    // 44 of 110 is 40 of 100; the addition's 2.2 on 110 is 2 on top.
    expect(body).toContain(`<h2>${T.pageBase}</h2>`);
    for (const [name, part] of [
      ["Custer Feldspar", "40"],
      ["Silica", "30"],
      ["Whiting", "20"],
      ["Edgar Plastic Kaolin", "10"],
    ]) {
      expect(body).toMatch(new RegExp(`<th scope="row">${name}</th><td class="n">${part}</td>`));
    }
    expect(body).toContain(`<h2>${T.pageAdditions}</h2>`);
    expect(body).toMatch(/<th scope="row">\+ Red Iron Oxide<\/th><td class="n">2<\/td>/);
    expect(body).toContain(`<dd>${recipe.analysis.siAl.toFixed(2)}</dd>`);
    expect(body).toContain(`<dd>${recipe.analysis.expansion.toFixed(1)}</dd>`);
    expect(body).toContain("Appen (mole %)");
    expect(body).toContain(`src="/r/${token}/photos/1"`);
    expect(body).toContain('<meta name="robots" content="noindex">');
    expect(body).toContain(`<meta property="og:image" content="${ctx.deps.config.appUrl}/r/${token}/photos/1">`);
    for (const hidden of [NOTES, SOURCE, "Mia", "Alice", "Mixed by", photoUrl.split("/").pop()!.replace(/\.jpg$/, "")]) expect(body).not.toContain(hidden);

    const image = await fetchImage(ctx, `/r/${token}/photos/1`);
    expect(image.res.status).toBe(200);
    expect(image.res.headers.get("content-type")).toBe("image/jpeg");
    expect(image.bytes).toEqual((await fetchImage(ctx, photoUrl)).bytes);
    const thumb = await fetchImage(ctx, `/r/${token}/photos/1/thumb`);
    expect(thumb.bytes).toEqual((await fetchImage(ctx, photoUrl.replace(".jpg", ".thumb.jpg"))).bytes);
    expect(image.res.headers.get("cache-control")).toBe("no-cache");
  });

  it("never serves another photo through a token, nor a piece's token as a recipe's", async () => {
    const { token } = (await alice.client.get(`/api/recipes/${recipe.id}/share`)).body.share;
    const other = photoId(await uploadOne(alice.client, 32, 32));
    const file = photoId(photoUrl);
    for (const path of [other, file, "2", "0", "01", "-1", "1.5", "1000", "..%2F..%2Fetc%2Fpasswd"]) {
      expect((await page(`/r/${token}/photos/${path}`)).status, path).toBe(404);
    }
    const piece = await alice.client.post("/api/pieces", { name: "Bowl", type: "wheel", clayBody: "B-Mix" });
    const pieceToken = (await alice.client.post(`/api/pieces/${piece.body.id}/share`, {})).body.token;
    expect((await page(`/r/${pieceToken}`)).status).toBe(404);
    expect((await page(`/s/${token}`)).status).toBe(404);
  });

  it("belongs to its owner: another potter's recipe answers 404 on every call", async () => {
    for (const res of [
      await bob.client.get(`/api/recipes/${recipe.id}/share`),
      await bob.client.post(`/api/recipes/${recipe.id}/share`, {}),
      await bob.client.delete(`/api/recipes/${recipe.id}/share`),
    ]) {
      expect(res.status).toBe(404);
      expect(res.body.message).toBe(GLAZE_LAB_TEXTS.recipeNotFound);
    }
    expect((await anonymous(ctx).post(`/api/recipes/${recipe.id}/share`, {})).status).toBe(401);
    expect((await alice.client.get(`/api/recipes/${recipe.id}/share`)).body.share).not.toBeNull();
  });

  it("refuses bad input with a message", async () => {
    const extra = await alice.client.post(`/api/recipes/${recipe.id}/share`, { token: "mine" });
    expect(extra.status).toBe(400);
    expect(typeof extra.body.message).toBe("string");
    expect((await alice.client.get("/api/recipes/abc/share")).status).toBe(400);
  });

  it("revoking gives 404 for the page and its photos; a new link has a new token", async () => {
    const { token } = (await alice.client.get(`/api/recipes/${recipe.id}/share`)).body.share;
    const revoked = await alice.client.delete(`/api/recipes/${recipe.id}/share`);
    expect(revoked.status).toBe(200);
    expect(revoked.body.message).toBe(T.revoked);
    const gone = await page(`/r/${token}`);
    expect(gone.status).toBe(404);
    expect(await gone.text()).toContain(T.pageNotFoundTitle);
    for (const address of [`/r/${token}/photos/1`, `/r/${token}/photos/1/thumb`]) expect((await page(address)).status, address).toBe(404);
    const again = await alice.client.delete(`/api/recipes/${recipe.id}/share`);
    expect(again.status).toBe(404);
    expect(again.body.message).toBe(T.notShared);
    const fresh = await alice.client.post(`/api/recipes/${recipe.id}/share`, {});
    expect(fresh.body.token).not.toBe(token);
  });

  it("ends with the recipe: deleting it removes the link", async () => {
    const { token } = (await alice.client.post(`/api/recipes/${recipe.id}/share`, {})).body;
    expect((await alice.client.delete(`/api/recipes/${recipe.id}`)).status).toBe(200);
    expect((await page(`/r/${token}`)).status).toBe(404);
    expect(await ctx.db.select().from(recipeShares).where(eq(recipeShares.token, token))).toHaveLength(0);
  });
});

const photoId = (url: string) => url.split("/").pop()!;
