/**
 * product.md#r9 native sessions: access and refresh tokens, rotation, reuse detection, revocation; a repeat within seconds
 * answers the same pair (docs/decisions/0282-refresh-repeated-within-seconds.md).
 */
import { eq } from "drizzle-orm";
import { SignJWT } from "jose";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { AUTH_TEXTS } from "../../contract/auth/schemas";
import { GENERIC_MESSAGES } from "../../contract/common/schemas";
import { refreshTokens } from "../../server/db/schema";
import { REFRESH_REPEAT_WINDOW_MS } from "../../server/auth/refresh-repeat";
import { hashToken } from "../../server/auth/tokens";
import { anonymous, signUp, TEST_PASSWORD, uniqueEmail } from "../helpers/client";
import { createTestContext, type TestContext } from "../helpers/test-app";

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(async () => {
  await ctx.close();
});

const MOBILE = { "x-client-type": "mobile", "x-client-platform": "ios" };
const MINUTE = 60_000;

interface Tokens {
  accessToken: string;
  refreshToken: string;
  expiresIn: number;
}

async function nativeLogin(email: string, headers: Record<string, string> = MOBILE) {
  const res = await anonymous(ctx, headers).post("/api/login", { email, password: TEST_PASSWORD });
  expect(res.status).toBe(200);
  return res;
}

function bearer(token: string) {
  return anonymous(ctx, { ...MOBILE, authorization: `Bearer ${token}` });
}

/** Runs a call ms after now on the server's clock. */
async function later<T>(ms: number, call: () => Promise<T>): Promise<T> {
  ctx.clock.set(new Date(Date.now() + ms));
  try {
    return await call();
  } finally {
    ctx.clock.reset();
  }
}

async function refresh(refreshToken: string) {
  return anonymous(ctx, MOBILE).post<Tokens & { message?: string }>("/api/refresh-token", { refreshToken });
}

describe("native login and registration", () => {
  it("registration answers the user with tokens, X-Auth-Token and no cookie", async () => {
    const email = uniqueEmail("native");
    const res = await anonymous(ctx, { "x-client-type": "mobile", "x-client-platform": "android" }).post("/api/register", {
      firstName: "Ken",
      lastName: "Ito",
      email,
      password: TEST_PASSWORD,
    });
    expect(res.status).toBe(201);
    expect(res.body.user).toMatchObject({ email, firstName: "Ken", subscriptionTier: "free" });
    expect(res.body.accessToken).toEqual(expect.any(String));
    expect(res.body.refreshToken).toEqual(expect.any(String));
    expect(res.body.expiresIn).toBe(900);
    expect(res.headers.get("x-auth-token")).toBe(res.body.accessToken);
    expect(res.headers.getSetCookie()).toHaveLength(0);
    expect(JSON.stringify(res.body)).not.toContain("argon2");
    const me = await bearer(res.body.accessToken).get("/api/user");
    expect(me.status).toBe(200);
    expect(me.body.email).toBe(email);
  });

  it("login answers { user, accessToken, refreshToken, expiresIn } and X-Auth-Token", async () => {
    const { email, user } = await signUp(ctx);
    const res = await nativeLogin(email);
    expect(Object.keys(res.body).sort()).toEqual(["accessToken", "expiresIn", "refreshToken", "user"]);
    expect(res.body.user.id).toBe(user.id);
    expect(res.body.expiresIn).toBe(15 * 60);
    expect(res.headers.get("x-auth-token")).toBe(res.body.accessToken);
    expect(res.headers.getSetCookie()).toHaveLength(0);
  });

  it("stores only the hash of the refresh token, expiring in 30 days", async () => {
    const { email, user } = await signUp(ctx);
    ctx.clock.set("2026-05-01T00:00:00.000Z");
    try {
      const { body } = await nativeLogin(email);
      const rows = await ctx.db.select().from(refreshTokens).where(eq(refreshTokens.userId, user.id));
      expect(rows).toHaveLength(1);
      expect(rows[0]!.tokenHash).toBe(hashToken(body.refreshToken));
      expect(rows[0]!.tokenHash).not.toContain(body.refreshToken);
      expect(rows[0]!.expiresAt.toISOString()).toBe("2026-05-31T00:00:00.000Z");
    } finally {
      ctx.clock.reset();
    }
  });

  it("answers a wrong password to a native client with the same 401", async () => {
    const { email } = await signUp(ctx);
    const res = await anonymous(ctx, MOBILE).post("/api/login", { email, password: "Wrong1234" });
    expect(res.status).toBe(401);
    expect(res.body).toEqual({ message: AUTH_TEXTS.invalidCredentials, code: "NOT_SIGNED_IN" });
  });
});

