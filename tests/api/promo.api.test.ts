import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { GENERIC_MESSAGES } from "../../contract/common/schemas";
import { users } from "../../server/db/schema";
import { createPromoCode, listPromoCodes } from "../../server/services/billing/promo";
import { RATE_LIMITS } from "../../server/services/auth/auth-rate-limit";
import { anonymous, signUp, TestClient } from "../helpers/client";
import { createTestContext, type TestContext } from "../helpers/test-app";

const DAY = 24 * 60 * 60 * 1000;
const START = new Date("2026-05-01T12:00:00.000Z");

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
  await createPromoCode(ctx.db, "KILNFIRE", 14, START);
  await createPromoCode(ctx.db, "clayday", 7, START);
});
afterAll(async () => {
  await ctx.close();
});

async function potter() {
  ctx.clock.set(START);
  return signUp(ctx);
}

describe("promo codes (product.md#r14)", () => {
  it("extends the trial from the current trial end, case-insensitively, and records the code", async () => {
    const { client, user } = await potter();
    ctx.clock.set(new Date(START.getTime() + 5 * DAY));
    const res = await client.post("/api/promo-code/apply", { code: "  kilnFIRE " });
    expect(res.status).toBe(200);
    const expected = new Date(START.getTime() + (30 + 14) * DAY).toISOString();
    expect(res.body.newTrialEndDate).toBe(expected);
    const row = (await ctx.db.select().from(users).where(eq(users.id, user.id)))[0]!;
    expect(row.trialEndDate?.toISOString()).toBe(expected);
    expect(row.usedPromoCode).toBe("kilnfire");
    expect((await client.get("/api/trial-status")).body.daysRemaining).toBe(30 + 14 - 5);
    expect((await client.get("/api/user")).body.usedPromoCode).toBe("kilnfire");
    ctx.clock.reset();
  });

  it("extends from now when the trial has already ended", async () => {
    const { email, password } = await potter();
    const later = new Date(START.getTime() + 40 * DAY);
    ctx.clock.set(later);
    const client = anonymous(ctx);
    expect((await client.post("/api/login", { email, password })).status).toBe(200);
    expect((await client.get("/api/pieces")).status).toBe(402);
    const res = await client.post("/api/promo-code/apply", { code: "CLAYDAY" });
    expect(res.status).toBe(200);
    expect(res.body.newTrialEndDate).toBe(new Date(later.getTime() + 7 * DAY).toISOString());
    expect((await client.get("/api/pieces")).status).toBe(200);
    ctx.clock.reset();
  });

  it("gives each refusal its own message: unknown code, second promo, paid plan, blank", async () => {
    const { client, user } = await potter();
    const unknown = await client.post("/api/promo-code/apply", { code: "NOPE" });
    expect(unknown.status).toBe(400);
    expect(unknown.body.message).toBe("Invalid promo code");

    expect((await client.post("/api/promo-code/apply", { code: "clayday" })).status).toBe(200);
    const second = await client.post("/api/promo-code/apply", { code: "kilnfire" });
    expect(second.status).toBe(409);
    expect(second.body.message).toBe("You have already used a promo code");

    const blank = await client.post("/api/promo-code/apply", { code: "   " });
    expect(blank.status).toBe(400);
    expect(blank.body.message).toBe("Promo code is required");
    expect((await client.post("/api/promo-code/apply", { code: "x".repeat(51) })).status).toBe(400);

    const paid = await potter();
    await ctx.db.update(users).set({ subscriptionTier: "plus" }).where(eq(users.id, paid.user.id));
    const onPaid = await paid.client.post("/api/promo-code/apply", { code: "clayday" });
    expect(onPaid.status).toBe(409);
    expect(onPaid.body.message).toBe("Promo codes are only available during the free trial");

    const row = (await ctx.db.select().from(users).where(eq(users.id, user.id)))[0]!;
    expect(row.usedPromoCode).toBe("clayday");
    expect((await anonymous(ctx).post("/api/promo-code/apply", { code: "clayday" })).status).toBe(401);
    ctx.clock.reset();
  });

  it("lets only one of two parallel applies through", async () => {
    const { client, user } = await potter();
    const [a, b] = await Promise.all([
      client.post("/api/promo-code/apply", { code: "clayday" }),
      client.post("/api/promo-code/apply", { code: "kilnfire" }),
    ]);
    expect([a.status, b.status].sort()).toEqual([200, 409]);
    const row = (await ctx.db.select().from(users).where(eq(users.id, user.id)))[0]!;
    const days = (row.trialEndDate!.getTime() - START.getTime()) / DAY;
    expect([37, 44]).toContain(days);
    ctx.clock.reset();
  });

  it("stores codes lower-case, refuses duplicates and bad input from operators", async () => {
    await expect(createPromoCode(ctx.db, "Kilnfire", 3, START)).rejects.toThrow(/already exists/);
    await expect(createPromoCode(ctx.db, "bad code!", 3, START)).rejects.toThrow(/letters, digits/);
    await expect(createPromoCode(ctx.db, "ok", 0, START)).rejects.toThrow(/--days/);
    const codes = (await listPromoCodes(ctx.db)).map((r) => r.code);
    expect(codes).toEqual(expect.arrayContaining(["kilnfire", "clayday"]));
  });
});

