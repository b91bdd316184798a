/**
 * Delivery with the app closed (product.md#r172): the daily job under a controlled clock. Each potter gets the digest
 * at their daily time in their time zone; a piece, stage and rule is delivered once, across a restart and two runs at
 * once; a snooze, a dismissal and a new stage entry stop it; the mail (from the outbox) has its subject, links,
 * unsubscribe link and List-Unsubscribe headers, and the link works without sign-in. Runs on PGlite, and on PostgreSQL
 * with TEST_DATABASE_URL (where the two runs at once use two connections).
 */
import { eq } from "drizzle-orm";
import { readFileSync } from "node:fs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { REMINDER_TEXTS } from "../../contract/reminders/texts";
import { reminderDeliveries, reminderSettings } from "../../server/db/schema";
import { buildDeps } from "../../server/deps";
import { runJobOnce } from "../../server/jobs/scheduler";
import { remindersDigestJob } from "../../server/jobs/reminders-digest";
import { createLogger } from "../../server/logger";
import { deliverDueReminders } from "../../server/services/reminders/reminders-delivery";
import { signUnsubscribeToken } from "../../server/auth/unsubscribe-token";
import { signUp, type SignedInUser } from "../helpers/client";
import { readOutbox, type OutboxMail } from "../helpers/outbox";
import { createTestContext, type TestContext } from "../helpers/test-app";

let ctx: TestContext;

beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(async () => {
  await ctx.close();
});

async function potterWith(settings: Record<string, unknown>, at: string): Promise<SignedInUser> {
  ctx.clock.set(at);
  const potter = await signUp(ctx);
  const res = await potter.client.patch("/api/reminder-settings", { channels: { email: true }, ...settings });
  expect(res.status, res.text).toBe(200);
  return potter;
}

async function formedPiece(potter: SignedInUser, name: string, date: string, type = "wheel"): Promise<number> {
  const res = await potter.client.post("/api/pieces", { name, type, clayBody: "Stoneware", stages: [{ stage: "Formed", date, location: "Shelf 3" }] });
  expect(res.status, res.text).toBe(201);
  return res.body.id;
}

const mailsTo = (potter: SignedInUser): OutboxMail[] => readOutbox(ctx.dataDir).filter((m) => m.to.includes(potter.email));
const runAt = async (at: string) => {
  ctx.clock.set(at);
  return deliverDueReminders(ctx.deps);
};

