/**
 * A firing's status changes with a step of their own (server/services/firings/firings-status.ts,
 * docs/decisions/0120-firings.md): starting stamps the start, finishing stamps the finish and dates the survivors'
 * stage and a loss's fate at it, going back from done takes the stage entries back and keeps the finish on record; a
 * time the potter sent stands. Under a controlled clock, on PGlite and, with TEST_DATABASE_URL, on PostgreSQL.
 */
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { stageHistory } from "../../server/db/schema";
import { signUp, type SignedInUser } from "../helpers/client";
import { createTestContext, type TestContext } from "../helpers/test-app";

let ctx: TestContext;
let potter: SignedInUser;

async function ok(res: Promise<{ status: number; body: any; text: string }>, status = 200): Promise<any> {
  const r = await res;
  if (r.status !== status) throw new Error(`expected ${status}, got ${r.status}: ${r.text}`);
  return r.body;
}

async function piece(name: string, stages: string[]): Promise<number> {
  const body = await ok(potter.client.post("/api/pieces", { name, type: "wheel", clayBody: "Stoneware", stages: stages.map((stage) => ({ stage, location: "Drying Rack" })) }), 201);
  return body.id;
}

const move = (id: number, body: Record<string, unknown>) => ok(potter.client.patch(`/api/firings/${id}`, body));
const stagesOf = async (id: number) => (await ctx.db.select().from(stageHistory).where(eq(stageHistory.pieceId, id))).map((s) => [s.stage, s.date.toISOString()]);

beforeAll(async () => {
  ctx = await createTestContext();
  potter = await signUp(ctx);
});
afterAll(async () => {
  ctx.clock.reset();
  await ctx.close();
});

describe("a firing's status changes", () => {
  it("starting stamps the start when none was given, keeps one that was, and a PATCH that stays firing keeps it", async () => {
    ctx.clock.set(new Date("2026-11-02T08:00:00Z"));
    const plain = await ok(potter.client.post("/api/firings", { kind: "bisque" }), 201);
    expect(plain.startedAt).toBeNull();
    await move(plain.id, { status: "loading" });
    expect((await move(plain.id, { status: "firing" })).startedAt).toBe("2026-11-02T08:00:00.000Z");
    ctx.clock.set(new Date("2026-11-02T09:00:00Z"));
    expect((await move(plain.id, { notes: "Lid on at 9" })).startedAt).toBe("2026-11-02T08:00:00.000Z");

    const early = await ok(potter.client.post("/api/firings", { kind: "bisque", startedAt: "2026-11-01T22:00:00Z" }), 201);
    await move(early.id, { status: "loading" });
    expect((await move(early.id, { status: "firing" })).startedAt).toBe("2026-11-01T22:00:00.000Z");

    const sent = await ok(potter.client.post("/api/firings", { kind: "glaze" }), 201);
    await move(sent.id, { status: "loading" });
    expect((await move(sent.id, { status: "firing", startedAt: "2026-11-02T07:30:00Z" })).startedAt).toBe("2026-11-02T07:30:00.000Z");
  });

  it("finishing stamps the finish and dates the survivors' stage and a loss's fate at it; going back keeps the finish", async () => {
    const bowl = await piece("Status bowl", ["Formed", "Trimmed"]);
    const cup = await piece("Status cup", ["Formed", "Trimmed"]);
    ctx.clock.set(new Date("2026-11-03T08:00:00Z"));
    const f = await ok(potter.client.post("/api/firings", { kind: "bisque", pieceIds: [bowl, cup] }), 201);
    for (const status of ["loading", "firing", "cooling"]) await move(f.id, { status });
    ctx.clock.set(new Date("2026-11-04T07:15:00Z"));
    const done = await move(f.id, { status: "done", outcomes: [{ pieceId: cup, outcome: "cracked" }] });
    expect(done).toMatchObject({ status: "done", finishedAt: "2026-11-04T07:15:00.000Z", lossCount: 1 });
    expect(await stagesOf(bowl)).toContainEqual(["Bisqued", "2026-11-04T07:15:00.000Z"]);
    expect((await stagesOf(cup)).map(([stage]) => stage)).not.toContain("Bisqued");
    expect((await ok(potter.client.get(`/api/pieces/${cup}`))).fate).toMatchObject({ fate: "lost", cause: "cracked", at: "2026-11-04T07:15:00.000Z", firingId: f.id });

    ctx.clock.set(new Date("2026-11-04T09:00:00Z"));
    const back = await move(f.id, { status: "cooling" });
    expect(back).toMatchObject({ status: "cooling", finishedAt: "2026-11-04T07:15:00.000Z" });
    expect((await stagesOf(bowl)).map(([stage]) => stage)).not.toContain("Bisqued");

    // Finished again: the finish on record stands, and the stage is dated at it.
    ctx.clock.set(new Date("2026-11-04T10:00:00Z"));
    expect((await move(f.id, { status: "done" })).finishedAt).toBe("2026-11-04T07:15:00.000Z");
    expect(await stagesOf(bowl)).toContainEqual(["Bisqued", "2026-11-04T07:15:00.000Z"]);
  });

  it("a finish the potter sends stands, for the firing and its pieces' stage", async () => {
    const mug = await piece("Status mug", ["Formed", "Bisqued", "Glazed"]);
    ctx.clock.set(new Date("2026-11-05T08:00:00Z"));
    const f = await ok(potter.client.post("/api/firings", { kind: "glaze", pieceIds: [mug] }), 201);
    for (const status of ["loading", "firing", "cooling"]) await move(f.id, { status });
    const done = await move(f.id, { status: "done", finishedAt: "2026-11-05T06:00:00Z" });
    expect(done.finishedAt).toBe("2026-11-05T06:00:00.000Z");
    expect(await stagesOf(mug)).toContainEqual(["Finished", "2026-11-05T06:00:00.000Z"]);
  });
});