describe("access tokens", () => {
  it("are refused when tampered with", async () => {
    const { email } = await signUp(ctx);
    const { body } = await nativeLogin(email);
    const [header, payload, signature] = body.accessToken.split(".");
    const claims = JSON.parse(Buffer.from(payload!, "base64url").toString());
    const forgedPayload = Buffer.from(JSON.stringify({ ...claims, sub: String(Number(claims.sub) + 1) })).toString("base64url");
    const tampered = `${header}.${forgedPayload}.${signature}`;
    const res = await bearer(tampered).get("/api/user");
    expect(res.status).toBe(401);
    const flipped = `${header}.${payload}.${signature!.slice(0, -2)}${signature!.endsWith("A") ? "BB" : "AA"}`;
    expect((await bearer(flipped).get("/api/user")).status).toBe(401);
  });

  it("are refused when signed with another key", async () => {
    const { email } = await signUp(ctx);
    const { body } = await nativeLogin(email);
    const claims = JSON.parse(Buffer.from(body.accessToken.split(".")[1]!, "base64url").toString());
    const foreign = await new SignJWT(claims)
      .setProtectedHeader({ alg: "HS256" })
      .sign(new TextEncoder().encode("another-secret-that-is-long-enough-1234567890"));
    expect((await bearer(foreign).get("/api/user")).status).toBe(401);
  });

  it("expire after 15 minutes", async () => {
    const { email } = await signUp(ctx);
    ctx.clock.set("2026-06-01T12:00:00.000Z");
    try {
      const { body } = await nativeLogin(email);
      ctx.clock.advance(14 * MINUTE);
      expect((await bearer(body.accessToken).get("/api/user")).status).toBe(200);
      ctx.clock.advance(2 * MINUTE);
      const res = await bearer(body.accessToken).get("/api/user");
      expect(res.status).toBe(401);
      expect(res.body.message).toBe(GENERIC_MESSAGES.unauthorized);
    } finally {
      ctx.clock.reset();
    }
  });

  it("are revoked by logout with the bearer", async () => {
    const { email } = await signUp(ctx);
    const { body } = await nativeLogin(email);
    expect((await bearer(body.accessToken).post("/api/logout")).status).toBe(200);
    expect((await bearer(body.accessToken).get("/api/user")).status).toBe(401);
    // The refresh token of that sign-in is gone too.
    const res = await refresh(body.refreshToken);
    expect(res.status).toBe(401);
    expect(res.body.message).toBe(AUTH_TEXTS.invalidRefreshToken);
  });

  it("answer 'User account no longer exists' once the account is deleted", async () => {
    const { email } = await signUp(ctx);
    const { body } = await nativeLogin(email);
    expect((await bearer(body.accessToken).delete("/api/user")).status).toBe(200);
    const res = await bearer(body.accessToken).get("/api/user");
    expect(res.status).toBe(401);
    expect(res.body.message).toBe(GENERIC_MESSAGES.userGone);
  });

  it("are not subject to the cookie CSRF check (no cookie rides along)", async () => {
    const { email } = await signUp(ctx);
    const { body } = await nativeLogin(email);
    const res = await bearer(body.accessToken).post("/api/logout", undefined, { headers: { origin: "capacitor://localhost" } });
    expect(res.status).toBe(200);
  });
});

