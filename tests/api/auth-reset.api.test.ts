/**
 * product.md#r11 password reset: the mailed link, verification, single use, expiry, and the sessions it ends.
 */
import { eq } from "drizzle-orm";
import { readdirSync } from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { AUTH_TEXTS } from "../../contract/auth/schemas";
import { hashToken } from "../../server/auth/tokens";
import { passwordResets } from "../../server/db/schema";
import { anonymous, signUp, TEST_PASSWORD, uniqueEmail } from "../helpers/client";
import { mailSettled, readOutbox, resetLinkFor } from "../helpers/outbox";
import { createTestContext, type TestContext } from "../helpers/test-app";

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext({ env: { APP_URL: "https://claybook.example" } });
});
afterAll(async () => {
  await ctx.close();
});

const NEW_PASSWORD = "Porcelain2026";
const MOBILE = { "x-client-type": "mobile", "x-client-platform": "ios" };

async function requestLink(email: string): Promise<{ email: string; token: string }> {
  const res = await anonymous(ctx).post("/api/forgot-password", { email });
  expect(res.status).toBe(200);
  await mailSettled();
  const link = resetLinkFor(ctx.dataDir, email);
  if (!link) throw new Error(`no reset mail for ${email}`);
  return { email: link.searchParams.get("email")!, token: link.searchParams.get("token")! };
}

function outboxCount(): number {
  try {
    return readdirSync(path.join(ctx.dataDir, "outbox")).length;
  } catch {
    return 0;
  }
}

describe("forgot password", () => {
  it("mails a link to /reset-password with the address and a 256-bit token", async () => {
    const { email } = await signUp(ctx, { firstName: "Hana" });
    const res = await anonymous(ctx).post("/api/forgot-password", { email: email.toUpperCase() });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ message: AUTH_TEXTS.forgotSuccess });
    await mailSettled();
    const mail = readOutbox(ctx.dataDir).pop()!;
    expect(mail.to).toContain(email);
    expect(mail.subject).toBe(AUTH_TEXTS.resetMailSubject);
    expect(mail.text).toContain("Hi Hana");
    const link = resetLinkFor(ctx.dataDir, email)!;
    expect(link.origin).toBe("https://claybook.example");
    expect(link.pathname).toBe("/reset-password");
    expect(link.searchParams.get("email")).toBe(email);
    const token = link.searchParams.get("token")!;
    expect(Buffer.from(token, "base64url").length).toBeGreaterThanOrEqual(16);
    const [row] = await ctx.db.select().from(passwordResets).where(eq(passwordResets.tokenHash, hashToken(token)));
    expect(row).toBeDefined();
    // Only the hash is stored.
    const all = await ctx.db.select().from(passwordResets);
    expect(JSON.stringify(all)).not.toContain(token);
  });

  it("answers an unknown address exactly like a known one, and sends nothing", async () => {
    const { email } = await signUp(ctx);
    const known = await anonymous(ctx).post("/api/forgot-password", { email });
    await mailSettled();
    const before = outboxCount();
    const unknown = await anonymous(ctx).post("/api/forgot-password", { email: uniqueEmail("nobody") });
    await mailSettled();
    expect(unknown.status).toBe(known.status);
    expect(unknown.body).toEqual(known.body);
    expect(unknown.headers.get("content-length")).toBe(known.headers.get("content-length"));
    expect(outboxCount()).toBe(before);
  });

  it("[ASVS 6.3.8] answers before the reset mail is made, so known and unknown addresses take the same path", async () => {
    const { email } = await signUp(ctx);
    // A mail server that hangs until released: the answer must not wait for it.
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    const sent: string[] = [];
    const realMailer = ctx.deps.mailer;
    ctx.deps.mailer = {
      kind: "smtp",
      send: async (message) => {
        await released;
        sent.push(message.to);
      },
    };
    try {
      const known = await anonymous(ctx).post("/api/forgot-password", { email });
      expect(known.status).toBe(200);
      expect(known.body).toEqual({ message: AUTH_TEXTS.forgotSuccess });
      const unknown = await anonymous(ctx).post("/api/forgot-password", { email: uniqueEmail("nobody") });
      expect(unknown.body).toEqual(known.body);
      expect(sent).toEqual([]);
      release();
      await mailSettled();
      expect(sent).toEqual([email]);
      const rows = await ctx.db.select().from(passwordResets).where(eq(passwordResets.email, email));
      expect(rows).toHaveLength(1);
    } finally {
      release();
      ctx.deps.mailer = realMailer;
    }
  }, 10_000);

  it("a failing mail server changes nothing in the answer and is logged by the task", async () => {
    const { email } = await signUp(ctx);
    const realMailer = ctx.deps.mailer;
    const logged: string[] = [];
    const realError = ctx.deps.logger.error.bind(ctx.deps.logger);
    ctx.deps.mailer = {
      kind: "smtp",
      send: async () => {
        throw new Error("SMTP 451 try later");
      },
    };
    ctx.deps.logger.error = ((obj: unknown, msg?: string) => {
      logged.push(`${msg} ${JSON.stringify(obj)}`);
    }) as typeof ctx.deps.logger.error;
    try {
      const res = await anonymous(ctx).post("/api/forgot-password", { email });
      expect(res.status).toBe(200);
      expect(res.body).toEqual({ message: AUTH_TEXTS.forgotSuccess });
      await mailSettled();
      expect(logged.join("\n")).toContain("password reset mail failed");
      expect(logged.join("\n")).toContain("SMTP 451");
    } finally {
      ctx.deps.mailer = realMailer;
      ctx.deps.logger.error = realError;
    }
  });

  it.each([[""], ["   "], ["no-at-sign"], [`${"x".repeat(250)}@example.com`]])(
    "refuses %j with 'Please enter a valid email address'",
    async (email) => {
      const res = await anonymous(ctx).post("/api/forgot-password", { email });
      expect(res.status).toBe(400);
      expect(res.body.message).toBe(AUTH_TEXTS.invalidEmail);
      expect(res.body.errors.email).toBe(AUTH_TEXTS.invalidEmail);
    },
  );

  it("refuses a missing address with the same message", async () => {
    const res = await anonymous(ctx).post("/api/forgot-password", {});
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(AUTH_TEXTS.invalidEmail);
  });
});

