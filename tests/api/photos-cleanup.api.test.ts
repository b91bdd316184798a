/**
 * The photo seam and cleanup (product.md#r23, product.md#r15): only your own uploads can be attached, files go when no record
 * references them any more (removed from imageUrls, record deleted, account deleted), and the sweep removes
 * uploads never attached within 24 hours. Run against both storage backends.
 */
import { thumbnailAddress } from "../../contract/photos/rules";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { photos } from "../../server/db/schema";
import { JOBS } from "../../server/jobs/job-list";
import { runJobOnce } from "../../server/jobs/scheduler";
import { deleteAllPhotosOf, PHOTO_URL_MESSAGE } from "../../server/services/photos/photos-refs";
import { sweepUnattachedPhotos } from "../../server/jobs/photos-sweep";
import { signUp, type TestClient } from "../helpers/client";
import { BACKENDS, createPhotoTestContext, uploadOne, type PhotoTestContext } from "../helpers/photos";

const fileOf = (url: string) => url.slice("/api/photos/".length);
const thumbFileOf = (url: string) => fileOf(thumbnailAddress(url));

describe.each(BACKENDS)("photo cleanup on %s storage", (backend) => {
  let p: PhotoTestContext;
  beforeAll(async () => {
    p = await createPhotoTestContext(backend);
  });
  afterAll(async () => {
    await p?.close();
  });

  const newPiece = (client: TestClient, imageUrls: string[]) =>
    client.post("/api/pieces", { name: "Moon jar", type: "wheel", clayBody: "Porcelain", imageUrls });

  /** True when both the photo and its thumbnail are in storage. */
  const isStored = async (url: string) => {
    const keys = await p.storedKeys();
    return keys.includes(fileOf(url)) && keys.includes(thumbFileOf(url));
  };
  const isGone = async (url: string) => {
    const keys = await p.storedKeys();
    return !keys.includes(fileOf(url)) && !keys.includes(thumbFileOf(url));
  };
  const served = async (url: string) => (await p.ctx.app.request(url)).status;

  it("accepts only the user's own uploads in imageUrls", async () => {
    const maria = await signUp(p.ctx);
    const other = await signUp(p.ctx);
    const theirs = await uploadOne(other.client);
    const mine = await uploadOne(maria.client);

    for (const bad of [
      theirs,
      "/api/photos/AAAAAAAAAAAAAAAAAAAAAA.jpg",
      "https://example.com/pot.jpg",
      thumbnailAddress(mine),
      mine.replace(".jpg", ".png"),
    ]) {
      const res = await newPiece(maria.client, [bad]);
      expect(res.status, bad).toBe(400);
      expect(res.body.message).toBe(PHOTO_URL_MESSAGE);
    }
    const ok = await newPiece(maria.client, [mine]);
    expect(ok.status).toBe(201);
    const [row] = await p.ctx.db.select().from(photos).where(eq(photos.id, fileOf(mine)));
    expect(row?.attachedAt).toBeInstanceOf(Date);
    // The other potter's photo stayed theirs and unattached.
    const [their] = await p.ctx.db.select().from(photos).where(eq(photos.id, fileOf(theirs)));
    expect(their?.attachedAt).toBeNull();
  });

  it("removes a photo's files when it is dropped from imageUrls, and keeps the rest", async () => {
    const { client } = await signUp(p.ctx);
    const keep = await uploadOne(client);
    const drop = await uploadOne(client);
    const created = await newPiece(client, [keep, drop]);
    expect(created.status).toBe(201);
    expect(await isStored(drop)).toBe(true);

    const patched = await client.patch(`/api/pieces/${created.body.id}`, { imageUrls: [keep] });
    expect(patched.status).toBe(200);
    expect(await isGone(drop)).toBe(true);
    expect(await served(drop)).toBe(404);
    expect(await p.ctx.db.select().from(photos).where(eq(photos.id, fileOf(drop)))).toHaveLength(0);
    expect(await isStored(keep)).toBe(true);
    expect(await served(keep)).toBe(200);
  });

  it("removes the photos of a deleted record, unless another record still shows them", async () => {
    const { client } = await signUp(p.ctx);
    const shared = await uploadOne(client);
    const own = await uploadOne(client);
    const first = await client.post("/api/inspirations", { name: "Celadon bowls", imageUrls: [shared, own] });
    expect(first.status).toBe(201);
    // Duplicating an inspiration sends the same imageUrls (product.md#r33).
    const copy = await client.post("/api/inspirations", { name: "Celadon bowls (Copy)", imageUrls: [shared] });
    expect(copy.status).toBe(201);

    expect((await client.delete(`/api/inspirations/${first.body.id}`)).status).toBeLessThan(300);
    expect(await isGone(own)).toBe(true);
    expect(await isStored(shared)).toBe(true);

    const piece = await newPiece(client, [shared]);
    expect((await client.delete(`/api/inspirations/${copy.body.id}`)).status).toBeLessThan(300);
    expect(await isStored(shared)).toBe(true);

    expect((await client.delete(`/api/pieces/${piece.body.id}`)).status).toBeLessThan(300);
    expect(await isGone(shared)).toBe(true);
    expect(await served(shared)).toBe(404);
  });

  it("removes every photo of a deleted account (DELETE /api/user), and nobody else's", async () => {
    const leaving = await signUp(p.ctx);
    const staying = await signUp(p.ctx);
    const attached = await uploadOne(leaving.client);
    const loose = await uploadOne(leaving.client);
    expect((await newPiece(leaving.client, [attached])).status).toBe(201);
    const others = await uploadOne(staying.client);

    const res = await leaving.client.delete("/api/user");
    expect(res.status).toBe(200);
    expect(await isGone(attached)).toBe(true);
    expect(await isGone(loose)).toBe(true);
    expect(await p.ctx.db.select().from(photos).where(eq(photos.userId, leaving.user.id))).toHaveLength(0);
    expect(await isStored(others)).toBe(true);
  });

  it("deleteAllPhotosOf removes rows and files (retention purge)", async () => {
    const { client, user } = await signUp(p.ctx);
    const a = await uploadOne(client);
    const b = await uploadOne(client);
    await deleteAllPhotosOf(p.ctx.deps, user.id);
    expect(await isGone(a)).toBe(true);
    expect(await isGone(b)).toBe(true);
    expect(await p.ctx.db.select().from(photos).where(eq(photos.userId, user.id))).toHaveLength(0);
  });

  it("sweeps uploads never attached after 24 hours, and only those", async () => {
    const { client } = await signUp(p.ctx);
    const start = Date.now();
    p.ctx.clock.set(new Date(start - 25 * 60 * 60 * 1000));
    const stale = await uploadOne(client);
    const staleButUsed = await uploadOne(client);
    p.ctx.clock.set(new Date(start - 60 * 60 * 1000));
    const recent = await uploadOne(client);
    p.ctx.clock.reset();
    expect((await newPiece(client, [staleButUsed])).status).toBe(201);

    expect(await sweepUnattachedPhotos(p.ctx.deps)).toBeGreaterThanOrEqual(1);
    expect(await isGone(stale)).toBe(true);
    expect(await p.ctx.db.select().from(photos).where(eq(photos.id, fileOf(stale)))).toHaveLength(0);
    expect(await isStored(staleButUsed)).toBe(true);
    expect(await isStored(recent)).toBe(true);

    // A day later the recent one goes too, through the registered job.
    p.ctx.clock.set(new Date(start + 24 * 60 * 60 * 1000));
    try {
      const job = JOBS.find((j) => j.name === "photos-sweep");
      expect(job).toBeDefined();
      expect(await runJobOnce(p.ctx.deps, job!)).toBe(true);
    } finally {
      p.ctx.clock.reset();
    }
    expect(await isGone(recent)).toBe(true);
    expect(await isStored(staleButUsed)).toBe(true);
  });

  it("gives lists the thumbnail: the piece card shows the LAST image", async () => {
    const { client } = await signUp(p.ctx);
    const first = await uploadOne(client);
    const last = await uploadOne(client);
    expect((await newPiece(client, [first, last])).status).toBe(201);
    const list = await client.get("/api/pieces");
    expect(list.status).toBe(200);
    expect(list.body.data[0].thumbnailUrl).toBe(thumbnailAddress(last));
    expect(await served(list.body.data[0].thumbnailUrl)).toBe(200);
  });
});
