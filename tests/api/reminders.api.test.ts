/**
 * Reminders (product.md#r170, product.md#r171): settings (defaults, validation), the due list under a controlled clock
 * (time in stage since the current stage entry's date), snooze, 'not a concern', a new stage entry ending a reminder,
 * owner-only, and the export. Runs on PGlite, and on PostgreSQL with TEST_DATABASE_URL.
 */
import { strFromU8, unzipSync } from "fflate";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { REMINDER_TEXTS } from "../../contract/reminders/texts";
import { signUp, type SignedInUser } from "../helpers/client";
import { createTestContext, type TestContext } from "../helpers/test-app";

let ctx: TestContext;
let alice: SignedInUser;
let bob: SignedInUser;

const DAY = 24 * 60 * 60 * 1000;
const START = new Date("2026-03-02T09:00:00Z");

beforeAll(async () => {
  ctx = await createTestContext();
  ctx.clock.set(START);
  alice = await signUp(ctx, { firstName: "Alice" });
  bob = await signUp(ctx, { firstName: "Bob" });
});
afterAll(async () => {
  await ctx.close();
});

async function makePiece(owner: SignedInUser, name: string, type: string, stages: { stage: string; date: string; location?: string }[]) {
  const res = await owner.client.post("/api/pieces", {
    name,
    type,
    clayBody: "Stoneware",
    stages: stages.map((s) => ({ stage: s.stage, date: s.date, location: s.location ?? "Drying Rack" })),
  });
  expect(res.status, res.text).toBe(201);
  return res.body as { id: number };
}

describe("reminder settings", () => {
  it("answers the defaults until saved: Formed 2, Trimmed 10, Bisqued 30, Glazed 14, no channel, 08:00 UTC", async () => {
    const res = await alice.client.get("/api/reminder-settings");
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      thresholds: { Formed: 2, Trimmed: 10, Bisqued: 30, Glazed: 14 },
      channels: { email: false, push: false },
      dailyTime: "08:00",
      timeZone: "UTC",
      paused: false,
      // Never saved: the screen saves the device's zone over the UTC default (product.md#r235).
      saved: false,
    });
  });

  it("saves a part of the settings and keeps the rest; null turns a threshold off", async () => {
    const res = await alice.client.patch("/api/reminder-settings", {
      thresholds: { Glazed: null, Bisqued: 21 },
      channels: { email: true },
      dailyTime: "07:30",
      timeZone: "Asia/Tokyo",
    });
    expect(res.status, res.text).toBe(200);
    expect(res.body).toEqual({
      thresholds: { Formed: 2, Trimmed: 10, Bisqued: 21, Glazed: null },
      channels: { email: true, push: false },
      dailyTime: "07:30",
      timeZone: "Asia/Tokyo",
      paused: false,
      saved: true,
    });
    expect((await alice.client.get("/api/reminder-settings")).body).toEqual(res.body);
    const back = await alice.client.patch("/api/reminder-settings", { thresholds: { Glazed: 14, Bisqued: 30 }, timeZone: "UTC", dailyTime: "08:00" });
    expect(back.body.thresholds).toEqual({ Formed: 2, Trimmed: 10, Bisqued: 30, Glazed: 14 });
  });

  it.each([
    [{ thresholds: { Formed: 0 } }, REMINDER_TEXTS.thresholdRange],
    [{ thresholds: { Formed: 366 } }, REMINDER_TEXTS.thresholdRange],
    [{ thresholds: { Formed: 2.5 } }, REMINDER_TEXTS.thresholdRange],
    [{ thresholds: { Finished: 3 } }, null],
    [{ channels: { sms: true } }, null],
    [{ dailyTime: "8:00" }, REMINDER_TEXTS.dailyTimeFormat],
    [{ dailyTime: "24:00" }, REMINDER_TEXTS.dailyTimeFormat],
    [{ timeZone: "Mars/Olympus_Mons" }, REMINDER_TEXTS.timeZoneUnknown],
  ])("refuses %j with 400 and stores nothing", async (body, message) => {
    const before = (await bob.client.get("/api/reminder-settings")).body;
    const res = await bob.client.patch("/api/reminder-settings", body);
    expect(res.status).toBe(400);
    if (message) expect(res.body.message).toBe(message);
    expect((await bob.client.get("/api/reminder-settings")).body).toEqual(before);
  });

  it("needs sign-in", async () => {
    const res = await ctx.app.request("/api/reminder-settings");
    expect(res.status).toBe(401);
  });
});