describe("promo guessing (product.md#r14, docs/decisions/0011-rate-limits.md)", () => {
  let proxied: TestContext;
  beforeAll(async () => {
    // Behind a trusted proxy each test request can name its own client IP.
    proxied = await createTestContext({ env: { TRUST_PROXY: "true" } });
    await createPromoCode(proxied.db, "GLAZEDAY", 7, new Date());
  });
  afterAll(async () => {
    await proxied?.close();
  });

  /** The same session, seen from another client IP. */
  function fromIp(client: TestClient, ip: string): TestClient {
    const copy = new TestClient(proxied, { "x-forwarded-for": ip });
    for (const [name, value] of client.cookies) copy.cookies.set(name, value);
    return copy;
  }

  it("[ASVS 2.4.1] answers 429 with the rate-limit text after 10 guesses by one account, even for a real code", async () => {
    const { client, user } = await signUp(proxied);
    for (let i = 0; i < RATE_LIMITS.promoPerAccount.max; i++) {
      // A different IP each time: the per-account counter alone must stop it.
      const res = await fromIp(client, `198.51.100.${i + 1}`).post("/api/promo-code/apply", { code: `GUESS${i}` });
      expect(res.status).toBe(400);
    }
    const blocked = await fromIp(client, "198.51.100.99").post("/api/promo-code/apply", { code: "GLAZEDAY" });
    expect(blocked.status).toBe(429);
    expect(blocked.body).toEqual({ message: GENERIC_MESSAGES.tooManyAttempts, code: "TOO_MANY_ATTEMPTS" });
    expect(Number(blocked.headers.get("retry-after"))).toBeGreaterThan(0);
    const row = (await proxied.db.select().from(users).where(eq(users.id, user.id)))[0]!;
    expect(row.usedPromoCode).toBeNull();
    // Another account is not affected.
    const other = await signUp(proxied);
    expect((await fromIp(other.client, "198.51.100.98").post("/api/promo-code/apply", { code: "GLAZEDAY" })).status).toBe(200);
  });

  it("[ASVS 2.4.1] answers 429 after 30 guesses from one IP across accounts", async () => {
    const ip = "203.0.113.77";
    let sent = 0;
    while (sent < RATE_LIMITS.promoPerIp.max) {
      const { client } = await signUp(proxied);
      for (let i = 0; i < 5 && sent < RATE_LIMITS.promoPerIp.max; i++, sent++) {
        expect((await fromIp(client, ip).post("/api/promo-code/apply", { code: `SPRAY${sent}` })).status).toBe(400);
      }
    }
    const fresh = await signUp(proxied);
    const blocked = await fromIp(fresh.client, ip).post("/api/promo-code/apply", { code: "GLAZEDAY" });
    expect(blocked.status).toBe(429);
    expect(blocked.body.message).toBe(GENERIC_MESSAGES.tooManyAttempts);
    expect((await fromIp(fresh.client, "203.0.113.78").post("/api/promo-code/apply", { code: "GLAZEDAY" })).status).toBe(200);
  });
});
