import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signUp, type TestClient } from "../helpers/client";
import { createTestContext, type TestContext } from "../helpers/test-app";

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(async () => {
  await ctx.close();
});

async function newPiece(client: TestClient, type = "wheel") {
  const res = await client.post("/api/pieces", { name: "Mug", type, clayBody: "Stoneware" });
  expect(res.status, res.text).toBe(201);
  return res.body.id as number;
}

describe("POST /api/stage-history", () => {
  it("records a stage with today's date by default and its canonical name", async () => {
    const { client } = await signUp(ctx);
    const pieceId = await newPiece(client);
    ctx.clock.set("2026-05-04T09:30:00Z");
    try {
      const res = await client.post("/api/stage-history", { pieceId, stage: "bisqued", location: " Kiln room " });
      expect(res.status).toBe(201);
      expect(res.body).toMatchObject({ pieceId, stage: "Bisqued", location: "Kiln room", notes: null, date: "2026-05-04T09:30:00.000Z" });
      const dated = await client.post("/api/stage-history", { pieceId, stage: "Formed", location: "Bench", date: "2026-04-01T12:00:00.000Z", notes: "thrown" });
      expect(dated.status).toBe(201);
      expect(dated.body).toMatchObject({ date: "2026-04-01T12:00:00.000Z", notes: "thrown" });
    } finally {
      ctx.clock.reset();
    }
  });

  it("refuses an unknown stage, a missing location, a bad date or a missing piece with 400", async () => {
    const { client } = await signUp(ctx);
    const pieceId = await newPiece(client);
    const unknown = await client.post("/api/stage-history", { pieceId, stage: "Fired", location: "Kiln" });
    expect(unknown.status).toBe(400);
    expect(unknown.body.errors.stage).toBe("Stage must be one of Formed, Trimmed, Bisqued, Glazed, Finished");
    const empty = await client.post("/api/stage-history", { pieceId, stage: "", location: "Kiln" });
    expect(empty.body.errors.stage).toBe("Stage is required");
    const noLocation = await client.post("/api/stage-history", { pieceId, stage: "Formed", location: "   " });
    expect(noLocation.status).toBe(400);
    expect(noLocation.body.errors.location).toBe("Location is required");
    const missingLocation = await client.post("/api/stage-history", { pieceId, stage: "Formed" });
    expect(missingLocation.body.errors.location).toBe("Location is required");
    for (const date of ["yesterday", "20266-01-01", "1800-01-01T00:00:00Z"]) {
      const bad = await client.post("/api/stage-history", { pieceId, stage: "Formed", location: "Kiln", date });
      expect(bad.status, date).toBe(400);
      expect(bad.body.errors.date).toBe("Date must be a valid date");
    }
    const noPiece = await client.post("/api/stage-history", { stage: "Formed", location: "Kiln" });
    expect(noPiece.body.errors.pieceId).toBe("Piece is required");
    const long = await client.post("/api/stage-history", { pieceId, stage: "Formed", location: "x".repeat(201) });
    expect(long.status).toBe(400);
    expect((await client.get(`/api/pieces/${pieceId}/stage-history`)).body.data).toEqual([]);
  });

  it("answers 404 for another user's or a missing piece, and 409 for a stage recorded twice", async () => {
    const a = await signUp(ctx);
    const b = await signUp(ctx);
    const pieceId = await newPiece(a.client);
    const foreign = await b.client.post("/api/stage-history", { pieceId, stage: "Formed", location: "Mine" });
    expect(foreign.status).toBe(404);
    expect(foreign.body).toEqual({ message: "Piece not found", code: "NOT_FOUND" });
    expect((await b.client.post("/api/stage-history", { pieceId: 2_000_000_000, stage: "Formed", location: "X" })).status).toBe(404);
    expect((await a.client.post("/api/stage-history", { pieceId, stage: "Formed", location: "Bench" })).status).toBe(201);
    const twice = await a.client.post("/api/stage-history", { pieceId, stage: "FORMED", location: "Bench" });
    expect(twice.status).toBe(409);
    expect(twice.body.message).toBe("This stage is already recorded for this piece");
  });
});

