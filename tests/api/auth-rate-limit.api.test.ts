/**
 * product.md#r11 rate limits (docs/decisions/0011-rate-limits.md), without lock-outs by strangers
 * (docs/decisions/0106-lockout-free-rate-limits.md): strict per (address, IP), per IP and per known device;
 * the per-address count only slows down. In the database.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { AUTH_TEXTS } from "../../contract/auth/schemas";
import { GENERIC_MESSAGES } from "../../contract/common/schemas";
import { createApp } from "../../server/app";
import { rateLimits } from "../../server/db/schema";
import { throttleTimer } from "../../server/services/auth/login-throttle";
import { RATE_LIMITS } from "../../server/services/auth/auth-rate-limit";
import { anonymous, signUp, TEST_PASSWORD, uniqueEmail } from "../helpers/client";
import { mailSettled, readOutbox } from "../helpers/outbox";
import { createTestContext, type TestContext } from "../helpers/test-app";

let ctx: TestContext;
/** The slow-down delays the server asked for (recorded instead of waited out). */
const sleeps: number[] = [];
const realSleep = throttleTimer.sleep;
beforeAll(async () => {
  // Behind a trusted proxy the client address comes from X-Forwarded-For, so each test can be its own IP.
  ctx = await createTestContext({ env: { TRUST_PROXY: "true" } });
  throttleTimer.sleep = async (ms) => {
    sleeps.push(ms);
  };
});
beforeEach(() => {
  sleeps.length = 0;
});
afterAll(async () => {
  throttleTimer.sleep = realSleep;
  await ctx.close();
});

let ipCounter = 0;
function freshIp(): string {
  ipCounter += 1;
  return `203.0.113.${ipCounter}`;
}

const from = (ip: string) => anonymous(ctx, { "x-forwarded-for": ip });
const TOO_MANY = GENERIC_MESSAGES.tooManyAttempts;
const MOBILE = { "x-client-type": "mobile", "x-client-platform": "ios" };