describe("reset with a common password", () => {
  it("[ASVS 6.2.4] refuses one of the 10,000 most common passwords on newPassword and leaves the link usable", async () => {
    const { email } = await signUp(ctx);
    const link = await requestLink(email);
    const res = await anonymous(ctx).post("/api/reset-password", { ...link, newPassword: "Password1" });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ message: AUTH_TEXTS.passwordCommon, errors: { newPassword: AUTH_TEXTS.passwordCommon }, code: "INVALID_INPUT" });
    // The old password still works, and the same link still sets an uncommon one.
    expect((await anonymous(ctx).post("/api/login", { email, password: TEST_PASSWORD })).status).toBe(200);
    expect((await anonymous(ctx).post("/api/reset-password", { ...link, newPassword: NEW_PASSWORD })).status).toBe(200);
    expect((await anonymous(ctx).post("/api/login", { email, password: NEW_PASSWORD })).status).toBe(200);
  });
});

describe("verify reset link", () => {
  it("answers valid for a fresh link and not for a wrong token or another address", async () => {
    const { email } = await signUp(ctx);
    const link = await requestLink(email);
    const ok = await anonymous(ctx).get(`/api/reset-password/verify?${new URLSearchParams(link)}`);
    expect(ok.status).toBe(200);
    expect(ok.body).toEqual({ valid: true });
    const wrongToken = await anonymous(ctx).get(
      `/api/reset-password/verify?${new URLSearchParams({ email, token: "x".repeat(43) })}`,
    );
    expect(wrongToken.body).toEqual({ valid: false });
    const other = await signUp(ctx);
    const wrongEmail = await anonymous(ctx).get(
      `/api/reset-password/verify?${new URLSearchParams({ email: other.email, token: link.token })}`,
    );
    expect(wrongEmail.body).toEqual({ valid: false });
  });

  it("answers 400 with the missing-link message when email or token is missing", async () => {
    for (const query of ["", "?email=a%40b.co", "?token=abc", "?email=&token="]) {
      const res = await anonymous(ctx).get(`/api/reset-password/verify${query}`);
      expect(res.status).toBe(400);
      expect(res.body.message).toBe(AUTH_TEXTS.resetMissingLink);
    }
  });

  it("verifying does not spend the link", async () => {
    const { email } = await signUp(ctx);
    const link = await requestLink(email);
    await anonymous(ctx).get(`/api/reset-password/verify?${new URLSearchParams(link)}`);
    const again = await anonymous(ctx).get(`/api/reset-password/verify?${new URLSearchParams(link)}`);
    expect(again.body).toEqual({ valid: true });
  });
});