describe("what is due", () => {
  beforeEach(() => ctx.clock.set(START));

  it("lists a piece once it has been in its stage longer than the threshold, counted from the stage entry's date", async () => {
    const potter = await signUp(ctx);
    // Formed on Mar 1 (threshold 2 days): due from Mar 3 09:00.
    const bowl = await makePiece(potter, "Bowl", "wheel", [{ stage: "Formed", date: "2026-03-01T09:00:00Z", location: "Shelf 2" }]);
    // Formed long ago but Trimmed yesterday: in Trimmed 1 day, not due (threshold 10).
    await makePiece(potter, "Mug", "wheel", [
      { stage: "Formed", date: "2026-01-01T09:00:00Z" },
      { stage: "Trimmed", date: "2026-03-01T09:00:00Z" },
    ]);
    // A hand-built piece in Formed is drying, not waiting to be trimmed.
    const slab = await makePiece(potter, "Slab plate", "handbuilt", [{ stage: "Formed", date: "2026-02-20T09:00:00Z" }]);
    // Finished never reminds.
    await makePiece(potter, "Vase", "wheel", [{ stage: "Finished", date: "2025-01-01T09:00:00Z" }]);

    const now = await potter.client.get("/api/reminders");
    expect(now.status).toBe(200);
    expect(now.body.data).toEqual([
      {
        key: `piece-${slab.id}-formed`,
        kind: "drying",
        pieceId: slab.id,
        stage: "Formed",
        daysInStage: 10,
        dueSince: "2026-02-22T09:00:00.000Z",
        pieceName: "Slab plate",
        pieceType: "handbuilt",
        location: "Drying Rack",
      },
    ]);

    ctx.clock.set("2026-03-03T09:00:00Z");
    const later = await potter.client.get("/api/reminders");
    expect(later.body.data.map((r: { key: string }) => r.key)).toEqual([`piece-${slab.id}-formed`, `piece-${bowl.id}-formed`]);
    expect(later.body.data[1]).toMatchObject({ kind: "trim", daysInStage: 2, location: "Shelf 2", dueSince: "2026-03-03T09:00:00.000Z" });
  });

  it("follows the potter's thresholds, and an off threshold reminds never", async () => {
    const potter = await signUp(ctx);
    const jar = await makePiece(potter, "Jar", "wheel", [{ stage: "Bisqued", date: "2026-02-20T09:00:00Z" }]);
    expect((await potter.client.get("/api/reminders")).body.data).toEqual([]);
    await potter.client.patch("/api/reminder-settings", { thresholds: { Bisqued: 7 } });
    expect((await potter.client.get("/api/reminders")).body.data).toMatchObject([{ key: `piece-${jar.id}-bisqued`, kind: "glaze", daysInStage: 10 }]);
    await potter.client.patch("/api/reminder-settings", { thresholds: { Bisqued: null } });
    expect((await potter.client.get("/api/reminders")).body.data).toEqual([]);
  });

  it("ends with a new stage entry; snooze hides it for the days chosen; 'not a concern' hides it for that stage only", async () => {
    const potter = await signUp(ctx);
    const a = await makePiece(potter, "A", "wheel", [{ stage: "Formed", date: "2026-02-01T09:00:00Z" }]);
    const b = await makePiece(potter, "B", "wheel", [{ stage: "Formed", date: "2026-02-01T09:00:00Z" }]);
    const c = await makePiece(potter, "C", "wheel", [{ stage: "Formed", date: "2026-02-01T09:00:00Z" }]);
    const keys = async () => (await potter.client.get("/api/reminders")).body.data.map((r: { key: string }) => r.key).sort();
    expect(await keys()).toEqual([`piece-${a.id}-formed`, `piece-${b.id}-formed`, `piece-${c.id}-formed`].sort());

    // A is trimmed today: its Formed reminder ends; Trimmed starts counting from today.
    const trimmed = await potter.client.post("/api/stage-history", { pieceId: a.id, stage: "Trimmed", date: START.toISOString(), location: "Shelf" });
    expect(trimmed.status, trimmed.text).toBe(201);
    const snooze = await potter.client.post(`/api/reminders/piece-${b.id}-formed/snooze`, { days: 3 });
    expect(snooze.status, snooze.text).toBe(200);
    expect(snooze.body.message).toBe("Snoozed for 3 days");
    const dismiss = await potter.client.post(`/api/reminders/piece-${c.id}-formed/dismiss`);
    expect(dismiss.status, dismiss.text).toBe(200);
    expect(dismiss.body.message).toBe(REMINDER_TEXTS.dismissed);
    expect(await keys()).toEqual([]);

    // Three days later the snooze is over; the dismissal holds.
    ctx.clock.set(new Date(START.getTime() + 3 * DAY + 1000));
    expect(await keys()).toEqual([`piece-${b.id}-formed`]);

    // C reaches Trimmed and stays there too long: a new stage, a new reminder.
    await potter.client.post("/api/stage-history", { pieceId: c.id, stage: "Trimmed", date: "2026-03-02T09:00:00Z", location: "Shelf" });
    ctx.clock.set(new Date(START.getTime() + 11 * DAY));
    expect(await keys()).toEqual([`piece-${a.id}-trimmed`, `piece-${b.id}-formed`, `piece-${c.id}-trimmed`].sort());
  });

  it("Undo of a snooze or 'not a concern' makes the reminder due again; another potter's key answers 404", async () => {
    const potter = await signUp(ctx);
    const a = await makePiece(potter, "A", "wheel", [{ stage: "Formed", date: "2026-02-01T09:00:00Z" }]);
    const b = await makePiece(potter, "B", "wheel", [{ stage: "Formed", date: "2026-02-01T09:00:00Z" }]);
    const keys = async () => (await potter.client.get("/api/reminders")).body.data.map((r: { key: string }) => r.key).sort();
    await potter.client.post(`/api/reminders/piece-${a.id}-formed/snooze`, { days: 7 });
    await potter.client.post(`/api/reminders/piece-${b.id}-formed/dismiss`);
    expect(await keys()).toEqual([]);

    expect((await bob.client.delete(`/api/reminders/piece-${a.id}-formed/mute`)).status).toBe(404);
    expect(await keys()).toEqual([]);
    for (const piece of [a, b]) {
      const res = await potter.client.delete(`/api/reminders/piece-${piece.id}-formed/mute`);
      expect(res.status, res.text).toBe(200);
      expect(res.body.message).toBe(REMINDER_TEXTS.unmuted);
    }
    expect(await keys()).toEqual([`piece-${a.id}-formed`, `piece-${b.id}-formed`].sort());
    // Nothing left to undo answers the same; a key that is no reminder is refused.
    expect((await potter.client.delete(`/api/reminders/piece-${a.id}-formed/mute`)).status).toBe(200);
    expect((await potter.client.delete(`/api/reminders/not-a-key/mute`)).status).toBe(400);
    expect((await potter.client.delete(`/api/reminders/piece-${a.id}-glazed/mute`)).status).toBe(404);
  });

  it("lists what a snooze holds back, not what is due or 'not a concern', until the snooze ends or is lifted (product.md#r248)", async () => {
    const potter = await signUp(ctx);
    const a = await makePiece(potter, "A", "wheel", [{ stage: "Formed", date: "2026-02-01T09:00:00Z", location: "Shelf 3" }]);
    const b = await makePiece(potter, "B", "wheel", [{ stage: "Formed", date: "2026-02-01T09:00:00Z" }]);
    const c = await makePiece(potter, "C", "wheel", [{ stage: "Formed", date: "2026-02-01T09:00:00Z" }]);
    const snoozed = async (who = potter) => {
      const res = await who.client.get("/api/reminders/snoozed");
      expect(res.status, res.text).toBe(200);
      return res.body.data as { key: string }[];
    };
    expect(await snoozed()).toEqual([]);
    await potter.client.post(`/api/reminders/piece-${a.id}-formed/snooze`, { days: 3 });
    await potter.client.post(`/api/reminders/piece-${b.id}-formed/dismiss`);
    // The same item as Today shows it, so the screen can name it and lift it.
    expect(await snoozed()).toEqual([
      {
        key: `piece-${a.id}-formed`,
        kind: "trim",
        pieceId: a.id,
        stage: "Formed",
        daysInStage: 29,
        dueSince: "2026-02-03T09:00:00.000Z",
        pieceName: "A",
        pieceType: "wheel",
        location: "Shelf 3",
      },
    ]);
    expect((await potter.client.get("/api/reminders")).body.data.map((r: { key: string }) => r.key)).toEqual([`piece-${c.id}-formed`]);
    // Another potter sees none of it.
    expect(await snoozed(bob)).toEqual([]);
    // Lifted: due again, no longer snoozed.
    expect((await potter.client.delete(`/api/reminders/piece-${a.id}-formed/mute`)).status).toBe(200);
    expect(await snoozed()).toEqual([]);
    // A snooze that has run out is no longer listed.
    await potter.client.post(`/api/reminders/piece-${c.id}-formed/snooze`, { days: 1 });
    expect((await snoozed()).map((r) => r.key)).toEqual([`piece-${c.id}-formed`]);
    ctx.clock.set(new Date(START.getTime() + DAY + 1000));
    expect(await snoozed()).toEqual([]);
  });

  it("refuses a bad snooze and answers 404 for another potter's piece, an unknown piece or a stage the piece has left", async () => {
    const piece = await makePiece(alice, "Alice bowl", "wheel", [{ stage: "Formed", date: "2026-02-01T09:00:00Z" }]);
    const key = `piece-${piece.id}-formed`;
    for (const days of [0, 2, 30, "3", null]) {
      const res = await alice.client.post(`/api/reminders/${key}/snooze`, { days });
      expect(res.status, JSON.stringify(days)).toBe(400);
      expect(res.body.message).toBe(REMINDER_TEXTS.snoozeDays);
    }
    expect((await alice.client.post(`/api/reminders/not-a-key/snooze`, { days: 1 })).status).toBe(400);
    for (const path of [`/api/reminders/${key}/snooze`, `/api/reminders/${key}/dismiss`]) {
      const res = await bob.client.post(path, path.endsWith("snooze") ? { days: 1 } : undefined);
      expect(res.status).toBe(404);
      expect(res.body.message).toBe(REMINDER_TEXTS.notFound);
    }
    expect((await alice.client.post(`/api/reminders/piece-2147483000-formed/dismiss`)).status).toBe(404);
    expect((await alice.client.post(`/api/reminders/piece-${piece.id}-glazed/dismiss`)).status).toBe(404);
    // Bob's attempts changed nothing: the reminder is still due for Alice, and Bob sees none of hers.
    expect((await alice.client.get("/api/reminders")).body.data.map((r: { key: string }) => r.key)).toContain(key);
    expect((await bob.client.get("/api/reminders")).body.data).toEqual([]);
  });

  it("carries the settings and snoozes in the export", async () => {
    const potter = await signUp(ctx);
    const piece = await makePiece(potter, "Exported", "wheel", [{ stage: "Formed", date: "2026-02-01T09:00:00Z" }]);
    await potter.client.patch("/api/reminder-settings", { dailyTime: "06:45", timeZone: "America/New_York" });
    await potter.client.post(`/api/reminders/piece-${piece.id}-formed/dismiss`);
    const res = await ctx.app.request("/api/export", { headers: { cookie: potter.client.cookieHeader() ?? "" } });
    expect(res.status).toBe(200);
    const files = unzipSync(new Uint8Array(await res.arrayBuffer()));
    const json = (name: string) => JSON.parse(strFromU8(files[name]!));
    expect(json("reminder_settings.json")).toMatchObject([{ dailyTime: "06:45", timeZone: "America/New_York" }]);
    expect(json("reminder_mutes.json")).toMatchObject([{ key: `piece-${piece.id}-formed`, dismissed: true }]);
  });
});
