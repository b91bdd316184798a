/**
 * A piece's fate (product.md#r180, docs/decisions/0200-piece-fate.md) through the API: set from the piece's menu
 * (lost with a cause, reclaimed) and undone; a firing's loss outcome sets it at the stage the piece went into the
 * kiln with; ended pieces leave My Pieces' stage groups and totals, What's waiting and Today, and are found in the
 * Lost & reclaimed list, by their code and in the losses report by stage; a Claybook export read back keeps it.
 * Runs on PGlite, and on PostgreSQL with TEST_DATABASE_URL.
 */
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { FATE_TEXTS } from "../../contract/pieces/fate-texts";
import { PIECE_TEXTS } from "../../contract/pieces/texts";
import { pieces } from "../../server/db/schema";
import { signUp, type SignedInUser } from "../helpers/client";
import { exportOf, runImport } from "../helpers/import";
import { createTestContext, type TestContext } from "../helpers/test-app";

let ctx: TestContext;

async function ok(res: Promise<{ status: number; body: any; text: string }>, status = 200): Promise<any> {
  const r = await res;
  if (r.status !== status) throw new Error(`expected ${status}, got ${r.status}: ${r.text}`);
  return r.body;
}

async function piece(owner: SignedInUser, name: string, type: string, stages: { stage: string; date?: string }[]): Promise<any> {
  return ok(owner.client.post("/api/pieces", { name, type, clayBody: "Stoneware", stages: stages.map((s) => ({ location: "Drying Rack", ...s })) }), 201);
}

const namesOf = (page: any) => page.data.map((p: any) => p.name).sort();
const list = (owner: SignedInUser, query = "") => ok(owner.client.get(`/api/pieces${query}`));

beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(async () => {
  await ctx.close();
});
beforeEach(() => ctx.clock.set("2026-11-20T10:00:00Z"));