describe("reset password", () => {
  it("sets the new password: the old one fails, the new one signs in", async () => {
    const { email } = await signUp(ctx);
    const link = await requestLink(email);
    const res = await anonymous(ctx).post("/api/reset-password", { ...link, newPassword: NEW_PASSWORD });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ message: AUTH_TEXTS.resetSuccess });
    expect((await anonymous(ctx).post("/api/login", { email, password: TEST_PASSWORD })).status).toBe(401);
    expect((await anonymous(ctx).post("/api/login", { email, password: NEW_PASSWORD })).status).toBe(200);
  });

  it("is single use: a second reset with the same link fails and verify says invalid", async () => {
    const { email } = await signUp(ctx);
    const link = await requestLink(email);
    expect((await anonymous(ctx).post("/api/reset-password", { ...link, newPassword: NEW_PASSWORD })).status).toBe(200);
    const again = await anonymous(ctx).post("/api/reset-password", { ...link, newPassword: "Another2026" });
    expect(again.status).toBe(400);
    expect(again.body.message).toBe(AUTH_TEXTS.resetInvalid);
    const verify = await anonymous(ctx).get(`/api/reset-password/verify?${new URLSearchParams(link)}`);
    expect(verify.body).toEqual({ valid: false });
    expect((await anonymous(ctx).post("/api/login", { email, password: NEW_PASSWORD })).status).toBe(200);
  });

  it("expires after 60 minutes", async () => {
    const { email } = await signUp(ctx);
    ctx.clock.set("2026-04-01T09:00:00.000Z");
    try {
      const link = await requestLink(email);
      ctx.clock.advance(59 * 60_000);
      const stillValid = await anonymous(ctx).get(`/api/reset-password/verify?${new URLSearchParams(link)}`);
      expect(stillValid.body).toEqual({ valid: true });
      ctx.clock.advance(2 * 60_000);
      const verify = await anonymous(ctx).get(`/api/reset-password/verify?${new URLSearchParams(link)}`);
      expect(verify.body).toEqual({ valid: false });
      const res = await anonymous(ctx).post("/api/reset-password", { ...link, newPassword: NEW_PASSWORD });
      expect(res.status).toBe(400);
      expect(res.body.message).toBe(AUTH_TEXTS.resetInvalid);
    } finally {
      ctx.clock.reset();
    }
    expect((await anonymous(ctx).post("/api/login", { email, password: TEST_PASSWORD })).status).toBe(200);
  });

  it("refuses a token meant for another address", async () => {
    const victim = await signUp(ctx);
    const attacker = await signUp(ctx);
    const link = await requestLink(attacker.email);
    const res = await anonymous(ctx).post("/api/reset-password", {
      email: victim.email,
      token: link.token,
      newPassword: NEW_PASSWORD,
    });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(AUTH_TEXTS.resetInvalid);
    expect((await anonymous(ctx).post("/api/login", { email: victim.email, password: TEST_PASSWORD })).status).toBe(200);
  });

  it("ends every web session and native token of the user", async () => {
    const { client, email } = await signUp(ctx);
    const native = await anonymous(ctx, MOBILE).post("/api/login", { email, password: TEST_PASSWORD });
    const link = await requestLink(email);
    expect((await anonymous(ctx).post("/api/reset-password", { ...link, newPassword: NEW_PASSWORD })).status).toBe(200);
    expect((await client.get("/api/user")).status).toBe(401);
    const bearer = anonymous(ctx, { ...MOBILE, authorization: `Bearer ${native.body.accessToken}` });
    expect((await bearer.get("/api/user")).status).toBe(401);
    const refreshed = await anonymous(ctx, MOBILE).post("/api/refresh-token", { refreshToken: native.body.refreshToken });
    expect(refreshed.status).toBe(401);
  });

  it("spends the user's other open links too", async () => {
    const { email } = await signUp(ctx);
    const first = await requestLink(email);
    const second = await requestLink(email);
    expect(first.token).not.toBe(second.token);
    expect((await anonymous(ctx).post("/api/reset-password", { ...second, newPassword: NEW_PASSWORD })).status).toBe(200);
    const res = await anonymous(ctx).post("/api/reset-password", { ...first, newPassword: "Another2026" });
    expect(res.status).toBe(400);
  });

  it.each([
    ["Short1", AUTH_TEXTS.passwordMin],
    ["nocapital1", AUTH_TEXTS.passwordUppercase],
    ["NoNumberHere", AUTH_TEXTS.passwordNumber],
    [`A1${"x".repeat(255)}`, AUTH_TEXTS.passwordMax],
  ])("refuses the new password %j with the spec's message (and keeps the link)", async (newPassword, message) => {
    const { email } = await signUp(ctx);
    const link = await requestLink(email);
    const res = await anonymous(ctx).post("/api/reset-password", { ...link, newPassword });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(message);
    expect(res.body.errors.newPassword).toBe(message);
    const verify = await anonymous(ctx).get(`/api/reset-password/verify?${new URLSearchParams(link)}`);
    expect(verify.body).toEqual({ valid: true });
  });

  it("refuses a missing email or token with the missing-link message", async () => {
    for (const body of [{ token: "abc", newPassword: NEW_PASSWORD }, { email: "a@b.co", token: "", newPassword: NEW_PASSWORD }]) {
      const res = await anonymous(ctx).post("/api/reset-password", body);
      expect(res.status).toBe(400);
      expect(res.body.message).toBe(AUTH_TEXTS.resetMissingLink);
    }
  });

  it("never answers a token or a password hash", async () => {
    const { email } = await signUp(ctx);
    const link = await requestLink(email);
    const res = await anonymous(ctx).post("/api/reset-password", { ...link, newPassword: NEW_PASSWORD });
    expect(res.text).not.toContain(link.token);
    expect(res.text).not.toContain("argon2");
  });
});
