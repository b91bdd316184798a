/**
 * POST /api/uploads and GET /api/photos/{file} (product.md#r23), run against both storage backends:
 * local disk and an S3-compatible server on 127.0.0.1.
 */
import { PHOTO_URL_PATTERN, thumbnailAddress } from "../../contract/photos/rules";
import { eq } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { photos, users } from "../../server/db/schema";
import { anonymous, signUp } from "../helpers/client";
import {
  BACKENDS,
  createPhotoTestContext,
  fetchImage,
  upload,
  uploadOne,
  type PhotoTestContext,
} from "../helpers/photos";
import * as fx from "../fixtures/photos";

interface Fixtures {
  gps: Buffer;
  big: Buffer;
  bomb: Buffer;
  gif: Buffer;
  truncated: Buffer;
  png: Buffer;
  webp: Buffer;
}
let f: Fixtures;

beforeAll(async () => {
  f = {
    gps: await fx.jpegWithGpsAndOrientation(),
    big: await fx.twelveMegabytes(),
    bomb: await fx.pngBomb(),
    gif: await fx.gif(),
    truncated: await fx.truncatedJpeg(),
    png: await fx.png(300, 200),
    webp: await fx.webp(1600, 900),
  };
});

describe.each(BACKENDS)("photos on %s storage", (backend) => {
  let p: PhotoTestContext;
  beforeAll(async () => {
    p = await createPhotoTestContext(backend);
  });
  afterAll(async () => {
    await p?.close();
  });

  it("checks the fixture really carries GPS and a rotation", async () => {
    const meta = await sharp(f.gps).metadata();
    expect(meta.orientation).toBe(6);
    expect(fx.hasGpsTag(meta.exif)).toBe(true);
    expect([meta.width, meta.height]).toEqual([3000, 2000]);
  });

  it("stores an upright, metadata-free JPEG inside 1200×1200 and a ~400 px thumbnail", async () => {
    const { client, user } = await signUp(p.ctx);
    const res = await upload(client, [{ name: "bowl.jpg", bytes: f.gps }]);
    expect(res.status).toBe(201);
    expect(res.body.data).toHaveLength(1);
    const item = res.body.data[0];
    expect(item.url).toMatch(PHOTO_URL_PATTERN);
    expect(item.thumbnailUrl).toBe(thumbnailAddress(item.url));
    // 3000×2000 turned by orientation 6 is 2000×3000, then fit inside 1200×1200.
    expect([item.width, item.height]).toEqual([800, 1200]);

    const { res: served, bytes } = await fetchImage(p.ctx, item.url);
    expect(served.status).toBe(200);
    expect(served.headers.get("content-type")).toBe("image/jpeg");
    expect(served.headers.get("x-content-type-options")).toBe("nosniff");
    expect(served.headers.get("cache-control")).toBe("private, max-age=31536000, immutable");
    const meta = await sharp(bytes).metadata();
    expect(meta.format).toBe("jpeg");
    expect([meta.width, meta.height]).toEqual([800, 1200]);
    expect(meta.exif).toBeUndefined();
    expect(fx.hasGpsTag(meta.exif)).toBe(false);
    expect(meta.orientation).toBeUndefined();
    expect(meta.icc).toBeUndefined();
    // The fixture's left half is terracotta; after a 90° clockwise turn it is the top half.
    const region = async (top: number) =>
      sharp(await sharp(bytes).extract({ left: 0, top, width: 800, height: 500 }).toBuffer()).stats();
    const top = await region(0);
    const bottom = await region(700);
    expect(top.channels[0]!.mean).toBeGreaterThan(top.channels[2]!.mean);
    expect(bottom.channels[2]!.mean).toBeGreaterThan(bottom.channels[0]!.mean);

    const thumb = await fetchImage(p.ctx, item.thumbnailUrl);
    expect(thumb.res.status).toBe(200);
    expect(thumb.res.headers.get("content-type")).toBe("image/jpeg");
    const tmeta = await sharp(thumb.bytes).metadata();
    expect(Math.max(tmeta.width!, tmeta.height!)).toBe(400);
    expect(tmeta.exif).toBeUndefined();
    expect(thumb.bytes.length).toBeLessThan(bytes.length);

    const rows = await p.ctx.db.select().from(photos).where(eq(photos.userId, user.id));
    expect(rows).toHaveLength(1);
    expect(rows[0]!.attachedAt).toBeNull();
    expect(`/api/photos/${rows[0]!.id}`).toBe(item.url);
    expect(await p.storedKeys()).toEqual(expect.arrayContaining([rows[0]!.id, rows[0]!.id.replace(".jpg", ".thumb.jpg")]));
  });

  it("keeps small images at their size, accepts PNG and WebP, and answers one url per file in order", async () => {
    const { client } = await signUp(p.ctx);
    const res = await upload(client, [
      { name: "swatch.png", type: "image/png", bytes: f.png },
      { name: "kiln.webp", type: "image/webp", bytes: f.webp },
    ]);
    expect(res.status).toBe(201);
    expect(res.body.data.map((d: { width: number; height: number }) => [d.width, d.height])).toEqual([
      [300, 200],
      [1200, 675],
    ]);
    const small = await fetchImage(p.ctx, res.body.data[0].thumbnailUrl);
    const meta = await sharp(small.bytes).metadata();
    // No enlargement: a 300 px image keeps 300 px even as its thumbnail.
    expect([meta.width, meta.height, meta.format]).toEqual([300, 200, "jpeg"]);
    expect(new Set(res.body.data.map((d: { url: string }) => d.url)).size).toBe(2);
  });

  describe("refuses bad input with a clear 4xx and stores nothing", () => {
    const cases: { label: string; file: () => { name: string; type: string; bytes: Uint8Array }; status: number; message: string }[] = [
      { label: "a text file named .jpg", file: () => ({ name: "recipe.jpg", type: "image/jpeg", bytes: fx.textAsJpg }), status: 400, message: "File recipe.jpg is not a supported image. Use a JPEG, PNG, WebP or HEIC photo." },
      { label: "a truncated JPEG", file: () => ({ name: "half.jpg", type: "image/jpeg", bytes: f.truncated }), status: 400, message: "File half.jpg could not be read. It may be damaged or incomplete." },
      { label: "a 12 MB file", file: () => ({ name: "huge.jpg", type: "image/jpeg", bytes: f.big }), status: 413, message: "File huge.jpg is too large (max 10MB)" },
      { label: "a 60-megapixel PNG", file: () => ({ name: "bomb.png", type: "image/png", bytes: f.bomb }), status: 413, message: "File bomb.png is too large (max 50 megapixels)" },
      { label: "an SVG", file: () => ({ name: "logo.svg", type: "image/svg+xml", bytes: fx.svg }), status: 400, message: "File logo.svg is not a supported image. Use a JPEG, PNG, WebP or HEIC photo." },
      { label: "a GIF", file: () => ({ name: "spin.gif", type: "image/gif", bytes: f.gif }), status: 400, message: "File spin.gif is not a supported image. Use a JPEG, PNG, WebP or HEIC photo." },
      { label: "a HEIC that holds no image", file: () => ({ name: "IMG_0001.HEIC", type: "image/heic", bytes: fx.fakeHeic }), status: 400, message: "File IMG_0001.HEIC could not be read. It may be damaged or incomplete." },
    ];

    it.each(cases)("$label", async ({ file, status, message }) => {
      const { client, user } = await signUp(p.ctx);
      const before = await p.storedKeys();
      const res = await upload(client, [file()]);
      expect(res.status).toBe(status);
      expect(res.body).toEqual({ message, code: status === 413 ? "TOO_LARGE" : "INVALID_INPUT" });
      expect(await p.ctx.db.select().from(photos).where(eq(photos.userId, user.id))).toHaveLength(0);
      expect(await p.storedKeys()).toEqual(before);
    });

    it("a good photo next to a bad one: the whole request is refused", async () => {
      const { client, user } = await signUp(p.ctx);
      const before = await p.storedKeys();
      const res = await upload(client, [
        { name: "good.png", type: "image/png", bytes: f.png },
        { name: "spin.gif", type: "image/gif", bytes: f.gif },
      ]);
      expect(res.status).toBe(400);
      expect(res.body.message).toContain("spin.gif");
      expect(await p.ctx.db.select().from(photos).where(eq(photos.userId, user.id))).toHaveLength(0);
      expect(await p.storedKeys()).toEqual(before);
    });
  });
});

