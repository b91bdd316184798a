/** Search, filters and sort of GET /api/pieces (product.md#r127–r129), on PGlite and PostgreSQL. */
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { pieces } from "../../server/db/schema";
import { signUp, type TestClient } from "../helpers/client";
import { createTestContext, type TestContext } from "../helpers/test-app";

let ctx: TestContext;
let client: TestClient;
const ids: Record<string, number> = {};
let celadonGlaze: number;
let firingId: number;

async function piece(key: string, body: Record<string, unknown>): Promise<number> {
  const res = await client.post("/api/pieces", { type: "wheel", clayBody: "Stoneware", ...body });
  expect(res.status, res.text).toBe(201);
  ids[key] = res.body.id;
  return res.body.id;
}

const names = (res: { body: { data: { name: string }[] } }) => res.body.data.map((p) => p.name);

beforeAll(async () => {
  ctx = await createTestContext();
  ({ client } = await signUp(ctx));
  const glaze = await client.post("/api/glazes", { name: "Celadon Green" });
  expect(glaze.status, glaze.text).toBe(201);
  celadonGlaze = glaze.body.id;
  // Made in this order, a day apart, so newest/oldest are known.
  await piece("celadonMug", { name: "Celadon mug", clayBody: "Porcelain", tags: ["gift"] });
  await piece("bowl", {
    name: "Breakfast bowl",
    notes: "Try a celadon liner next time",
    stages: [{ stage: "Formed", location: "Shelf A" }, { stage: "Bisqued", location: "Kiln room", notes: "Cracked rim" }],
  });
  await piece("vase", { name: "Tall vase", type: "handbuilt", tags: ["Coiled"], layers: [{ glazeId: celadonGlaze, placement: "Outside" }] });
  await piece("plate", {
    name: "Dinner plate 100%_off",
    decoratingTechniques: ["Sgraffito"],
    layers: [{ materialName: "Shino", placement: "Inside" }],
  });
  await piece("other", { name: "Mug with celadon inside", imageUrls: [] });
  const base = Date.UTC(2026, 0, 10);
  for (const [i, key] of ["celadonMug", "bowl", "vase", "plate", "other"].entries()) {
    const at = new Date(base + i * 86_400_000);
    await ctx.db.update(pieces).set({ createdAt: at, updatedAt: new Date(base + (10 - i) * 86_400_000), currentStageSince: at }).where(eq(pieces.id, ids[key]!));
  }
  const kiln = await client.post("/api/kilns", { name: "Big kiln" });
  const firing = await client.post("/api/firings", { kind: "bisque", kilnId: kiln.body.id, pieceIds: [ids.plate] });
  expect(firing.status, firing.text).toBe(201);
  firingId = firing.body.id;
  // Someone else's celadon never shows.
  const other = await signUp(ctx);
  await other.client.post("/api/pieces", { name: "Celadon cup", type: "wheel", clayBody: "Stoneware" });
});
afterAll(async () => {
  await ctx.close();
});

describe("text search", () => {
  it("finds a word in name, notes and layers, name matches first, with where it matched", async () => {
    const res = await client.get("/api/pieces?q=celadon");
    expect(res.status, res.text).toBe(200);
    // Both name matches come first (newest first between them), then the rest newest first.
    expect(names(res)).toEqual(["Mug with celadon inside", "Celadon mug", "Tall vase", "Breakfast bowl"]);
    const byName = Object.fromEntries(res.body.data.map((p: { name: string; matches: string[] }) => [p.name, p.matches]));
    expect(byName["Celadon mug"]).toEqual(["name"]);
    expect(byName["Breakfast bowl"]).toEqual(["notes"]);
    expect(byName["Tall vase"]).toEqual(["layers"]);
    expect(res.body.pagination.total).toBe(4);
    expect(res.body.stageCounts).toEqual({ Formed: 3, Trimmed: 0, Bisqued: 1, Glazed: 0, Finished: 0 });
  });

  it("matches parts of words, every word, in tags, techniques, clay body, stage notes and layer materials", async () => {
    expect(names(await client.get("/api/pieces?q=CELAD%20mug"))).toEqual(["Mug with celadon inside", "Celadon mug"]);
    expect(names(await client.get("/api/pieces?q=coil"))).toEqual(["Tall vase"]);
    expect(names(await client.get("/api/pieces?q=sgraff"))).toEqual(["Dinner plate 100%_off"]);
    expect(names(await client.get("/api/pieces?q=porcel"))).toEqual(["Celadon mug"]);
    expect(names(await client.get("/api/pieces?q=cracked"))).toEqual(["Breakfast bowl"]);
    const shino = await client.get("/api/pieces?q=shino");
    expect(names(shino)).toEqual(["Dinner plate 100%_off"]);
    expect(shino.body.data[0].matches).toEqual(["layers"]);
  });

  it("reads SQL, LIKE and regex characters as plain text", async () => {
    expect(names(await client.get(`/api/pieces?q=${encodeURIComponent("100%_")}`))).toEqual(["Dinner plate 100%_off"]);
    expect(names(await client.get(`/api/pieces?q=${encodeURIComponent("%")}`))).toEqual(["Dinner plate 100%_off"]);
    expect(names(await client.get(`/api/pieces?q=${encodeURIComponent("_")}`))).toEqual(["Dinner plate 100%_off"]);
    for (const q of ["'; drop table pieces; --", ".*", "a|b", "(", "\\", "!:*&"]) {
      const res = await client.get(`/api/pieces?q=${encodeURIComponent(q)}`);
      expect(res.status, `${q}: ${res.text}`).toBe(200);
      expect(names(res), q).toEqual([]);
    }
  });
});