describe("the piece's menu: lost, reclaimed, undo", () => {
  it("marks a piece lost at its stage; it leaves the stage groups and totals and is listed under Lost & reclaimed", async () => {
    const potter = await signUp(ctx);
    const bowl = await piece(potter, "Bowl", "wheel", [{ stage: "Formed" }, { stage: "Trimmed" }]);
    await piece(potter, "Mug", "wheel", [{ stage: "Formed" }, { stage: "Trimmed" }]);
    expect((await list(potter)).stageCounts.Trimmed).toBe(2);

    const lost = await ok(potter.client.put(`/api/pieces/${bowl.id}/fate`, { fate: "lost", cause: "cracked", note: "  S-crack on the drying shelf " }));
    expect(lost.fate).toEqual({ fate: "lost", cause: "cracked", note: "S-crack on the drying shelf", at: "2026-11-20T10:00:00.000Z", stage: "Trimmed", firingId: null });
    expect(await ok(potter.client.get(`/api/pieces/${bowl.id}`))).toMatchObject({ fate: lost.fate });

    const page = await list(potter);
    expect(namesOf(page)).toEqual(["Mug"]);
    expect(page.stageCounts).toMatchObject({ Formed: 0, Trimmed: 1 });
    expect(page.pagination.total).toBe(1);
    expect((await list(potter, "?stage=Trimmed")).data.map((p: any) => p.name)).toEqual(["Mug"]);
    // A search in My Pieces leaves it out too; the Lost & reclaimed list holds it, with its stage, and finds it.
    expect(namesOf(await list(potter, "?q=bowl"))).toEqual([]);
    const ended = await list(potter, "?fate=ended");
    expect(ended.data).toEqual([expect.objectContaining({ name: "Bowl", currentStage: "Trimmed", fate: lost.fate })]);
    expect(ended.stageCounts).toMatchObject({ Trimmed: 1, Formed: 0 });
    expect(namesOf(await list(potter, "?fate=ended&q=bowl"))).toEqual(["Bowl"]);
    expect(namesOf(await list(potter, "?fate=lost"))).toEqual(["Bowl"]);
    expect(namesOf(await list(potter, "?fate=reclaimed"))).toEqual([]);
    // History, not deleted: its code still opens it, and its stages are as they were.
    expect(await ok(potter.client.get(`/api/codes/${bowl.code}`))).toMatchObject({ kind: "piece", id: bowl.id });
    expect((await ok(potter.client.get(`/api/pieces/${bowl.id}/stage-history`))).data.map((s: any) => s.stage)).toEqual(["Formed", "Trimmed"]);
  });

  it("marks a piece reclaimed, and undoing restores it as it was; a second undo changes nothing", async () => {
    const potter = await signUp(ctx);
    const cup = await piece(potter, "Cup", "handbuilt", [{ stage: "Formed" }]);
    const reclaimed = await ok(potter.client.put(`/api/pieces/${cup.id}/fate`, { fate: "reclaimed", note: "Too thick", at: "2026-11-18T12:00:00Z" }));
    expect(reclaimed.fate).toEqual({ fate: "reclaimed", cause: null, note: "Too thick", at: "2026-11-18T12:00:00.000Z", stage: "Formed", firingId: null });
    expect((await list(potter)).pagination.total).toBe(0);
    expect(namesOf(await list(potter, "?fate=reclaimed"))).toEqual(["Cup"]);

    // Changing a fate's words keeps the piece out of the totals once.
    await ok(potter.client.put(`/api/pieces/${cup.id}/fate`, { fate: "lost", cause: "other", note: "Dropped it" }));
    expect((await list(potter)).stageCounts.Formed).toBe(0);

    const restored = await ok(potter.client.delete(`/api/pieces/${cup.id}/fate`));
    expect(restored.fate).toBeNull();
    const page = await list(potter);
    expect(page.data).toEqual([expect.objectContaining({ name: "Cup", currentStage: "Formed", currentLocation: "Drying Rack", fate: null })]);
    expect(page.stageCounts.Formed).toBe(1);
    expect((await list(potter, "?fate=ended")).data).toEqual([]);
    expect((await ok(potter.client.delete(`/api/pieces/${cup.id}/fate`))).fate).toBeNull();
    expect((await list(potter)).stageCounts.Formed).toBe(1);
  });

  it("stage changes while lost keep the totals right, and deleting a lost piece leaves no count behind", async () => {
    const potter = await signUp(ctx);
    const vase = await piece(potter, "Vase", "handbuilt", [{ stage: "Formed" }]);
    await ok(potter.client.put(`/api/pieces/${vase.id}/fate`, { fate: "lost", cause: "broken" }));
    await ok(potter.client.post("/api/stage-history", { pieceId: vase.id, stage: "Bisqued", location: "Shelf" }), 201);
    expect((await list(potter)).stageCounts).toMatchObject({ Formed: 0, Bisqued: 0 });
    await ok(potter.client.delete(`/api/pieces/${vase.id}/fate`));
    expect((await list(potter)).stageCounts).toMatchObject({ Formed: 0, Bisqued: 1 });
    await ok(potter.client.put(`/api/pieces/${vase.id}/fate`, { fate: "lost", cause: "broken" }));
    await ok(potter.client.delete(`/api/pieces/${vase.id}`));
    expect((await list(potter)).stageCounts).toMatchObject({ Formed: 0, Bisqued: 0 });
  });

  it("refuses bad input with the field's message and another potter's piece with 404, storing nothing", async () => {
    const potter = await signUp(ctx);
    const other = await signUp(ctx);
    const jug = await piece(potter, "Jug", "wheel", [{ stage: "Formed" }]);
    const cases: [unknown, string, string][] = [
      [{}, "fate", FATE_TEXTS.fateInvalid],
      [{ fate: "dead" }, "fate", FATE_TEXTS.fateInvalid],
      [{ fate: "lost" }, "cause", FATE_TEXTS.causeRequired],
      [{ fate: "lost", cause: "melted" }, "cause", FATE_TEXTS.causeInvalid],
      [{ fate: "reclaimed", cause: "cracked" }, "cause", FATE_TEXTS.causeOnlyLost],
      [{ fate: "lost", cause: "cracked", note: "x".repeat(10_001) }, "note", FATE_TEXTS.noteTooLong],
      [{ fate: "lost", cause: "cracked", at: "20266-01-01" }, "at", FATE_TEXTS.dateInvalid],
    ];
    for (const [body, field, message] of cases) {
      const res = await potter.client.put(`/api/pieces/${jug.id}/fate`, body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.errors[field]).toBe(message);
    }
    expect((await ok(potter.client.get(`/api/pieces/${jug.id}`))).fate).toBeNull();
    const theirs = await other.client.put(`/api/pieces/${jug.id}/fate`, { fate: "reclaimed" });
    expect(theirs.status).toBe(404);
    expect(theirs.body.message).toBe(PIECE_TEXTS.pieceNotFound);
    expect((await other.client.delete(`/api/pieces/${jug.id}/fate`)).status).toBe(404);
    expect((await potter.client.put("/api/pieces/999999/fate", { fate: "reclaimed" })).status).toBe(404);
    const badFilter = await potter.client.get("/api/pieces?fate=gone");
    expect(badFilter.status).toBe(400);
    expect(badFilter.body.errors.fate).toBe(FATE_TEXTS.filterInvalid);
    expect((await list(potter)).stageCounts.Formed).toBe(1);
  });
});

