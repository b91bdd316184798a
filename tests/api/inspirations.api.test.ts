import { randomBytes } from "node:crypto";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { photos, pieces, users } from "../../server/db/schema";
import { anonymous, signUp, type TestClient } from "../helpers/client";
import { createTestContext, type TestContext } from "../helpers/test-app";

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(async () => {
  await ctx.close();
});

const PATH = "/api/inspirations";

/** A stored photo of the user, as an upload would leave it (the photos area owns uploads). */
async function photoOf(userId: number): Promise<string> {
  const id = `${randomBytes(18).toString("base64url")}.png`;
  await ctx.db.insert(photos).values({ id, userId, contentType: "image/png", width: 10, height: 10, bytes: 100 });
  return `/api/photos/${id}`;
}

async function create(client: TestClient, body: Record<string, unknown>) {
  const res = await client.post(PATH, body);
  expect(res.status, res.text).toBe(201);
  return res.body;
}

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
    const first = await create(client, {
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
    const second = await create(client, { name: "Carved mugs" });
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
    const original = await create(client, {
      name: "Ash glaze",
      sources: [{ text: "Blog", url: "https://blog.example.com/ash" }],
      tags: ["ash"],
      notes: "Wood ash",
    });
    const copy = await create(client, {
      name: `${original.name} (Copy)`,
      sources: original.sources,
      tags: original.tags,
      notes: original.notes,
      imageUrls: original.imageUrls,
    });
    expect(copy.id).not.toBe(original.id);
    expect(copy).toMatchObject({ name: "Ash glaze (Copy)", sources: original.sources, tags: ["ash"], notes: "Wood ash" });
  });

  it("refuses anonymous callers and a trial that has ended (D12)", async () => {
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
    const mine = await create(owner.client, { name: "Private idea" });
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

describe("name rules", () => {
  it("needs a name without images ('Name is required')", async () => {
    const { client } = await signUp(ctx);
    for (const body of [{}, { name: "" }, { name: "   " }, { name: "", imageUrls: [] }]) {
      const res = await client.post(PATH, body);
      expect(res.status).toBe(400);
      expect(res.body).toEqual({ message: "Name is required", errors: { name: "Name is required" } });
    }
    const made = await create(client, { name: "Kept" });
    const res = await client.patch(`${PATH}/${made.id}`, { name: "  " });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe("Name is required");
    expect((await client.get(`${PATH}/${made.id}`)).body.name).toBe("Kept");
  });

  it("saves an empty name with an image as 'Untitled'", async () => {
    const { client, user } = await signUp(ctx);
    const url = await photoOf(user.id);
    const made = await create(client, { name: "", imageUrls: [url] });
    expect(made.name).toBe("Untitled");
    expect(made.imageUrls).toEqual([url]);
    expect(made.thumbnailUrl).toEqual(expect.any(String));

    const renamed = await client.patch(`${PATH}/${made.id}`, { name: "Glaze test tiles" });
    expect(renamed.body.name).toBe("Glaze test tiles");
    const emptied = await client.patch(`${PATH}/${made.id}`, { name: "" });
    expect(emptied.status).toBe(200);
    expect(emptied.body.name).toBe("Untitled");
    // Removing the last image while also clearing the name leaves nothing to save it by.
    const bare = await client.patch(`${PATH}/${made.id}`, { name: "", imageUrls: [] });
    expect(bare.status).toBe(400);
    expect(bare.body.message).toBe("Name is required");
  });

  it("holds names, notes and images to their limits (D7)", async () => {
    const { client } = await signUp(ctx);
    expect((await client.post(PATH, { name: "n".repeat(200) })).status).toBe(201);
    const longName = await client.post(PATH, { name: "n".repeat(201) });
    expect(longName.status).toBe(400);
    expect(longName.body.errors.name).toBe("Name must be at most 200 characters");

    expect((await client.post(PATH, { name: "Notes", notes: "x".repeat(10_000) })).status).toBe(201);
    const longNotes = await client.post(PATH, { name: "Notes", notes: "x".repeat(10_001) });
    expect(longNotes.status).toBe(400);
    expect(longNotes.body.message).toBe("Notes must be at most 10,000 characters");

    const urls = Array.from({ length: 6 }, (_, i) => `/api/photos/${"a".repeat(22)}${i}.png`);
    const tooMany = await client.post(PATH, { name: "Photos", imageUrls: urls });
    expect(tooMany.status).toBe(400);
    expect(tooMany.body.message).toBe("An inspiration can have at most 5 photos");

    const foreign = await client.post(PATH, { name: "Photos", imageUrls: ["https://evil.example.com/x.png"] });
    expect(foreign.status).toBe(400);

    const wrongTypes = await client.post(PATH, { name: 5, tags: "a", sources: {} });
    expect(wrongTypes.status).toBe(400);
    expect(Object.keys(wrongTypes.body.errors)).toEqual(expect.arrayContaining(["name", "tags", "sources"]));
  });
});

describe("photos", () => {
  const stored = async (url: string) =>
    (await ctx.db.select({ id: photos.id }).from(photos).where(eq(photos.id, url.slice("/api/photos/".length)))).length;

  it("refuses another user's photo and releases photos no record uses any more", async () => {
    const owner = await signUp(ctx);
    const other = await signUp(ctx);
    const a = await photoOf(owner.user.id);
    const b = await photoOf(owner.user.id);
    const theirs = await photoOf(other.user.id);

    const stolen = await owner.client.post(PATH, { name: "Theirs", imageUrls: [theirs] });
    expect(stolen.status).toBe(400);
    expect(stolen.body.errors.imageUrls).toEqual(expect.any(String));

    const made = await create(owner.client, { name: "Two photos", imageUrls: [a, b] });
    expect(made.thumbnailUrl).toBe(a.replace(/\.png$/, ".thumb.png"));
    // The duplicate shares photo b, so dropping b from the original must keep it.
    const copy = await create(owner.client, { name: "Two photos (Copy)", imageUrls: [b] });

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

describe("sources", () => {
  it("normalises URLs like the client: no scheme gets https://, '//' gets https:", async () => {
    const { client } = await signUp(ctx);
    const made = await create(client, {
      name: "Links",
      sources: [
        { text: "  Pinterest ", url: "pinterest.com/pin/123" },
        { text: "CDN", url: "//cdn.example.com/a.jpg" },
        { text: "Plain", url: "http://example.com/x?y=1#z" },
        { text: "Upper", url: "HTTPS://Example.com/A" },
        { text: "Port", url: "localhost:5173/gallery" },
      ],
    });
    expect(made.sources).toEqual([
      { text: "Pinterest", url: "https://pinterest.com/pin/123" },
      { text: "CDN", url: "https://cdn.example.com/a.jpg" },
      { text: "Plain", url: "http://example.com/x?y=1#z" },
      { text: "Upper", url: "HTTPS://Example.com/A" },
      { text: "Port", url: "https://localhost:5173/gallery" },
    ]);
    const patched = await client.patch(`${PATH}/${made.id}`, { sources: [{ text: "Shop", url: "etsy.com/shop/x" }] });
    expect(patched.body.sources).toEqual([{ text: "Shop", url: "https://etsy.com/shop/x" }]);
  });

  it("refuses javascript:, data:, other schemes and things that are not URLs ('Must be a valid URL')", async () => {
    const { client } = await signUp(ctx);
    const bad = [
      "javascript:alert(1)",
      "JavaScript:alert(document.cookie)",
      "data:text/html,<script>alert(1)</script>",
      "mailto:potter@example.com",
      "ftp://files.example.com/a",
      "file:///etc/passwd",
      "",
      "   ",
      "not a url",
      "https://",
      "https://nohost",
      `https://example.com/${"a".repeat(2100)}`,
    ];
    for (const url of bad) {
      const res = await client.post(PATH, { name: "Bad link", sources: [{ text: "Link", url }] });
      expect(res.status, url).toBe(400);
      expect(res.body.message, url).toBe("Must be a valid URL");
      expect(res.body.errors["sources.0.url"], url).toBe("Must be a valid URL");
    }
    const made = await create(client, { name: "Good" });
    const res = await client.patch(`${PATH}/${made.id}`, { sources: [{ text: "x", url: "javascript:alert(1)" }] });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe("Must be a valid URL");
  });

  it("needs source text, and at most 20 sources", async () => {
    const { client } = await signUp(ctx);
    for (const source of [{ text: "", url: "https://a.example.com" }, { text: "  ", url: "https://a.example.com" }, { url: "https://a.example.com" }]) {
      const res = await client.post(PATH, { name: "No label", sources: [source] });
      expect(res.status).toBe(400);
      expect(res.body.message).toBe("Source text is required");
      expect(res.body.errors["sources.0.text"]).toBe("Source text is required");
    }
    const twenty = Array.from({ length: 20 }, (_, i) => ({ text: `S${i}`, url: `https://s${i}.example.com` }));
    expect((await client.post(PATH, { name: "Many", sources: twenty })).status).toBe(201);
    const tooMany = await client.post(PATH, { name: "Many", sources: [...twenty, { text: "S20", url: "https://x.example.com" }] });
    expect(tooMany.status).toBe(400);
    expect(tooMany.body.message).toBe("An inspiration can have at most 20 sources");
  });
});

describe("tags", () => {
  it("trims tags and refuses empty and duplicate ones", async () => {
    const { client } = await signUp(ctx);
    const made = await create(client, { name: "Tags", tags: [" celadon ", "porcelain"] });
    expect(made.tags).toEqual(["celadon", "porcelain"]);

    const empty = await client.post(PATH, { name: "Tags", tags: ["ok", "  "] });
    expect(empty.status).toBe(400);
    expect(empty.body.message).toBe("Tags cannot be empty");
    expect(empty.body.errors["tags.1"]).toBe("Tags cannot be empty");

    const dup = await client.post(PATH, { name: "Tags", tags: ["Celadon", "celadon "] });
    expect(dup.status).toBe(400);
    expect(dup.body.message).toBe("Duplicate tag: celadon");

    const dupPatch = await client.patch(`${PATH}/${made.id}`, { tags: ["a", "A"] });
    expect(dupPatch.status).toBe(400);
    expect((await client.get(`${PATH}/${made.id}`)).body.tags).toEqual(["celadon", "porcelain"]);
  });

  it("allows 30 tags of 50 characters, no more", async () => {
    const { client } = await signUp(ctx);
    const thirty = Array.from({ length: 30 }, (_, i) => `tag-${i}`);
    expect((await client.post(PATH, { name: "Tags", tags: thirty })).status).toBe(201);
    const many = await client.post(PATH, { name: "Tags", tags: [...thirty, "tag-30"] });
    expect(many.status).toBe(400);
    expect(many.body.message).toBe("An inspiration can have at most 30 tags");
    expect((await client.post(PATH, { name: "Tags", tags: ["t".repeat(50)] })).status).toBe(201);
    const long = await client.post(PATH, { name: "Tags", tags: ["t".repeat(51)] });
    expect(long.status).toBe(400);
    expect(long.body.message).toBe("Tags must be at most 50 characters");
  });
});

describe("links from pieces", () => {
  it("removes a deleted inspiration from every piece of the user, leaving other links and users alone", async () => {
    const owner = await signUp(ctx);
    const other = await signUp(ctx);
    const keep = await create(owner.client, { name: "Keep" });
    const gone = await create(owner.client, { name: "Gone" });
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
    const mine = await create(owner.client, { name: "Mine" });
    const theirs = await create(other.client, { name: "Theirs" });
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
    const { assertOwnInspirations } = await import("../../server/services/inspirations");
    const owner = await signUp(ctx);
    const other = await signUp(ctx);
    const mine = await create(owner.client, { name: "Mine" });
    const theirs = await create(other.client, { name: "Theirs" });

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
