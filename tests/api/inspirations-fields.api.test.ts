/** Inspiration field rules: name, sources and tags (docs/product.md, product.md#r7). */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signUp } from "../helpers/client";
import { createInspiration, insertPhoto, INSPIRATIONS_PATH as PATH } from "../helpers/inspirations";
import { createTestContext, type TestContext } from "../helpers/test-app";

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(async () => {
  await ctx.close();
});

describe("name rules", () => {
  it("needs a name without images ('Name is required')", async () => {
    const { client } = await signUp(ctx);
    for (const body of [{}, { name: "" }, { name: "   " }, { name: "", imageUrls: [] }]) {
      const res = await client.post(PATH, body);
      expect(res.status).toBe(400);
      expect(res.body).toEqual({ message: "Name is required", errors: { name: "Name is required" }, code: "INVALID_INPUT" });
    }
    const made = await createInspiration(client, { name: "Kept" });
    const res = await client.patch(`${PATH}/${made.id}`, { name: "  " });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe("Name is required");
    expect((await client.get(`${PATH}/${made.id}`)).body.name).toBe("Kept");
  });

  it("saves an empty name with an image as 'Untitled'", async () => {
    const { client, user } = await signUp(ctx);
    const url = await insertPhoto(ctx, user.id);
    const made = await createInspiration(client, { name: "", imageUrls: [url] });
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

  it("holds names, notes and images to their limits (product.md#r7)", async () => {
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

describe("sources", () => {
  it("normalises URLs like the client: no scheme gets https://, '//' gets https:", async () => {
    const { client } = await signUp(ctx);
    const made = await createInspiration(client, {
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
    const made = await createInspiration(client, { name: "Good" });
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
    const made = await createInspiration(client, { name: "Tags", tags: [" celadon ", "porcelain"] });
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