describe("What's waiting and Today", () => {
  it("leave out lost and reclaimed pieces, and take them back on undo", async () => {
    const potter = await signUp(ctx);
    const plate = await piece(potter, "Plate", "handbuilt", [{ stage: "Formed", date: "2026-10-01T09:00:00Z" }]);
    const jar = await piece(potter, "Jar", "handbuilt", [{ stage: "Formed", date: "2026-10-01T09:00:00Z" }, { stage: "Bisqued", date: "2026-10-02T09:00:00Z" }]);
    const waitingIds = async () => (await ok(potter.client.get("/api/kiln-queue"))).groups.flatMap((g: any) => g.locations.flatMap((l: any) => l.pieceIds)).sort();
    const dueIds = async () => (await ok(potter.client.get("/api/reminders"))).data.map((r: any) => r.pieceId).sort();
    expect(await waitingIds()).toEqual([plate.id, jar.id].sort());
    expect(await dueIds()).toEqual([plate.id, jar.id].sort());

    await ok(potter.client.put(`/api/pieces/${plate.id}/fate`, { fate: "lost", cause: "cracked" }));
    await ok(potter.client.put(`/api/pieces/${jar.id}/fate`, { fate: "reclaimed" }));
    expect(await waitingIds()).toEqual([]);
    expect(await dueIds()).toEqual([]);

    await ok(potter.client.delete(`/api/pieces/${plate.id}/fate`));
    expect(await waitingIds()).toEqual([plate.id]);
    expect(await dueIds()).toEqual([plate.id]);
  });
});

async function fireAndFinish(potter: SignedInUser, kind: string, pieceIds: number[], outcomes: unknown[], finishedAt = "2026-11-10T18:00:00Z") {
  const f = await ok(potter.client.post("/api/firings", { kind, pieceIds }), 201);
  for (const status of ["loading", "firing", "cooling"]) await ok(potter.client.patch(`/api/firings/${f.id}`, { status }));
  await ok(potter.client.patch(`/api/firings/${f.id}`, { status: "done", finishedAt, outcomes }));
  return f.id as number;
}

