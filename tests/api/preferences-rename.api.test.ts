/**
 * product.md#r153: renaming a clay body or a studio location in Settings renames it on the potter's pieces
 * (clay body and its tag, studio location, shown location), stage entries, test tiles and firings, in the same
 * transaction as the list; another potter's records keep their names, and a refused PATCH changes nothing.
 */
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PREFERENCES_TEXTS } from "../../contract/preferences/texts";
import { firings, pieces, stageHistory, testTiles } from "../../server/db/schema";
import { signUp, type SignedInUser } from "../helpers/client";
import { createTestContext, type TestContext } from "../helpers/test-app";

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(async () => {
  await ctx.close();
});

const PATH = "/api/user-preferences";

async function piece(owner: SignedInUser, body: Record<string, unknown>): Promise<number> {
  const res = await owner.client.post("/api/pieces", { name: "Mug", type: "wheel", clayBody: "Stoneware", ...body });
  expect(res.status, res.text).toBe(201);
  return res.body.id as number;
}

const pieceRow = async (id: number) => (await ctx.db.select().from(pieces).where(eq(pieces.id, id)))[0]!;
const entriesOf = async (id: number) =>
  (await ctx.db.select().from(stageHistory).where(eq(stageHistory.pieceId, id))).map((e) => `${e.stage}@${e.location}`).sort();

describe("renaming a clay body (product.md#r153)", () => {
  it("renames it on the potter's pieces, their tag and test tiles, and the default follows", async () => {
    const alice = await signUp(ctx);
    const bob = await signUp(ctx);
    expect((await alice.client.patch(PATH, { clayBodies: ["B-Mix · Laguna", "Porcelain"], defaultClayBody: "B-Mix · Laguna" })).status).toBe(200);
    const mug = await piece(alice, { clayBody: "B-Mix · Laguna" });
    const bowl = await piece(alice, { clayBody: "b-mix · laguna", type: "handbuilt", tags: ["Coiled"] });
    const cup = await piece(alice, { clayBody: "Porcelain" });
    const bobs = await piece(bob, { clayBody: "B-Mix · Laguna" });
    const tile = await alice.client.post("/api/test-tiles", { clayBody: "B-Mix · Laguna", materialName: "Celadon" });
    expect(tile.status, tile.text).toBe(201);

    const saved = await alice.client.patch(PATH, {
      clayBodies: ["B-Mix 5 · Laguna", "Porcelain"],
      rename: { list: "clayBodies", from: "B-Mix · Laguna", to: "B-Mix 5 · Laguna" },
    });
    expect(saved.status, saved.text).toBe(200);
    expect(saved.body).toMatchObject({ clayBodies: ["B-Mix 5 · Laguna", "Porcelain"], defaultClayBody: "B-Mix 5 · Laguna" });

    const read = (await alice.client.get(`/api/pieces/${mug}`)).body;
    expect(read).toMatchObject({ clayBody: "B-Mix 5 · Laguna", tags: ["B-Mix 5 · Laguna", "Wheel Thrown"] });
    expect((await alice.client.get(`/api/pieces/${bowl}`)).body).toMatchObject({ clayBody: "B-Mix 5 · Laguna", tags: ["B-Mix 5 · Laguna", "Handbuilt", "Coiled"] });
    expect((await alice.client.get(`/api/pieces/${cup}`)).body.clayBody).toBe("Porcelain");
    expect((await ctx.db.select().from(testTiles).where(eq(testTiles.id, tile.body.id)))[0]!.clayBody).toBe("B-Mix 5 · Laguna");
    // The old name is gone from what the filters and search find.
    expect((await alice.client.get("/api/pieces?clayBody=B-Mix · Laguna")).body.data).toEqual([]);
    expect((await alice.client.get("/api/pieces?q=B-Mix 5")).body.data.map((p: { id: number }) => p.id).sort()).toEqual([mug, bowl].sort());
    // Another potter's pieces are theirs.
    expect((await pieceRow(bobs)).clayBody).toBe("B-Mix · Laguna");
  });
});

