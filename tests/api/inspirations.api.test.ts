/** Inspiration calls: the record's life, ownership, trial, photos and the links pieces hold to it. */
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { photos, pieces, users } from "../../server/db/schema";
import { anonymous, signUp } from "../helpers/client";
import { createInspiration, insertPhoto, INSPIRATIONS_PATH as PATH } from "../helpers/inspirations";
import { createTestContext, type TestContext } from "../helpers/test-app";

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(async () => {
  await ctx.close();
});

async function pieceOf(userId: number, inspirationIds: number[]): Promise<number> {
  const [row] = await ctx.db
    .insert(pieces)
    .values({ userId, name: "Bowl", type: "wheel", clayBody: "Stoneware", inspirationIds })
    .returning({ id: pieces.id });
  return row!.id;
}

describe("inspiration calls", () => {
  it("creates, reads, lists newest first, updates and deletes", async () => {
    const { client, user } = await signUp(ctx);
    ctx.clock.set("2026-03-01T10:00:00.000Z");
    const first = await createInspiration(client, {
      name: "  Tenmoku bowls ",
      sources: [{ text: "Museum", url: "https://museum.example.org/tenmoku" }],
      tags: ["tenmoku", "bowls"],
      notes: "Iron-rich glaze breaking brown on the rim",
      imageUrls: [],
    });
    expect(first).toMatchObject({
      name: "Tenmoku bowls",
      userId: user.id,
      sources: [{ text: "Museum", url: "https://museum.example.org/tenmoku" }],
      tags: ["tenmoku", "bowls"],
      notes: "Iron-rich glaze breaking brown on the rim",
      imageUrls: [],
      thumbnailUrl: null,
      createdAt: "2026-03-01T10:00:00.000Z",
    });
    expect(first.id).toBeGreaterThan(0);

    ctx.clock.set("2026-03-02T10:00:00.000Z");
    const second = await createInspiration(client, { name: "Carved mugs" });
    expect(second).toMatchObject({ sources: [], tags: [], notes: null, imageUrls: [] });
    ctx.clock.reset();

    const list = await client.get(PATH);
    expect(list.status).toBe(200);
    expect(Array.isArray(list.body)).toBe(true);
    expect(list.body.map((i: { id: number }) => i.id)).toEqual([second.id, first.id]);

    const one = await client.get(`${PATH}/${first.id}`);
    expect(one.status).toBe(200);
    expect(one.body).toEqual(first);

    const patched = await client.patch(`${PATH}/${first.id}`, { notes: "Try on porcelain", tags: ["tenmoku"] });
    expect(patched.status).toBe(200);
    expect(patched.body).toMatchObject({ name: "Tenmoku bowls", notes: "Try on porcelain", tags: ["tenmoku"] });
    expect(patched.body.sources).toEqual(first.sources);
    expect((await client.get(`${PATH}/${first.id}`)).body.notes).toBe("Try on porcelain");

    const cleared = await client.patch(`${PATH}/${first.id}`, { notes: null });
    expect(cleared.body.notes).toBeNull();

    const deleted = await client.delete(`${PATH}/${first.id}`);
    expect(deleted.status).toBe(200);
    expect((await client.get(`${PATH}/${first.id}`)).status).toBe(404);
    expect((await client.get(PATH)).body.map((i: { id: number }) => i.id)).toEqual([second.id]);
    expect((await client.delete(`${PATH}/${first.id}`)).status).toBe(404);
  });

  it("duplicates by posting the same fields with ' (Copy)'", async () => {
    const { client } = await signUp(ctx);
    const original = await createInspiration(client, {
      name: "Ash glaze",
      sources: [{ text: "Blog", url: "https://blog.example.com/ash" }],
      tags: ["ash"],
      notes: "Wood ash",
    });
    const copy = await createInspiration(client, {
      name: `${original.name} (Copy)`,
      sources: original.sources,
      tags: original.tags,
      notes: original.notes,
      imageUrls: original.imageUrls,
    });
    expect(copy.id).not.toBe(original.id);
    expect(copy).toMatchObject({ name: "Ash glaze (Copy)", sources: original.sources, tags: ["ash"], notes: "Wood ash" });
  });

  it("refuses anonymous callers and a trial that has ended (product.md#r12)", async () => {
    expect((await anonymous(ctx).get(PATH)).status).toBe(401);
    expect((await anonymous(ctx).post(PATH, { name: "x" })).status).toBe(401);
    const { client, user } = await signUp(ctx);
    await ctx.db.update(users).set({ trialEndDate: new Date(Date.now() - 1000) }).where(eq(users.id, user.id));
    const res = await client.get(PATH);
    expect(res.status).toBe(402);
    expect(res.body.code).toBe("TRIAL_ENDED");
    expect((await client.post(PATH, { name: "Late" })).status).toBe(402);
    expect((await client.delete(`${PATH}/1`)).status).toBe(402);
  });

  it("keeps every inspiration to its owner: another user's id answers 404", async () => {
    const owner = await signUp(ctx);
    const other = await signUp(ctx);
    const mine = await createInspiration(owner.client, { name: "Private idea" });
    expect((await other.client.get(`${PATH}/${mine.id}`)).status).toBe(404);
    expect((await other.client.patch(`${PATH}/${mine.id}`, { name: "Stolen" })).status).toBe(404);
    expect((await other.client.delete(`${PATH}/${mine.id}`)).status).toBe(404);
    expect((await other.client.get(PATH)).body).toEqual([]);
    expect((await owner.client.get(`${PATH}/${mine.id}`)).body.name).toBe("Private idea");
  });

  it("documents the five calls in the OpenAPI document", async () => {
    const doc = await anonymous(ctx).get("/api/openapi.json");
    expect(doc.status).toBe(200);
    expect(Object.keys(doc.body.paths["/api/inspirations"]).sort()).toEqual(["get", "post"]);
    expect(Object.keys(doc.body.paths["/api/inspirations/{id}"]).sort()).toEqual(["delete", "get", "patch"]);
  });

  it("answers 400 for ids that are not ids and 404 for unknown ones", async () => {
    const { client } = await signUp(ctx);
    for (const id of ["abc", "0", "-1", "1.5", "99999999999"]) {
      expect((await client.get(`${PATH}/${id}`)).status, id).toBe(400);
    }
    expect((await client.get(`${PATH}/2147483647`)).status).toBe(404);
  });
});

