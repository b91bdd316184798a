import { thumbnailAddress } from "../../contract/photos/rules";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { currentStageOf } from "../../contract/stages/schemas";
import { pieces, stageHistory } from "../../server/db/schema";
import { rebuildCurrentStages, refreshCurrentStage } from "../../server/services/pieces/current-stage";

import { signUp, type TestClient } from "../helpers/client";
import { createTestContext, type TestContext } from "../helpers/test-app";

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(async () => {
  await ctx.close();
});

interface Case {
  label: string;
  type: "wheel" | "handbuilt" | "combination";
  studioLocation?: string | null;
  /** [stage as stored, location, days after the piece was made] */
  history: [string, string, number][];
  expected: [string, string];
}

/** One row of the rule table; studioLocation is the piece's own location, when it has one. */
const rule = (label: string, type: Case["type"], history: Case["history"], expected: Case["expected"], studioLocation?: string | null): Case => ({
  label,
  type,
  studioLocation,
  history,
  expected,
});

/** product.md#r76 stage rule table; entries are written straight to the table to include what the API would refuse. */
const CASES: Case[] = [
  rule("no history, no location", "wheel", [], ["Formed", "Drying Rack"]),
  rule("no history, own location", "wheel", [], ["Formed", "Shelf A"], "Shelf A"),
  rule("blank own location", "handbuilt", [], ["Formed", "Drying Rack"], "  "),
  rule("wheel counts Trimmed, case-insensitive", "wheel", [["formed", "Wheel bench", 0], ["TRIMMED", "Damp box", 1]], ["Trimmed", "Damp box"]),
  rule("handbuilt ignores Trimmed", "handbuilt", [["Formed", "Table", 0], ["Trimmed", "Damp box", 1]], ["Formed", "Table"]),
  rule(
    "only invalid entries fall back to the piece's location",
    "handbuilt",
    [["Trimmed", "Damp box", 1], ["Fired", "Kiln", 2]],
    ["Formed", "Home studio"],
    "Home studio",
  ),
  rule(
    "combination: furthest valid, spaces and case ignored, unknown stage ignored",
    "combination",
    [[" bisqued ", "Kiln room", 1], ["Fired", "Outside", 5], ["glazed", "Glaze shelf", 2]],
    ["Glazed", "Glaze shelf"],
  ),
  rule("furthest wins over latest", "wheel", [["Finished", "Gallery", 1], ["Bisqued", "Kiln room", 9]], ["Finished", "Gallery"]),
  rule("unknown stage only, no location", "wheel", [["Fired", "Kiln", 1]], ["Formed", "Drying Rack"]),
  rule(
    "furthest entry without a location uses the piece's location",
    "handbuilt",
    [["Glazed", "", 1], ["Formed", "Table", 0]],
    ["Glazed", "Kiln shelf"],
    "Kiln shelf",
  ),
  rule(
    "a repeated stage takes the latest entry's location",
    "wheel",
    [["Bisqued", "Kiln 1", 1], ["bisqued", "Kiln 2", 3], ["Formed", "Bench", 0]],
    ["Bisqued", "Kiln 2"],
  ),
];

async function uploadPhotos(client: TestClient, count: number): Promise<string[]> {
  const form = new FormData();
  for (let i = 0; i < count; i++) {
    const png = await sharp({ create: { width: 8, height: 8, channels: 3, background: { r: 10 * i, g: 80, b: 40 } } }).png().toBuffer();
    form.append("files", new Blob([new Uint8Array(png)], { type: "image/png" }), `p${i}.png`);
  }
  const res = await client.post("/api/uploads", form);
  expect(res.status, res.text).toBe(201);
  return res.body.data.map((d: { url: string }) => d.url);
}

