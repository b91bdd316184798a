/**
 * product.md#r9 native sessions: a 15-minute access token plus a 30-day refresh token. Refresh tokens are stored
 * hashed, single-use and rotating; a family is every token descended from one sign-in. Presenting a spent
 * token again, other than a repeat within seconds (refresh-repeat.ts), means it was copied, so the whole family (and
 * its access tokens) is revoked.
 */
import { and, eq, gt, isNull, lt } from "drizzle-orm";
import type { TokenAnswer } from "../../contract/auth/schemas";
import { AUTH_TEXTS } from "../../contract/auth/schemas";
import type { AppDeps } from "../context";
import type { DbOrTx } from "../db/client";
import { refreshTokens } from "../db/schema";
import { AppError } from "../errors";
import { openPair, REFRESH_REPEAT_WINDOW_MS, sealPair } from "./refresh-repeat";
import { ACCESS_TOKEN_TTL_SECONDS, hashToken, randomToken, REFRESH_TOKEN_TTL_MS, signAccessToken } from "../auth/tokens";

/** Issues a token pair; a new sign-in starts a new family, a refresh continues its family. */
export async function issueTokens(deps: AppDeps, userId: number, familyId: string = randomToken(16), db: DbOrTx = deps.db): Promise<TokenAnswer> {
  const now = deps.now();
  const refreshToken = randomToken();
  // Spent and expired rows only matter for reuse detection while they could still be presented.
  await db.delete(refreshTokens).where(and(eq(refreshTokens.userId, userId), lt(refreshTokens.expiresAt, now)));
  await db.insert(refreshTokens).values({
    userId,
    tokenHash: hashToken(refreshToken),
    familyId,
    createdAt: now,
    expiresAt: new Date(now.getTime() + REFRESH_TOKEN_TTL_MS),
  });
  const accessToken = await signAccessToken(deps.config.tokenSecret, { userId, familyId }, now);
  return { accessToken, refreshToken, expiresIn: ACCESS_TOKEN_TTL_SECONDS };
}

async function revokeFamily(db: DbOrTx, familyId: string, now: Date): Promise<void> {
  await db
    .update(refreshTokens)
    .set({ revokedAt: now })
    .where(and(eq(refreshTokens.familyId, familyId), isNull(refreshTokens.revokedAt)));
}

/**
 * Spends a refresh token and answers its successor; any failure is the same 401. A repeat within
 * REFRESH_REPEAT_WINDOW_MS answers the same successor while it is unspent (docs/decisions/0282-refresh-repeated-within-seconds.md);
 * any other use of a spent token is a replay and revokes the family.
 */
export async function rotateRefreshToken(deps: AppDeps, refreshToken: string): Promise<TokenAnswer> {
  const now = deps.now();
  const tokenHash = hashToken(refreshToken);
  const secret = deps.config.tokenSecret;
  return deps.db.transaction(async (tx) => {
    // The conditional update is the lock: of two parallel refreshes with one token, only one spends it; the other
    // waits for its commit and then finds the sealed pair below.
    const spent = await tx
      .update(refreshTokens)
      .set({ usedAt: now })
      .where(
        and(
          eq(refreshTokens.tokenHash, tokenHash),
          isNull(refreshTokens.usedAt),
          isNull(refreshTokens.revokedAt),
          gt(refreshTokens.expiresAt, now),
        ),
      )
      .returning({ id: refreshTokens.id, userId: refreshTokens.userId, familyId: refreshTokens.familyId });
    const row = spent[0];
    if (row) {
      const pair = await issueTokens(deps, row.userId, row.familyId, tx);
      await tx
        .update(refreshTokens)
        .set({ successorSealed: sealPair(secret, refreshToken, pair) })
        .where(eq(refreshTokens.id, row.id));
      return pair;
    }

    const [known] = await tx
      .select({
        familyId: refreshTokens.familyId,
        usedAt: refreshTokens.usedAt,
        revokedAt: refreshTokens.revokedAt,
        successorSealed: refreshTokens.successorSealed,
      })
      .from(refreshTokens)
      .where(eq(refreshTokens.tokenHash, tokenHash))
      .limit(1);
    if (!known?.usedAt) return null;
    const repeated = !known.revokedAt && now.getTime() - known.usedAt.getTime() <= REFRESH_REPEAT_WINDOW_MS;
    const pair = repeated && known.successorSealed ? openPair(secret, refreshToken, known.successorSealed) : null;
    if (pair && (await isUnspent(tx, pair.refreshToken, now))) return pair;
    await revokeFamily(tx, known.familyId, now);
    return null;
  }).then((answer) => {
    // Thrown after commit so the family revocation above is kept.
    if (!answer) throw new AppError(401, AUTH_TEXTS.invalidRefreshToken);
    return answer;
  });
}

/** True while a refresh token can still be spent: the repeat answers it only then. */
async function isUnspent(db: DbOrTx, refreshToken: string, now: Date): Promise<boolean> {
  const rows = await db
    .select({ id: refreshTokens.id })
    .from(refreshTokens)
    .where(
      and(
        eq(refreshTokens.tokenHash, hashToken(refreshToken)),
        isNull(refreshTokens.usedAt),
        isNull(refreshTokens.revokedAt),
        gt(refreshTokens.expiresAt, now),
      ),
    )
    .limit(1);
  return rows.length > 0;
}

/** Logout with a refresh token: revokes the family it belongs to (unknown tokens are ignored). */
export async function revokeByRefreshToken(deps: AppDeps, refreshToken: string): Promise<void> {
  const rows = await deps.db
    .select({ familyId: refreshTokens.familyId })
    .from(refreshTokens)
    .where(eq(refreshTokens.tokenHash, hashToken(refreshToken)))
    .limit(1);
  if (rows[0]) await revokeFamily(deps.db, rows[0].familyId, deps.now());
}

export async function revokeFamilyById(deps: AppDeps, familyId: string): Promise<void> {
  await revokeFamily(deps.db, familyId, deps.now());
}

/** Password reset, cancellation: every native session of the user ends. */
export async function revokeAllRefreshTokens(db: DbOrTx, userId: number, now: Date): Promise<void> {
  await db
    .update(refreshTokens)
    .set({ revokedAt: now })
    .where(and(eq(refreshTokens.userId, userId), isNull(refreshTokens.revokedAt)));
}
