/**
 * Web sign-up, sign-in, sessions and their product.md#r46, product.md#r34 messages (product.md#r9–product.md#r11).
 */
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { AUTH_TEXTS } from "../../contract/auth/schemas";
import { sessions, users } from "../../server/db/schema";
import { anonymous, signUp, TEST_PASSWORD, TestClient, uniqueEmail } from "../helpers/client";
import { createTestContext, type TestContext } from "../helpers/test-app";

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(async () => {
  await ctx.close();
});

const valid = () => ({ firstName: "Maria", lastName: "Martinez", email: uniqueEmail(), password: TEST_PASSWORD });

function sessionCookieLine(headers: Headers): string {
  const line = headers.getSetCookie().find((l) => l.startsWith("claybook_session="));
  if (!line) throw new Error("no session cookie was set");
  return line;
}

describe("registration", () => {
  it("creates the account, signs the web client in and starts the 30-day trial", async () => {
    const client = anonymous(ctx);
    const body = { ...valid(), firstName: "  Maria ", lastName: " Martinez  " };
    ctx.clock.set("2026-03-01T10:00:00.000Z");
    try {
      const res = await client.post("/api/register", body);
      expect(res.status).toBe(201);
      expect(res.body).toMatchObject({
        email: body.email.toLowerCase(),
        firstName: "Maria",
        lastName: "Martinez",
        subscriptionTier: "free",
        accountStatus: "active",
        trialStartDate: "2026-03-01T10:00:00.000Z",
        trialEndDate: "2026-03-31T10:00:00.000Z",
        trialReminderShown: false,
        paymentProvider: "stripe",
      });
      expect(res.body).not.toHaveProperty("accessToken");
      const me = await client.get("/api/user");
      expect(me.status).toBe(200);
      expect(me.body.id).toBe(res.body.id);
    } finally {
      ctx.clock.reset();
    }
  });

  it.each([
    ["firstName", "", AUTH_TEXTS.firstNameRequired],
    ["firstName", "   ", AUTH_TEXTS.firstNameRequired],
    ["firstName", "M", AUTH_TEXTS.firstNameMin],
    ["firstName", "M".repeat(51), AUTH_TEXTS.firstNameMax],
    ["lastName", "", AUTH_TEXTS.lastNameRequired],
    ["lastName", "K", AUTH_TEXTS.lastNameMin],
    ["lastName", "K".repeat(51), AUTH_TEXTS.lastNameMax],
    ["email", "", AUTH_TEXTS.invalidEmail],
    ["email", "   ", AUTH_TEXTS.invalidEmail],
    ["email", "not-an-address", AUTH_TEXTS.invalidEmail],
    ["email", "a@b", AUTH_TEXTS.invalidEmail],
    ["email", `${"x".repeat(250)}@example.com`, AUTH_TEXTS.invalidEmail],
    ["password", "", AUTH_TEXTS.passwordMin],
    ["password", "Short1", AUTH_TEXTS.passwordMin],
    ["password", "nocapital1", AUTH_TEXTS.passwordUppercase],
    ["password", "NoNumberHere", AUTH_TEXTS.passwordNumber],
    ["password", `A1${"x".repeat(255)}`, AUTH_TEXTS.passwordMax],
  ])("refuses %s = %j with the spec's message", async (field, value, message) => {
    const res = await anonymous(ctx).post("/api/register", { ...valid(), [field]: value });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(message);
    expect(res.body.errors[field]).toBe(message);
  });

  it("refuses missing fields with the required messages", async () => {
    const res = await anonymous(ctx).post("/api/register", {});
    expect(res.status).toBe(400);
    expect(res.body.errors).toMatchObject({
      email: AUTH_TEXTS.emailRequired,
      password: AUTH_TEXTS.passwordRequired,
    });
    expect(res.body.errors.firstName).toBeTruthy();
    expect(res.body.errors.lastName).toBeTruthy();
  });

  it("accepts a 50-character name and a 256-character password (the limits themselves)", async () => {
    const res = await anonymous(ctx).post("/api/register", {
      ...valid(),
      firstName: "M".repeat(50),
      password: `A1${"x".repeat(254)}`,
    });
    expect(res.status).toBe(201);
  });

  it("[ASVS 6.2.4] refuses a password among the 10,000 most common, whatever its letter case, and stores nothing", async () => {
    // 'Password1' meets the spec's rules (8 characters, an uppercase letter, a number) yet is among the most used.
    for (const password of ["Password1", "PASSWORD1", "Qwerty123", "Passw0rd"]) {
      const body = { ...valid(), password };
      const res = await anonymous(ctx).post("/api/register", body);
      expect(res.status, password).toBe(400);
      expect(res.body).toEqual({ message: AUTH_TEXTS.passwordCommon, errors: { password: AUTH_TEXTS.passwordCommon }, code: "INVALID_INPUT" });
      expect(res.headers.getSetCookie()).toHaveLength(0);
      expect(await ctx.db.select().from(users).where(sql`lower(${users.email}) = ${body.email.toLowerCase()}`)).toHaveLength(0);
    }
    expect(AUTH_TEXTS.passwordCommon).toBe("This password is too common. Choose another.");
    // An uncommon password of the same shape is fine.
    expect((await anonymous(ctx).post("/api/register", { ...valid(), password: "Sgraffito7Kiln" })).status).toBe(201);
  });

  it("answers 409 'Email already in use' for a taken address, in any letter case", async () => {
    const { email } = await signUp(ctx);
    const res = await anonymous(ctx).post("/api/register", { ...valid(), email: email.toUpperCase() });
    expect(res.status).toBe(409);
    expect(res.body.message).toBe(AUTH_TEXTS.emailInUse);
    expect(res.headers.getSetCookie()).toHaveLength(0);
  });

  it("creates one account from two parallel registrations with one address", async () => {
    const email = uniqueEmail("race");
    const [a, b] = await Promise.all([
      anonymous(ctx).post("/api/register", { ...valid(), email }),
      anonymous(ctx).post("/api/register", { ...valid(), email: email.toUpperCase() }),
    ]);
    expect([a.status, b.status].sort()).toEqual([201, 409]);
    const loser = a.status === 409 ? a : b;
    expect(loser.body.message).toBe(AUTH_TEXTS.emailInUse);
    const rows = await ctx.db.select().from(users).where(sql`lower(${users.email}) = ${email.toLowerCase()}`);
    expect(rows).toHaveLength(1);
  });

  it("stores the password as an argon2id hash and never answers it", async () => {
    const { client, user, email } = await signUp(ctx);
    const [row] = await ctx.db.select().from(users).where(eq(users.id, user.id));
    expect(row!.passwordHash).toMatch(/^\$argon2id\$/);
    expect(row!.passwordHash).not.toContain(TEST_PASSWORD);
    const me = await client.get("/api/user");
    const login = await anonymous(ctx).post("/api/login", { email, password: TEST_PASSWORD });
    for (const res of [me, login]) {
      expect(res.text).not.toContain("argon2");
      expect(res.text).not.toContain(row!.passwordHash);
      expect(res.body).not.toHaveProperty("password");
      expect(res.body).not.toHaveProperty("passwordHash");
      expect(res.body).not.toHaveProperty("stripeCustomerId");
    }
  });
});

