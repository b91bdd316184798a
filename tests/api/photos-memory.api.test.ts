/**
 * Bounded decode memory (docs/decisions/0067-photo-processing-limit.md): a photo is refused
 * when decoding it would need more memory than one decode may hold, whatever its pixel count.
 */
import { eq } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PHOTO_TEXTS } from "../../contract/photos/texts";
import { photos } from "../../server/db/schema";
import { DECODE_LIMITS, estimateDecodeBytes } from "../../server/services/photos/photos-image";
import { signUp } from "../helpers/client";
import { createPhotoTestContext, fetchImage, upload, type PhotoTestContext } from "../helpers/photos";
import { hostilePng } from "../fixtures/photos";

let p: PhotoTestContext;
beforeAll(async () => {
  p = await createPhotoTestContext("disk");
});
afterAll(async () => {
  await p?.close();
});

describe("decode memory", () => {
  it("[ASVS 5.2.1] refuses a hostile 380 kB PNG (16-bit, interlaced, 49 MP) with the 413 text and stores nothing", async () => {
    const bytes = await hostilePng({ width: 7000, height: 7000 });
    expect(bytes.length).toBeLessThan(500_000);
    const meta = await sharp(bytes).metadata();
    // Under the 50-megapixel limit, so only the memory estimate can catch it.
    expect(meta.width! * meta.height!).toBeLessThan(50_000_000);
    expect(estimateDecodeBytes(meta, "png")).toBeGreaterThan(DECODE_LIMITS.maxBytes);

    const { client, user } = await signUp(p.ctx);
    const before = await p.storedKeys();
    const res = await upload(client, [{ name: "glaze-chart.png", type: "image/png", bytes }]);
    expect(res.status).toBe(413);
    expect(res.body).toEqual({ message: PHOTO_TEXTS.tooManyPixels("glaze-chart.png"), code: "TOO_LARGE" });
    expect(await p.ctx.db.select().from(photos).where(eq(photos.userId, user.id))).toHaveLength(0);
    expect(await p.storedKeys()).toEqual(before);
  });

  it("[ASVS 5.2.1] counts bit depth and interlacing: the same pixels at 8 bits and not interlaced are accepted", async () => {
    const hostile = await sharp(await hostilePng({ width: 7000, height: 7000 })).metadata();
    const plain = await sharp(await hostilePng({ width: 7000, height: 7000, bitDepth: 8, alpha: false, interlaced: false })).metadata();
    expect(estimateDecodeBytes(plain, "png")).toBeLessThan(DECODE_LIMITS.maxBytes);
    expect(estimateDecodeBytes(hostile, "png")).toBeGreaterThan(4 * estimateDecodeBytes(plain, "png"));

    // A 16-bit interlaced PNG whose decode fits is stored like any photo: a plain 8-bit JPEG inside 1200×1200.
    const { client } = await signUp(p.ctx);
    const res = await upload(client, [{ name: "scan.png", type: "image/png", bytes: await hostilePng({ width: 2000, height: 1500 }) }]);
    expect(res.status).toBe(201);
    expect([res.body.data[0].width, res.body.data[0].height]).toEqual([1200, 900]);
    const stored = await sharp((await fetchImage(p.ctx, res.body.data[0].url)).bytes).metadata();
    expect([stored.format, stored.depth, stored.width, stored.height]).toEqual(["jpeg", "uchar", 1200, 900]);
  });
});