describe("the daily reminder job", () => {
  it("delivers at 08:00 local in Tokyo and in New York, each once per piece and stage", async () => {
    // January: Tokyo is UTC+9, New York UTC-5. Saved on Jan 6 at 14:00 UTC (23:00 in Tokyo, 09:00 in New York), so
    // each one's next 08:00 is Jan 7 local. Both pieces were formed on Jan 4 (threshold 2 days): due since Jan 6.
    const tokyo = await potterWith({ timeZone: "Asia/Tokyo", dailyTime: "08:00" }, "2026-01-06T14:00:00Z");
    const newYork = await potterWith({ timeZone: "America/New_York", dailyTime: "08:00" }, "2026-01-06T14:00:00Z");
    await formedPiece(tokyo, "Tokyo bowl", "2026-01-04T00:00:00Z");
    await formedPiece(newYork, "New York bowl", "2026-01-04T00:00:00Z");

    // Jan 7 08:00 in Tokyo is Jan 6 23:00 UTC; a minute before, nothing.
    await runAt("2026-01-06T22:59:00Z");
    expect(mailsTo(tokyo)).toHaveLength(0);
    await runAt("2026-01-06T23:00:00Z");
    expect(mailsTo(tokyo)).toHaveLength(1);
    expect(mailsTo(tokyo)[0]!.text).toContain("Tokyo bowl: Formed for 2 days");
    expect(mailsTo(tokyo)[0]!.text).not.toContain("New York bowl");
    expect(mailsTo(newYork)).toHaveLength(0);

    // Jan 7 08:00 in New York is 13:00 UTC.
    await runAt("2026-01-07T12:59:00Z");
    expect(mailsTo(newYork)).toHaveLength(0);
    await runAt("2026-01-07T13:00:00Z");
    expect(mailsTo(newYork)).toHaveLength(1);
    expect(mailsTo(newYork)[0]!.text).toContain("New York bowl: Formed for 3 days");

    // The following days: still due, but already delivered, so no second line (no mail at all).
    await runAt("2026-01-08T23:30:00Z");
    await runAt("2026-01-09T23:30:00Z");
    expect(mailsTo(tokyo)).toHaveLength(1);
    expect(mailsTo(newYork)).toHaveLength(1);
  });

  it("never sends a line twice: not across a restart, not with two runs at once", async () => {
    const potter = await potterWith({ timeZone: "Europe/London", dailyTime: "09:00" }, "2026-02-01T00:00:00Z");
    await formedPiece(potter, "Jar one", "2026-01-20T00:00:00Z");
    await formedPiece(potter, "Jar two", "2026-01-20T00:00:00Z");
    ctx.clock.set("2026-02-01T09:00:00Z");
    // Two runs at once (on PostgreSQL, two connections): the unique delivery key lets one send.
    const second = buildDeps(ctx.config, ctx.deps.database, createLogger("silent"), ctx.clock.now);
    await Promise.all([deliverDueReminders(ctx.deps), deliverDueReminders(second)]);
    expect(mailsTo(potter)).toHaveLength(1);
    expect(mailsTo(potter)[0]!.subject).toBe(REMINDER_TEXTS.digestSubject(2));

    // A restart: new dependencies on the same database, the job's run claimed afresh the next day.
    const restarted = buildDeps(ctx.config, ctx.deps.database, createLogger("silent"), ctx.clock.now);
    ctx.clock.set("2026-02-02T09:00:00Z");
    expect(await runJobOnce(restarted, remindersDigestJob)).toBe(true);
    expect(mailsTo(potter)).toHaveLength(1);
    const rows = await ctx.db.select().from(reminderDeliveries).where(eq(reminderDeliveries.userId, potter.user.id));
    expect(rows).toHaveLength(2);
    expect(rows.every((r) => r.channel === "email")).toBe(true);

    // A third piece becoming due is delivered alone.
    await formedPiece(potter, "Jar three", "2026-02-01T00:00:00Z");
    await runAt("2026-02-03T09:00:00Z");
    expect(mailsTo(potter)).toHaveLength(2);
    expect(mailsTo(potter)[1]!.subject).toBe(REMINDER_TEXTS.digestSubject(1));
    expect(mailsTo(potter)[1]!.text).toContain("Jar three");
    expect(mailsTo(potter)[1]!.text).not.toContain("Jar one");
  });

  it("leaves out what was snoozed, dismissed or moved to a new stage, and sends nothing while paused", async () => {
    const potter = await potterWith({ dailyTime: "08:00" }, "2026-04-01T00:00:00Z");
    const snoozed = await formedPiece(potter, "Snoozed cup", "2026-03-20T00:00:00Z");
    const dismissed = await formedPiece(potter, "Dismissed cup", "2026-03-20T00:00:00Z");
    const trimmed = await formedPiece(potter, "Trimmed cup", "2026-03-20T00:00:00Z");
    await formedPiece(potter, "Waiting cup", "2026-03-20T00:00:00Z");
    expect((await potter.client.post(`/api/reminders/piece-${snoozed}-formed/snooze`, { days: 7 })).status).toBe(200);
    expect((await potter.client.post(`/api/reminders/piece-${dismissed}-formed/dismiss`)).status).toBe(200);
    expect((await potter.client.post("/api/stage-history", { pieceId: trimmed, stage: "Trimmed", location: "Shelf" })).status).toBe(201);

    await potter.client.patch("/api/reminder-settings", { paused: true });
    await runAt("2026-04-01T08:00:00Z");
    expect(mailsTo(potter)).toHaveLength(0);
    ctx.clock.set("2026-04-01T12:00:00Z");
    await potter.client.patch("/api/reminder-settings", { paused: false });
    await runAt("2026-04-02T08:00:00Z");
    expect(mailsTo(potter)).toHaveLength(1);
    const text = mailsTo(potter)[0]!.text;
    expect(text).toContain("Waiting cup");
    for (const name of ["Snoozed cup", "Dismissed cup", "Trimmed cup"]) expect(text).not.toContain(name);

    // The snooze ends after 7 days: the snoozed cup comes, once.
    await runAt("2026-04-09T08:00:00Z");
    expect(mailsTo(potter)).toHaveLength(2);
    expect(mailsTo(potter)[1]!.text).toContain("Snoozed cup");
  });

  it("writes a digest with a subject, links to each piece and to Today, and a working one-click unsubscribe", async () => {
    const potter = await potterWith({ dailyTime: "07:00", timeZone: "UTC" }, "2026-05-01T00:00:00Z");
    const id = await formedPiece(potter, "Moon <jar>", "2026-04-01T00:00:00Z");
    await runAt("2026-05-01T07:00:00Z");
    const [mail] = mailsTo(potter);
    expect(mail!.subject).toBe("Claybook: 1 piece needs you today");
    const appUrl = ctx.config.appUrl;
    expect(mail!.text).toContain(`Moon <jar>: Formed for 30 days (to trim): ${appUrl}/pieces/${id}`);
    expect(mail!.text).toContain(`${REMINDER_TEXTS.digestOpenToday}: ${appUrl}/today`);
    const token = signUnsubscribeToken(ctx.config.tokenSecret, potter.user.id);
    const link = `${appUrl}/unsubscribe/${token}`;
    expect(mail!.text).toContain(`${REMINDER_TEXTS.digestUnsubscribe}: ${link}`);
    // The HTML part escapes the potter's text.
    expect(mail!.text).toContain("Moon &lt;jar&gt;");
    // Headers unfolded (RFC 5322: a line break before white space is folding).
    const raw = readFileSync(mail!.file, "utf8").replace(/\r?\n(?=[ \t])/g, "");
    expect(raw).toMatch(new RegExp(`^List-Unsubscribe: <${link.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}>$`, "m"));
    expect(raw).toMatch(/^List-Unsubscribe-Post: List-Unsubscribe=One-Click$/m);

    // The link opens a confirmation page without sign-in; opening it changes nothing.
    const path = new URL(link).pathname;
    const page = await ctx.app.request(path);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain(REMINDER_TEXTS.unsubscribeButton);
    expect((await potter.client.get("/api/reminder-settings")).body.channels.email).toBe(true);
    // A forged or another potter's token does nothing.
    const forged = await ctx.app.request(path.replace(/.$/, (c) => (c === "A" ? "B" : "A")), {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: "List-Unsubscribe=One-Click",
    });
    expect(forged.status).toBe(404);
    expect(await forged.text()).toContain(REMINDER_TEXTS.unsubscribeInvalid);
    // The mail program's one-click POST (RFC 8058) turns reminder e-mails off, and nothing else.
    const done = await ctx.app.request(path, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: "List-Unsubscribe=One-Click",
    });
    expect(done.status).toBe(200);
    expect(await done.text()).toContain(REMINDER_TEXTS.unsubscribeDone);
    const settings = (await potter.client.get("/api/reminder-settings")).body;
    expect(settings.channels.email).toBe(false);
    expect(settings.dailyTime).toBe("07:00");
    // No more mails.
    await formedPiece(potter, "Later jar", "2026-04-01T00:00:00Z");
    await runAt("2026-05-02T07:00:00Z");
    expect(mailsTo(potter)).toHaveLength(1);
    const row = await ctx.db.select().from(reminderSettings).where(eq(reminderSettings.userId, potter.user.id));
    expect(row[0]!.emailEnabled).toBe(false);
  });
});