describe("login", () => {
  it("[ASVS 6.3.1] answers 429 after 10 failed attempts for one address from one IP, even with the right password", async () => {
    const { email } = await signUp(ctx);
    const ip = freshIp();
    for (let i = 0; i < RATE_LIMITS.loginPerAddressIp.max; i++) {
      const res = await from(ip).post("/api/login", { email, password: "Wrong1234" });
      expect(res.status).toBe(401);
    }
    const blocked = await from(ip).post("/api/login", { email, password: TEST_PASSWORD });
    expect(blocked.status).toBe(429);
    expect(blocked.body).toEqual({ message: TOO_MANY, code: "TOO_MANY_ATTEMPTS" });
    expect(Number(blocked.headers.get("retry-after"))).toBeGreaterThan(0);
    // Letter case does not open a new counter.
    expect((await from(ip).post("/api/login", { email: email.toUpperCase(), password: TEST_PASSWORD })).status).toBe(429);
  });

  it("[ASVS 6.3.1] [ASVS 6.1.1] a stranger's failures from many IPs never lock the owner out", async () => {
    const { email } = await signUp(ctx);
    // The attack: wrong passwords for the address from anywhere, past the old per-address limit.
    for (let i = 0; i < RATE_LIMITS.loginPerAddress.max + 5; i++) {
      expect((await from(freshIp()).post("/api/login", { email, password: "Wrong1234" })).status).toBe(401);
    }
    // The owner, on a device that never signed in before, is slowed but let in.
    const owner = await from(freshIp()).post("/api/login", { email, password: TEST_PASSWORD });
    expect(owner.status).toBe(200);
    expect(owner.body.email).toBe(email.toLowerCase());
  });

  it("[ASVS 6.3.1] past the per-address ceiling every attempt waits, longer each time, right or wrong", async () => {
    const { email } = await signUp(ctx);
    for (let i = 0; i < RATE_LIMITS.loginPerAddress.max; i++) {
      await from(freshIp()).post("/api/login", { email, password: "Wrong1234" });
    }
    expect(sleeps).toEqual([]);
    for (let i = 0; i < 3; i++) {
      expect((await from(freshIp()).post("/api/login", { email, password: "Wrong1234" })).status).toBe(401);
    }
    expect(sleeps).toEqual([250, 500, 1000]);
    // The right password waits the same (the delay comes before the check), then signs in.
    expect((await from(freshIp()).post("/api/login", { email, password: TEST_PASSWORD })).status).toBe(200);
    expect(sleeps).toEqual([250, 500, 1000, 2000]);
  });

  it("[ASVS 6.3.1] a device that signed in before passes at once, even from an IP a stranger has used up", async () => {
    const { email } = await signUp(ctx);
    const shared = freshIp(); // e.g. one café's address, shared with the attacker
    const device = from(shared);
    expect((await device.post("/api/login", { email, password: TEST_PASSWORD })).status).toBe(200);
    expect(device.cookies.get("claybook_device")).toMatch(/^[\w-]+\.[\w-]+\.\d+\.[\w-]+$/);
    await device.post("/api/logout", {});
    expect(device.cookies.has("claybook_device")).toBe(true);

    for (let i = 0; i < RATE_LIMITS.loginPerAddressIp.max; i++) {
      await from(shared).post("/api/login", { email, password: "Wrong1234" });
    }
    for (let i = 0; i < 4; i++) await from(freshIp()).post("/api/login", { email, password: "Wrong1234" });
    // Without the device cookie the owner's café IP is refused for this address...
    expect((await from(shared).post("/api/login", { email, password: TEST_PASSWORD })).status).toBe(429);
    // ...with it, the owner signs in at once.
    sleeps.length = 0;
    const again = await device.post("/api/login", { email, password: TEST_PASSWORD });
    expect(again.status).toBe(200);
    expect(sleeps).toEqual([]);

    // The cookie speaks for its own address only, and a forged one for none.
    const other = await signUp(ctx);
    const stranger = from(shared);
    stranger.cookies.set("claybook_device", device.cookies.get("claybook_device")!);
    for (let i = 0; i < RATE_LIMITS.loginPerAddressIp.max; i++) {
      await from(shared).post("/api/login", { email: other.email, password: "Wrong1234" });
    }
    expect((await stranger.post("/api/login", { email: other.email, password: TEST_PASSWORD })).status).toBe(429);
    const forged = from(shared);
    forged.cookies.set("claybook_device", device.cookies.get("claybook_device")!.replace(/.$/, (ch) => (ch === "A" ? "B" : "A")));
    expect((await forged.post("/api/login", { email, password: TEST_PASSWORD })).status).toBe(429);
  });

  it("[ASVS 6.3.1] a device's own failures are still limited: 10, then 429", async () => {
    const { email } = await signUp(ctx);
    const device = from(freshIp());
    expect((await device.post("/api/login", { email, password: TEST_PASSWORD })).status).toBe(200);
    for (let i = 0; i < RATE_LIMITS.loginPerDevice.max; i++) {
      expect((await device.post("/api/login", { email, password: "Wrong1234" })).status).toBe(401);
    }
    expect((await device.post("/api/login", { email, password: TEST_PASSWORD })).status).toBe(429);
  });

  it("[ASVS 6.3.1] native sign-in answers an X-Device-Token that lets the app through the same way", async () => {
    const { email } = await signUp(ctx);
    const ip = freshIp();
    const first = await anonymous(ctx, { ...MOBILE, "x-forwarded-for": ip }).post("/api/login", { email, password: TEST_PASSWORD });
    expect(first.status).toBe(200);
    expect(first.headers.getSetCookie().some((c) => c.startsWith("claybook_device="))).toBe(false);
    const token = first.headers.get("x-device-token");
    expect(token).toBeTruthy();
    for (let i = 0; i < RATE_LIMITS.loginPerAddressIp.max; i++) {
      await from(ip).post("/api/login", { email, password: "Wrong1234" });
    }
    expect((await anonymous(ctx, { ...MOBILE, "x-forwarded-for": ip }).post("/api/login", { email, password: TEST_PASSWORD })).status).toBe(429);
    const app = anonymous(ctx, { ...MOBILE, "x-forwarded-for": ip, "x-device-token": token! });
    const res = await app.post("/api/login", { email, password: TEST_PASSWORD });
    expect(res.status).toBe(200);
    expect(res.body.accessToken).toBeTruthy();
  });

  it("opens again when the 15-minute window has passed", async () => {
    const { email } = await signUp(ctx);
    const ip = freshIp();
    ctx.clock.set("2026-02-01T08:00:00.000Z");
    try {
      for (let i = 0; i <= RATE_LIMITS.loginPerAddressIp.max; i++) {
        await from(ip).post("/api/login", { email, password: "Wrong1234" });
      }
      expect((await from(ip).post("/api/login", { email, password: TEST_PASSWORD })).status).toBe(429);
      ctx.clock.advance(15 * 60_000 + 1000);
      expect((await from(ip).post("/api/login", { email, password: TEST_PASSWORD })).status).toBe(200);
    } finally {
      ctx.clock.reset();
    }
  });

  it("answers an unknown address the same 429 as a known one", async () => {
    const email = uniqueEmail("ghost");
    const ip = freshIp();
    let last = 0;
    for (let i = 0; i <= RATE_LIMITS.loginPerAddressIp.max; i++) {
      last = (await from(ip).post("/api/login", { email, password: "Wrong1234" })).status;
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
    const ip = freshIp();
    const half = Math.ceil(RATE_LIMITS.loginPerAddressIp.max / 2);
    for (let i = 0; i < RATE_LIMITS.loginPerAddressIp.max; i++) {
      const app = i < half ? ctx.app : second;
      await app.request("/api/login", {
        method: "POST",
        headers: { "content-type": "application/json", "x-forwarded-for": ip },
        body: JSON.stringify({ email, password: "Wrong1234" }),
      });
    }
    const res = await second.request("/api/login", {
      method: "POST",
      headers: { "content-type": "application/json", "x-forwarded-for": ip },
      body: JSON.stringify({ email, password: TEST_PASSWORD }),
    });
    expect(res.status).toBe(429);
  });

  it("stores no e-mail address in the counters or the device cookie", async () => {
    const { email } = await signUp(ctx);
    await from(freshIp()).post("/api/login", { email, password: "Wrong1234" });
    const device = from(freshIp());
    await device.post("/api/login", { email, password: TEST_PASSWORD });
    const rows = await ctx.db.select().from(rateLimits);
    expect(rows.length).toBeGreaterThan(0);
    expect(JSON.stringify(rows)).not.toContain(email);
    const cookie = device.cookies.get("claybook_device")!;
    expect(cookie).toBeTruthy();
    expect(cookie).not.toContain(email.split("@")[0]!);
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
  it("answers 429 after 5 requests for one address from one IP, known or not, with the same answer", async () => {
    const { email } = await signUp(ctx);
    const unknown = uniqueEmail("nobody");
    for (const address of [email, unknown]) {
      const ip = freshIp();
      for (let i = 0; i < RATE_LIMITS.forgotPerAddressIp.max; i++) {
        const res = await from(ip).post("/api/forgot-password", { email: address });
        expect(res.status).toBe(200);
        expect(res.body.message).toBe(AUTH_TEXTS.forgotSuccess);
      }
      const blocked = await from(ip).post("/api/forgot-password", { email: address });
      expect(blocked.status).toBe(429);
      expect(blocked.body).toEqual({ message: TOO_MANY, code: "TOO_MANY_ATTEMPTS" });
    }
  });

  it("[ASVS 6.3.1] a stranger cannot block the owner's reset mail: requests from other IPs only slow it", async () => {
    const { email } = await signUp(ctx);
    for (let i = 0; i < RATE_LIMITS.forgotPerAddress.max + 3; i++) {
      expect((await from(freshIp()).post("/api/forgot-password", { email })).status).toBe(200);
    }
    await mailSettled();
    const before = readOutbox(ctx.dataDir).filter((m) => m.to.includes(email)).length;
    sleeps.length = 0;
    const owner = await from(freshIp()).post("/api/forgot-password", { email });
    expect(owner.status).toBe(200);
    expect(owner.body.message).toBe(AUTH_TEXTS.forgotSuccess);
    expect(sleeps.length).toBe(1);
    await mailSettled();
    expect(readOutbox(ctx.dataDir).filter((m) => m.to.includes(email)).length).toBe(before + 1);
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
