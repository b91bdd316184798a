/**
 * Promo codes (product.md#r14): operators create them from the command line; a free-trial user applies one once.
 */
import { asc, eq } from "drizzle-orm";
import {
  PROMO_CODE_MAX,
  PROMO_CODE_PATTERN,
  PROMO_DAYS_MAX,
  PROMO_MESSAGES,
  type ApplyPromoAnswer,
} from "../../../contract/trial/schemas";
import type { AppDeps } from "../../context";
import type { DbOrTx } from "../../db/client";
import { promoCodes, users } from "../../db/schema";
import { AppError } from "../../errors";
import { enforce, RATE_LIMITS } from "../auth/auth-rate-limit";
import { DAY_MS } from "../../auth/trial-rules";

const normaliseCode = (code: string) => code.trim().toLowerCase();

export interface PromoCodeRow {
  code: string;
  freeDays: number;
  createdAt: Date;
}

/** Validates operator input; throws with a message fit for the command line. */
function checkNewPromo(code: string, days: number): void {
  const c = code.trim();
  if (c.length === 0 || c.length > PROMO_CODE_MAX || !PROMO_CODE_PATTERN.test(c)) {
    throw new AppError(400, `A promo code is 1 to ${PROMO_CODE_MAX} letters, digits, - or _`);
  }
  if (!Number.isInteger(days) || days < 1 || days > PROMO_DAYS_MAX) {
    throw new AppError(400, `--days must be a whole number from 1 to ${PROMO_DAYS_MAX}`);
  }
}

export async function createPromoCode(db: DbOrTx, code: string, days: number, now: Date): Promise<PromoCodeRow> {
  checkNewPromo(code, days);
  const rows = await db
    .insert(promoCodes)
    .values({ code: normaliseCode(code), freeDays: days, createdAt: now })
    .onConflictDoNothing({ target: promoCodes.code })
    .returning();
  if (!rows[0]) throw AppError.conflict(`Promo code ${normaliseCode(code)} already exists`);
  return rows[0];
}

export async function listPromoCodes(db: DbOrTx): Promise<PromoCodeRow[]> {
  return db.select().from(promoCodes).orderBy(asc(promoCodes.createdAt), asc(promoCodes.id));
}

/**
 * product.md#r14: extends the trial by freeDays from the later of now and the current trial end. Every attempt counts
 * against the account and the client IP first (`ip` null: not counted), so codes cannot be guessed.
 */
export async function applyPromoCode(deps: AppDeps, userId: number, rawCode: string, ip: string | null = null): Promise<ApplyPromoAnswer> {
  const now = deps.now();
  await enforce(deps.db, now, [
    { rule: RATE_LIMITS.promoPerAccount, subject: String(userId) },
    { rule: RATE_LIMITS.promoPerIp, subject: ip },
  ]);
  const code = normaliseCode(rawCode);
  return deps.db.transaction(async (tx) => {
    // Row lock: two parallel applies of one user cannot both pass the one-code check.
    const rows = await tx.select().from(users).where(eq(users.id, userId)).for("update");
    const user = rows[0];
    if (!user) throw AppError.unauthorized();
    if (user.subscriptionTier !== "free") throw AppError.conflict(PROMO_MESSAGES.paidPlan);
    if (user.usedPromoCode) throw AppError.conflict(PROMO_MESSAGES.alreadyUsed);
    if (user.accountStatus === "canceled") throw AppError.conflict(PROMO_MESSAGES.canceled);
    const promo = (await tx.select().from(promoCodes).where(eq(promoCodes.code, code)).limit(1))[0];
    if (!promo) throw new AppError(400, PROMO_MESSAGES.unknown, { code: PROMO_MESSAGES.unknown });
    const from = Math.max(now.getTime(), user.trialEndDate?.getTime() ?? now.getTime());
    const newEnd = new Date(from + promo.freeDays * DAY_MS);
    await tx
      .update(users)
      .set({ trialEndDate: newEnd, usedPromoCode: promo.code, promoCodeUsedAt: now, updatedAt: now })
      .where(eq(users.id, userId));
    return { message: "Promo code applied", newTrialEndDate: newEnd.toISOString() };
  });
}
