/**
 * Kilns and firings through the API (product.md#r122): kilns and their maintenance counts, the status machine, pieces
 * loaded all or nothing, finishing that gives survivors their stage (and going back that removes exactly those
 * entries), outcomes, What's waiting, the losses report against hand-counted figures, a piece's firings, ownership and
 * bad input. Runs on PGlite, and on PostgreSQL with TEST_DATABASE_URL.
 */
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { QUEUE_SHOWN_PER_LOCATION } from "../../contract/firings/rules";
import { FIRING_TEXTS } from "../../contract/firings/texts";
import { firingPieces, pieceStageCounts, pieces, stageHistory } from "../../server/db/schema";
import { signUp, type SignedInUser } from "../helpers/client";
import { createTestContext, type TestContext } from "../helpers/test-app";

let ctx: TestContext;
let alice: SignedInUser;
let bob: SignedInUser;

async function ok(res: Promise<{ status: number; body: any; text: string }>, status = 201): Promise<any> {
  const r = await res;
  if (r.status !== status) throw new Error(`expected ${status}, got ${r.status}: ${r.text}`);
  return r.body;
}

/** A piece at a stage (its history up to there), on the drying rack. */
async function piece(owner: SignedInUser, name: string, type: string, stages: string[], clayBody = "Stoneware"): Promise<number> {
  const body = await ok(owner.client.post("/api/pieces", { name, type, clayBody, stages: stages.map((stage) => ({ stage, location: "Drying Rack" })) }));
  return body.id;
}

const stagesOf = async (id: number) =>
  (await ctx.db.select({ stage: stageHistory.stage, location: stageHistory.location, date: stageHistory.date }).from(stageHistory).where(eq(stageHistory.pieceId, id))).sort(
    (a, b) => a.stage.localeCompare(b.stage),
  );
const countOf = async (userId: number, stage: string) =>
  (await ctx.db.select().from(pieceStageCounts).where(and(eq(pieceStageCounts.userId, userId), eq(pieceStageCounts.stage, stage))))[0]?.count ?? 0;

beforeAll(async () => {
  ctx = await createTestContext();
  alice = await signUp(ctx);
  bob = await signUp(ctx);
});
afterAll(async () => {
  await ctx.close();
});