describe("renaming a studio location (product.md#r153)", () => {
  it("renames it on pieces, stage entries (case and curly apostrophes ignored), the shown location and firings", async () => {
    const alice = await signUp(ctx);
    const bob = await signUp(ctx);
    expect((await alice.client.patch(PATH, { studioLocations: ["Maria's Shelf", "Kiln Room"] })).status).toBe(200);
    const vase = await piece(alice, {
      studioLocation: "Maria's Shelf",
      stages: [
        { stage: "Formed", location: "maria\u2019s shelf" },
        { stage: "Trimmed", location: "Maria's Shelf" },
      ],
    });
    const jar = await piece(alice, { stages: [{ stage: "Formed", location: "Kiln Room" }] });
    const bobs = await piece(bob, { studioLocation: "Maria's Shelf", stages: [{ stage: "Formed", location: "Maria's Shelf" }] });
    const firing = await alice.client.post("/api/firings", { kind: "other" });
    expect(firing.status, firing.text).toBe(201);
    await ctx.db.update(firings).set({ unloadLocation: "Maria's Shelf" }).where(eq(firings.id, firing.body.id));

    const saved = await alice.client.patch(PATH, {
      studioLocations: ["Drying Shelf", "Kiln Room"],
      rename: { list: "studioLocations", from: "Maria's Shelf", to: "Drying Shelf" },
    });
    expect(saved.status, saved.text).toBe(200);

    expect(await entriesOf(vase)).toEqual(["Formed@Drying Shelf", "Trimmed@Drying Shelf"]);
    expect(await pieceRow(vase)).toMatchObject({ studioLocation: "Drying Shelf", currentStage: "Trimmed", currentLocation: "Drying Shelf" });
    expect(await entriesOf(jar)).toEqual(["Formed@Kiln Room"]);
    const list = (await alice.client.get("/api/pieces")).body.data as { id: number; currentLocation: string }[];
    expect(list.find((p) => p.id === vase)?.currentLocation).toBe("Drying Shelf");
    expect((await ctx.db.select().from(firings).where(eq(firings.id, firing.body.id)))[0]!.unloadLocation).toBe("Drying Shelf");
    expect(await entriesOf(bobs)).toEqual(["Formed@Maria's Shelf"]);
    expect((await pieceRow(bobs)).studioLocation).toBe("Maria's Shelf");
  });

  it("a change of case only is a rename too", async () => {
    const alice = await signUp(ctx);
    expect((await alice.client.patch(PATH, { studioLocations: ["kiln room"] })).status).toBe(200);
    const bowl = await piece(alice, { stages: [{ stage: "Formed", location: "kiln room" }] });
    const saved = await alice.client.patch(PATH, { studioLocations: ["Kiln Room"], rename: { list: "studioLocations", from: "kiln room", to: "Kiln Room" } });
    expect(saved.status, saved.text).toBe(200);
    expect(await entriesOf(bowl)).toEqual(["Formed@Kiln Room"]);
  });
});

describe("a rename is one transaction with the list, and checked", () => {
  it("a PATCH refused after the rename's writes leaves the records and the list as they were", async () => {
    const alice = await signUp(ctx);
    expect((await alice.client.patch(PATH, { clayBodies: ["Porcelain"] })).status).toBe(200);
    const cup = await piece(alice, { clayBody: "Porcelain" });
    const refused = await alice.client.patch(PATH, {
      clayBodies: ["Grolleg Porcelain"],
      rename: { list: "clayBodies", from: "Porcelain", to: "Grolleg Porcelain" },
      defaultClayBody: "Stoneware",
    });
    expect(refused.status).toBe(400);
    expect(refused.body.message).toBe(PREFERENCES_TEXTS.defaultClayBodyUnknown);
    expect((await pieceRow(cup)).clayBody).toBe("Porcelain");
    expect((await pieceRow(cup)).tags[0]).toBe("Porcelain");
    expect((await alice.client.get(PATH)).body.clayBodies).toEqual(["Porcelain"]);
  });

  it("refuses a rename that does not match the lists, with its message, and stores nothing", async () => {
    const alice = await signUp(ctx);
    expect((await alice.client.patch(PATH, { clayBodies: ["Porcelain"], studioLocations: ["Shelf"], firingMethods: ["Electric · 6"] })).status).toBe(200);
    const cup = await piece(alice, { clayBody: "Porcelain", stages: [{ stage: "Formed", location: "Shelf" }] });
    const cases: [Record<string, unknown>, string][] = [
      [{ rename: { list: "clayBodies", from: "Porcelain", to: "Grolleg" } }, PREFERENCES_TEXTS.renameWithoutList],
      [{ clayBodies: ["Grolleg"], rename: { list: "clayBodies", from: "Stoneware", to: "Grolleg" } }, PREFERENCES_TEXTS.renameUnknown],
      [{ clayBodies: ["Grolleg"], rename: { list: "clayBodies", from: "Porcelain", to: "Mishima" } }, PREFERENCES_TEXTS.renameTargetMissing],
      [{ clayBodies: ["Porcelain", "Grolleg"], rename: { list: "clayBodies", from: "Porcelain", to: "Grolleg" } }, PREFERENCES_TEXTS.renameStillListed],
      [{ firingMethods: ["Gas · 10"], rename: { list: "firingMethods", from: "Electric · 6", to: "Gas · 10" } }, PREFERENCES_TEXTS.renameListInvalid],
      [{ studioLocations: ["Rack"], rename: { list: "studioLocations", from: "", to: "Rack" } }, PREFERENCES_TEXTS.renameNameRequired],
    ];
    for (const [body, message] of cases) {
      const res = await alice.client.patch(PATH, body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.message, JSON.stringify(body)).toBe(message);
    }
    expect((await alice.client.get(PATH)).body).toMatchObject({ clayBodies: ["Porcelain"], studioLocations: ["Shelf"], firingMethods: ["Electric · 6"] });
    expect(await entriesOf(cup)).toEqual(["Formed@Shelf"]);
    expect((await pieceRow(cup)).clayBody).toBe("Porcelain");
  });
});