describe("refresh tokens", () => {
  it("rotate: a refresh answers a new pair and the new access token works", async () => {
    const { email, user } = await signUp(ctx);
    const { body: first } = await nativeLogin(email);
    const res = await refresh(first.refreshToken);
    expect(res.status).toBe(200);
    expect(Object.keys(res.body).sort()).toEqual(["accessToken", "expiresIn", "refreshToken"]);
    expect(res.body.expiresIn).toBe(900);
    expect(res.body.refreshToken).not.toBe(first.refreshToken);
    expect(res.headers.get("x-auth-token")).toBe(res.body.accessToken);
    const me = await bearer(res.body.accessToken).get("/api/user");
    expect(me.body.id).toBe(user.id);
    // The old access token stays valid until it expires: rotation is not a revocation.
    expect((await bearer(first.accessToken).get("/api/user")).status).toBe(200);
  });

  it("are single use: replaying a spent one after the repeat window answers 401 and revokes the whole family", async () => {
    const { email } = await signUp(ctx);
    const { body: first } = await nativeLogin(email);
    const second = (await refresh(first.refreshToken)).body;
    const reuse = await later(REFRESH_REPEAT_WINDOW_MS + 1000, () => refresh(first.refreshToken));
    expect(reuse.status).toBe(401);
    expect(reuse.body.message).toBe(AUTH_TEXTS.invalidRefreshToken);
    // Every token descended from that sign-in is dead: the successor and its access token.
    expect((await refresh(second.refreshToken)).status).toBe(401);
    expect((await bearer(second.accessToken).get("/api/user")).status).toBe(401);
    expect((await bearer(first.accessToken).get("/api/user")).status).toBe(401);
  });

  it("reuse revokes only that family: another device's sign-in keeps working", async () => {
    const { email } = await signUp(ctx);
    const { body: phone } = await nativeLogin(email);
    const { body: tablet } = await nativeLogin(email, { "x-client-type": "mobile", "x-client-platform": "android" });
    await refresh(phone.refreshToken);
    expect((await later(REFRESH_REPEAT_WINDOW_MS + 1000, () => refresh(phone.refreshToken))).status).toBe(401);
    expect((await bearer(tablet.accessToken).get("/api/user")).status).toBe(200);
    expect((await refresh(tablet.refreshToken)).status).toBe(200);
  });

  it("answer two refreshes at once with one token with the same new pair, and the potter stays signed in", async () => {
    const { email } = await signUp(ctx);
    const { body } = await nativeLogin(email);
    const results = await Promise.all([refresh(body.refreshToken), refresh(body.refreshToken), refresh(body.refreshToken)]);
    expect(results.map((r) => r.status)).toEqual([200, 200, 200]);
    const [pair, ...others] = results.map((r) => r.body);
    for (const other of others) expect(other).toEqual(pair);
    expect(pair!.refreshToken).not.toBe(body.refreshToken);
    // One successor was made, and it works.
    const rows = await ctx.db.select().from(refreshTokens).where(eq(refreshTokens.tokenHash, hashToken(pair!.refreshToken)));
    expect(rows).toHaveLength(1);
    expect((await bearer(pair!.accessToken).get("/api/user")).status).toBe(200);
    expect((await refresh(pair!.refreshToken)).status).toBe(200);
  });

  it("answer a retry within seconds (the first answer lost) with the same pair", async () => {
    const { email } = await signUp(ctx);
    const { body } = await nativeLogin(email);
    const lost = (await refresh(body.refreshToken)).body;
    const retry = await later(REFRESH_REPEAT_WINDOW_MS - 1000, () => refresh(body.refreshToken));
    expect(retry.status).toBe(200);
    expect(retry.body).toEqual(lost);
    expect((await bearer(retry.body.accessToken).get("/api/user")).status).toBe(200);
    expect((await refresh(retry.body.refreshToken)).status).toBe(200);
  });

  it("treat a repeat within seconds as a replay once its successor was spent", async () => {
    const { email } = await signUp(ctx);
    const { body } = await nativeLogin(email);
    const second = (await refresh(body.refreshToken)).body;
    const third = (await refresh(second.refreshToken)).body;
    const replay = await refresh(body.refreshToken);
    expect(replay.status).toBe(401);
    expect(replay.body.message).toBe(AUTH_TEXTS.invalidRefreshToken);
    expect((await refresh(third.refreshToken)).status).toBe(401);
    expect((await bearer(third.accessToken).get("/api/user")).status).toBe(401);
  });

  it("answer a repeat nothing after logout", async () => {
    const { email } = await signUp(ctx);
    const { body } = await nativeLogin(email);
    const next = (await refresh(body.refreshToken)).body;
    expect((await anonymous(ctx, MOBILE).post("/api/logout", { refreshToken: next.refreshToken })).status).toBe(200);
    expect((await refresh(body.refreshToken)).status).toBe(401);
  });

  it("expire after 30 days", async () => {
    const { email } = await signUp(ctx);
    ctx.clock.set("2026-07-01T00:00:00.000Z");
    try {
      const { body } = await nativeLogin(email);
      ctx.clock.advance(30 * 24 * 60 * MINUTE + 1000);
      const res = await refresh(body.refreshToken);
      expect(res.status).toBe(401);
      expect(res.body.message).toBe(AUTH_TEXTS.invalidRefreshToken);
    } finally {
      ctx.clock.reset();
    }
  });

  it("refuse an unknown token and a missing one", async () => {
    const unknown = await refresh("not-a-real-refresh-token");
    expect(unknown.status).toBe(401);
    expect(unknown.body.message).toBe(AUTH_TEXTS.invalidRefreshToken);
    const missing = await anonymous(ctx, MOBILE).post("/api/refresh-token", {});
    expect(missing.status).toBe(400);
    expect(missing.body.message).toBe(AUTH_TEXTS.noRefreshToken);
  });

  it("are revoked by logout with { refreshToken } in the body", async () => {
    const { email } = await signUp(ctx);
    const { body } = await nativeLogin(email);
    const res = await anonymous(ctx, MOBILE).post("/api/logout", { refreshToken: body.refreshToken });
    expect(res.status).toBe(200);
    expect((await refresh(body.refreshToken)).status).toBe(401);
    expect((await bearer(body.accessToken).get("/api/user")).status).toBe(401);
  });

  it("are not accepted as access tokens, nor access tokens as refresh tokens", async () => {
    const { email } = await signUp(ctx);
    const { body } = await nativeLogin(email);
    expect((await bearer(body.refreshToken).get("/api/user")).status).toBe(401);
    expect((await refresh(body.accessToken)).status).toBe(401);
  });
});
