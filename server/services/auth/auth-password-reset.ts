/**
 * product.md#r11 password reset: a mailed link with a 256-bit token, stored hashed, single use, 60 minutes.
 * Forgot-password answers the same whether or not the address has an account.
 */
import { and, eq, gt, isNull, sql } from "drizzle-orm";
import type { ForgotPasswordBody, ResetPasswordBody } from "../../../contract/auth/schemas";
import { AUTH_TEXTS, RESET_TOKEN_TTL_MINUTES } from "../../../contract/auth/schemas";
import type { AppDeps } from "../../context";
import { passwordResets, users } from "../../db/schema";
import { AppError } from "../../errors";
import { hashToken, randomToken } from "../../auth/tokens";
import { findUserByEmail, hashPassword } from "./auth";
import { runInBackground } from "../common/background-tasks";
import { refuseCommonPassword } from "./common-passwords";
import { guardForgotPassword } from "./login-throttle";
import { revokeAllSessions } from "../../auth/sessions";

const TTL_MS = RESET_TOKEN_TTL_MINUTES * 60_000;

export function resetLink(appUrl: string, email: string, token: string): string {
  const query = new URLSearchParams({ email, token });
  return `${appUrl}/reset-password?${query.toString()}`;
}

function resetMail(link: string, firstName: string) {
  const text = [
    `Hi ${firstName},`,
    "",
    "Someone asked to reset the password of your Claybook account. To choose a new password, open this link:",
    "",
    link,
    "",
    `The link works once and expires in ${RESET_TOKEN_TTL_MINUTES} minutes.`,
    "If you did not ask for this, you can ignore this e-mail; your password stays the same.",
    "",
    "Claybook",
  ].join("\n");
  const escaped = link.replace(/&/g, "&amp;").replace(/"/g, "&quot;");
  const name = firstName.replace(/[<>&"]/g, "");
  const html = `<p>Hi ${name},</p>
<p>Someone asked to reset the password of your Claybook account. To choose a new password, open this link:</p>
<p><a href="${escaped}">Reset my password</a></p>
<p>The link works once and expires in ${RESET_TOKEN_TTL_MINUTES} minutes.<br>
If you did not ask for this, you can ignore this e-mail; your password stays the same.</p>
<p>Claybook</p>`;
  return { subject: AUTH_TEXTS.resetMailSubject, text, html };
}

/**
 * Always resolves with the one neutral message, before anything depends on the address: the lookup, the token
 * and the mail run in the background afterwards, so a known and an unknown address take the same time.
 */
export async function requestPasswordReset(
  deps: AppDeps,
  body: ForgotPasswordBody,
  ip: string | null,
  device: string | null = null,
): Promise<string> {
  const now = deps.now();
  // A stranger can slow the address down but never block the owner's mail (0106).
  await guardForgotPassword(deps.db, now, body.email, ip, device);
  // A failure (database or mail) is logged by the task; the answer is the same either way.
  runInBackground(deps.logger, "password reset mail", () => mailResetLink(deps, body.email, now));
  return AUTH_TEXTS.forgotSuccess;
}

async function mailResetLink(deps: AppDeps, email: string, now: Date): Promise<void> {
  const user = await findUserByEmail(deps.db, email);
  if (!user) return;
  const token = randomToken(32);
  await deps.db.insert(passwordResets).values({
    userId: user.id,
    email: user.email,
    tokenHash: hashToken(token),
    expiresAt: new Date(now.getTime() + TTL_MS),
    createdAt: now,
  });
  await deps.mailer.send({ to: user.email, ...resetMail(resetLink(deps.config.appUrl, user.email, token), user.firstName) });
}

function liveTokenWhere(email: string, token: string, now: Date) {
  return and(
    eq(passwordResets.tokenHash, hashToken(token)),
    sql`lower(${passwordResets.email}) = ${email.trim().toLowerCase()}`,
    isNull(passwordResets.usedAt),
    gt(passwordResets.expiresAt, now),
  );
}

export async function verifyResetToken(deps: AppDeps, email: string, token: string): Promise<boolean> {
  const rows = await deps.db
    .select({ id: passwordResets.id })
    .from(passwordResets)
    .where(liveTokenWhere(email, token, deps.now()))
    .limit(1);
  return rows.length > 0;
}

/** Sets the new password, spends every open link of the user and ends all their sessions and tokens. */
export async function resetPassword(deps: AppDeps, body: ResetPasswordBody): Promise<void> {
  // Before the link is spent, so the potter can pick another password with the same link.
  refuseCommonPassword(body.newPassword, "newPassword");
  const now = deps.now();
  const passwordHash = await hashPassword(body.newPassword);
  const done = await deps.db.transaction(async (tx) => {
    // The conditional update spends the link; a second use (or a parallel one) finds nothing to update.
    const spent = await tx
      .update(passwordResets)
      .set({ usedAt: now })
      .where(liveTokenWhere(body.email, body.token, now))
      .returning({ userId: passwordResets.userId });
    const userId = spent[0]?.userId;
    if (userId === undefined) return false;
    await tx.update(users).set({ passwordHash, updatedAt: now }).where(eq(users.id, userId));
    await tx
      .update(passwordResets)
      .set({ usedAt: now })
      .where(and(eq(passwordResets.userId, userId), isNull(passwordResets.usedAt)));
    await revokeAllSessions(tx, userId, now);
    return true;
  });
  if (!done) throw new AppError(400, AUTH_TEXTS.resetInvalid);
}
