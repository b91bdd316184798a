import { eq } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { photos, refreshTokens, sessions, users } from "../../server/db/schema";
import { purgeExpiredAccounts, retentionPurgeJob } from "../../server/jobs/retention-purge";
import { JOBS } from "../../server/jobs/job-list";
import { runJobOnce } from "../../server/jobs/scheduler";
import { anonymous, signUp, TestClient } from "../helpers/client";
import { createTestContext, type TestContext } from "../helpers/test-app";

const DAY = 24 * 60 * 60 * 1000;
const START = new Date("2026-03-01T09:00:00.000Z");
const at = (days: number, extraMs = 0) => new Date(START.getTime() + days * DAY + extraMs);

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(async () => {
  await ctx.close();
});

async function newPotterAtStart() {
  ctx.clock.set(START);
  return signUp(ctx);
}

/** Web sessions last 30 days, as long as the trial: past day 29 a test signs in again at the moved clock. */
async function signIn(email: string, password: string): Promise<TestClient> {
  const client = anonymous(ctx);
  const res = await client.post("/api/login", { email, password });
  expect(res.status).toBe(200);
  return client;
}

async function pngBytes(): Promise<Buffer> {
  return sharp({ create: { width: 40, height: 30, channels: 3, background: { r: 200, g: 77, b: 47 } } }).png().toBuffer();
}

async function uploadPhoto(client: TestClient): Promise<string> {
  const form = new FormData();
  form.append("files", new Blob([new Uint8Array(await pngBytes())], { type: "image/png" }), "bowl.png");
  const res = await client.post("/api/uploads", form);
  expect(res.status).toBe(201);
  return res.body.data[0].url as string;
}

describe("trial status (product.md#r12)", () => {
  it("counts days at the boundaries: day 0, 20, 21, 30 and 31", async () => {
    const { client, email, password } = await newPotterAtStart();
    const day0 = await client.get("/api/trial-status");
    expect(day0.status).toBe(200);
    expect(day0.body).toMatchObject({
      trialEndDate: at(30).toISOString(),
      daysRemaining: 30,
      daysIntoTrial: 0,
      shouldShowReminder: false,
      subscriptionTier: "free",
      accountStatus: "active",
    });

    // One minute before day 20 there are still more than 10 days left: no reminder yet.
    ctx.clock.set(at(20, -60_000));
    expect((await client.get("/api/trial-status")).body).toMatchObject({ daysRemaining: 11, daysIntoTrial: 19, shouldShowReminder: false });

    ctx.clock.set(at(20));
    expect((await client.get("/api/trial-status")).body).toMatchObject({ daysRemaining: 10, daysIntoTrial: 20, shouldShowReminder: true });

    ctx.clock.set(at(21));
    expect((await client.get("/api/trial-status")).body).toMatchObject({ daysRemaining: 9, daysIntoTrial: 21, shouldShowReminder: true });

    // The last minute of the trial still counts as a day, and content is still open.
    ctx.clock.set(at(30, -60_000));
    expect((await client.get("/api/trial-status")).body).toMatchObject({ daysRemaining: 1, daysIntoTrial: 29, shouldShowReminder: true });
    expect((await client.get("/api/pieces")).status).toBe(200);

    ctx.clock.set(at(30));
    const later = await signIn(email, password);
    expect((await later.get("/api/trial-status")).body).toMatchObject({ daysRemaining: 0, daysIntoTrial: 30, shouldShowReminder: false });

    ctx.clock.set(at(31));
    expect((await later.get("/api/trial-status")).body).toMatchObject({ daysRemaining: 0, daysIntoTrial: 31, shouldShowReminder: false });
    ctx.clock.reset();
  });

  it("refuses content calls with 402 TRIAL_ENDED after expiry, and keeps trial, billing and account calls open", async () => {
    const potter = await newPotterAtStart();
    ctx.clock.set(at(30, -60_000));
    expect((await (await signIn(potter.email, potter.password)).get("/api/pieces")).status).toBe(200);

    ctx.clock.set(at(30));
    const client = await signIn(potter.email, potter.password);
    const pieces = await client.get("/api/pieces");
    expect(pieces.status).toBe(402);
    expect(pieces.body.code).toBe("TRIAL_ENDED");
    expect(typeof pieces.body.message).toBe("string");
    const create = await client.post("/api/pieces", { name: "Bowl" });
    expect(create.status).toBe(402);
    const upload = await client.post("/api/uploads", new FormData());
    expect(upload.status).toBe(402);

    expect((await client.get("/api/user")).status).toBe(200);
    expect((await client.get("/api/trial-status")).status).toBe(200);
    expect((await client.get("/api/subscription-plans?provider=stripe")).status).toBe(200);
    expect((await client.post("/api/trial-reminder-shown")).status).toBe(200);
    ctx.clock.reset();
  });

  it("needs a signed-in user", async () => {
    const nobody = anonymous(ctx);
    expect((await nobody.get("/api/trial-status")).status).toBe(401);
    expect((await nobody.post("/api/trial-reminder-shown")).status).toBe(401);
    expect((await nobody.post("/api/cancel-trial")).status).toBe(401);
  });
});

