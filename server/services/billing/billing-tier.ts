/**
 * The one place that changes a user's tier from a payment (Stripe or Apple), and the applied-once record
 * (processed_payment_events) written in the same transaction as the change.
 */
import { eq } from "drizzle-orm";
import type { DbOrTx } from "../../db/client";
import { processedPaymentEvents, users } from "../../db/schema";

/** Records an event id; answers false when it was applied before (the caller then changes nothing). */
export async function recordPaymentEvent(
  tx: DbOrTx,
  event: { id: string; provider: "stripe" | "apple"; type: string; userId: number | null },
): Promise<boolean> {
  const rows = await tx
    .insert(processedPaymentEvents)
    .values({ id: event.id, provider: event.provider, type: event.type, userId: event.userId })
    .onConflictDoNothing({ target: processedPaymentEvents.id })
    .returning({ id: processedPaymentEvents.id });
  return rows.length > 0;
}

export interface PaidFields {
  provider: "stripe" | "apple";
  stripeCustomerId?: string;
  stripeSubscriptionId?: string;
  appleTransactionId?: string;
  appleReceiptData?: string;
}

/** Plus, and (product.md#r13) a canceled account is active again with its retention date cleared. */
export async function grantPaidTier(tx: DbOrTx, userId: number, fields: PaidFields, now: Date): Promise<void> {
  await tx
    .update(users)
    .set({
      subscriptionTier: "plus",
      paymentProvider: fields.provider,
      trialConversionType: fields.provider === "apple" ? "apple" : "stripe",
      accountStatus: "active",
      canceledAt: null,
      dataRetentionUntil: null,
      ...(fields.stripeCustomerId ? { stripeCustomerId: fields.stripeCustomerId } : {}),
      ...(fields.stripeSubscriptionId ? { stripeSubscriptionId: fields.stripeSubscriptionId } : {}),
      ...(fields.appleTransactionId ? { appleTransactionId: fields.appleTransactionId } : {}),
      ...(fields.appleReceiptData ? { appleReceiptData: fields.appleReceiptData } : {}),
      updatedAt: now,
    })
    .where(eq(users.id, userId));
}

/** Back to the free tier: with the trial over, content calls answer 402 again (product.md#r12). */
export async function revokePaidTier(tx: DbOrTx, userId: number, now: Date, clearStripeSubscription: boolean): Promise<void> {
  await tx
    .update(users)
    .set({ subscriptionTier: "free", ...(clearStripeSubscription ? { stripeSubscriptionId: null } : {}), updatedAt: now })
    .where(eq(users.id, userId));
}