describe("login", () => {
  it("signs in with the right password (address in any case, surrounding spaces trimmed)", async () => {
    const { email, user } = await signUp(ctx);
    const client = anonymous(ctx);
    const res = await client.post("/api/login", { email: `  ${email.toUpperCase()} `, password: TEST_PASSWORD });
    expect(res.status).toBe(200);
    expect(res.body.id).toBe(user.id);
    expect((await client.get("/api/user")).body.email).toBe(email.toLowerCase());
  });

  it("answers 401 'Invalid credentials' for a wrong password", async () => {
    const { email } = await signUp(ctx);
    const res = await anonymous(ctx).post("/api/login", { email, password: "Wrong1234" });
    expect(res.status).toBe(401);
    expect(res.body).toEqual({ message: AUTH_TEXTS.invalidCredentials, code: "NOT_SIGNED_IN" });
    expect(res.headers.getSetCookie()).toHaveLength(0);
  });

  it("answers an unknown address exactly like a wrong password", async () => {
    const { email } = await signUp(ctx);
    const wrong = await anonymous(ctx).post("/api/login", { email, password: "Wrong1234" });
    const unknown = await anonymous(ctx).post("/api/login", { email: uniqueEmail("nobody"), password: "Wrong1234" });
    expect(unknown.status).toBe(wrong.status);
    expect(unknown.body).toEqual(wrong.body);
  });

  it.each([
    [{ password: "x" }, "email", AUTH_TEXTS.emailRequired],
    [{ email: "   ", password: "x" }, "email", AUTH_TEXTS.emailRequired],
    [{ email: "a@b.co" }, "password", AUTH_TEXTS.passwordRequired],
    [{ email: "a@b.co", password: "" }, "password", AUTH_TEXTS.passwordRequired],
    [{ email: "a@b.co", password: 12345678 }, "password", AUTH_TEXTS.passwordRequired],
    [{ email: "a@b.co", password: "x".repeat(257) }, "password", AUTH_TEXTS.passwordMax],
  ])("refuses %j with the spec's message", async (body, field, message) => {
    const res = await anonymous(ctx).post("/api/login", body);
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(message);
    expect(res.body.errors[field]).toBe(message);
  });

  it("rotates the session at login: the cookie held before signing in stops working", async () => {
    const { client, email } = await signUp(ctx);
    const before = client.cookies.get("claybook_session")!;
    const res = await client.post("/api/login", { email, password: TEST_PASSWORD });
    expect(res.status).toBe(200);
    const after = client.cookies.get("claybook_session")!;
    expect(after).not.toBe(before);
    const stale = new TestClient(ctx);
    stale.cookies.set("claybook_session", before);
    expect((await stale.get("/api/user")).status).toBe(401);
    expect((await client.get("/api/user")).status).toBe(200);
  });
});

