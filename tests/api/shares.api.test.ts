/**
 * Share a piece (product.md#r160): the link's calls, the public page (server-rendered, Open Graph tags, only what the
 * potter agreed to show), photos served through the token, and revocation (404 for the page and its photos). Runs on
 * PGlite, and on PostgreSQL with TEST_DATABASE_URL.
 */
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { SHARE_TEXTS } from "../../contract/shares/texts";
import { pieceShares } from "../../server/db/schema";
import { anonymous, signUp, type SignedInUser } from "../helpers/client";
import { fetchImage, uploadOne } from "../helpers/photos";
import { createTestContext, type TestContext } from "../helpers/test-app";

let ctx: TestContext;
let alice: SignedInUser;
let bob: SignedInUser;
let piece: { id: number };
let photoUrl: string;

const NOTES = "Secret glaze recipe: 40 feldspar";
const LOCATION = "Back shelf by the kiln";

beforeAll(async () => {
  ctx = await createTestContext();
  alice = await signUp(ctx, { firstName: "Alice" });
  bob = await signUp(ctx);
  photoUrl = await uploadOne(alice.client, 64, 48);
  const res = await alice.client.post("/api/pieces", {
    name: "Moon <Jar> & lid",
    type: "wheel",
    clayBody: "Porcelain",
    imageUrls: [photoUrl],
    notes: NOTES,
    studioLocation: LOCATION,
    height: 12,
    width: 10,
    stages: [{ stage: "Formed", location: "Wedging table", notes: "stage note never shown" }],
  });
  expect(res.status, res.text).toBe(201);
  piece = res.body;
  const layer = await alice.client.post("/api/decoration-layers", { pieceId: piece.id, type: "Glaze", materialName: "Celadon", placement: "Outside" });
  expect(layer.status, layer.text).toBe(201);
});
afterAll(async () => {
  await ctx.close();
});

const page = (path: string) => ctx.app.request(path);

