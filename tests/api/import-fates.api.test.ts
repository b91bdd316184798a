/**
 * Dead pieces from other apps get their fate (product.md#r180, docs/decisions/0211-imported-records.md): The Potter's
 * Mud Room's broken and recycled, PotterDoc's recycled and Pottery Life's cemetery become lost or reclaimed, with the
 * date, the stage and the cause; through the calls behind the screens they are in no stage group of My Pieces, not in
 * What's waiting and not in Today, and they are under Lost & reclaimed. The live pieces of the same files are there,
 * so each check can fail. Files made by each app's own export code (tests/fixtures/imports/). Runs on PGlite, and on
 * PostgreSQL with TEST_DATABASE_URL.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { undoImport } from "../../server/services/import/import-undo";
import { signUp, type SignedInUser } from "../helpers/client";
import { runApp, sample } from "../helpers/import-apps";
import { createTestContext, type TestContext } from "../helpers/test-app";

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(async () => {
  await ctx.close();
});
// Long after every sample's dates: a live piece is due in Today and, when its stage waits for a kiln, in What's waiting.
beforeEach(() => ctx.clock.set("2026-11-20T10:00:00Z"));

interface Screens {
  /** My Pieces: the names listed, and the stage groups' totals. */
  myPieces: string[];
  stageCounts: Record<string, number>;
  waiting: number[];
  today: number[];
  /** Lost & reclaimed: name → fate. */
  ended: Record<string, { fate: string; cause: string | null; note: string | null; at: string; stage: string; firingId: number | null }>;
  ids: Record<string, number>;
}

async function screens(potter: SignedInUser): Promise<Screens> {
  const get = async (path: string) => {
    const res = await potter.client.get(path);
    expect(res.status, res.text).toBe(200);
    return res.body;
  };
  const list = await get("/api/pieces?limit=100");
  const ended = await get("/api/pieces?fate=ended&limit=100");
  const queue = await get("/api/kiln-queue");
  const reminders = await get("/api/reminders");
  const ids: Record<string, number> = {};
  for (const p of [...list.data, ...ended.data]) ids[p.name] = p.id;
  return {
    myPieces: list.data.map((p: { name: string }) => p.name).sort(),
    stageCounts: list.stageCounts,
    waiting: queue.groups.flatMap((g: { locations: { pieceIds: number[] }[] }) => g.locations.flatMap((l) => l.pieceIds)),
    today: reminders.data.map((r: { pieceId: number }) => r.pieceId),
    ended: Object.fromEntries(ended.data.map((p: { name: string; fate: Screens["ended"][string] }) => [p.name, p.fate])),
    ids,
  };
}

/** The pieces with a fate are in none of the live screens; each piece named in `live` is in My Pieces. */
function expectOnlyLive(s: Screens, live: string[], dead: string[]) {
  expect(s.myPieces).toEqual([...live].sort());
  expect(Object.values(s.stageCounts).reduce((a, b) => a + b, 0)).toBe(live.length);
  for (const name of dead) {
    expect(s.waiting).not.toContain(s.ids[name]);
    expect(s.today).not.toContain(s.ids[name]);
  }
  expect(Object.keys(s.ended).sort()).toEqual([...dead].sort());
}

