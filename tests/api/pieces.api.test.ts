import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import sharp from "sharp";
import { inspirations, pieces, users } from "../../server/db/schema";
import { anonymous, signUp, type TestClient } from "../helpers/client";
import { createTestContext, type TestContext } from "../helpers/test-app";

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(async () => {
  await ctx.close();
});

/** Real uploads through POST /api/uploads, so the photos seam sees the user's own stored photos. */
async function uploadPhotos(client: TestClient, count: number): Promise<string[]> {
  const form = new FormData();
  for (let i = 0; i < count; i++) {
    const png = await sharp({ create: { width: 8, height: 8, channels: 3, background: { r: 200, g: 80 + i, b: 40 } } }).png().toBuffer();
    form.append("files", new Blob([new Uint8Array(png)], { type: "image/png" }), `p${i}.png`);
  }
  const res = await client.post("/api/uploads", form);
  expect(res.status, res.text).toBe(201);
  return res.body.data.map((d: { url: string }) => d.url);
}

async function newPiece(client: TestClient, body: Record<string, unknown> = {}) {
  const res = await client.post("/api/pieces", { name: "Bowl", type: "wheel", clayBody: "Stoneware", ...body });
  expect(res.status, res.text).toBe(201);
  return res.body;
}

describe("POST /api/pieces", () => {
  it("creates a piece with the spec defaults and derived tags", async () => {
    const { client, user } = await signUp(ctx);
    const res = await client.post("/api/pieces", { name: "  Tall vase ", type: "handbuilt", clayBody: "Porcelain", tags: ["slab", "Coiled", "glossy"] });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      name: "Tall vase",
      type: "handbuilt",
      clayBody: "Porcelain",
      userId: user.id,
      status: "In Progress",
      currentPhase: "wedge",
      isMultiPart: false,
      imageUrls: [],
      inspirationIds: [],
      glazeIds: [],
      decoratingTechniques: [],
      studioLocation: null,
      clayWeight: null,
      height: null,
      firingMethod: null,
      notes: null,
      // product.md#r74: clay body, type label, construction tags; anything else is not a piece tag.
      tags: ["Porcelain", "Handbuilt", "Slab", "Coiled"],
    });
    expect(typeof res.body.id).toBe("number");
    const got = await client.get(`/api/pieces/${res.body.id}`);
    expect(got.status).toBe(200);
    expect(got.body).toEqual(res.body);
  });

  it("drops construction tags on wheel pieces and keeps the Wheel Thrown label", async () => {
    const { client } = await signUp(ctx);
    const piece = await newPiece(client, { tags: ["Slab"] });
    expect(piece.tags).toEqual(["Stoneware", "Wheel Thrown"]);
    const combo = await newPiece(client, { type: "combination", tags: ["pinch"] });
    expect(combo.tags).toEqual(["Stoneware", "Combination", "Pinch"]);
  });

  it("refuses a missing name, type or clay body with a field message", async () => {
    const { client } = await signUp(ctx);
    const noName = await client.post("/api/pieces", { name: "   ", type: "wheel", clayBody: "Stoneware" });
    expect(noName.status).toBe(400);
    expect(noName.body.errors.name).toBe("Name is required");
    const noType = await client.post("/api/pieces", { name: "Bowl", clayBody: "Stoneware" });
    expect(noType.status).toBe(400);
    expect(noType.body.errors.type).toBe("Type is required");
    const badType = await client.post("/api/pieces", { name: "Bowl", type: "cast", clayBody: "Stoneware" });
    expect(badType.status).toBe(400);
    expect(badType.body.errors.type).toBe("Type must be wheel, handbuilt or combination");
    const noClay = await client.post("/api/pieces", { name: "Bowl", type: "wheel", clayBody: "" });
    expect(noClay.status).toBe(400);
    expect(noClay.body).toMatchObject({ message: "Clay body is required", errors: { clayBody: "Clay body is required" } });
  });

  it("stores empty, non-numeric or negative sizes and weight as null and keeps numeric strings", async () => {
    const { client } = await signUp(ctx);
    const piece = await newPiece(client, { clayWeight: "2.5", height: 10.25, width: "", depth: "abc" });
    expect(piece).toMatchObject({ clayWeight: 2.5, height: 10.25, width: null, depth: null });
    const more = await newPiece(client, { clayWeight: -1, height: "-3", width: " 4 ", depth: "0x10" });
    expect(more).toMatchObject({ clayWeight: null, height: null, width: 4, depth: null });
    const rounded = await newPiece(client, { height: "3.456", width: 0 });
    expect(rounded).toMatchObject({ height: 3.46, width: 0 });
    const [row] = await ctx.db.select().from(pieces).where(eq(pieces.id, rounded.id));
    expect(Number(row!.height)).toBe(3.46);
  });

  it("refuses sizes too large for numeric(8,2) with a clear 400 instead of a 5xx", async () => {
    const { client } = await signUp(ctx);
    const res = await client.post("/api/pieces", { name: "Big", type: "wheel", clayBody: "Stoneware", height: "1000000" });
    expect(res.status).toBe(400);
    expect(res.body.errors.height).toBe("Height must be at most 999,999.99");
    const edge = await client.post("/api/pieces", { name: "Big", type: "wheel", clayBody: "Stoneware", clayWeight: 999999.996 });
    expect(edge.status).toBe(400);
    expect(edge.body.errors.clayWeight).toBe("Clay weight must be at most 999,999.99");
    const max = await newPiece(client, { width: "999999.99" });
    expect(max.width).toBe(999999.99);
  });

  it("keeps only techniques of the fixed list", async () => {
    const { client } = await signUp(ctx);
    const piece = await newPiece(client, { decoratingTechniques: ["carving", "Juggling", "Inlay (Mishima)", "Carving"] });
    expect(piece.decoratingTechniques).toEqual(["Carving", "Inlay (Mishima)"]);
  });

  it("enforces product.md#r7 limits with 400s", async () => {
    const { client } = await signUp(ctx);
    const base = { name: "Bowl", type: "wheel", clayBody: "Stoneware" };
    const long = await client.post("/api/pieces", { ...base, name: "x".repeat(201) });
    expect(long.status).toBe(400);
    expect(long.body.errors.name).toBe("Name cannot exceed 200 characters");
    const notes = await client.post("/api/pieces", { ...base, notes: "n".repeat(10_001) });
    expect(notes.status).toBe(400);
    expect(notes.body.errors.notes).toBe("Notes cannot exceed 10,000 characters");
    const okNotes = await client.post("/api/pieces", { ...base, notes: "n".repeat(10_000) });
    expect(okNotes.status).toBe(201);
    const tags = await client.post("/api/pieces", { ...base, tags: Array.from({ length: 31 }, (_, i) => `t${i}`) });
    expect(tags.status).toBe(400);
    const tag = await client.post("/api/pieces", { ...base, tags: ["x".repeat(51)] });
    expect(tag.status).toBe(400);
  });

  it("attaches up to 5 photos and refuses a sixth", async () => {
    const { client } = await signUp(ctx);
    const six = await uploadPhotos(client, 6);
    const five = six.slice(0, 5);
    const piece = await newPiece(client, { imageUrls: five });
    expect(piece.imageUrls).toEqual(five);
    const tooMany = await client.post("/api/pieces", { name: "B", type: "wheel", clayBody: "S", imageUrls: six });
    expect(tooMany.status).toBe(400);
    expect(tooMany.body.errors.imageUrls).toBe("A piece can have at most 5 photos");
    const other = await signUp(ctx);
    const stolen = await other.client.post("/api/pieces", { name: "B", type: "wheel", clayBody: "S", imageUrls: [five[0]] });
    expect(stolen.status).toBe(400);
    const dropped = await client.patch(`/api/pieces/${piece.id}`, { imageUrls: [five[4]] });
    expect(dropped.status).toBe(200);
    expect(dropped.body.imageUrls).toEqual([five[4]]);
    const foreign = await client.post("/api/pieces", { name: "B", type: "wheel", clayBody: "S", imageUrls: ["https://evil.example/x.jpg"] });
    expect(foreign.status).toBe(400);
  });

  it("links only the user's own inspirations", async () => {
    const a = await signUp(ctx);
    const b = await signUp(ctx);
    const [mine] = await ctx.db.insert(inspirations).values({ userId: a.user.id, name: "Moon jar" }).returning();
    const [theirs] = await ctx.db.insert(inspirations).values({ userId: b.user.id, name: "Not yours" }).returning();
    const piece = await newPiece(a.client, { inspirationIds: [mine!.id] });
    expect(piece.inspirationIds).toEqual([mine!.id]);
    for (const ids of [[theirs!.id], [mine!.id, 987654]]) {
      const res = await a.client.post("/api/pieces", { name: "B", type: "wheel", clayBody: "S", inspirationIds: ids });
      expect(res.status).toBe(400);
      expect(res.body.errors.inspirationIds).toBe("One or more linked inspirations were not found");
    }
    const patch = await a.client.patch(`/api/pieces/${piece.id}`, { inspirationIds: [theirs!.id] });
    expect(patch.status).toBe(400);
  });

  it("records the New Piece stage checklist in the same transaction", async () => {
    const { client } = await signUp(ctx);
    const piece = await newPiece(client, {
      type: "handbuilt",
      stages: [
        { stage: "bisqued", location: "Kiln Room", notes: "cone 04" },
        { stage: "Formed", location: "Drying Rack" },
      ],
    });
    const history = await client.get(`/api/pieces/${piece.id}/stage-history`);
    expect(history.status).toBe(200);
    expect(history.body.data.map((e: any) => [e.stage, e.location, e.notes])).toEqual([
      ["Formed", "Drying Rack", null],
      ["Bisqued", "Kiln Room", "cone 04"],
    ]);
    const before = (await client.get("/api/pieces")).body.pagination.total;
    const bad = await client.post("/api/pieces", { name: "B", type: "wheel", clayBody: "S", stages: [{ stage: "Fired", location: "Kiln" }] });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe("Stage must be one of Formed, Trimmed, Bisqued, Glazed, Finished");
    const noLoc = await client.post("/api/pieces", { name: "B", type: "wheel", clayBody: "S", stages: [{ stage: "Formed", location: " " }] });
    expect(noLoc.status).toBe(400);
    expect(noLoc.body.message).toBe("Location is required");
    const twice = await client.post("/api/pieces", {
      name: "B",
      type: "wheel",
      clayBody: "S",
      stages: [
        { stage: "Formed", location: "A" },
        { stage: "formed", location: "B" },
      ],
    });
    expect(twice.status).toBe(400);
    // Nothing half-stored: none of the refused pieces exist.
    expect((await client.get("/api/pieces")).body.pagination.total).toBe(before);
  });
});

