/**
 * Sign-up and sign-in (product.md#r9–product.md#r11): accounts and credentials. What a sign-in opens lives in auth/sessions.ts
 * (web) and auth/refresh-tokens.ts (native).
 */
import { hash, verify } from "@node-rs/argon2";
import { sql } from "drizzle-orm";
import type { LoginBody, RegisterBody } from "../../../contract/auth/schemas";
import { AUTH_TEXTS } from "../../../contract/auth/schemas";
import type { AppDeps, UserRow } from "../../context";
import type { DbOrTx } from "../../db/client";
import { users } from "../../db/schema";
import { AppError } from "../../errors";
import { enforce, RATE_LIMITS, refund } from "./auth-rate-limit";
import { refuseCommonPassword } from "./common-passwords";
import { guardLogin } from "./login-throttle";
import { trialEndFrom } from "../../auth/trial-rules";

// A fixed hash to verify against when the address is unknown, so timing does not reveal it.
let dummyHash: Promise<string> | null = null;

export function hashPassword(password: string): Promise<string> {
  return hash(password);
}

export async function findUserByEmail(db: DbOrTx, email: string): Promise<UserRow | undefined> {
  const rows = await db
    .select()
    .from(users)
    .where(sql`lower(${users.email}) = ${email.trim().toLowerCase()}`)
    .limit(1);
  return rows[0];
}

function isUniqueViolation(err: unknown): boolean {
  const e = err as { code?: string; cause?: { code?: string } };
  return e?.code === "23505" || e?.cause?.code === "23505";
}

/** `ip` is the per-IP rate-limit subject, or null when the caller's address is not counted. */
export async function registerUser(deps: AppDeps, body: RegisterBody, ip: string | null = null): Promise<UserRow> {
  refuseCommonPassword(body.password, "password");
  const now = deps.now();
  await enforce(deps.db, now, [
    { rule: RATE_LIMITS.registerPerAddress, subject: body.email },
    { rule: RATE_LIMITS.registerPerIp, subject: ip },
  ]);
  const passwordHash = await hashPassword(body.password);
  try {
    const rows = await deps.db
      .insert(users)
      .values({
        email: body.email.trim().toLowerCase(),
        firstName: body.firstName.trim(),
        lastName: body.lastName.trim(),
        passwordHash,
        trialStartDate: now,
        trialEndDate: trialEndFrom(now),
        createdAt: now,
        updatedAt: now,
      })
      .returning();
    return rows[0]!;
  } catch (err) {
    if (isUniqueViolation(err)) throw new AppError(409, AUTH_TEXTS.emailInUse, { email: AUTH_TEXTS.emailInUse });
    throw err;
  }
}

/**
 * Every attempt is counted before the password is checked (so parallel guesses are counted too); a successful
 * sign-in gives its attempt back, so only failures add up. `device` is a verified device id for this address
 * (docs/decisions/0106-lockout-free-rate-limits.md), or null.
 */
export async function verifyCredentials(deps: AppDeps, body: LoginBody, ip: string | null = null, device: string | null = null): Promise<UserRow> {
  const hits = await guardLogin(deps.db, deps.now(), body.email, ip, device);
  const user = await findUserByEmail(deps.db, body.email);
  if (!user) {
    dummyHash ??= hashPassword("claybook-dummy-password-1A");
    await verify(await dummyHash, body.password).catch(() => false);
    throw new AppError(401, AUTH_TEXTS.invalidCredentials);
  }
  const ok = await verify(user.passwordHash, body.password).catch(() => false);
  if (!ok) throw new AppError(401, AUTH_TEXTS.invalidCredentials);
  await refund(deps.db, hits);
  return user;
}