describe("trial reminder (product.md#r12)", () => {
  it("hides the reminder for 24 hours after it is marked shown", async () => {
    const { client, user } = await newPotterAtStart();
    ctx.clock.set(at(22));
    expect((await client.get("/api/trial-status")).body.shouldShowReminder).toBe(true);

    const marked = await client.post("/api/trial-reminder-shown");
    expect(marked.status).toBe(200);
    expect(marked.body.shouldShowReminder).toBe(false);
    const row = (await ctx.db.select().from(users).where(eq(users.id, user.id)))[0]!;
    expect(row.trialReminderShown).toBe(true);
    expect(row.trialReminderLastShown?.toISOString()).toBe(at(22).toISOString());

    ctx.clock.set(at(23, -60_000));
    expect((await client.get("/api/trial-status")).body.shouldShowReminder).toBe(false);
    ctx.clock.set(at(23));
    expect((await client.get("/api/trial-status")).body.shouldShowReminder).toBe(true);
    ctx.clock.reset();
  });

  it("never shows the reminder to a paid user", async () => {
    const { client, user, email, password } = await newPotterAtStart();
    await ctx.db.update(users).set({ subscriptionTier: "plus" }).where(eq(users.id, user.id));
    ctx.clock.set(at(25));
    const status = await client.get("/api/trial-status");
    expect(status.body).toMatchObject({ subscriptionTier: "plus", shouldShowReminder: false });
    // Paid users keep content access after the trial date.
    ctx.clock.set(at(40));
    expect((await (await signIn(email, password)).get("/api/pieces")).status).toBe(200);
    ctx.clock.reset();
  });
});

