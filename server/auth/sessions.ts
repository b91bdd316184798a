/**
 * Web sessions (product.md#r9): the one place that creates, finds, extends and ends them. The cookie (or a web bearer)
 * holds a random token; only its hash is stored, as the session's id. Native sign-ins are refresh-token
 * families (refresh-tokens.ts); ending every session of a user ends those too.
 */
import { eq } from "drizzle-orm";
import { hashToken, randomToken, SESSION_TTL_MS } from "../auth/tokens";
import type { AppDeps, UserRow } from "../context";
import type { Db, DbOrTx } from "../db/client";
import { prepared } from "../db/prepared";
import { sessions } from "../db/schema";
import { revokeAllRefreshTokens } from "./refresh-tokens";

/** An active session is extended (sliding 30 days), at most once a day to keep writes rare. */
const SESSION_EXTEND_AFTER_MS = 24 * 60 * 60 * 1000;

export interface LiveSession {
  id: string;
  user: UserRow;
  lastSeenAt: Date;
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

/** The unexpired session of a raw token, with its user; null when unknown or expired. Every signed-in request runs it, prepared. */
export async function findSession(db: Db, token: string, now: Date): Promise<LiveSession | null> {
  const id = hashToken(token);
  const rows = await prepared(db).sessionByToken.execute({ id, now: now.toISOString() });
  const row = rows[0];
  return row ? { id, user: row.user, lastSeenAt: row.lastSeenAt } : null;
}

/** Extends a session in use when its last extension is a day old; answers whether it did (the cookie is renewed then). */
export async function touchSession(db: DbOrTx, session: LiveSession, now: Date): Promise<boolean> {
  if (now.getTime() - session.lastSeenAt.getTime() <= SESSION_EXTEND_AFTER_MS) return false;
  await db
    .update(sessions)
    .set({ lastSeenAt: now, expiresAt: new Date(now.getTime() + SESSION_TTL_MS) })
    .where(eq(sessions.id, session.id));
  return true;
}

/** Ends one web session (sign-out, or a new sign-in replacing the caller's old session). */
export async function revokeSession(db: DbOrTx, sessionId: string): Promise<void> {
  await db.delete(sessions).where(eq(sessions.id, sessionId));
}

/**
 * Ends every web session and native refresh-token family of a user: password reset, canceling the trial
 * (product.md#r13: the user is signed out everywhere) and account deletion. Access tokens of the revoked families stop
 * working at once.
 */
export async function revokeAllSessions(db: DbOrTx, userId: number, now: Date): Promise<void> {
  await db.delete(sessions).where(eq(sessions.userId, userId));
  await revokeAllRefreshTokens(db, userId, now);
}