describe("kilns", () => {
  it("creates with defaults, changes, archives, lists and deletes a kiln", async () => {
    const kiln = await ok(alice.client.post("/api/kilns", { name: "  Skutt 1027 ", maxCone: "Cone 10", shelves: 6 }));
    expect(kiln).toMatchObject({ name: "Skutt 1027", type: "Electric", maxCone: "Cone 10", shelves: 6, archived: false, firingsTotal: 0 });
    expect(kiln.firingsSince).toEqual({ "element change": null, "thermocouple change": null, "relay change": null, other: null });
    const changed = await ok(alice.client.patch(`/api/kilns/${kiln.id}`, { type: "Gas", archived: true }), 200);
    expect(changed).toMatchObject({ type: "Gas", archived: true, name: "Skutt 1027" });
    expect((await alice.client.get("/api/kilns")).body.data.map((k: any) => k.id)).toContain(kiln.id);
    expect((await bob.client.get("/api/kilns")).body.data).toEqual([]);
    await ok(alice.client.delete(`/api/kilns/${kiln.id}`), 200);
    expect((await alice.client.get(`/api/kilns/${kiln.id}`)).status).toBe(404);
  });

  it("refuses bad kilns with the field's message", async () => {
    const cases: [unknown, string, string][] = [
      [{}, "name", FIRING_TEXTS.kilnNameRequired],
      [{ name: "x".repeat(51) }, "name", FIRING_TEXTS.kilnNameTooLong],
      [{ name: "K", type: "Microwave" }, "type", FIRING_TEXTS.kilnTypeInvalid],
      [{ name: "K", shelves: 21 }, "shelves", FIRING_TEXTS.shelvesInvalid],
      [{ name: "K", maxCone: "Cone 99" }, "maxCone", FIRING_TEXTS.coneInvalid],
    ];
    for (const [body, field, message] of cases) {
      const res = await alice.client.post("/api/kilns", body);
      expect(res.status).toBe(400);
      expect(res.body.errors[field]).toBe(message);
    }
    expect((await alice.client.get("/api/kilns")).body.data.filter((k: any) => k.name === "K")).toEqual([]);
  });

  it("counts done firings in total and since the last maintenance of each kind", async () => {
    const kiln = await ok(alice.client.post("/api/kilns", { name: "Test kiln" }));
    const fire = async (finishedAt: string) => {
      const f = await ok(alice.client.post("/api/firings", { kilnId: kiln.id, kind: "other", finishedAt }));
      for (const status of ["loading", "firing", "cooling", "done"]) await ok(alice.client.patch(`/api/firings/${f.id}`, { status }), 200);
    };
    await fire("2026-01-10T12:00:00Z");
    await fire("2026-02-10T12:00:00Z");
    await ok(alice.client.post(`/api/kilns/${kiln.id}/maintenance`, { kind: "element change", date: "2026-02-01", notes: "New elements" }));
    await fire("2026-03-10T12:00:00Z");
    const after = await ok(alice.client.get(`/api/kilns/${kiln.id}`), 200);
    expect(after.firingsTotal).toBe(3);
    expect(after.firingsSince["element change"]).toBe(2);
    expect(after.firingsSince["relay change"]).toBeNull();
    // Since when: the day of the last entry of each kind (product.md#r247).
    expect(after.lastMaintenance).toEqual({ "element change": "2026-02-01", "thermocouple change": null, "relay change": null, other: null });
    const log = await ok(alice.client.get(`/api/kilns/${kiln.id}/maintenance`), 200);
    expect(log.data).toHaveLength(1);
    expect(log.data[0]).toMatchObject({ kind: "element change", date: "2026-02-01", notes: "New elements" });
    expect((await alice.client.post(`/api/kilns/${kiln.id}/maintenance`, { kind: "paint" })).body.errors.kind).toBe(FIRING_TEXTS.maintenanceKindInvalid);
    expect((await bob.client.delete(`/api/kilns/${kiln.id}/maintenance/${log.data[0].id}`)).status).toBe(404);
    await ok(alice.client.delete(`/api/kilns/${kiln.id}/maintenance/${log.data[0].id}`), 200);
    const cleared = (await alice.client.get(`/api/kilns/${kiln.id}`)).body;
    expect([cleared.firingsSince["element change"], cleared.lastMaintenance["element change"]]).toEqual([null, null]);
  });
});

