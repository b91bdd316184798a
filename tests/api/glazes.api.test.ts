import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { glazes, photos, users } from "../../server/db/schema";
import { anonymous, signUp } from "../helpers/client";
import { createTestContext, type TestContext } from "../helpers/test-app";

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(async () => {
  await ctx.close();
});

const photoId = (userId: number, n: number) => `${`g${userId}x${n}`.padEnd(24, "k")}.jpg`;

/** Stored photo rows as the uploads call leaves them, so the photos seam accepts the addresses. */
async function storePhotos(userId: number, count: number): Promise<string[]> {
  await ctx.db.insert(photos).values(
    Array.from({ length: count }, (_, i) => ({ id: photoId(userId, i + 1), userId, contentType: "image/jpeg", width: 10, height: 10, bytes: 100 })),
  );
  return Array.from({ length: count }, (_, i) => `/api/photos/${photoId(userId, i + 1)}`);
}

describe("surface treatments: create and type rules", () => {
  it("creates a glaze and answers 201 with its id and fields", async () => {
    const { client, user } = await signUp(ctx);
    const [photo] = await storePhotos(user.id, 1);
    const res = await client.post("/api/glazes", {
      name: "  Celadon  ",
      type: "Glaze",
      temperature: "Cone 6",
      finish: "Glossy",
      clayBodies: ["Stoneware"],
      notes: "Three dips",
      brand: "Amaco",
      imageUrls: [photo],
    });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      name: "Celadon",
      type: "Glaze",
      temperature: "Cone 6",
      finish: "Glossy",
      clayBodies: ["Stoneware"],
      notes: "Three dips",
      brand: "Amaco",
      color: null,
      isCombo: false,
      userId: user.id,
      imageUrls: [photo],
      thumbnailUrl: photo!.replace(/\.jpg$/, ".thumb.jpg"),
    });
    expect(res.body.id).toBeGreaterThan(0);
    const got = await client.get(`/api/glazes/${res.body.id}`);
    expect(got.status).toBe(200);
    expect(got.body.name).toBe("Celadon");
    expect(got.body.baseGlaze).toBeUndefined();
  });

  it("counts a blank or missing type as Glaze and refuses an unknown type", async () => {
    const { client } = await signUp(ctx);
    const blank = await client.post("/api/glazes", { name: "Blank", type: "  " });
    expect(blank.status).toBe(201);
    expect(blank.body.type).toBe("Glaze");
    const missing = await client.post("/api/glazes", { name: "Missing", type: null });
    expect(missing.body.type).toBe("Glaze");
    const unknown = await client.post("/api/glazes", { name: "Odd", type: "Engobe" });
    expect(unknown.status).toBe(400);
    expect(unknown.body.message).toBe("Type must be Glaze, Underglaze, Slip or Oxide");
    expect(unknown.body.errors.type).toBe("Type must be Glaze, Underglaze, Slip or Oxide");
  });

  it("drops a colour on a Glaze and an Oxide, and keeps it on Underglaze and Slip", async () => {
    const { client } = await signUp(ctx);
    const glaze = await client.post("/api/glazes", { name: "Shino", type: "Glaze", color: "#AA3300" });
    expect(glaze.body.color).toBeNull();
    const [stored] = await ctx.db.select().from(glazes).where(eq(glazes.id, glaze.body.id));
    expect(stored!.color).toBeNull();
    const oxide = await client.post("/api/glazes", { name: "Rutile", type: "Oxide", color: "#aa3300" });
    expect(oxide.body.color).toBeNull();
    const under = await client.post("/api/glazes", { name: "Velvet Red", type: "Underglaze", color: "#AA3300" });
    expect(under.body.color).toBe("#aa3300");
    const slip = await client.post("/api/glazes", { name: "Porcelain slip", type: "Slip", color: "#ffffff" });
    expect(slip.body.color).toBe("#ffffff");
    const bad = await client.post("/api/glazes", { name: "Bad", type: "Slip", color: "red" });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe("Color must be a hex colour like #1a2b3c");
  });

  it("keeps temperature, finish and clay bodies only on a Glaze", async () => {
    const { client } = await signUp(ctx);
    const under = await client.post("/api/glazes", {
      name: "Black UG",
      type: "Underglaze",
      temperature: "Cone 6",
      finish: "Matte",
      clayBodies: ["Porcelain"],
    });
    expect(under.status).toBe(201);
    expect(under.body).toMatchObject({ temperature: null, finish: null, clayBodies: [] });

    // Changing a Glaze into a Slip clears its glaze-only fields; back to Glaze clears the colour.
    const glaze = await client.post("/api/glazes", { name: "Tenmoku", temperature: "Cone 10", finish: "Glossy" });
    const toSlip = await client.patch(`/api/glazes/${glaze.body.id}`, { type: "Slip", color: "#112233" });
    expect(toSlip.status).toBe(200);
    expect(toSlip.body).toMatchObject({ type: "Slip", temperature: null, finish: null, color: "#112233" });
    const toGlaze = await client.patch(`/api/glazes/${glaze.body.id}`, { type: "Glaze", temperature: "Cone 5" });
    expect(toGlaze.body).toMatchObject({ type: "Glaze", temperature: "Cone 5", color: null });
  });

  it("refuses a missing name, over-long texts, a cone off the list, more than 3 photos and others' photos", async () => {
    const { client, user } = await signUp(ctx);
    const four = await storePhotos(user.id, 4);
    const noName = await client.post("/api/glazes", { type: "Glaze" });
    expect(noName.status).toBe(400);
    expect(noName.body.message).toBe("Name is required");
    const blankName = await client.post("/api/glazes", { name: "   " });
    expect(blankName.body.message).toBe("Name is required");
    const longName = await client.post("/api/glazes", { name: "x".repeat(201) });
    expect(longName.status).toBe(400);
    expect(longName.body.message).toBe("Name cannot exceed 200 characters");
    const longNotes = await client.post("/api/glazes", { name: "N", notes: "n".repeat(10_001) });
    expect(longNotes.status).toBe(400);
    expect(longNotes.body.message).toBe("Notes cannot exceed 10,000 characters");
    const cone = await client.post("/api/glazes", { name: "C", temperature: "Cone 99" });
    expect(cone.status).toBe(400);
    expect(cone.body.message).toBe("Temperature must be a firing cone from the list");
    const photos = await client.post("/api/glazes", { name: "P", imageUrls: four });
    expect(photos.status).toBe(400);
    expect(photos.body.message).toBe("A surface treatment can have at most 3 photos");
    const foreignUrl = await client.post("/api/glazes", { name: "P", imageUrls: ["https://evil.example/x.jpg"] });
    expect(foreignUrl.status).toBe(400);
    const other = await signUp(ctx);
    const stolen = await other.client.post("/api/glazes", { name: "P", imageUrls: [four[0]] });
    expect(stolen.status).toBe(400);
    // PostgreSQL text cannot hold NUL: a 400, never a 5xx.
    for (const body of [{ name: "a\u0000b" }, { name: "ok", notes: "x\u0000" }, { name: "ok", clayBodies: ["x\u0000"] }]) {
      const nul = await client.post("/api/glazes", body);
      expect(nul.status).toBe(400);
      expect(nul.body.message).toBe("Text cannot contain NUL characters");
    }
    const patchBlank = await client.post("/api/glazes", { name: "Keep" });
    const blanked = await client.patch(`/api/glazes/${patchBlank.body.id}`, { name: "" });
    expect(blanked.status).toBe(400);
    expect(blanked.body.message).toBe("Name is required");
    const rows = await ctx.db.select().from(glazes).where(eq(glazes.id, patchBlank.body.id));
    expect(rows[0]!.name).toBe("Keep");
  });
});