describe("GET /api/pieces: current stage and location (product.md#r19, product.md#r76)", () => {
  it("applies the stage rule table in SQL, matching the shared client rule", async () => {
    const { client, user } = await signUp(ctx);
    const base = new Date("2026-03-01T10:00:00Z").getTime();
    const day = 24 * 3600 * 1000;
    const ids = new Map<number, Case>();
    for (const [i, c] of CASES.entries()) {
      const [row] = await ctx.db
        .insert(pieces)
        .values({ userId: user.id, name: c.label, type: c.type, clayBody: "Stoneware", studioLocation: c.studioLocation ?? null, createdAt: new Date(base + i * 1000) })
        .returning();
      ids.set(row!.id, c);
      if (c.history.length > 0) {
        await ctx.db.insert(stageHistory).values(
          c.history.map(([stage, location, days]) => ({ userId: user.id, pieceId: row!.id, stage, location, date: new Date(base + days * day) })),
        );
      }
      // What an import does after writing rows the API would refuse.
      await ctx.db.transaction((tx) => refreshCurrentStage(tx, row!.id));
    }
    const res = await client.get(`/api/pieces?limit=100`);
    expect(res.status).toBe(200);
    expect(res.body.data).toHaveLength(CASES.length);
    for (const item of res.body.data) {
      const c = ids.get(item.id)!;
      expect([item.currentStage, item.currentLocation], c.label).toEqual(c.expected);
      const history = c.history.map(([stage, location, days], n) => ({ stage, location, date: new Date(base + days * day).toISOString(), id: n }));
      const shared = currentStageOf(c.type, history, c.studioLocation);
      expect([shared.stage, shared.location], `shared rule: ${c.label}`).toEqual(c.expected);
    }
  });

  it("follows stage changes made through the API", async () => {
    const { client } = await signUp(ctx);
    const created = await client.post("/api/pieces", {
      name: "Jar",
      type: "handbuilt",
      clayBody: "Stoneware",
      stages: [
        { stage: "Formed", location: "Table" },
        { stage: "Bisqued", location: "Kiln room" },
      ],
    });
    expect(created.status).toBe(201);
    const first = (await client.get("/api/pieces")).body.data[0];
    expect([first.currentStage, first.currentLocation]).toEqual(["Bisqued", "Kiln room"]);
    const history = (await client.get(`/api/pieces/${created.body.id}/stage-history`)).body.data;
    const bisque = history.find((e: any) => e.stage === "Bisqued");
    expect((await client.delete(`/api/stage-history/${bisque.id}`)).status).toBe(200);
    const after = (await client.get("/api/pieces")).body.data[0];
    expect([after.currentStage, after.currentLocation]).toEqual(["Formed", "Table"]);
  });

  it("shows the LAST image as the thumbnail, or null without images", async () => {
    const { client } = await signUp(ctx);
    const urls = await uploadPhotos(client, 2);
    const withPhotos = await client.post("/api/pieces", { name: "Photo", type: "wheel", clayBody: "S", imageUrls: urls });
    expect(withPhotos.status).toBe(201);
    const without = await client.post("/api/pieces", { name: "Bare", type: "wheel", clayBody: "S" });
    const list = (await client.get("/api/pieces")).body.data;
    const byId = new Map(list.map((p: any) => [p.id, p]));
    expect((byId.get(withPhotos.body.id) as any).thumbnailUrl).toBe(thumbnailAddress(urls[1]!));
    expect((byId.get(without.body.id) as any).thumbnailUrl).toBeNull();
  });
});