describe("filters", () => {
  const cases: [string, string[]][] = [
    ["method=handbuilt", ["Tall vase"]],
    ["clayBody=porcelain", ["Celadon mug"]],
    ["location=kiln%20room", ["Breakfast bowl"]],
    // Part of the name, any case (docs/decisions/0193-loose-filters.md); LIKE's wildcards are plain text.
    ["clayBody=PORCEL", ["Celadon mug"]],
    ["clayBody=ware&method=handbuilt", ["Tall vase"]],
    ["location=ROOM", ["Breakfast bowl"]],
    ["location=shelf", []],
    ["clayBody=%25", []],
    ["clayBody=_", []],
    ["stage=Bisqued", ["Breakfast bowl"]],
    ["from=2026-01-11&to=2026-01-12", ["Tall vase", "Breakfast bowl"]],
    ["hasPhotos=false&method=wheel", ["Mug with celadon inside", "Dinner plate 100%_off", "Breakfast bowl", "Celadon mug"]],
    ["hasPhotos=true", []],
    ["minDays=0&q=mug", ["Mug with celadon inside", "Celadon mug"]],
    ["q=celadon&method=wheel&stage=Formed", ["Mug with celadon inside", "Celadon mug"]],
  ];
  for (const [query, expected] of cases) {
    it(query, async () => {
      const res = await client.get(`/api/pieces?${query}`);
      expect(res.status, res.text).toBe(200);
      expect(names(res)).toEqual(expected);
    });
  }

  it("by glaze in any layer and by firing", async () => {
    expect(names(await client.get(`/api/pieces?glazeId=${celadonGlaze}`))).toEqual(["Tall vase"]);
    expect(names(await client.get(`/api/pieces?firingId=${firingId}`))).toEqual(["Dinner plate 100%_off"]);
  });

  it("days in the current stage at least N", async () => {
    const old = new Date(Date.now() - 30 * 86_400_000);
    await ctx.db.update(pieces).set({ currentStageSince: new Date() }).where(eq(pieces.userId, (await client.get("/api/pieces")).body.data[0].userId));
    await ctx.db.update(pieces).set({ currentStageSince: old }).where(eq(pieces.id, ids.vase!));
    expect(names(await client.get("/api/pieces?minDays=14"))).toEqual(["Tall vase"]);
  });

  it("stage sections count the filtered set, whatever the stage shown", async () => {
    const res = await client.get("/api/pieces?q=celadon&stage=Bisqued");
    expect(names(res)).toEqual(["Breakfast bowl"]);
    expect(res.body.stageCounts).toEqual({ Formed: 3, Trimmed: 0, Bisqued: 1, Glazed: 0, Finished: 0 });
    expect(res.body.pagination.total).toBe(1);
  });
});

describe("sort", () => {
  const cases: [string, string[]][] = [
    ["newest", ["Mug with celadon inside", "Dinner plate 100%_off", "Tall vase", "Breakfast bowl", "Celadon mug"]],
    ["oldest", ["Celadon mug", "Breakfast bowl", "Tall vase", "Dinner plate 100%_off", "Mug with celadon inside"]],
    ["name", ["Breakfast bowl", "Celadon mug", "Dinner plate 100%_off", "Mug with celadon inside", "Tall vase"]],
    ["changed", ["Celadon mug", "Breakfast bowl", "Tall vase", "Dinner plate 100%_off", "Mug with celadon inside"]],
  ];
  for (const [sort, expected] of cases) {
    it(sort, async () => {
      const res = await client.get(`/api/pieces?sort=${sort}`);
      expect(res.status, res.text).toBe(200);
      expect(names(res)).toEqual(expected);
    });
  }

  it("longest in current stage first", async () => {
    const res = await client.get("/api/pieces?sort=longest&limit=2");
    expect(names(res)[0]).toBe("Tall vase");
    expect(res.body.pagination).toEqual({ total: 5, totalPages: 3, page: 1, limit: 2 });
  });
});

describe("bad input", () => {
  const cases: [string, string, string][] = [
    [`q=${"a".repeat(201)}`, "q", "Search can be at most 200 characters"],
    ["sort=random", "sort", "Sort must be newest, oldest, name, changed or longest"],
    ["method=cast", "method", "Forming method must be wheel, handbuilt or combination"],
    ["from=2026-13-01", "from", "Dates must be written YYYY-MM-DD"],
    ["from=2026-02-01&to=2026-01-01", "from", "The from date must be on or before the to date"],
    ["hasPhotos=yes", "hasPhotos", "Has photos must be true or false"],
    ["glazeId=-1", "glazeId", "Ids must be positive whole numbers"],
    ["minDays=abc", "minDays", "Days in stage must be a whole number from 0 to 10,000"],
  ];
  for (const [query, field, message] of cases) {
    it(query.slice(0, 40), async () => {
      const res = await client.get(`/api/pieces?${query}`);
      expect(res.status).toBe(400);
      expect(res.body.errors[field]).toBe(message);
    });
  }

  it("a 200-character search is fine", async () => {
    expect((await client.get(`/api/pieces?q=${"a".repeat(200)}`)).status).toBe(200);
  });
});