describe("upload request rules (disk)", () => {
  let p: PhotoTestContext;
  beforeAll(async () => {
    p = await createPhotoTestContext("disk");
  });
  afterAll(async () => {
    await p?.close();
  });

  it("needs a session, and answers 402 after the trial (product.md#r12)", async () => {
    const png = await fx.png(10, 10);
    const anon = await upload(anonymous(p.ctx), [{ name: "a.png", bytes: png }]);
    expect(anon.status).toBe(401);
    const { client, user } = await signUp(p.ctx);
    await p.ctx.db.update(users).set({ trialEndDate: new Date(Date.now() - 60_000) }).where(eq(users.id, user.id));
    const late = await upload(client, [{ name: "a.png", bytes: png }]);
    expect(late.status).toBe(402);
    expect(late.body.code).toBe("TRIAL_ENDED");
    expect(await p.ctx.db.select().from(photos).where(eq(photos.userId, user.id))).toHaveLength(0);
  });

  it("refuses a request without files, a JSON body and more than 10 files", async () => {
    const { client } = await signUp(p.ctx);
    const empty = await client.post("/api/uploads", new FormData());
    expect(empty.status).toBe(400);
    expect(empty.body.message).toBe("Choose at least one photo to upload");

    const wrongField = new FormData();
    wrongField.append("photo", new File([new Uint8Array(await fx.png(10, 10))], "a.png"));
    expect((await client.post("/api/uploads", wrongField)).body.message).toBe("Choose at least one photo to upload");

    const json = await client.post("/api/uploads", { files: ["x"] });
    expect(json.status).toBe(400);
    expect(json.body.message).toBe("Send photos as multipart/form-data in the field 'files'");

    const bytes = await fx.png(10, 10);
    const many = await upload(
      client,
      Array.from({ length: 11 }, (_, i) => ({ name: `p${i}.png`, bytes })),
    );
    expect(many.status).toBe(400);
    expect(many.body.message).toBe("Upload at most 10 photos at a time");
  });

  it("serves without a session (the address is the capability), with 304 for a cached copy", async () => {
    const { client } = await signUp(p.ctx);
    const url = await uploadOne(client);
    const res = await anonymous(p.ctx).get(url);
    expect(res.status).toBe(200);
    const etag = res.headers.get("etag");
    expect(etag).toBeTruthy();
    const again = await p.ctx.app.request(url, { headers: { "if-none-match": etag! } });
    expect(again.status).toBe(304);
    expect(again.headers.get("cache-control")).toBe("private, max-age=31536000, immutable");
  });

  it("answers 404 JSON for unknown or malformed photo addresses", async () => {
    const anon = anonymous(p.ctx);
    for (const path of [
      "/api/photos/AAAAAAAAAAAAAAAAAAAAAA.jpg",
      "/api/photos/..%2F..%2Fsecrets%2Fsession_secret",
      "/api/photos/short.jpg",
      "/api/photos/AAAAAAAAAAAAAAAAAAAAAA.svg",
    ]) {
      const res = await anon.get(path);
      expect(res.status, path).toBe(404);
      expect(typeof res.body.message).toBe("string");
    }
  });

  it("describes the upload in the OpenAPI document", async () => {
    const res = await anonymous(p.ctx).get("/api/openapi.json");
    expect(res.status).toBe(200);
    expect(res.body.paths["/api/uploads"].post).toBeTruthy();
    expect(res.body.paths["/api/photos/{file}"].get).toBeTruthy();
  });
});
