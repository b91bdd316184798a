/**
 * Photo storage out of reach (docs/decisions/0280-photo-file-removals.md, docs/decisions/0281-photo-storage-unavailable.md):
 * the potter hears that photos are unavailable (503), and files stored before a failure are removed by the photos
 * sweep once storage is back. Faults are real: the S3-compatible server is taken down midway and brought back.
 */
import sharp from "sharp";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PHOTO_TEXTS } from "../../contract/photos/texts";
import { photoFileRemovals, photos } from "../../server/db/schema";
import { JOBS } from "../../server/jobs/job-list";
import { sweepListedFileRemovals } from "../../server/jobs/photos-sweep";
import { runJobOnce } from "../../server/jobs/scheduler";
import { signUp, type TestClient } from "../helpers/client";
import { createPhotoTestContext, upload, uploadOne, type PhotoTestContext } from "../helpers/photos";

const HOUR = 60 * 60 * 1000;

const jpeg = (color: string) =>
  sharp({ create: { width: 320, height: 240, channels: 3, background: color } })
    .jpeg()
    .toBuffer();

describe("photo storage out of reach", () => {
  let p: PhotoTestContext;
  beforeAll(async () => {
    p = await createPhotoTestContext("s3");
  });
  afterAll(async () => {
    await p?.close();
  });

  const s3 = () => p.s3!;
  const listed = () => p.ctx.db.select().from(photoFileRemovals);

  /** Runs the registered photos sweep as the scheduler would, at a time `hoursLater` from now. */
  async function sweepLater(hoursLater: number): Promise<void> {
    p.ctx.clock.set(new Date(Date.now() + hoursLater * HOUR));
    try {
      const job = JOBS.find((j) => j.name === "photos-sweep");
      expect(await runJobOnce(p.ctx.deps, job!)).toBe(true);
    } finally {
      p.ctx.clock.reset();
    }
  }

  it("a failure in the middle of a multi-photo upload answers 503 and leaves no object once storage is back", async () => {
    const { client, user } = await signUp(p.ctx);
    const before = await p.storedKeys();
    const files = await Promise.all(["#8b4513", "#a0522d", "#cd853f", "#deb887"].map(jpeg));

    // Storage goes down after the first three objects of the batch are stored.
    const storage = p.ctx.deps.storage;
    const realPut = storage.put.bind(storage);
    let puts = 0;
    storage.put = async (key, data, type) => {
      puts += 1;
      if (puts === 4) await s3().stop();
      return realPut(key, data, type);
    };
    let res;
    try {
      res = await upload(
        client,
        files.map((bytes, i) => ({ name: `pot-${i}.jpg`, bytes })),
      );
    } finally {
      storage.put = realPut;
    }
    expect(res.status).toBe(503);
    expect(res.body).toEqual({ message: PHOTO_TEXTS.unavailable, code: "UNAVAILABLE" });
    expect(await p.ctx.db.select().from(photos).where(eq(photos.userId, user.id))).toHaveLength(0);

    await s3().restart();
    // The clean-up's deletes failed too: objects of the failed upload are still there, and listed.
    const leftOver = (await p.storedKeys()).filter((key) => !before.includes(key));
    expect(leftOver.length).toBeGreaterThanOrEqual(2);
    expect((await listed()).length).toBe(4);

    // A sweep within the hour leaves them (an upload may still be storing); the next one removes them.
    expect(await sweepListedFileRemovals(p.ctx.deps)).toBe(0);
    await sweepLater(2);
    expect(await p.storedKeys()).toEqual(before);
    expect(await listed()).toHaveLength(0);

    // Storage is back: the same potter uploads again.
    expect((await upload(client, [{ name: "pot.jpg", bytes: files[0]! }])).status).toBe(201);
  });

  it("answers 503 with the same text to an upload and to reading a photo while storage is down", async () => {
    const { client } = await signUp(p.ctx);
    const url = await uploadOne(client);
    await s3().stop();
    try {
      const res = await upload(client, [{ name: "pot.jpg", bytes: await jpeg("#8b4513") }]);
      expect(res.status).toBe(503);
      expect(res.body.message).toBe(PHOTO_TEXTS.unavailable);
      const read = await p.ctx.app.request(url);
      expect(read.status).toBe(503);
      expect(((await read.json()) as { message: string }).message).toBe(PHOTO_TEXTS.unavailable);
    } finally {
      await s3().restart();
    }
    expect((await p.ctx.app.request(url)).status).toBe(200);
  });

  it("a photo dropped from a record while storage is down is removed once it is back", async () => {
    const { client } = await signUp(p.ctx);
    const keep = await uploadOne(client);
    const drop = await uploadOne(client);
    const piece = await newPiece(client, [keep, drop]);
    expect(piece.status).toBe(201);
    const dropKey = drop.slice("/api/photos/".length);

    await s3().stop();
    try {
      const patched = await client.patch(`/api/pieces/${piece.body.id}`, { imageUrls: [keep] });
      expect(patched.status).toBe(200);
    } finally {
      await s3().restart();
    }
    expect(await p.storedKeys()).toContain(dropKey);
    expect((await listed()).map((row) => row.photoId)).toContain(dropKey);

    await sweepLater(3);
    expect(await p.storedKeys()).not.toContain(dropKey);
    expect((await p.ctx.app.request(keep)).status).toBe(200);
    expect(await listed()).toHaveLength(0);
  });
});

function newPiece(client: TestClient, imageUrls: string[]) {
  return client.post("/api/pieces", { name: "Moon jar", type: "wheel", clayBody: "Porcelain", imageUrls });
}