describe("sharing a piece", () => {
  it("is off until the potter shares; sharing twice answers the same link", async () => {
    const before = await alice.client.get(`/api/pieces/${piece.id}/share`);
    expect(before.status).toBe(200);
    expect(before.body).toEqual({ share: null });

    const first = await alice.client.post(`/api/pieces/${piece.id}/share`, {});
    expect(first.status).toBe(201);
    expect(first.body.showNotes).toBe(false);
    expect(first.body.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(first.body.url).toBe(`${ctx.deps.config.appUrl}/s/${first.body.token}`);
    const again = await alice.client.post(`/api/pieces/${piece.id}/share`, {});
    expect(again.body.token).toBe(first.body.token);
    expect(await ctx.db.select().from(pieceShares).where(eq(pieceShares.pieceId, piece.id))).toHaveLength(1);
    expect((await alice.client.get(`/api/pieces/${piece.id}/share`)).body.share.token).toBe(first.body.token);
  });

  it("serves a public page with the photos, name, forming method, clay body, sizes, layers and first name, and nothing else", async () => {
    const { token } = (await alice.client.get(`/api/pieces/${piece.id}/share`)).body.share;
    const res = await page(`/s/${token}`);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toContain("text/html");
    const body = await res.text();
    // Escaped, never raw markup from the potter's text.
    expect(body).toContain("<h1>Moon &lt;Jar&gt; &amp; lid</h1>");
    expect(body).toContain(SHARE_TEXTS.pageBy("Alice"));
    expect(body).toContain("Porcelain");
    // The forming method's label, never its code.
    expect(body).toContain("<dd>Wheel Thrown</dd>");
    expect(body).not.toContain("<dd>wheel</dd>");
    expect(body).toContain("H 12 in · W 10 in");
    expect(body).toContain("Celadon (glaze), outside");
    const file = photoUrl.split("/").pop()!;
    expect(body).toContain(`src="/s/${token}/photos/1"`);
    expect(body).toContain(`srcset="/s/${token}/photos/1/thumb 400w, /s/${token}/photos/1 1200w"`);
    // The photo's stored name, which opens /api/photos for anyone, is nowhere on the page.
    expect(body).not.toContain(file.replace(/\.jpg$/, ""));
    for (const hidden of [NOTES, LOCATION, "stage note never shown", "Formed"]) expect(body).not.toContain(hidden);
    // Open Graph and Twitter card tags, with the last photo.
    expect(body).toContain('<meta property="og:title" content="Moon &lt;Jar&gt; &amp; lid">');
    expect(body).toContain(`<meta property="og:image" content="${ctx.deps.config.appUrl}/s/${token}/photos/1">`);
    expect(body).toContain('<meta name="twitter:card" content="summary_large_image">');
    expect(body).toContain('<meta name="robots" content="noindex">');

    const image = await fetchImage(ctx, `/s/${token}/photos/1`);
    expect(image.res.status).toBe(200);
    expect(image.res.headers.get("content-type")).toBe("image/jpeg");
    expect(image.bytes.subarray(0, 2)).toEqual(Buffer.from([0xff, 0xd8]));
    expect(image.bytes).toEqual((await fetchImage(ctx, photoUrl)).bytes);
    const thumb = await fetchImage(ctx, `/s/${token}/photos/1/thumb`);
    expect(thumb.res.status).toBe(200);
    expect(thumb.bytes).toEqual((await fetchImage(ctx, photoUrl.replace(".jpg", ".thumb.jpg"))).bytes);
    // Revalidated on each view (so revoking stops it), with a tag that is not the stored name.
    expect(image.res.headers.get("cache-control")).toBe("no-cache");
    const etag = image.res.headers.get("etag")!;
    expect(etag).not.toContain(file.replace(/\.jpg$/, ""));
    expect((await ctx.app.request(`/s/${token}/photos/1`, { headers: { "If-None-Match": etag } })).status).toBe(304);
  });

  it("shows the notes only when the potter chooses", async () => {
    const on = await alice.client.patch(`/api/pieces/${piece.id}/share`, { showNotes: true });
    expect(on.status).toBe(200);
    expect(on.body.showNotes).toBe(true);
    expect(await (await page(`/s/${on.body.token}`)).text()).toContain(NOTES);
    await alice.client.patch(`/api/pieces/${piece.id}/share`, { showNotes: false });
    expect(await (await page(`/s/${on.body.token}`)).text()).not.toContain(NOTES);
  });

  it("never serves another photo through a token", async () => {
    const { token } = (await alice.client.get(`/api/pieces/${piece.id}/share`)).body.share;
    const other = (await uploadOne(alice.client, 32, 32)).split("/").pop()!;
    const file = photoUrl.split("/").pop()!;
    // Stored names (the piece's own photo included) never work through a token: only the share's numbers do.
    for (const path of [other, file, file.replace(".jpg", ".thumb.jpg"), "2", "0", "01", "-1", "1.5", "1000", "..%2F..%2Fetc%2Fpasswd"]) {
      expect((await page(`/s/${token}/photos/${path}`)).status, path).toBe(404);
    }
  });

  it("belongs to its owner: another potter's piece answers 404 on every call", async () => {
    for (const res of [
      await bob.client.get(`/api/pieces/${piece.id}/share`),
      await bob.client.post(`/api/pieces/${piece.id}/share`, {}),
      await bob.client.patch(`/api/pieces/${piece.id}/share`, { showNotes: true }),
      await bob.client.delete(`/api/pieces/${piece.id}/share`),
    ]) {
      expect(res.status).toBe(404);
      expect(res.body.message).toBe("Piece not found");
    }
    expect((await anonymous(ctx).post(`/api/pieces/${piece.id}/share`, {})).status).toBe(401);
    expect((await alice.client.get(`/api/pieces/${piece.id}/share`)).body.share.showNotes).toBe(false);
  });

  it("refuses bad input with a message", async () => {
    const wrong = await alice.client.patch(`/api/pieces/${piece.id}/share`, { showNotes: "yes" });
    expect(wrong.status).toBe(400);
    expect(wrong.body.errors).toHaveProperty("showNotes");
    const extra = await alice.client.post(`/api/pieces/${piece.id}/share`, { token: "mine" });
    expect(extra.status).toBe(400);
    expect((await alice.client.get("/api/pieces/abc/share")).status).toBe(400);
  });

  it("revoking gives 404 for the page and every photo address it gave, none of which opens /api/photos; a new link has a new token", async () => {
    const { token } = (await alice.client.get(`/api/pieces/${piece.id}/share`)).body.share;
    const second = await uploadOne(alice.client, 40, 30);
    expect((await alice.client.patch(`/api/pieces/${piece.id}`, { imageUrls: [photoUrl, second] })).status).toBe(200);
    const html = await (await page(`/s/${token}`)).text();
    // Every image address the page gives: src, srcset, og:image and twitter:image.
    const given = new Set<string>();
    for (const m of html.matchAll(/(?:src|content)="([^"]*\/photos\/[^"]*)"/g)) given.add(new URL(m[1]!, "http://x").pathname);
    for (const m of html.matchAll(/srcset="([^"]*)"/g)) for (const part of m[1]!.split(",")) given.add(part.trim().split(" ")[0]!);
    expect([...given].sort()).toEqual([1, 2].flatMap((n) => [`/s/${token}/photos/${n}`, `/s/${token}/photos/${n}/thumb`]).sort());
    for (const address of given) {
      expect((await page(address)).status, address).toBe(200);
      expect(address).not.toContain("/api/photos");
      // The same name under /api/photos is nothing.
      expect((await page(address.replace(`/s/${token}/photos/`, "/api/photos/"))).status, address).toBeGreaterThanOrEqual(400);
    }
    for (const stored of [photoUrl, second]) expect(html).not.toContain(stored.split("/").pop()!.replace(/\.jpg$/, ""));
    const revoked = await alice.client.delete(`/api/pieces/${piece.id}/share`);
    expect(revoked.status).toBe(200);
    expect(revoked.body.message).toBe(SHARE_TEXTS.revoked);
    const gone = await page(`/s/${token}`);
    expect(gone.status).toBe(404);
    expect(await gone.text()).toContain(SHARE_TEXTS.pageNotFoundTitle);
    for (const address of given) expect((await page(address)).status, address).toBe(404);
    expect((await alice.client.delete(`/api/pieces/${piece.id}/share`)).status).toBe(404);
    expect((await alice.client.patch(`/api/pieces/${piece.id}/share`, { showNotes: true })).status).toBe(404);
    const fresh = await alice.client.post(`/api/pieces/${piece.id}/share`, {});
    expect(fresh.body.token).not.toBe(token);
  });

  it("ends with the piece: deleting it removes the link", async () => {
    const { token } = (await alice.client.post(`/api/pieces/${piece.id}/share`, {})).body;
    expect((await alice.client.delete(`/api/pieces/${piece.id}`)).status).toBe(200);
    expect((await page(`/s/${token}`)).status).toBe(404);
    expect(await ctx.db.select().from(pieceShares).where(eq(pieceShares.token, token))).toHaveLength(0);
  });
});