describe("firings", () => {
  it("walks the status machine one step at a time and names the allowed steps", async () => {
    const f = await ok(alice.client.post("/api/firings", { kind: "glaze", targetCone: "Cone 6", peakTemperature: 2232, temperatureUnit: "F" }));
    expect(f).toMatchObject({ status: "planned", kind: "glaze", targetCone: "Cone 6", peakTemperatureC: 1222, pieces: [] });
    const skip = await alice.client.patch(`/api/firings/${f.id}`, { status: "done" });
    expect(skip.status).toBe(400);
    expect(skip.body.message).toBe(FIRING_TEXTS.statusStep("planned", ["loading", "canceled"]));
    await ok(alice.client.patch(`/api/firings/${f.id}`, { status: "loading" }), 200);
    const back = await ok(alice.client.patch(`/api/firings/${f.id}`, { status: "planned" }), 200);
    expect(back.status).toBe("planned");
    await ok(alice.client.patch(`/api/firings/${f.id}`, { status: "canceled" }), 200);
    expect((await alice.client.patch(`/api/firings/${f.id}`, { status: "loading" })).body.message).toBe(FIRING_TEXTS.statusStep("canceled", ["planned"]));
    const firing = await ok(alice.client.patch(`/api/firings/${f.id}`, { status: "planned" }), 200);
    expect(firing.status).toBe("planned");
    const listed = await ok(alice.client.get("/api/firings?kind=glaze&status=planned"), 200);
    expect(listed.data.map((x: any) => x.id)).toContain(f.id);
    expect((await alice.client.get("/api/firings?status=hot")).status).toBe(400);
  });

  it("finishing a bisque firing gives survivors Bisqued at the finish and unload location; going back removes exactly those", async () => {
    const bowls = [];
    for (let i = 0; i < 4; i++) bowls.push(await piece(alice, `Bowl ${i}`, "wheel", ["Formed", "Trimmed"]));
    const already = await piece(alice, "Refire", "handbuilt", ["Formed", "Bisqued"]);
    const f = await ok(alice.client.post("/api/firings", { kind: "bisque", targetCone: "Cone 04", pieceIds: [...bowls, already] }));
    expect(f.pieces.map((p: any) => p.outcome)).toEqual(["pending", "pending", "pending", "pending", "pending"]);
    const bisquedBefore = await countOf(alice.user.id, "Bisqued");
    for (const status of ["loading", "firing", "cooling"]) await ok(alice.client.patch(`/api/firings/${f.id}`, { status }), 200);
    const done = await ok(
      alice.client.patch(`/api/firings/${f.id}`, {
        status: "done",
        finishedAt: "2026-11-20T18:00:00Z",
        unloadLocation: "Glaze shelf",
        outcomes: [{ pieceId: bowls[3], outcome: "cracked", note: "S-crack in the foot" }],
      }),
      200,
    );
    expect(done.status).toBe("done");
    expect(done.lossCount).toBe(1);
    expect(done.pieces.map((p: any) => p.outcome)).toEqual(["survived", "survived", "survived", "cracked", "survived"]);
    for (const id of bowls.slice(0, 3)) {
      const bisqued = (await stagesOf(id)).find((s) => s.stage === "Bisqued");
      expect(bisqued).toMatchObject({ location: "Glaze shelf" });
      expect(bisqued!.date.toISOString()).toBe("2026-11-20T18:00:00.000Z");
      expect((await ctx.db.select().from(pieces).where(eq(pieces.id, id)))[0]).toMatchObject({ currentStage: "Bisqued", currentLocation: "Glaze shelf" });
    }
    expect((await stagesOf(bowls[3]!)).map((s) => s.stage)).toEqual(["Formed", "Trimmed"]);
    expect((await stagesOf(already)).filter((s) => s.stage === "Bisqued")).toHaveLength(1);
    expect(await countOf(alice.user.id, "Bisqued")).toBe(bisquedBefore + 3);
    const casualty = await ok(alice.client.get(`/api/pieces/${bowls[3]}/firings`), 200);
    expect(casualty.data).toEqual([expect.objectContaining({ firingId: f.id, kind: "bisque", outcome: "cracked", note: "S-crack in the foot", targetCone: "Cone 04" })]);

    // Back to cooling: the three added entries go, the refire's own entry stays.
    await ok(alice.client.patch(`/api/firings/${f.id}`, { status: "cooling" }), 200);
    for (const id of bowls) expect((await stagesOf(id)).map((s) => s.stage)).toEqual(["Formed", "Trimmed"]);
    expect((await stagesOf(already)).filter((s) => s.stage === "Bisqued")).toHaveLength(1);
    expect(await countOf(alice.user.id, "Bisqued")).toBe(bisquedBefore);
    expect((await ctx.db.select().from(firingPieces).where(eq(firingPieces.firingId, f.id))).every((r) => r.stageEntryId === null)).toBe(true);
  });

  it("a glaze firing gives Finished; a loss marked after done loses it again", async () => {
    const mug = await piece(alice, "Mug", "handbuilt", ["Formed", "Bisqued", "Glazed"]);
    const f = await ok(alice.client.post("/api/firings", { kind: "glaze", pieceIds: [mug] }));
    for (const status of ["loading", "firing", "cooling", "done"]) await ok(alice.client.patch(`/api/firings/${f.id}`, { status }), 200);
    expect((await stagesOf(mug)).map((s) => s.stage)).toContain("Finished");
    await ok(alice.client.patch(`/api/firings/${f.id}/pieces/${mug}`, { outcome: "stuck to shelf" }), 200);
    expect((await stagesOf(mug)).map((s) => s.stage)).not.toContain("Finished");
    await ok(alice.client.patch(`/api/firings/${f.id}/pieces/${mug}`, { outcome: "survived" }), 200);
    expect((await stagesOf(mug)).map((s) => s.stage)).toContain("Finished");
  });

  it("an empty change to a loaded piece is a 200 that changes nothing, as on every other PATCH; a piece not loaded is 404", async () => {
    const mug = await piece(alice, "Empty-change mug", "wheel", ["Formed"]);
    const f = await ok(alice.client.post("/api/firings", { kind: "bisque", pieceIds: [mug] }));
    await ok(alice.client.patch(`/api/firings/${f.id}/pieces/${mug}`, { note: "by the door", position: "Top shelf" }), 200);
    const same = await ok(alice.client.patch(`/api/firings/${f.id}/pieces/${mug}`, {}), 200);
    expect(same.pieces).toEqual([expect.objectContaining({ pieceId: mug, note: "by the door", position: "Top shelf", outcome: "pending" })]);
    const other = await piece(alice, "Not loaded", "wheel", ["Formed"]);
    const missing = await alice.client.patch(`/api/firings/${f.id}/pieces/${other}`, {});
    expect(missing.status).toBe(404);
    expect(missing.body.message).toBe(FIRING_TEXTS.pieceNotInFiring);
    expect((await bob.client.patch(`/api/firings/${f.id}/pieces/${mug}`, {})).status).toBe(404);
  });

  it("loads pieces all or nothing: another potter's piece answers 404, a piece twice answers 409", async () => {
    const mine = await piece(alice, "Vase", "wheel", ["Formed"]);
    const theirs = await piece(bob, "Bob's vase", "wheel", ["Formed"]);
    const f = await ok(alice.client.post("/api/firings", { kind: "bisque" }));
    const refused = await alice.client.post(`/api/firings/${f.id}/pieces`, { pieceIds: [mine, theirs] });
    expect(refused.status).toBe(404);
    expect(refused.body.message).toBe(FIRING_TEXTS.piecesNotFound);
    expect((await alice.client.get(`/api/firings/${f.id}`)).body.pieces).toEqual([]);
    await ok(alice.client.post(`/api/firings/${f.id}/pieces`, { pieceIds: [mine], position: "Top shelf" }));
    const twice = await alice.client.post(`/api/firings/${f.id}/pieces`, { pieceIds: [mine] });
    expect(twice.status).toBe(409);
    expect(twice.body.message).toBe(FIRING_TEXTS.pieceAlreadyIn);
    expect((await alice.client.post("/api/firings", { kind: "bisque", pieceIds: [theirs] })).status).toBe(404);
    const early = await alice.client.patch(`/api/firings/${f.id}/pieces/${mine}`, { outcome: "cracked" });
    expect(early.status).toBe(400);
    expect(early.body.message).toBe(FIRING_TEXTS.outcomesOnlyWhenDone);
    const removed = await ok(alice.client.delete(`/api/firings/${f.id}/pieces/${mine}`), 200);
    expect(removed.pieces).toEqual([]);
    expect((await alice.client.delete(`/api/firings/${f.id}/pieces/${mine}`)).status).toBe(404);
  });

  it("belongs to its owner: another potter's kiln, firing and piece answer 404 and nothing changes", async () => {
    const kiln = await ok(alice.client.post("/api/kilns", { name: "Alice's kiln" }));
    const f = await ok(alice.client.post("/api/firings", { kind: "bisque", kilnId: kiln.id, notes: "mine" }));
    for (const res of [
      await bob.client.get(`/api/kilns/${kiln.id}`),
      await bob.client.patch(`/api/kilns/${kiln.id}`, { name: "taken" }),
      await bob.client.get(`/api/firings/${f.id}`),
      await bob.client.patch(`/api/firings/${f.id}`, { notes: "taken" }),
      await bob.client.delete(`/api/firings/${f.id}`),
      await bob.client.post("/api/firings", { kind: "bisque", kilnId: kiln.id }),
    ]) expect(res.status).toBe(404);
    expect((await alice.client.get(`/api/firings/${f.id}`)).body).toMatchObject({ notes: "mine", kilnName: "Alice's kiln" });
  });
});