describe("PATCH and DELETE /api/stage-history/{id}", () => {
  it("updates a location, keeps ownership, and removes entries", async () => {
    const a = await signUp(ctx);
    const b = await signUp(ctx);
    const pieceId = await newPiece(a.client);
    const formed = (await a.client.post("/api/stage-history", { pieceId, stage: "Formed", location: "Bench" })).body;
    const glazed = (await a.client.post("/api/stage-history", { pieceId, stage: "Glazed", location: "Shelf" })).body;

    const moved = await a.client.patch(`/api/stage-history/${formed.id}`, { location: "Damp box" });
    expect(moved.status).toBe(200);
    expect(moved.body).toMatchObject({ id: formed.id, stage: "Formed", location: "Damp box", date: formed.date });
    const unchanged = await a.client.patch(`/api/stage-history/${formed.id}`, {});
    expect(unchanged.body.location).toBe("Damp box");
    const emptyLocation = await a.client.patch(`/api/stage-history/${formed.id}`, { location: "" });
    expect(emptyLocation.status).toBe(400);
    const clash = await a.client.patch(`/api/stage-history/${formed.id}`, { stage: "glazed" });
    expect(clash.status).toBe(409);
    const unknown = await a.client.patch(`/api/stage-history/${formed.id}`, { stage: "Raku" });
    expect(unknown.status).toBe(400);

    expect((await b.client.patch(`/api/stage-history/${formed.id}`, { location: "Stolen" })).status).toBe(404);
    expect((await b.client.delete(`/api/stage-history/${glazed.id}`)).status).toBe(404);
    const foreignRead = await b.client.get("/api/stage-history");
    expect(foreignRead.body.data).toEqual([]);

    expect((await a.client.delete(`/api/stage-history/${glazed.id}`)).status).toBe(200);
    expect((await a.client.delete(`/api/stage-history/${glazed.id}`)).status).toBe(404);
    const left = await a.client.get(`/api/pieces/${pieceId}/stage-history`);
    expect(left.body.data.map((e: any) => [e.stage, e.location])).toEqual([["Formed", "Damp box"]]);
    expect((await a.client.patch("/api/stage-history/abc", { location: "x" })).status).toBe(400);
  });
});

describe("GET /api/stage-history", () => {
  it("answers the user's entries newest first with a limit of 1..1000 (default 1000)", async () => {
    const { client } = await signUp(ctx);
    const pieceId = await newPiece(client, "handbuilt");
    for (const [stage, date] of [
      ["Formed", "2026-01-01T00:00:00Z"],
      ["Bisqued", "2026-01-10T00:00:00Z"],
      ["Glazed", "2026-01-20T00:00:00Z"],
    ] as const) {
      expect((await client.post("/api/stage-history", { pieceId, stage, location: "Studio", date })).status).toBe(201);
    }
    const all = await client.get("/api/stage-history");
    expect(all.status).toBe(200);
    expect(all.body.data.map((e: any) => e.stage)).toEqual(["Glazed", "Bisqued", "Formed"]);
    expect(Object.keys(all.body.data[0]).sort()).toEqual(["createdAt", "date", "id", "location", "notes", "pieceId", "stage"]);
    const one = await client.get("/api/stage-history?limit=1");
    expect(one.body.data.map((e: any) => e.stage)).toEqual(["Glazed"]);
    expect((await client.get("/api/stage-history?limit=1000")).status).toBe(200);
    for (const q of ["limit=0", "limit=1001", "limit=ten"]) {
      const res = await client.get(`/api/stage-history?${q}`);
      expect(res.status, q).toBe(400);
      expect(res.body.errors.limit).toBe("Limit must be a whole number from 1 to 1000");
    }
    const forPiece = await client.get(`/api/pieces/${pieceId}/stage-history`);
    expect(forPiece.body.data.map((e: any) => e.stage)).toEqual(["Formed", "Bisqued", "Glazed"]);
  });
});