describe("a firing's casualty", () => {
  it("is lost with the outcome's cause and note, at the stage it went into the kiln with; survived again undoes it", async () => {
    const potter = await signUp(ctx);
    const bowl = await piece(potter, "Bowl", "wheel", [{ stage: "Formed" }, { stage: "Trimmed" }]);
    const mate = await piece(potter, "Mate", "wheel", [{ stage: "Formed" }, { stage: "Trimmed" }]);
    const firingId = await fireAndFinish(potter, "bisque", [bowl.id, mate.id], [{ pieceId: bowl.id, outcome: "blown up", note: "Air pocket" }]);
    expect((await ok(potter.client.get(`/api/pieces/${bowl.id}`))).fate).toEqual({
      fate: "lost",
      cause: "blown up",
      note: "Air pocket",
      at: "2026-11-10T18:00:00.000Z",
      stage: "Trimmed",
      firingId,
    });
    const page = await list(potter);
    expect(page.data.map((p: any) => [p.name, p.currentStage])).toEqual([["Mate", "Bisqued"]]);
    expect(page.stageCounts).toMatchObject({ Trimmed: 0, Bisqued: 1 });

    // A cause of its own for each loss outcome; "stuck to shelf" is other, with its words as the note.
    await ok(potter.client.patch(`/api/firings/${firingId}/pieces/${bowl.id}`, { outcome: "stuck to shelf", note: null }));
    expect((await ok(potter.client.get(`/api/pieces/${bowl.id}`))).fate).toMatchObject({ fate: "lost", cause: "other", note: "Stuck to shelf", stage: "Trimmed", firingId });
    await ok(potter.client.patch(`/api/firings/${firingId}/pieces/${bowl.id}`, { outcome: "survived" }));
    expect((await ok(potter.client.get(`/api/pieces/${bowl.id}`))).fate).toBeNull();
    expect((await list(potter)).stageCounts).toMatchObject({ Trimmed: 0, Bisqued: 2 });
    // Marked lost after done: the glaze of a done firing is taken back, the fate set.
    await ok(potter.client.patch(`/api/firings/${firingId}/pieces/${mate.id}`, { outcome: "crawled" }));
    expect((await ok(potter.client.get(`/api/pieces/${mate.id}`))).fate).toMatchObject({ cause: "crawled", stage: "Trimmed", firingId });
    // Taken out of the firing: the fate that firing gave goes too.
    await ok(potter.client.delete(`/api/firings/${firingId}/pieces/${mate.id}`));
    expect((await ok(potter.client.get(`/api/pieces/${mate.id}`))).fate).toBeNull();
  });

  it("leaves a fate the potter set alone", async () => {
    const potter = await signUp(ctx);
    const mug = await piece(potter, "Mug", "handbuilt", [{ stage: "Formed" }, { stage: "Bisqued" }, { stage: "Glazed" }]);
    const firingId = await fireAndFinish(potter, "glaze", [mug.id], []);
    await ok(potter.client.put(`/api/pieces/${mug.id}/fate`, { fate: "reclaimed" }));
    await ok(potter.client.patch(`/api/firings/${firingId}/pieces/${mug.id}`, { outcome: "survived" }));
    expect((await ok(potter.client.get(`/api/pieces/${mug.id}`))).fate).toMatchObject({ fate: "reclaimed", stage: "Finished", firingId: null });
  });
});

