/**
 * Trial status, the reminder flag and canceling a trial (product.md#r12, product.md#r13).
 */
import { eq } from "drizzle-orm";
import { TRIAL_MESSAGES, type CancelTrialAnswer, type TrialStatus } from "../../../contract/trial/schemas";
import type { AppDeps, UserRow } from "../../context";
import type { DbOrTx } from "../../db/client";
import { users } from "../../db/schema";
import { AppError } from "../../errors";
import { revokeAllSessions } from "../../auth/sessions";
import { RETENTION_MS, daysIntoTrial, daysRemaining, shouldShowReminder } from "../../auth/trial-rules";

export function trialStatusOf(user: UserRow, now: Date): TrialStatus {
  return {
    trialEndDate: user.trialEndDate ? user.trialEndDate.toISOString() : null,
    daysRemaining: daysRemaining(user, now),
    daysIntoTrial: daysIntoTrial(user, now),
    shouldShowReminder: shouldShowReminder(user, now),
    subscriptionTier: user.subscriptionTier === "plus" || user.subscriptionTier === "pro" ? user.subscriptionTier : "free",
    accountStatus: user.accountStatus === "canceled" ? "canceled" : "active",
  };
}

/** Reads the row fresh: the auth row may predate a change made earlier in this request's flow. */
async function loadUser(db: DbOrTx, userId: number): Promise<UserRow> {
  const rows = await db.select().from(users).where(eq(users.id, userId)).limit(1);
  if (!rows[0]) throw AppError.unauthorized();
  return rows[0];
}

export async function getTrialStatus(deps: AppDeps, userId: number): Promise<TrialStatus> {
  return trialStatusOf(await loadUser(deps.db, userId), deps.now());
}

export async function markReminderShown(deps: AppDeps, userId: number): Promise<TrialStatus> {
  const now = deps.now();
  const rows = await deps.db
    .update(users)
    .set({ trialReminderShown: true, trialReminderLastShown: now, updatedAt: now })
    .where(eq(users.id, userId))
    .returning();
  if (!rows[0]) throw AppError.unauthorized();
  return trialStatusOf(rows[0], now);
}

export async function cancelTrial(deps: AppDeps, userId: number): Promise<CancelTrialAnswer> {
  const now = deps.now();
  const retention = new Date(now.getTime() + RETENTION_MS);
  return deps.db.transaction(async (tx) => {
    const rows = await tx.select().from(users).where(eq(users.id, userId)).for("update");
    const user = rows[0];
    if (!user) throw AppError.unauthorized();
    if (user.accountStatus === "canceled") throw AppError.conflict(TRIAL_MESSAGES.alreadyCanceled);
    if (user.subscriptionTier !== "free") throw AppError.conflict(TRIAL_MESSAGES.paidCannotCancel);
    await tx
      .update(users)
      .set({
        accountStatus: "canceled",
        canceledAt: now,
        dataRetentionUntil: retention,
        trialConversionType: "canceled",
        updatedAt: now,
      })
      .where(eq(users.id, userId));
    await revokeAllSessions(tx, userId, now);
    return { message: TRIAL_MESSAGES.canceled, dataRetentionUntil: retention.toISOString() };
  });
}
