import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { users } from "../../server/db/schema";
import { createPromoCode, listPromoCodes } from "../../server/services/promo";
import { anonymous, signUp } from "../helpers/client";
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

describe("promo codes (D14)", () => {
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