describe("the losses report by stage", () => {
  it("counts firing losses, losses outside a kiln and reclaimed pieces by the stage each was at, in the range", async () => {
    const potter = await signUp(ctx);
    const a = await piece(potter, "A", "wheel", [{ stage: "Formed" }, { stage: "Trimmed" }]);
    const b = await piece(potter, "B", "handbuilt", [{ stage: "Formed" }, { stage: "Bisqued" }, { stage: "Glazed" }]);
    const c = await piece(potter, "C", "handbuilt", [{ stage: "Formed" }]);
    const d = await piece(potter, "D", "handbuilt", [{ stage: "Formed" }]);
    const e = await piece(potter, "E", "handbuilt", [{ stage: "Formed" }]);
    await fireAndFinish(potter, "bisque", [a.id], [{ pieceId: a.id, outcome: "cracked" }]);
    await fireAndFinish(potter, "glaze", [b.id], [{ pieceId: b.id, outcome: "crawled" }]);
    await ok(potter.client.put(`/api/pieces/${c.id}/fate`, { fate: "lost", cause: "broken", at: "2026-11-12T10:00:00Z" }));
    await ok(potter.client.put(`/api/pieces/${d.id}/fate`, { fate: "reclaimed", at: "2026-11-13T10:00:00Z" }));
    await ok(potter.client.put(`/api/pieces/${e.id}/fate`, { fate: "lost", cause: "other", at: "2026-09-01T10:00:00Z" }));

    const report = await ok(potter.client.get("/api/reports/losses?from=2026-11-01&to=2026-11-30"));
    expect(report).toMatchObject({ fired: 2, lost: 2, lostOutsideKiln: 1, reclaimed: 1 });
    expect(report.byStage).toEqual([
      { stage: "Formed", inKiln: 0, outsideKiln: 1, reclaimed: 1 },
      { stage: "Trimmed", inKiln: 1, outsideKiln: 0, reclaimed: 0 },
      { stage: "Glazed", inKiln: 1, outsideKiln: 0, reclaimed: 0 },
    ]);
    const all = await ok(potter.client.get("/api/reports/losses"));
    expect(all.byStage[0]).toEqual({ stage: "Formed", inKiln: 0, outsideKiln: 2, reclaimed: 1 });
    expect((await ok((await signUp(ctx)).client.get("/api/reports/losses"))).byStage).toEqual([]);
  });
});

describe("export and import", () => {
  it("a Claybook export read back keeps every fate, the firing's one linked to the imported firing", async () => {
    const source = await signUp(ctx);
    const kept = await piece(source, "Kept", "handbuilt", [{ stage: "Formed" }]);
    const cracked = await piece(source, "Cracked", "wheel", [{ stage: "Formed" }, { stage: "Trimmed" }]);
    const clay = await piece(source, "Clay again", "handbuilt", [{ stage: "Formed" }]);
    const firingId = await fireAndFinish(source, "bisque", [cracked.id], [{ pieceId: cracked.id, outcome: "cracked", note: "Rim" }]);
    await ok(source.client.put(`/api/pieces/${clay.id}/fate`, { fate: "reclaimed", note: "Slaked", at: "2026-11-15T08:00:00Z" }));
    const bytes = await exportOf(ctx, source.client);

    const target = await signUp(ctx);
    const { job } = await runImport(target.client, bytes);
    expect(job).toMatchObject({ status: "done" });
    const rows = await ctx.db.select().from(pieces).where(eq(pieces.userId, target.user.id));
    const byName = new Map(rows.map((r) => [r.name, r]));
    const fateOf = async (name: string) => (await ok(target.client.get(`/api/pieces/${byName.get(name)!.id}`))).fate;
    const [newFiring] = (await ok(target.client.get("/api/firings"))).data;
    expect(newFiring.id).not.toBe(firingId);
    expect(await fateOf("Cracked")).toEqual({ fate: "lost", cause: "cracked", note: "Rim", at: "2026-11-10T18:00:00.000Z", stage: "Trimmed", firingId: newFiring.id });
    expect(await fateOf("Clay again")).toEqual({ fate: "reclaimed", cause: null, note: "Slaked", at: "2026-11-15T08:00:00.000Z", stage: "Formed", firingId: null });
    expect(await fateOf("Kept")).toBeNull();
    void kept;
    const page = await list(target);
    expect(namesOf(page)).toEqual(["Kept"]);
    expect(page.stageCounts).toMatchObject({ Formed: 1, Trimmed: 0 });
    expect(namesOf(await list(target, "?fate=ended"))).toEqual(["Clay again", "Cracked"]);
    expect((await ok(target.client.get("/api/reports/losses"))).byStage).toEqual((await ok(source.client.get("/api/reports/losses"))).byStage);
  });
});
