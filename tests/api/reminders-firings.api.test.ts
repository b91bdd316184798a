/**
 * The firings' reminders (product.md#r170): a planned firing is due on its planned date (in the potter's time zone), a
 * firing cooling for more than 24 hours is due for unloading; snooze, 'not a concern' and a status change end them;
 * another potter's firing answers 404; the digest mail names the firing and links to it; the reminders ahead count
 * them. Runs on PGlite, and on PostgreSQL with TEST_DATABASE_URL.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { deliverDueReminders } from "../../server/services/reminders/reminders-delivery";
import { signUp, type SignedInUser } from "../helpers/client";
import { readOutbox } from "../helpers/outbox";
import { createTestContext, type TestContext } from "../helpers/test-app";

let ctx: TestContext;
let erin: SignedInUser;
let bob: SignedInUser;
let kilnId: number;

// 04:00 in New York on 2 March.
const START = "2026-03-02T09:00:00Z";
const HOUR = 60 * 60 * 1000;

beforeAll(async () => {
  ctx = await createTestContext();
  ctx.clock.set(new Date(Date.parse(START) - 30 * HOUR));
  erin = await signUp(ctx, { firstName: "Erin" });
  bob = await signUp(ctx, { firstName: "Bob" });
  expect((await erin.client.patch("/api/reminder-settings", { timeZone: "America/New_York", channels: { email: true } })).status).toBe(200);
  const kiln = await erin.client.post("/api/kilns", { name: "Skutt" });
  expect(kiln.status, kiln.text).toBe(201);
  kilnId = kiln.body.id;
});
afterAll(async () => {
  await ctx.close();
});

async function firing(body: Record<string, unknown>): Promise<number> {
  const res = await erin.client.post("/api/firings", { kind: "bisque", kilnId, ...body });
  expect(res.status, res.text).toBe(201);
  return res.body.id;
}

async function moveTo(id: number, ...statuses: string[]) {
  for (const status of statuses) {
    const res = await erin.client.patch(`/api/firings/${id}`, { status });
    expect(res.status, res.text).toBe(200);
  }
}

const dueKeys = async (who = erin) => ((await who.client.get("/api/reminders")).body.data as { key: string }[]).map((r) => r.key).sort();

describe("firings in the reminders", () => {
  let today: number;
  let tomorrow: number;
  let cooledLong: number;
  let cooledShort: number;

  it("a planned firing is due on its date where the potter lives; a firing cooling over 24 hours is due for unloading", async () => {
    // 30 hours before START: a glaze firing goes into cooling.
    cooledLong = await firing({ kind: "glaze" });
    await moveTo(cooledLong, "loading", "firing", "cooling");
    ctx.clock.set(new Date(Date.parse(START) - 2 * HOUR));
    cooledShort = await firing({});
    await moveTo(cooledShort, "loading", "firing", "cooling");
    ctx.clock.set(START);
    // 2 March in New York (it is still 1 March nowhere that matters: 04:00 local).
    today = await firing({ plannedDate: "2026-03-02" });
    tomorrow = await firing({ plannedDate: "2026-03-03" });

    const res = await erin.client.get("/api/reminders");
    expect(res.status, res.text).toBe(200);
    expect(res.body.data).toEqual([
      {
        key: `firing-${cooledLong}-unload`,
        kind: "firing-unload",
        firingId: cooledLong,
        daysInStage: 1,
        dueSince: new Date(Date.parse(START) - 6 * HOUR).toISOString(),
        firingTitle: "Glaze firing",
        kilnName: "Skutt",
      },
      {
        key: `firing-${today}-planned`,
        kind: "firing-planned",
        firingId: today,
        daysInStage: 0,
        dueSince: "2026-03-02T05:00:00.000Z",
        firingTitle: "Bisque firing",
        kilnName: "Skutt",
      },
    ]);
    expect(await dueKeys()).not.toContain(`firing-${tomorrow}-planned`);
    expect(await dueKeys()).not.toContain(`firing-${cooledShort}-unload`);
  });

  it("the digest names each firing and links to it", async () => {
    ctx.clock.set("2026-03-02T13:00:00Z"); // 08:00 in New York
    await deliverDueReminders(ctx.deps);
    const mail = readOutbox(ctx.dataDir).find((m) => m.to.includes(erin.email));
    expect(mail?.subject).toBe("Claybook: 2 reminders for today");
    expect(mail?.text).toContain(`- Glaze firing in Skutt: cooling for over a day, record what came out (firings to unload): ${ctx.config.appUrl}/firings/${cooledLong}`);
    expect(mail?.text).toContain(`- Bisque firing in Skutt: planned for today (firings today): ${ctx.config.appUrl}/firings/${today}`);
  });

  it("snooze, 'not a concern' and a status change end them; another potter's firing answers 404", async () => {
    expect((await bob.client.post(`/api/reminders/firing-${today}-planned/snooze`, { days: 1 })).status).toBe(404);
    expect((await erin.client.post(`/api/reminders/firing-${tomorrow}-unload/dismiss`, {})).status).toBe(404);
    expect((await erin.client.post(`/api/reminders/firing-${today}-planned/snooze`, { days: 1 })).status).toBe(200);
    expect(await dueKeys()).toEqual([`firing-${cooledLong}-unload`]);
    await moveTo(cooledLong, "done");
    expect(await dueKeys()).toEqual([]);
    expect((await erin.client.post(`/api/reminders/firing-${cooledShort}-unload/dismiss`, {})).status).toBe(200);
    ctx.clock.set(new Date(Date.parse(START) + 2 * 24 * HOUR).toISOString());
    // The snooze is over; the short cooling one was dismissed; tomorrow's planned firing is due now too.
    expect(await dueKeys()).toEqual([`firing-${today}-planned`, `firing-${tomorrow}-planned`].sort());
    await moveTo(today, "loading");
    expect(await dueKeys()).toEqual([`firing-${tomorrow}-planned`]);
  });

  it("the reminders ahead count a planned firing on its day", async () => {
    const frank = await signUp(ctx, { firstName: "Frank" });
    const res = await frank.client.post("/api/firings", { kind: "glaze", plannedDate: "2026-03-10" });
    expect(res.status, res.text).toBe(201);
    const ahead = await frank.client.get("/api/reminders/upcoming");
    expect(ahead.body.data).toEqual([
      { at: "2026-03-10T08:00:00.000Z", count: 1, title: "Claybook: 1 reminder for today", body: "Glaze firing", url: "/today" },
    ]);
  });
});