describe("PATCH and DELETE /api/pieces/{id}", () => {
  it("changes only the fields sent and re-derives tags", async () => {
    const { client } = await signUp(ctx);
    const piece = await newPiece(client, { notes: "first", height: 5, tags: [] });
    const res = await client.patch(`/api/pieces/${piece.id}`, { name: "Renamed", type: "handbuilt", tags: ["Pinch"], width: "7.5", height: "" });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ name: "Renamed", type: "handbuilt", notes: "first", width: 7.5, height: null, clayBody: "Stoneware" });
    expect(res.body.tags).toEqual(["Stoneware", "Handbuilt", "Pinch"]);
    const clay = await client.patch(`/api/pieces/${piece.id}`, { clayBody: "Porcelain" });
    expect(clay.body.tags).toEqual(["Porcelain", "Handbuilt", "Pinch"]);
    const empty = await client.patch(`/api/pieces/${piece.id}`, { name: "" });
    expect(empty.status).toBe(400);
    expect(empty.body.errors.name).toBe("Name is required");
    const notes = await client.patch(`/api/pieces/${piece.id}`, { notes: "" });
    expect(notes.body.notes).toBeNull();
  });

  it("keeps another user's piece invisible: 404 on read, change and delete", async () => {
    const a = await signUp(ctx);
    const b = await signUp(ctx);
    const piece = await newPiece(a.client);
    expect((await b.client.get(`/api/pieces/${piece.id}`)).status).toBe(404);
    const patch = await b.client.patch(`/api/pieces/${piece.id}`, { name: "Mine now" });
    expect(patch.status).toBe(404);
    expect(patch.body).toEqual({ message: "Piece not found", code: "NOT_FOUND" });
    expect((await b.client.delete(`/api/pieces/${piece.id}`)).status).toBe(404);
    expect((await b.client.get(`/api/pieces/${piece.id}/stage-history`)).status).toBe(404);
    const list = await b.client.get("/api/pieces");
    expect(list.body.data).toEqual([]);
    expect((await a.client.get(`/api/pieces/${piece.id}`)).body.name).toBe("Bowl");
  });

  it("deletes a piece with its stage history", async () => {
    const { client } = await signUp(ctx);
    const piece = await newPiece(client, { stages: [{ stage: "Formed", location: "Shelf" }] });
    const res = await client.delete(`/api/pieces/${piece.id}`);
    expect(res.status).toBe(200);
    expect((await client.get(`/api/pieces/${piece.id}`)).status).toBe(404);
    expect((await client.get("/api/stage-history")).body.data).toEqual([]);
    expect((await client.delete(`/api/pieces/${piece.id}`)).status).toBe(404);
  });

  it("answers 400 for malformed ids and 401 without a session", async () => {
    const { client } = await signUp(ctx);
    expect((await client.get("/api/pieces/abc")).status).toBe(400);
    expect((await client.get("/api/pieces/0")).status).toBe(400);
    expect((await client.get("/api/pieces/99999999999")).status).toBe(400);
    expect((await anonymous(ctx).get("/api/pieces")).status).toBe(401);
    expect((await anonymous(ctx).post("/api/pieces", { name: "B", type: "wheel", clayBody: "S" })).status).toBe(401);
  });

  it("describes every pieces and stage-history call in the OpenAPI document", async () => {
    const doc = await anonymous(ctx).get("/api/openapi.json");
    expect(doc.status).toBe(200);
    const paths = doc.body.paths;
    expect(Object.keys(paths["/api/pieces"]).sort()).toEqual(["get", "post"]);
    expect(Object.keys(paths["/api/pieces/{id}"]).sort()).toEqual(["delete", "get", "patch"]);
    expect(Object.keys(paths["/api/stage-history"]).sort()).toEqual(["get", "post"]);
    expect(Object.keys(paths["/api/stage-history/{id}"]).sort()).toEqual(["delete", "patch"]);
    expect(Object.keys(paths["/api/pieces/{id}/stage-history"])).toEqual(["get"]);
  });

  it("answers 402 once the trial has ended (product.md#r12)", async () => {
    const { client, user } = await signUp(ctx);
    const piece = await newPiece(client);
    await ctx.db.update(users).set({ trialEndDate: new Date(Date.now() - 1000) }).where(eq(users.id, user.id));
    for (const res of [
      await client.get("/api/pieces"),
      await client.get(`/api/pieces/${piece.id}`),
      await client.post("/api/pieces", { name: "B", type: "wheel", clayBody: "S" }),
      await client.post("/api/stage-history", { pieceId: piece.id, stage: "Formed", location: "Shelf" }),
    ]) {
      expect(res.status).toBe(402);
      expect(res.body.code).toBe("TRIAL_ENDED");
    }
  });
});