describe("session cookie", () => {
  it("is HttpOnly, SameSite=Lax, path /, and not Secure over http", async () => {
    const res = await anonymous(ctx).post("/api/register", valid());
    const line = sessionCookieLine(res.headers);
    expect(line).toMatch(/;\s*HttpOnly/i);
    expect(line).toMatch(/;\s*SameSite=Lax/i);
    expect(line).toMatch(/;\s*Path=\//i);
    expect(line).toMatch(/;\s*Max-Age=\d+/i);
    expect(line).not.toMatch(/;\s*Secure/i);
  });

  it("is Secure over https", async () => {
    const client = anonymous(ctx);
    const res = await client.post("https://localhost:3000/api/register", valid());
    expect(res.status).toBe(201);
    expect(sessionCookieLine(res.headers)).toMatch(/;\s*Secure/i);
  });

  it("stores only a hash of the cookie's token", async () => {
    const { client, user } = await signUp(ctx);
    const token = client.cookies.get("claybook_session")!;
    const rows = await ctx.db.select().from(sessions).where(eq(sessions.userId, user.id));
    expect(rows).toHaveLength(1);
    expect(rows[0]!.id).not.toBe(token);
    expect(rows[0]!.id).toMatch(/^[0-9a-f]{64}$/);
  });

  it("slides while in use: a potter seen within 30 days stays signed in", async () => {
    const { client } = await signUp(ctx);
    const DAY = 24 * 60 * 60 * 1000;
    try {
      ctx.clock.advance(20 * DAY);
      const seen = await client.get("/api/user");
      expect(seen.status).toBe(200);
      expect(sessionCookieLine(seen.headers)).toMatch(/HttpOnly/i);
      ctx.clock.advance(20 * DAY);
      expect((await client.get("/api/user")).status).toBe(200);
    } finally {
      ctx.clock.reset();
    }
  });

  it("expires with the session: an old session answers 401", async () => {
    const { client } = await signUp(ctx);
    ctx.clock.advance(31 * 24 * 60 * 60 * 1000);
    try {
      expect((await client.get("/api/user")).status).toBe(401);
    } finally {
      ctx.clock.reset();
    }
  });
});

describe("CSRF", () => {
  it("refuses a cookie-authenticated change from a cross-site Origin with 403", async () => {
    const { client } = await signUp(ctx);
    const res = await client.delete("/api/user", { headers: { origin: "https://evil.example" } });
    expect(res.status).toBe(403);
    expect(res.body).toEqual({ message: "Cross-site request refused", code: "FORBIDDEN" });
    expect((await client.get("/api/user")).status).toBe(200);
    const logout = await client.post("/api/logout", undefined, { headers: { "sec-fetch-site": "cross-site" } });
    expect(logout.status).toBe(403);
    expect((await client.get("/api/user")).status).toBe(200);
  });

  it("refuses a cross-site sign-in (login CSRF) but not one from the native app's origin", async () => {
    const { email } = await signUp(ctx);
    const evil = await anonymous(ctx, { origin: "https://evil.example" }).post("/api/login", { email, password: TEST_PASSWORD });
    expect(evil.status).toBe(403);
    expect(evil.headers.getSetCookie()).toHaveLength(0);
    const app = await anonymous(ctx, { origin: "capacitor://localhost", "x-client-type": "mobile" }).post("/api/login", {
      email,
      password: TEST_PASSWORD,
    });
    expect(app.status).toBe(200);
    expect(app.body.accessToken).toEqual(expect.any(String));
  });

  it("accepts the same change from the app's own origin", async () => {
    const { client } = await signUp(ctx);
    const res = await client.post("/api/logout", undefined, { headers: { origin: "http://localhost:3000" } });
    expect(res.status).toBe(200);
    expect((await client.get("/api/user")).status).toBe(401);
  });

  it("never lets the cookie speak for a cross-site read either (product.md#r25)", async () => {
    const { client } = await signUp(ctx);
    const res = await client.get("/api/user", { headers: { origin: "https://evil.example" } });
    expect(res.status).toBe(401);
    expect(res.text).not.toContain("@example.com");
  });
});

describe("logout", () => {
  it("ends the session on the server and clears the cookie", async () => {
    const { client, user } = await signUp(ctx);
    const token = client.cookies.get("claybook_session")!;
    const res = await client.post("/api/logout");
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ message: AUTH_TEXTS.logoutMessage });
    expect(sessionCookieLine(res.headers)).toMatch(/Max-Age=0/i);
    expect(client.cookies.has("claybook_session")).toBe(false);
    // A copy of the old cookie is worthless now.
    const replay = new TestClient(ctx);
    replay.cookies.set("claybook_session", token);
    expect((await replay.get("/api/user")).status).toBe(401);
    expect(await ctx.db.select().from(sessions).where(eq(sessions.userId, user.id))).toHaveLength(0);
  });

  it("answers 200 for a caller who is not signed in", async () => {
    const res = await anonymous(ctx).post("/api/logout");
    expect(res.status).toBe(200);
  });

  it("ends only this session: another device stays signed in", async () => {
    const { client, email } = await signUp(ctx);
    const other = anonymous(ctx);
    await other.post("/api/login", { email, password: TEST_PASSWORD });
    await client.post("/api/logout");
    expect((await other.get("/api/user")).status).toBe(200);
  });
});

describe("GET /api/user", () => {
  it("answers 401 without a session and with a forged cookie", async () => {
    expect((await anonymous(ctx).get("/api/user")).status).toBe(401);
    const forged = new TestClient(ctx);
    forged.cookies.set("claybook_session", "forged-token-value");
    const res = await forged.get("/api/user");
    expect(res.status).toBe(401);
    expect(res.body.message).toBeTruthy();
  });

  it("accepts the session token as a bearer (product.md#r43: web clients may send a stored bearer)", async () => {
    const { client, user } = await signUp(ctx);
    const token = client.cookies.get("claybook_session")!;
    const res = await anonymous(ctx, { authorization: `Bearer ${token}` }).get("/api/user");
    expect(res.status).toBe(200);
    expect(res.body.id).toBe(user.id);
  });
});
