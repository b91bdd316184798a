/**
 * Sign-up, sign-in and web sessions (D9–D11). Native tokens build on the same user rows.
 */
import { hash, verify } from "@node-rs/argon2";
import { eq, sql } from "drizzle-orm";
import type { LoginBody, RegisterBody } from "../../contract/auth";
import { AUTH_TEXTS } from "../../contract/auth";
import type { AppDeps, UserRow } from "../context";
import type { DbOrTx } from "../db/client";
import { sessions, users } from "../db/schema";
import { AppError } from "../errors";
import { hashToken, randomToken, SESSION_TTL_MS } from "../auth/tokens";
import { trialEndFrom } from "./trial-rules";

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

export async function registerUser(deps: AppDeps, body: RegisterBody): Promise<UserRow> {
  const now = deps.now();
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

export async function verifyCredentials(deps: AppDeps, body: LoginBody): Promise<UserRow> {
  const user = await findUserByEmail(deps.db, body.email);
  if (!user) {
    dummyHash ??= hashPassword("claybook-dummy-password-1A");
    await verify(await dummyHash, body.password).catch(() => false);
    throw new AppError(401, AUTH_TEXTS.invalidCredentials);
  }
  const ok = await verify(user.passwordHash, body.password).catch(() => false);
  if (!ok) throw new AppError(401, AUTH_TEXTS.invalidCredentials);
  return user;
}

/** Answers the raw token for the cookie; only its hash is stored. */
export async function createSession(deps: AppDeps, userId: number): Promise<string> {
  const token = randomToken();
  const now = deps.now();
  await deps.db.insert(sessions).values({
    id: hashToken(token),
    userId,
    createdAt: now,
    lastSeenAt: now,
    expiresAt: new Date(now.getTime() + SESSION_TTL_MS),
  });
  return token;
}

export async function deleteSession(db: DbOrTx, sessionId: string): Promise<void> {
  await db.delete(sessions).where(eq(sessions.id, sessionId));
}

export async function deleteAllSessions(db: DbOrTx, userId: number): Promise<void> {
  await db.delete(sessions).where(eq(sessions.userId, userId));
}