describe("cancel trial and retention (product.md#r13)", () => {
  it("cancels: canceled status, 60-day retention, every session ended, content refused at next sign-in", async () => {
    const { client, user, email, password } = await newPotterAtStart();
    const native = new TestClient(ctx, { "X-Client-Type": "mobile", "X-Client-Platform": "ios" });
    const nativeLogin = await native.post("/api/login", { email, password });
    expect(nativeLogin.status).toBe(200);

    ctx.clock.set(at(5));
    const res = await client.post("/api/cancel-trial");
    expect(res.status).toBe(200);
    expect(res.body.dataRetentionUntil).toBe(at(65).toISOString());

    const row = (await ctx.db.select().from(users).where(eq(users.id, user.id)))[0]!;
    expect(row.accountStatus).toBe("canceled");
    expect(row.canceledAt?.toISOString()).toBe(at(5).toISOString());
    expect(row.dataRetentionUntil?.toISOString()).toBe(at(65).toISOString());
    expect(await ctx.db.select().from(sessions).where(eq(sessions.userId, user.id))).toHaveLength(0);
    const tokens = await ctx.db.select().from(refreshTokens).where(eq(refreshTokens.userId, user.id));
    expect(tokens.every((t) => t.revokedAt !== null)).toBe(true);

    // The old cookie no longer works; signing in again works, and the status sends the user to /subscribe.
    expect((await client.get("/api/user")).status).toBe(401);
    const again = anonymous(ctx);
    expect((await again.post("/api/login", { email, password })).status).toBe(200);
    const status = await again.get("/api/trial-status");
    expect(status.body).toMatchObject({ accountStatus: "canceled", daysRemaining: 0, shouldShowReminder: false });
    expect((await again.get("/api/pieces")).status).toBe(402);
    expect((await again.post("/api/cancel-trial")).status).toBe(409);
    ctx.clock.reset();
  });

  it("refuses to cancel a paid plan here", async () => {
    const { client, user } = await newPotterAtStart();
    await ctx.db.update(users).set({ subscriptionTier: "plus" }).where(eq(users.id, user.id));
    const res = await client.post("/api/cancel-trial");
    expect(res.status).toBe(409);
    expect(res.body.message).toMatch(/Manage Subscription/);
    ctx.clock.reset();
  });

  it("purges canceled accounts past their retention date, rows and photos, and keeps them before", async () => {
    const { client: keeperClient, user: keeper } = await newPotterAtStart();
    const { client, user } = await newPotterAtStart();
    const url = await uploadPhoto(client);
    const created = await client.post("/api/inspirations", { name: "Celadon bowl", imageUrls: [url] });
    expect(created.status).toBe(201);
    const keeperUrl = await uploadPhoto(keeperClient);
    expect((await client.get(url)).status).toBe(200);

    ctx.clock.set(at(1));
    expect((await client.post("/api/cancel-trial")).status).toBe(200);

    // One minute before the retention date: kept.
    ctx.clock.set(at(61, -60_000));
    expect(await purgeExpiredAccounts(ctx.deps)).toBe(0);
    expect(await ctx.db.select().from(users).where(eq(users.id, user.id))).toHaveLength(1);
    expect(await ctx.db.select().from(photos).where(eq(photos.userId, user.id))).toHaveLength(1);

    ctx.clock.set(at(61, 60_000));
    expect(await purgeExpiredAccounts(ctx.deps)).toBe(1);
    expect(await ctx.db.select().from(users).where(eq(users.id, user.id))).toHaveLength(0);
    expect(await ctx.db.select().from(photos).where(eq(photos.userId, user.id))).toHaveLength(0);
    const key = url.slice("/api/photos/".length);
    expect(await ctx.deps.storage.get(key)).toBeNull();

    // The other potter and their photo are untouched.
    expect(await ctx.db.select().from(users).where(eq(users.id, keeper.id))).toHaveLength(1);
    expect(await ctx.deps.storage.get(keeperUrl.slice("/api/photos/".length))).not.toBeNull();
    ctx.clock.reset();
  });

  it("keeps an account that subscribed again before the date", async () => {
    const { client, user } = await newPotterAtStart();
    ctx.clock.set(at(1));
    expect((await client.post("/api/cancel-trial")).status).toBe(200);
    // What a tier change by a payment does (reactivation is covered in billing tests).
    await ctx.db
      .update(users)
      .set({ accountStatus: "active", dataRetentionUntil: null, subscriptionTier: "plus" })
      .where(eq(users.id, user.id));
    ctx.clock.set(at(100));
    await purgeExpiredAccounts(ctx.deps);
    expect(await ctx.db.select().from(users).where(eq(users.id, user.id))).toHaveLength(1);
    ctx.clock.reset();
  });

  it("is a registered job that runs once across servers (one queued run per interval)", async () => {
    expect(JOBS).toContain(retentionPurgeJob);
    ctx.clock.set(at(200));
    expect(await runJobOnce(ctx.deps, retentionPurgeJob)).toBe(true);
    // A second server at the same moment finds this interval's run queued.
    expect(await runJobOnce(ctx.deps, retentionPurgeJob)).toBe(false);
    ctx.clock.advance(retentionPurgeJob.intervalMs + 1000);
    expect(await runJobOnce(ctx.deps, retentionPurgeJob)).toBe(true);
    ctx.clock.reset();
  });
});

describe("test hook", () => {
  it("does not exist outside the browser-test configuration", async () => {
    const { email } = await newPotterAtStart();
    const res = await anonymous(ctx).post("/api/test/trial", { email, trialEndDate: at(1).toISOString() });
    expect(res.status).toBe(404);
    expect((await anonymous(ctx).post("/api/test/promo-codes", { code: "free", days: 100 })).status).toBe(404);
    const doc = await anonymous(ctx).get("/api/openapi.json");
    expect(Object.keys(doc.body.paths).some((p) => p.startsWith("/api/test/"))).toBe(false);
    ctx.clock.reset();
  });

  it("moves trial dates when enabled (NODE_ENV=test and CLAYBOOK_TEST_HOOKS=1)", async () => {
    const hooked = await createTestContext({ env: { CLAYBOOK_TEST_HOOKS: "1" } });
    try {
      const { client, email } = await signUp(hooked);
      const end = new Date(Date.now() - DAY).toISOString();
      const res = await anonymous(hooked).post("/api/test/trial", { email: email.toUpperCase(), trialEndDate: end });
      expect(res.status).toBe(200);
      expect((await client.get("/api/trial-status")).body.trialEndDate).toBe(end);
      expect((await client.get("/api/pieces")).status).toBe(402);
      expect((await anonymous(hooked).post("/api/test/promo-codes", { code: "E2E", days: 3 })).status).toBe(201);
      expect((await client.post("/api/promo-code/apply", { code: "e2e" })).status).toBe(200);
    } finally {
      await hooked.close();
    }
  });
});
