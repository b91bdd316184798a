/**
 * iPhone photos (product.md#r23, docs/decisions/0063-heic-uploads.md): HEIC/HEIF is decoded on the server with libheif
 * compiled to WebAssembly and stored like any photo: upright, metadata stripped, inside 1200×1200, as JPEG.
 * The fixtures are real HEIC files made with Debian's heif-enc (tests/fixtures/heic/make-heic-fixtures.ts).
 */
import { eq } from "drizzle-orm";
import { readFileSync } from "node:fs";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PHOTO_TEXTS } from "../../contract/photos/texts";
import { photos } from "../../server/db/schema";
import { signUp } from "../helpers/client";
import { BACKENDS, createPhotoTestContext, fetchImage, upload, type PhotoTestContext } from "../helpers/photos";
import { hasGpsTag } from "../fixtures/photos";

const heic = (name: string) => readFileSync(new URL(`../fixtures/heic/${name}`, import.meta.url));

describe("the HEIC fixtures", () => {
  it("are real HEIC files: a portrait turned by irot with EXIF orientation and GPS, a 12 MP photo, a cut-off file", async () => {
    const portrait = heic("portrait.heic");
    expect(portrait.subarray(4, 12).toString("latin1")).toBe("ftypheic");
    expect(portrait.includes(Buffer.from("irot"))).toBe(true);
    const meta = await sharp(portrait).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(["heif", 1200, 1600]);
    expect(hasGpsTag(meta.exif)).toBe(true);
    const big = await sharp(heic("photo-12mp.heic")).metadata();
    expect([big.width, big.height]).toEqual([4000, 3000]);
    expect(heic("photo-12mp.heic").length).toBeLessThan(100_000);
    expect(heic("corrupt.heic").subarray(4, 12).toString("latin1")).toBe("ftypheic");
  });
});

describe.each(BACKENDS)("HEIC uploads on %s storage", (backend) => {
  let p: PhotoTestContext;
  beforeAll(async () => {
    p = await createPhotoTestContext(backend);
  });
  afterAll(async () => {
    await p?.close();
  });

  it("[ASVS 5.2.2] stores an iPhone portrait upright as a metadata-free JPEG inside 1200×1200, with a thumbnail", async () => {
    const { client, user } = await signUp(p.ctx);
    const res = await upload(client, [{ name: "IMG_0042.HEIC", type: "image/heic", bytes: heic("portrait.heic") }]);
    expect(res.status).toBe(201);
    const item = res.body.data[0];
    expect([item.width, item.height]).toEqual([900, 1200]);

    const { res: served, bytes } = await fetchImage(p.ctx, item.url);
    expect(served.headers.get("content-type")).toBe("image/jpeg");
    const meta = await sharp(bytes).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(["jpeg", 900, 1200]);
    expect(meta.exif).toBeUndefined();
    expect(meta.icc).toBeUndefined();
    expect(meta.xmp).toBeUndefined();
    expect(meta.orientation).toBeUndefined();
    // Turned once, not twice: the terracotta half (left in the sensor's pixels) is on top, the blue one below.
    const half = async (top: number) => (await sharp(bytes).extract({ left: 0, top, width: 900, height: 500 }).toBuffer().then((b) => sharp(b).stats())).channels;
    const [upper, lower] = [await half(0), await half(700)];
    expect(upper[0]!.mean).toBeGreaterThan(upper[2]!.mean + 80);
    expect(lower[2]!.mean).toBeGreaterThan(lower[0]!.mean + 80);

    const thumb = await sharp((await fetchImage(p.ctx, item.thumbnailUrl)).bytes).metadata();
    expect([thumb.format, thumb.width, thumb.height]).toEqual(["jpeg", 300, 400]);
    expect(thumb.exif).toBeUndefined();
    const rows = await p.ctx.db.select().from(photos).where(eq(photos.userId, user.id));
    expect(rows.map((r) => [r.contentType, r.width, r.height])).toEqual([["image/jpeg", 900, 1200]]);
  });

  it("[ASVS 5.2.2] stores a 12 MP HEIC at 1200×900", async () => {
    const { client } = await signUp(p.ctx);
    const res = await upload(client, [{ name: "kiln.heif", type: "image/heif", bytes: heic("photo-12mp.heic") }]);
    expect(res.status).toBe(201);
    expect([res.body.data[0].width, res.body.data[0].height]).toEqual([1200, 900]);
    const meta = await sharp((await fetchImage(p.ctx, res.body.data[0].url)).bytes).metadata();
    expect([meta.format, meta.width, meta.height, meta.exif]).toEqual(["jpeg", 1200, 900, undefined]);
  });

  it("[ASVS 5.2.2] refuses a cut-off HEIC with the unreadable text and stores nothing, even next to a good one", async () => {
    const { client, user } = await signUp(p.ctx);
    const before = await p.storedKeys();
    const res = await upload(client, [
      { name: "good.heic", type: "image/heic", bytes: heic("portrait.heic") },
      { name: "IMG_0043.HEIC", type: "image/heic", bytes: heic("corrupt.heic") },
    ]);
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ message: PHOTO_TEXTS.unreadable("IMG_0043.HEIC"), code: "INVALID_INPUT" });
    expect(await p.ctx.db.select().from(photos).where(eq(photos.userId, user.id))).toHaveLength(0);
    expect(await p.storedKeys()).toEqual(before);
  });
});