describe("GET /api/pieces: paging (product.md#r7)", () => {
  it("pages newest first with totals, and never shows another user's pieces", async () => {
    const { client, user } = await signUp(ctx);
    const other = await signUp(ctx);
    await other.client.post("/api/pieces", { name: "Someone else's", type: "wheel", clayBody: "S" });
    const start = new Date("2026-01-01T00:00:00Z").getTime();
    await ctx.db.insert(pieces).values(
      Array.from({ length: 25 }, (_, i) => ({ userId: user.id, name: `Piece ${i + 1}`, type: "wheel", clayBody: "S", createdAt: new Date(start + i * 60_000) })),
    );
    await rebuildCurrentStages(ctx.db, user.id);
    const first = await client.get("/api/pieces");
    expect(first.status).toBe(200);
    expect(first.body.pagination).toEqual({ total: 25, totalPages: 2, page: 1, limit: 20 });
    expect(first.body.stageCounts).toEqual({ Formed: 25, Trimmed: 0, Bisqued: 0, Glazed: 0, Finished: 0 });
    expect(first.body.data).toHaveLength(20);
    expect(first.body.data[0].name).toBe("Piece 25");
    expect(first.body.data[19].name).toBe("Piece 6");
    const second = await client.get("/api/pieces?page=2&limit=20");
    expect(second.body.data.map((p: any) => p.name)).toEqual(["Piece 5", "Piece 4", "Piece 3", "Piece 2", "Piece 1"]);
    const small = await client.get("/api/pieces?page=3&limit=10");
    expect(small.body.pagination).toEqual({ total: 25, totalPages: 3, page: 3, limit: 10 });
    expect(small.body.data).toHaveLength(5);
    const beyond = await client.get("/api/pieces?page=9");
    expect(beyond.status).toBe(200);
    expect(beyond.body.data).toEqual([]);
    expect(beyond.body.pagination.total).toBe(25);
    const names = new Set([...first.body.data, ...second.body.data].map((p: any) => p.name));
    expect(names.has("Someone else's")).toBe(false);
    expect(names.size).toBe(25);
  });

  it("answers an empty page for a new potter", async () => {
    const { client } = await signUp(ctx);
    const res = await client.get("/api/pieces");
    expect(res.body).toEqual({
      data: [],
      pagination: { total: 0, totalPages: 0, page: 1, limit: 20 },
      stageCounts: { Formed: 0, Trimmed: 0, Bisqued: 0, Glazed: 0, Finished: 0 },
    });
  });

  it("refuses page and limit out of range with 400", async () => {
    const { client } = await signUp(ctx);
    for (const q of ["page=0", "page=-1", "page=abc", "page=1.5", "page=99999999999"]) {
      const res = await client.get(`/api/pieces?${q}`);
      expect(res.status, q).toBe(400);
      expect(res.body.errors.page).toBe("Page must be a whole number from 1 to 1,000,000");
    }
    for (const q of ["limit=0", "limit=101", "limit=x", "limit="]) {
      const res = await client.get(`/api/pieces?${q}`);
      expect(res.status, q).toBe(400);
      expect(res.body.errors.limit).toBe("Limit must be a whole number from 1 to 100");
    }
    expect((await client.get("/api/pieces?limit=100&page=1000000")).status).toBe(200);
  });
});

describe("GET /api/pieces?stage=: one stage's pieces over every page", () => {
  it("pages through one current stage newest first, with that stage's total and the studio's stage totals", async () => {
    const { client } = await signUp(ctx);
    const other = await signUp(ctx);
    const made: Record<string, number[]> = { Formed: [], Bisqued: [] };
    for (let i = 0; i < 7; i++) {
      const stage = i % 3 === 0 ? "Formed" : "Bisqued";
      const stages = stage === "Formed" ? [{ stage: "Formed", location: "Shelf" }] : [{ stage: "Formed", location: "Shelf" }, { stage: "Bisqued", location: "Kiln" }];
      const res = await client.post("/api/pieces", { name: `Pot ${i}`, type: "handbuilt", clayBody: "B-Mix", stages });
      expect(res.status, res.text).toBe(201);
      made[stage]!.push(res.body.id);
    }
    await other.client.post("/api/pieces", { name: "Not mine", type: "handbuilt", clayBody: "B-Mix", stages: [{ stage: "Bisqued", location: "Kiln" }] });

    const first = await client.get("/api/pieces?stage=Bisqued&limit=3");
    expect(first.status).toBe(200);
    expect(first.body.pagination).toEqual({ total: 4, totalPages: 2, page: 1, limit: 3 });
    expect(first.body.stageCounts).toMatchObject({ Formed: 3, Bisqued: 4, Trimmed: 0 });
    const second = await client.get("/api/pieces?stage=Bisqued&limit=3&page=2");
    const ids = [...first.body.data, ...second.body.data].map((p: { id: number }) => p.id);
    expect(ids).toEqual([...made.Bisqued!].reverse());
    expect([...first.body.data, ...second.body.data].every((p: { currentStage: string }) => p.currentStage === "Bisqued")).toBe(true);
    expect((await client.get("/api/pieces?stage=Glazed")).body).toMatchObject({ data: [], pagination: { total: 0 } });

    const bad = await client.get("/api/pieces?stage=Raw");
    expect(bad.status).toBe(400);
    expect(bad.body.errors.stage).toBe("Stage must be Formed, Trimmed, Bisqued, Glazed or Finished");
  });
});
