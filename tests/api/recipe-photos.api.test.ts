/**
 * A recipe's photos (product.md#r285): the potter's own uploads only, at most five, kept while the recipe names them
 * and removed with their files when it stops (a photo taken off, the recipe deleted). Runs on PGlite, and on
 * PostgreSQL with TEST_DATABASE_URL.
 */
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { GLAZE_LAB_TEXTS as T } from "../../contract/glaze-lab/texts";
import { PHOTO_TEXTS } from "../../contract/photos/texts";
import { photos, recipes } from "../../server/db/schema";
import { signUp, type SignedInUser } from "../helpers/client";
import { fetchImage, uploadOne } from "../helpers/photos";
import { createTestContext, type TestContext } from "../helpers/test-app";

let ctx: TestContext;
let alice: SignedInUser;
let bob: SignedInUser;

const LINES = [
  { materialId: "default:custer-feldspar", amount: 40 },
  { materialId: "default:silica", amount: 30 },
  { materialId: "default:whiting", amount: 20 },
  { materialId: "default:epk", amount: 10 },
];

const photoId = (url: string) => url.split("/").pop()!;
const photoRow = async (url: string) => (await ctx.db.select().from(photos).where(eq(photos.id, photoId(url))))[0];

beforeAll(async () => {
  ctx = await createTestContext();
  alice = await signUp(ctx);
  bob = await signUp(ctx);
});
afterAll(async () => {
  await ctx.close();
});

describe("a recipe's photos", () => {
  it("keeps the potter's uploads in order, marked attached, and answers them with the recipe", async () => {
    const first = await uploadOne(alice.client, 64, 48);
    const created = await alice.client.post("/api/recipes", { name: "Tile photos", kind: "glaze", lines: LINES, imageUrls: [first] });
    expect(created.status, created.text).toBe(201);
    expect(created.body.imageUrls).toEqual([first]);
    expect((await photoRow(first))!.attachedAt).not.toBeNull();

    const second = await uploadOne(alice.client, 40, 30);
    const patched = await alice.client.patch(`/api/recipes/${created.body.id}`, { imageUrls: [second, first] });
    expect(patched.status, patched.text).toBe(200);
    expect(patched.body.imageUrls).toEqual([second, first]);
    // A photo change is not a new version of the recipe.
    expect(patched.body.version).toBe(1);
    expect((await alice.client.get(`/api/recipes/${created.body.id}`)).body.imageUrls).toEqual([second, first]);
    const [row] = await ctx.db.select().from(recipes).where(eq(recipes.id, created.body.id));
    expect(row!.imageUrls).toEqual([second, first]);
  });

  it("refuses another potter's photo, an address that is no upload, and a sixth photo, storing nothing", async () => {
    const recipe = (await alice.client.post("/api/recipes", { name: "Refusals", kind: "glaze", lines: LINES })).body;
    const bobs = await uploadOne(bob.client, 32, 32);
    for (const imageUrls of [[bobs], ["https://example.com/pot.jpg"]]) {
      const res = await alice.client.patch(`/api/recipes/${recipe.id}`, { imageUrls });
      expect(res.status).toBe(400);
      expect(res.body.message).toBe(PHOTO_TEXTS.notYours);
      expect(res.body.errors).toEqual({ imageUrls: PHOTO_TEXTS.notYours });
    }
    const six = await Promise.all(Array.from({ length: 6 }, () => uploadOne(alice.client, 16, 16)));
    const tooMany = await alice.client.patch(`/api/recipes/${recipe.id}`, { imageUrls: six });
    expect(tooMany.status).toBe(400);
    expect(tooMany.body.errors.imageUrls).toBe(T.tooManyPhotos);
    expect(T.tooManyPhotos).toBe("A recipe can have at most 5 photos");
    expect((await alice.client.get(`/api/recipes/${recipe.id}`)).body.imageUrls).toEqual([]);
    expect((await photoRow(bobs))!.attachedAt).toBeNull();
  });

  it("removes a photo taken off the recipe, and every photo of a deleted recipe, with their files", async () => {
    const kept = await uploadOne(alice.client, 48, 48);
    const dropped = await uploadOne(alice.client, 50, 40);
    const recipe = (await alice.client.post("/api/recipes", { name: "Going", kind: "glaze", lines: LINES, imageUrls: [kept, dropped] })).body;
    expect((await fetchImage(ctx, dropped)).res.status).toBe(200);

    expect((await alice.client.patch(`/api/recipes/${recipe.id}`, { imageUrls: [kept] })).status).toBe(200);
    expect(await photoRow(dropped)).toBeUndefined();
    expect((await fetchImage(ctx, dropped)).res.status).toBe(404);
    expect((await fetchImage(ctx, kept)).res.status).toBe(200);

    expect((await alice.client.delete(`/api/recipes/${recipe.id}`)).status).toBe(200);
    expect(await photoRow(kept)).toBeUndefined();
    expect((await fetchImage(ctx, kept)).res.status).toBe(404);
  });

  it("keeps a photo another record still shows when the recipe lets it go", async () => {
    const shared = await uploadOne(alice.client, 30, 30);
    const recipe = (await alice.client.post("/api/recipes", { name: "Shared photo", kind: "glaze", lines: LINES, imageUrls: [shared] })).body;
    const glaze = await alice.client.post("/api/glazes", { name: "Celadon jar", imageUrls: [shared] });
    expect(glaze.status, glaze.text).toBe(201);
    expect((await alice.client.delete(`/api/recipes/${recipe.id}`)).status).toBe(200);
    expect(await photoRow(shared)).toBeDefined();
    expect((await fetchImage(ctx, shared)).res.status).toBe(200);
  });
});