describe("surface treatments: list, change, delete", () => {
  it("lists the user's own treatments by name and honours limit 1..1000", async () => {
    const { client } = await signUp(ctx);
    for (const name of ["b glaze", "Celadon", "Ash 2", "Ash 10"]) await client.post("/api/glazes", { name });
    const res = await client.get("/api/glazes?limit=1000");
    expect(res.status).toBe(200);
    expect(res.body.data.map((g: { name: string }) => g.name)).toEqual(["Ash 2", "Ash 10", "b glaze", "Celadon"]);
    const two = await client.get("/api/glazes?limit=2");
    expect(two.body.data).toHaveLength(2);
    const defaults = await client.get("/api/glazes");
    expect(defaults.body.data).toHaveLength(4);
    for (const bad of ["0", "1001", "abc", "-1"]) {
      const r = await client.get(`/api/glazes?limit=${bad}`);
      expect(r.status).toBe(400);
      expect(r.body.message).toBe("limit must be a whole number from 1 to 1000");
    }
    const other = await signUp(ctx);
    expect((await other.client.get("/api/glazes")).body.data).toEqual([]);
  });

  it("changes notes without touching other fields, and keeps photos within the limit", async () => {
    const { client, user } = await signUp(ctx);
    const [p1, p2, p3] = await storePhotos(user.id, 3);
    const created = await client.post("/api/glazes", { name: "Oribe", temperature: "Cone 6", imageUrls: [p1] });
    const res = await client.patch(`/api/glazes/${created.body.id}`, { notes: "Thick on rims", imageUrls: [p2, p3] });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ name: "Oribe", temperature: "Cone 6", notes: "Thick on rims", imageUrls: [p2, p3] });
    const cleared = await client.patch(`/api/glazes/${created.body.id}`, { notes: "", temperature: null });
    expect(cleared.body).toMatchObject({ notes: null, temperature: null });
    // The dropped photo no longer belongs to any record, so its stored row is released.
    const left = await ctx.db.select({ id: photos.id }).from(photos).where(eq(photos.userId, user.id));
    expect(left.map((r) => `/api/photos/${r.id}`).sort()).toEqual([p2, p3].sort());
    await client.delete(`/api/glazes/${created.body.id}`);
    expect(await ctx.db.select().from(photos).where(eq(photos.userId, user.id))).toEqual([]);
  });

  it("deletes a treatment; a second delete answers 404", async () => {
    const { client } = await signUp(ctx);
    const created = await client.post("/api/glazes", { name: "Gone" });
    const del = await client.delete(`/api/glazes/${created.body.id}`);
    expect(del.status).toBe(200);
    expect(del.body.deletedIds).toEqual([created.body.id]);
    expect((await client.get(`/api/glazes/${created.body.id}`)).status).toBe(404);
    expect((await client.delete(`/api/glazes/${created.body.id}`)).status).toBe(404);
  });

  it("answers 404 for another user's treatment on read, change, delete and combinations", async () => {
    const owner = await signUp(ctx);
    const intruder = await signUp(ctx);
    const glaze = await owner.client.post("/api/glazes", { name: "Private" });
    const id = glaze.body.id as number;
    expect((await intruder.client.get(`/api/glazes/${id}`)).status).toBe(404);
    expect((await intruder.client.patch(`/api/glazes/${id}`, { name: "Mine now" })).status).toBe(404);
    expect((await intruder.client.delete(`/api/glazes/${id}`)).status).toBe(404);
    expect((await intruder.client.get(`/api/glazes/${id}/combinations`)).status).toBe(404);
    const [row] = await ctx.db.select().from(glazes).where(and(eq(glazes.id, id), eq(glazes.userId, owner.user.id)));
    expect(row!.name).toBe("Private");
  });

  it("refuses bad ids and needs sign-in and an active trial (product.md#r12)", async () => {
    const { client, user } = await signUp(ctx);
    expect((await client.get("/api/glazes/abc")).status).toBe(400);
    expect((await client.get("/api/glazes/99999999999")).status).toBe(400);
    expect((await anonymous(ctx).get("/api/glazes")).status).toBe(401);
    await ctx.db.update(users).set({ trialEndDate: new Date(Date.now() - 86_400_000) }).where(eq(users.id, user.id));
    const ended = await client.get("/api/glazes");
    expect(ended.status).toBe(402);
    expect(ended.body.code).toBe("TRIAL_ENDED");
  });
});
