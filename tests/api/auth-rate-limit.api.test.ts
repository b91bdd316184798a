/**
 * D11 rate limits (docs/decisions/0011-rate-limits.md): per address and per client IP, in the database.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { AUTH_TEXTS } from "../../contract/auth/schemas";
import { GENERIC_MESSAGES } from "../../contract/common/schemas";
import { createApp } from "../../server/app";
import { rateLimits } from "../../server/db/schema";
import { RATE_LIMITS } from "../../server/services/auth-rate-limit";
import { anonymous, signUp, TEST_PASSWORD, uniqueEmail } from "../helpers/client";
import { createTestContext, type TestContext } from "../helpers/test-app";

let ctx: TestContext;
beforeAll(async () => {
  // Behind a trusted proxy the client address comes from X-Forwarded-For, so each test can be its own IP.
  ctx = await createTestContext({ env: { TRUST_PROXY: "true" } });
});
afterAll(async () => {
  await ctx.close();
});

let ipCounter = 0;
function freshIp(): string {
  ipCounter += 1;
  return `203.0.113.${ipCounter}`;
}

const from = (ip: string) => anonymous(ctx, { "x-forwarded-for": ip });
const TOO_MANY = GENERIC_MESSAGES.tooManyAttempts;

describe("login", () => {
  it("answers 429 after 10 failed attempts for one address, even with the right password", async () => {
    const { email } = await signUp(ctx);
    for (let i = 0; i < RATE_LIMITS.loginPerAddress.max; i++) {
      // A different IP each time: the per-address counter alone must stop it.
      const res = await from(freshIp()).post("/api/login", { email, password: "Wrong1234" });
      expect(res.status).toBe(401);
    }
    const blocked = await from(freshIp()).post("/api/login", { email, password: TEST_PASSWORD });
    expect(blocked.status).toBe(429);
    expect(blocked.body).toEqual({ message: TOO_MANY, code: "TOO_MANY_ATTEMPTS" });
    expect(Number(blocked.headers.get("retry-after"))).toBeGreaterThan(0);
    // Letter case does not open a new counter.
    expect((await from(freshIp()).post("/api/login", { email: email.toUpperCase(), password: TEST_PASSWORD })).status).toBe(429);
  });

  it("opens again when the 15-minute window has passed", async () => {
    const { email } = await signUp(ctx);
    ctx.clock.set("2026-02-01T08:00:00.000Z");
    try {
      for (let i = 0; i <= RATE_LIMITS.loginPerAddress.max; i++) {
        await from(freshIp()).post("/api/login", { email, password: "Wrong1234" });
      }
      expect((await from(freshIp()).post("/api/login", { email, password: TEST_PASSWORD })).status).toBe(429);
      ctx.clock.advance(15 * 60_000 + 1000);
      expect((await from(freshIp()).post("/api/login", { email, password: TEST_PASSWORD })).status).toBe(200);
    } finally {
      ctx.clock.reset();
    }
  });

  it("answers an unknown address the same 429 as a known one", async () => {
    const email = uniqueEmail("ghost");
    let last = 0;
    for (let i = 0; i <= RATE_LIMITS.loginPerAddress.max; i++) {
      last = (await from(freshIp()).post("/api/login", { email, password: "Wrong1234" })).status;
    }
    expect(last).toBe(429);
  });

  it("does not count successful sign-ins", async () => {
    const { email } = await signUp(ctx);
    const ip = freshIp();
    for (let i = 0; i < RATE_LIMITS.loginPerAddress.max + 5; i++) {
      expect((await from(ip).post("/api/login", { email, password: TEST_PASSWORD })).status).toBe(200);
    }
  });

  it("answers 429 after 50 failed attempts from one IP across many addresses", async () => {
    const ip = freshIp();
    const attempts = Array.from({ length: RATE_LIMITS.loginPerIp.max }, (_, i) =>
      from(ip).post("/api/login", { email: `spray-${i}-${uniqueEmail()}`, password: "Wrong1234" }),
    );
    const statuses = (await Promise.all(attempts)).map((r) => r.status);
    expect(statuses.every((s) => s === 401)).toBe(true);
    const blocked = await from(ip).post("/api/login", { email: uniqueEmail(), password: "Wrong1234" });
    expect(blocked.status).toBe(429);
    expect(blocked.body.message).toBe(TOO_MANY);
    // Another IP is not affected.
    expect((await from(freshIp()).post("/api/login", { email: uniqueEmail(), password: "Wrong1234" })).status).toBe(401);
  });

  it("uses the proxy's own (last) X-Forwarded-For entry, so a forged first entry does not help", async () => {
    const proxySeen = freshIp();
    for (let i = 0; i < RATE_LIMITS.loginPerIp.max; i++) {
      await from(`10.9.${i}.1, ${proxySeen}`).post("/api/login", { email: uniqueEmail(), password: "Wrong1234" });
    }
    const res = await from(`10.9.99.1, ${proxySeen}`).post("/api/login", { email: uniqueEmail(), password: "Wrong1234" });
    expect(res.status).toBe(429);
  });

  it("holds across server instances: the counter lives in the database", async () => {
    const { email } = await signUp(ctx);
    const second = createApp(ctx.deps);
    const half = Math.ceil(RATE_LIMITS.loginPerAddress.max / 2);
    for (let i = 0; i < RATE_LIMITS.loginPerAddress.max; i++) {
      const app = i < half ? ctx.app : second;
      await app.request("/api/login", {
        method: "POST",
        headers: { "content-type": "application/json", "x-forwarded-for": freshIp() },
        body: JSON.stringify({ email, password: "Wrong1234" }),
      });
    }
    const res = await second.request("/api/login", {
      method: "POST",
      headers: { "content-type": "application/json", "x-forwarded-for": freshIp() },
      body: JSON.stringify({ email, password: TEST_PASSWORD }),
    });
    expect(res.status).toBe(429);
  });

  it("stores no e-mail address in the counters", async () => {
    const { email } = await signUp(ctx);
    await from(freshIp()).post("/api/login", { email, password: "Wrong1234" });
    const rows = await ctx.db.select().from(rateLimits);
    expect(rows.length).toBeGreaterThan(0);
    expect(JSON.stringify(rows)).not.toContain(email);
  });
});

describe("registration", () => {
  it("answers 429 after 10 attempts for one address", async () => {
    const email = uniqueEmail("reg");
    const body = { firstName: "Maria", lastName: "Martinez", email, password: TEST_PASSWORD };
    const statuses: number[] = [];
    for (let i = 0; i < RATE_LIMITS.registerPerAddress.max; i++) {
      statuses.push((await from(freshIp()).post("/api/register", body)).status);
    }
    expect(statuses[0]).toBe(201);
    expect(statuses.slice(1).every((s) => s === 409)).toBe(true);
    const blocked = await from(freshIp()).post("/api/register", body);
    expect(blocked.status).toBe(429);
    expect(blocked.body).toEqual({ message: TOO_MANY, code: "TOO_MANY_ATTEMPTS" });
  });

  it("answers 429 after 30 registrations from one IP", async () => {
    const ip = freshIp();
    for (let i = 0; i < RATE_LIMITS.registerPerIp.max; i++) {
      const res = await from(ip).post("/api/register", {
        firstName: "Maria",
        lastName: "Martinez",
        email: uniqueEmail("bulk"),
        password: "x", // refused by validation before counting: does not count
      });
      expect(res.status).toBe(400);
    }
    for (let i = 0; i < RATE_LIMITS.registerPerIp.max; i++) {
      const res = await from(ip).post("/api/register", {
        firstName: "Maria",
        lastName: "Martinez",
        email: uniqueEmail("bulk"),
        password: TEST_PASSWORD,
      });
      expect(res.status).toBe(201);
    }
    const blocked = await from(ip).post("/api/register", {
      firstName: "Maria",
      lastName: "Martinez",
      email: uniqueEmail("bulk"),
      password: TEST_PASSWORD,
    });
    expect(blocked.status).toBe(429);
    expect(blocked.body.message).toBe(TOO_MANY);
  });
});

describe("forgot password", () => {
  it("answers 429 after 5 requests for one address, known or not, with the same answer", async () => {
    const { email } = await signUp(ctx);
    const unknown = uniqueEmail("nobody");
    for (const address of [email, unknown]) {
      for (let i = 0; i < RATE_LIMITS.forgotPerAddress.max; i++) {
        const res = await from(freshIp()).post("/api/forgot-password", { email: address });
        expect(res.status).toBe(200);
        expect(res.body.message).toBe(AUTH_TEXTS.forgotSuccess);
      }
      const blocked = await from(freshIp()).post("/api/forgot-password", { email: address });
      expect(blocked.status).toBe(429);
      expect(blocked.body).toEqual({ message: TOO_MANY, code: "TOO_MANY_ATTEMPTS" });
    }
  });

  it("answers 429 after 20 requests from one IP", async () => {
    const ip = freshIp();
    for (let i = 0; i < RATE_LIMITS.forgotPerIp.max; i++) {
      expect((await from(ip).post("/api/forgot-password", { email: uniqueEmail() })).status).toBe(200);
    }
    const blocked = await from(ip).post("/api/forgot-password", { email: uniqueEmail() });
    expect(blocked.status).toBe(429);
    expect(blocked.body.message).toBe(TOO_MANY);
  });
});

describe("without a trusted proxy", () => {
  it("ignores X-Forwarded-For: a caller cannot pick its own address", async () => {
    const plain = await createTestContext();
    try {
      const { email } = await signUp(plain);
      // Each request claims another address; the per-address limit still applies to all of them.
      for (let i = 0; i < RATE_LIMITS.loginPerAddress.max; i++) {
        await anonymous(plain, { "x-forwarded-for": `198.51.100.${i}` }).post("/api/login", { email, password: "Wrong1234" });
      }
      const res = await anonymous(plain, { "x-forwarded-for": "198.51.100.200" }).post("/api/login", {
        email,
        password: TEST_PASSWORD,
      });
      expect(res.status).toBe(429);
      const rows = await plain.db.select().from(rateLimits);
      expect(rows.some((r) => r.key.startsWith("login:ip"))).toBe(false);
    } finally {
      await plain.close();
    }
  });
});