describe("photos", () => {
  const stored = async (url: string) =>
    (await ctx.db.select({ id: photos.id }).from(photos).where(eq(photos.id, url.slice("/api/photos/".length)))).length;

  it("refuses another user's photo and releases photos no record uses any more", async () => {
    const owner = await signUp(ctx);
    const other = await signUp(ctx);
    const a = await insertPhoto(ctx, owner.user.id);
    const b = await insertPhoto(ctx, owner.user.id);
    const theirs = await insertPhoto(ctx, other.user.id);

    const stolen = await owner.client.post(PATH, { name: "Theirs", imageUrls: [theirs] });
    expect(stolen.status).toBe(400);
    expect(stolen.body.errors.imageUrls).toEqual(expect.any(String));

    const made = await createInspiration(owner.client, { name: "Two photos", imageUrls: [a, b] });
    expect(made.thumbnailUrl).toBe(a.replace(/\.png$/, ".thumb.png"));
    // The duplicate shares photo b, so dropping b from the original must keep it.
    const copy = await createInspiration(owner.client, { name: "Two photos (Copy)", imageUrls: [b] });

    const dropped = await owner.client.patch(`${PATH}/${made.id}`, { imageUrls: [b] });
    expect(dropped.status).toBe(200);
    expect(await stored(a)).toBe(0);
    expect(await stored(b)).toBe(1);

    expect((await owner.client.delete(`${PATH}/${made.id}`)).status).toBe(200);
    expect(await stored(b)).toBe(1);
    expect((await owner.client.delete(`${PATH}/${copy.id}`)).status).toBe(200);
    expect(await stored(b)).toBe(0);
  });
});

describe("links from pieces", () => {
  it("removes a deleted inspiration from every piece of the user, leaving other links and users alone", async () => {
    const owner = await signUp(ctx);
    const other = await signUp(ctx);
    const keep = await createInspiration(owner.client, { name: "Keep" });
    const gone = await createInspiration(owner.client, { name: "Gone" });
    const pieceA = await pieceOf(owner.user.id, [gone.id, keep.id]);
    const pieceB = await pieceOf(owner.user.id, [gone.id]);
    const pieceC = await pieceOf(owner.user.id, [keep.id]);
    // A forged row of another user that happens to hold the same number must not be touched.
    const foreign = await pieceOf(other.user.id, [gone.id]);

    expect((await owner.client.delete(`${PATH}/${gone.id}`)).status).toBe(200);

    const idsOf = async (id: number) =>
      (await ctx.db.select({ ids: pieces.inspirationIds }).from(pieces).where(eq(pieces.id, id)))[0]!.ids;
    expect(await idsOf(pieceA)).toEqual([keep.id]);
    expect(await idsOf(pieceB)).toEqual([]);
    expect(await idsOf(pieceC)).toEqual([keep.id]);
    expect(await idsOf(foreign)).toEqual([gone.id]);
  });

  it("lets a piece link only the user's own inspirations, and unlinks them on delete (through the pieces calls)", async () => {
    const owner = await signUp(ctx);
    const other = await signUp(ctx);
    const mine = await createInspiration(owner.client, { name: "Mine" });
    const theirs = await createInspiration(other.client, { name: "Theirs" });
    const piece = { name: "Vase", type: "wheel", clayBody: "Stoneware" };

    const foreign = await owner.client.post("/api/pieces", { ...piece, inspirationIds: [theirs.id] });
    expect([400, 404]).toContain(foreign.status);
    const made = await owner.client.post("/api/pieces", { ...piece, inspirationIds: [mine.id] });
    expect(made.status, made.text).toBe(201);
    const patched = await owner.client.patch(`/api/pieces/${made.body.id}`, { inspirationIds: [mine.id, theirs.id] });
    expect([400, 404]).toContain(patched.status);
    expect((await owner.client.get(`/api/pieces/${made.body.id}`)).body.inspirationIds).toEqual([mine.id]);

    expect((await owner.client.delete(`${PATH}/${mine.id}`)).status).toBe(200);
    expect((await owner.client.get(`/api/pieces/${made.body.id}`)).body.inspirationIds).toEqual([]);
  });

  it("exports assertOwnInspirations for pieces: only the user's own ids pass", async () => {
    const { assertOwnInspirations } = await import("../../server/services/inspirations/inspirations");
    const owner = await signUp(ctx);
    const other = await signUp(ctx);
    const mine = await createInspiration(owner.client, { name: "Mine" });
    const theirs = await createInspiration(other.client, { name: "Theirs" });

    await expect(assertOwnInspirations(ctx.db, owner.user.id, [])).resolves.toBeUndefined();
    await expect(assertOwnInspirations(ctx.db, owner.user.id, [mine.id, mine.id])).resolves.toBeUndefined();
    for (const ids of [[theirs.id], [mine.id, theirs.id], [2_147_483_000], [0], [-3], [1.5]]) {
      await expect(assertOwnInspirations(ctx.db, owner.user.id, ids), JSON.stringify(ids)).rejects.toMatchObject({
        status: 400,
        message: "One or more linked inspirations were not found",
      });
    }
  });
});
