/**
 * Native delivery (docs/decisions/0138-web-push.md "Native"): GET /api/reminders/upcoming answers what the app
 * schedules on the device, one notification a day at the potter's daily time in their zone on the days something
 * becomes due, with what is already due in the first; snoozes move a piece, 'not a concern' and Finished leave it out,
 * a pause empties the list. Runs on PGlite, and on PostgreSQL with TEST_DATABASE_URL.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { anonymous, signUp, type SignedInUser } from "../helpers/client";
import { createTestContext, type TestContext } from "../helpers/test-app";

let ctx: TestContext;
let carol: SignedInUser;
let bob: SignedInUser;

// 18:00 in Tokyo; the next 08:00 there is 23:00 UTC the same day.
const START = new Date("2026-03-02T09:00:00Z");

beforeAll(async () => {
  ctx = await createTestContext();
  ctx.clock.set(START);
  carol = await signUp(ctx, { firstName: "Carol" });
  bob = await signUp(ctx, { firstName: "Bob" });
  const saved = await carol.client.patch("/api/reminder-settings", { dailyTime: "08:00", timeZone: "Asia/Tokyo" });
  expect(saved.status, saved.text).toBe(200);
});
afterAll(async () => {
  await ctx.close();
});

async function makePiece(owner: SignedInUser, name: string, stage: string, date: string, type = "wheel") {
  const res = await owner.client.post("/api/pieces", { name, type, clayBody: "Stoneware", stages: [{ stage, date, location: "Shelf" }] });
  expect(res.status, res.text).toBe(201);
  return (res.body as { id: number }).id;
}

describe("the reminders ahead, for the device to schedule", () => {
  it("one a day at 08:00 Tokyo time on the days pieces become due, counting what is due by then and naming the new ones", async () => {
    await makePiece(carol, "Old bowl", "Formed", "2026-02-20T10:00:00Z");
    await makePiece(carol, "Mug A", "Formed", "2026-03-01T10:00:00Z");
    await makePiece(carol, "Mug B", "Formed", "2026-03-01T11:00:00Z");
    await makePiece(carol, "Vase", "Bisqued", "2026-03-01T00:00:00Z");
    await makePiece(carol, "Finished jar", "Finished", "2026-01-01T00:00:00Z");
    const dismissed = await makePiece(carol, "Dismissed cup", "Formed", "2026-02-20T10:00:00Z");
    const snoozed = await makePiece(carol, "Snoozed plate", "Formed", "2026-02-20T10:00:00Z");
    expect((await carol.client.post(`/api/reminders/piece-${dismissed}-formed/dismiss`, {})).status).toBe(200);
    expect((await carol.client.post(`/api/reminders/piece-${snoozed}-formed/snooze`, { days: 7 })).status).toBe(200);

    const res = await carol.client.get("/api/reminders/upcoming");
    expect(res.status, res.text).toBe(200);
    expect(res.body).toEqual({
      data: [
        { at: "2026-03-02T23:00:00.000Z", count: 1, title: "Claybook: 1 piece needs you today", body: "Old bowl", url: "/today" },
        { at: "2026-03-03T23:00:00.000Z", count: 3, title: "Claybook: 3 pieces need you today", body: "Mug A, Mug B", url: "/today" },
        // Snoozed until 2026-03-09T09:00Z: the next 08:00 in Tokyo after that.
        { at: "2026-03-09T23:00:00.000Z", count: 4, title: "Claybook: 4 pieces need you today", body: "Snoozed plate", url: "/today" },
        // Bisqued on 1 March, 30 days: due 31 March 00:00 UTC, told at 08:00 Tokyo on 1 April.
        { at: "2026-03-31T23:00:00.000Z", count: 5, title: "Claybook: 5 pieces need you today", body: "Vase", url: "/today" },
      ],
    });
  });

  it("names three pieces and counts the rest when many become due on one day", async () => {
    const dana = await signUp(ctx, { firstName: "Dana" });
    for (const name of ["Bowl 1", "Bowl 2", "Bowl 3", "Bowl 4", "Bowl 5"]) await makePiece(dana, name, "Formed", "2026-03-01T08:00:00Z");
    const res = await dana.client.get("/api/reminders/upcoming");
    expect(res.status).toBe(200);
    // UTC at 08:00 (the defaults): 3 March 08:00 is the first daily time after they are due (3 March 08:00 exactly).
    expect(res.body.data).toEqual([
      { at: "2026-03-03T08:00:00.000Z", count: 5, title: "Claybook: 5 pieces need you today", body: "Bowl 1, Bowl 2, Bowl 3 and 2 more", url: "/today" },
    ]);
  });

  it("is the caller's own: another potter's pieces never appear", async () => {
    const res = await bob.client.get("/api/reminders/upcoming");
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ data: [] });
  });

  it("is empty while reminders are paused, and needs sign-in", async () => {
    expect((await carol.client.patch("/api/reminder-settings", { paused: true })).status).toBe(200);
    expect((await carol.client.get("/api/reminders/upcoming")).body).toEqual({ data: [] });
    expect((await carol.client.patch("/api/reminder-settings", { paused: false })).status).toBe(200);
    expect((await anonymous(ctx).get("/api/reminders/upcoming")).status).toBe(401);
  });
});