describe("What's waiting and the losses report", () => {
  it("groups pieces by what they wait for, by location, with days in stage", async () => {
    const potter = await signUp(ctx);
    ctx.clock.set(new Date("2026-11-01T12:00:00Z"));
    try {
      await piece(potter, "Trimmed bowl", "wheel", ["Formed", "Trimmed"]);
      await piece(potter, "Wet bowl", "wheel", ["Formed"]);
      await piece(potter, "Slab plate", "handbuilt", ["Formed"]);
      await piece(potter, "Bisqued cup", "handbuilt", ["Formed", "Bisqued"]);
      await piece(potter, "Glazed jar", "combination", ["Formed", "Bisqued", "Glazed"]);
      ctx.clock.set(new Date("2026-11-11T12:00:00Z"));
      const queue = await ok(potter.client.get("/api/kiln-queue"), 200);
      const names = (key: string) => queue.groups.find((g: any) => g.key === key).locations.flatMap((l: any) => l.pieces.map((p: any) => p.name)).sort();
      expect(names("ready-for-bisque")).toEqual(["Slab plate", "Trimmed bowl"]);
      expect(names("waiting-for-glaze")).toEqual(["Bisqued cup"]);
      expect(names("ready-for-glaze-firing")).toEqual(["Glazed jar"]);
      expect(queue.groups[0].count).toBe(2);
      expect(queue.groups[0].locations[0].location).toBe("Drying Rack");
      expect(queue.groups[0].locations[0].pieces[0].daysInStage).toBe(10);
      const withWet = await ok(potter.client.get("/api/kiln-queue?includeUntrimmed=true"), 200);
      expect(withWet.groups[0].count).toBe(3);
      expect((await potter.client.get("/api/kiln-queue?includeUntrimmed=maybe")).status).toBe(400);
    } finally {
      ctx.clock.reset();
    }
  });

  it("lists the 50 pieces waiting longest per location, every id for Select all, and one location in full on request", async () => {
    const potter = await signUp(ctx);
    const ids: number[] = [];
    ctx.clock.set(new Date("2026-09-01T12:00:00Z"));
    try {
      for (let i = 0; i < QUEUE_SHOWN_PER_LOCATION + 5; i++) {
        // One day apart, so the oldest waits longest.
        ctx.clock.set(new Date(Date.parse("2026-09-01T12:00:00Z") + i * 86_400_000));
        ids.push(await piece(potter, `Bowl ${i + 1}`, "handbuilt", ["Formed"]));
      }
      const elsewhere = await ok(potter.client.post("/api/pieces", { name: "Shelf cup", type: "handbuilt", clayBody: "Stoneware", stages: [{ stage: "Formed", location: "Shelf" }] }));
      const queue = await ok(potter.client.get("/api/kiln-queue"), 200);
      const bisque = queue.groups.find((g: any) => g.key === "ready-for-bisque");
      expect(bisque.count).toBe(QUEUE_SHOWN_PER_LOCATION + 6);
      const rack = bisque.locations.find((l: any) => l.location === "Drying Rack");
      expect(rack.count).toBe(QUEUE_SHOWN_PER_LOCATION + 5);
      expect(rack.pieceIds).toEqual(ids);
      expect(rack.pieces.map((p: any) => p.id)).toEqual(ids.slice(0, QUEUE_SHOWN_PER_LOCATION));
      expect(rack.pieces[0]).toMatchObject({ name: "Bowl 1", daysInStage: QUEUE_SHOWN_PER_LOCATION + 4 });
      expect(bisque.locations.find((l: any) => l.location === "Shelf")).toMatchObject({ count: 1, pieceIds: [elsewhere.id] });

      const all = await ok(potter.client.get("/api/kiln-queue?group=ready-for-bisque&location=Drying%20Rack"), 200);
      expect(all.groups).toHaveLength(1);
      expect(all.groups[0].locations).toHaveLength(1);
      expect(all.groups[0].locations[0].pieces.map((p: any) => p.id)).toEqual(ids);
      expect((await ok(potter.client.get("/api/kiln-queue?group=waiting-for-glaze&location=Drying%20Rack"), 200)).groups[0]).toMatchObject({ count: 0, locations: [] });
      // Another potter's studio is never in it.
      expect((await ok(bob.client.get("/api/kiln-queue?group=ready-for-bisque&location=Drying%20Rack"), 200)).groups[0].count).toBe(0);

      const half = await potter.client.get("/api/kiln-queue?group=ready-for-bisque");
      expect(half.status).toBe(400);
      expect(half.body.message).toBe(FIRING_TEXTS.queueLocationWithoutGroup);
      const unknown = await potter.client.get("/api/kiln-queue?group=shelf&location=Drying%20Rack");
      expect(unknown.status).toBe(400);
      expect(unknown.body.message).toBe(FIRING_TEXTS.queueGroupInvalid);
    } finally {
      ctx.clock.reset();
    }
  });

  it("counts fired, survived and lost, with rates by kiln, kind, cone, clay body and material", async () => {
    const potter = await signUp(ctx);
    const kiln = await ok(potter.client.post("/api/kilns", { name: "Big one" }));
    const porcelain = [await piece(potter, "P1", "wheel", ["Formed", "Trimmed"], "Porcelain"), await piece(potter, "P2", "wheel", ["Formed", "Trimmed"], "Porcelain")];
    const stoneware = [await piece(potter, "S1", "handbuilt", ["Formed"]), await piece(potter, "S2", "handbuilt", ["Formed"])];
    await ok(potter.client.post("/api/decoration-layers", { pieceId: porcelain[0], type: "Glaze", materialName: "Celadon" }));
    const f = await ok(potter.client.post("/api/firings", { kind: "bisque", kilnId: kiln.id, targetCone: "Cone 04", pieceIds: [...porcelain, ...stoneware] }));
    for (const status of ["loading", "firing", "cooling"]) await ok(potter.client.patch(`/api/firings/${f.id}`, { status }), 200);
    await ok(
      potter.client.patch(`/api/firings/${f.id}`, {
        status: "done",
        finishedAt: "2026-10-05T10:00:00Z",
        outcomes: [
          { pieceId: porcelain[0], outcome: "cracked" },
          { pieceId: stoneware[1], outcome: "blown up" },
        ],
      }),
      200,
    );
    const report = await ok(potter.client.get("/api/reports/losses?from=2026-10-01&to=2026-10-31"), 200);
    expect(report).toMatchObject({ fired: 4, survived: 2, lost: 2 });
    expect(report.byKiln).toEqual([{ label: "Big one", fired: 4, lost: 2, rate: 0.5 }]);
    expect(report.byClayBody.map((r: any) => [r.label, r.fired, r.lost, r.rate])).toEqual([
      ["Porcelain", 2, 1, 0.5],
      ["Stoneware", 2, 1, 0.5],
    ]);
    expect(report.byMaterial).toEqual([{ label: "Celadon", fired: 1, lost: 1, rate: 1 }]);
    expect(report.byCone[0]).toMatchObject({ label: "Cone 04", fired: 4, lost: 2 });
    expect((await potter.client.get("/api/reports/losses?from=2026-11-01")).body.fired).toBe(0);
    const backwards = await potter.client.get("/api/reports/losses?from=2026-10-31&to=2026-10-01");
    expect(backwards.status).toBe(400);
    expect(backwards.body.message).toBe(FIRING_TEXTS.rangeInvalid);
  });
});