describe("dead pieces from other apps' exports", () => {
  it("The Potter's Mud Room: broken is lost (broken), recycled is reclaimed", async () => {
    const potter = await signUp(ctx);
    const job = await runApp(potter, sample("mudroom", "potters-mudroom-pieces.csv"), "potters-mudroom-pieces.csv");
    expect(job).toMatchObject({ status: "done", counts: { pieces: 5 } });
    const s = await screens(potter);
    expectOnlyLive(s, ["Speckled mug", "Slab platter", "Pinch bowl"], ["Cracked vase", "Coil jar"]);
    expect(s.stageCounts).toMatchObject({ Formed: 1, Bisqued: 1, Finished: 1 });
    // The live bisqued mug waits for glaze and is due; the dead pieces are not.
    expect(s.waiting).toContain(s.ids["Speckled mug"]);
    expect(s.today).toContain(s.ids["Speckled mug"]);
    expect(s.ended["Cracked vase"]).toEqual({ fate: "lost", cause: "broken", note: null, at: "2026-01-30T12:00:00.000Z", stage: "Formed", firingId: null });
    expect(s.ended["Coil jar"]).toEqual({ fate: "reclaimed", cause: null, note: null, at: "2026-01-20T12:00:00.000Z", stage: "Formed", firingId: null });
  });

  it("PotterDoc: a recycled piece is reclaimed at the furthest stage it reached", async () => {
    const potter = await signUp(ctx);
    const job = await runApp(potter, sample("potterdoc", "potterdoc-export.zip"), "potterdoc-export.zip");
    expect(job).toMatchObject({ status: "done", counts: { pieces: 3 } });
    const s = await screens(potter);
    expectOnlyLive(s, ["Tall bottle", "Pinch cup"], ["Slumped jar"]);
    expect(s.today).toContain(s.ids["Pinch cup"]);
    expect(s.ended["Slumped jar"]).toEqual({ fate: "reclaimed", cause: null, note: "Slumped while drying", at: "2026-02-06T09:00:00.000Z", stage: "Trimmed", firingId: null });
  });

  it("Pottery Life: a cemetery piece is lost with its cause (and the firing that lost it) or reclaimed", async () => {
    const potter = await signUp(ctx);
    const job = await runApp(potter, sample("potterylife", "pottery-life-shared-message.txt"), "Pottery Life export.txt");
    expect(job).toMatchObject({ status: "done", counts: { pieces: 4 } });
    const s = await screens(potter);
    expectOnlyLive(s, ["Speckled Mug", "Celadon Bowl"], ["Planter Pot", "Lopsided Cup"]);
    expect(s.waiting).toContain(s.ids["Speckled Mug"]);
    expect(s.today).toContain(s.ids["Speckled Mug"]);
    const bisque = (await potter.client.get("/api/firings")).body.data.find((f: { kind: string }) => f.kind === "bisque");
    expect(s.ended["Planter Pot"]).toEqual({
      fate: "lost",
      cause: "cracked",
      note: "Cracked during bisque firing\nEpitaph: It held soil for a week, in my dreams",
      at: "2025-10-16T15:00:00.000Z",
      stage: "Trimmed",
      firingId: bisque.id,
    });
    expect(s.ended["Lopsided Cup"]).toEqual({
      fate: "reclaimed",
      cause: null,
      note: "Walls too thick, reclaimed the clay\nInto the reclaim bucket",
      at: "2025-10-03T09:00:00.000Z",
      stage: "Formed",
      firingId: null,
    });
    // The losses report counts the planter as lost in a kiln, the cup as reclaimed.
    const losses = (await potter.client.get("/api/reports/losses?from=2025-01-01&to=2026-11-20")).body;
    expect(losses.byStage).toEqual(expect.arrayContaining([expect.objectContaining({ stage: "Trimmed", inKiln: 1 }), expect.objectContaining({ stage: "Formed", reclaimed: 1 })]));
  });

  it("taking an import back (as a failed one is) removes its dead pieces without touching the stage totals", async () => {
    const potter = await signUp(ctx);
    await potter.client.post("/api/pieces", { name: "Own bowl", type: "wheel", clayBody: "B-Mix", stages: [{ stage: "Formed", location: "Shelf" }] });
    const before = (await potter.client.get("/api/pieces")).body.stageCounts;
    const job = await runApp(potter, sample("potterylife", "pottery-life-shared-message.txt"), "Pottery Life export.txt");
    expect(job.status).toBe("done");
    await undoImport(ctx.deps, potter.user.id, job.id);
    expect((await potter.client.get("/api/pieces")).body.stageCounts).toEqual(before);
    expect((await potter.client.get("/api/pieces?fate=ended")).body.data).toEqual([]);
    expect((await potter.client.get("/api/kilns")).body.data).toEqual([]);
    expect((await potter.client.get("/api/test-tiles")).body.data).toEqual([]);
  });
});
