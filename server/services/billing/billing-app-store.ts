/**
 * product.md#r17 Apple in-app purchase: a purchase the native app reports, and App Store Server Notifications. The App
 * Store is deps.appStoreGateway (it verifies the signed data); this file decides what a verified one changes.
 */
import { eq } from "drizzle-orm";
import { BILLING_MESSAGES, type ApplePurchaseBody } from "../../../contract/billing/schemas";
import type { AppStoreTransaction } from "../../billing/billing-gateways";
import type { AppDeps } from "../../context";
import { processedPaymentEvents, users } from "../../db/schema";
import { AppError } from "../../errors";
import { grantPaidTier, recordPaymentEvent, revokePaidTier } from "./billing-tier";

function isLive(tx: AppStoreTransaction, now: Date): boolean {
  if (tx.revocationDate) return false;
  return tx.expiresDate === undefined || tx.expiresDate > now.getTime();
}

/** POST /api/apple-purchase-complete: each transaction is applied once; replaying it for the same user is harmless. */
export async function completeApplePurchase(deps: AppDeps, userId: number, body: ApplePurchaseBody): Promise<void> {
  const verifier = deps.appStoreGateway.verifier();
  const products = deps.appStoreGateway.productIds;
  if (body.productId !== products.monthly && body.productId !== products.annual) {
    throw new AppError(400, BILLING_MESSAGES.appleUnknownProduct, { productId: BILLING_MESSAGES.appleUnknownProduct });
  }
  const tx = await verifier.transaction(body.receiptData);
  if (tx.transactionId !== body.transactionId || tx.productId !== body.productId) {
    throw new AppError(400, BILLING_MESSAGES.appleMismatch);
  }
  const now = deps.now();
  if (!isLive(tx, now)) throw new AppError(400, BILLING_MESSAGES.appleExpired);
  const eventId = `apple-tx:${tx.transactionId}`;
  await deps.db.transaction(async (t) => {
    const fresh = await recordPaymentEvent(t, { id: eventId, provider: "apple", type: "purchase", userId });
    if (!fresh) {
      const prior = (await t.select().from(processedPaymentEvents).where(eq(processedPaymentEvents.id, eventId)).limit(1))[0];
      if (prior?.userId !== userId) throw AppError.conflict(BILLING_MESSAGES.appleUsed);
      return;
    }
    await grantPaidTier(
      t,
      userId,
      { provider: "apple", appleTransactionId: tx.originalTransactionId ?? tx.transactionId, appleReceiptData: body.receiptData },
      now,
    );
  });
}

/** POST /api/apple/notifications: verified, deduplicated by notificationUUID; answers whether it was new. */
export async function handleAppleNotification(deps: AppDeps, signedPayload: string): Promise<boolean> {
  const notification = await deps.appStoreGateway.verifier().notification(signedPayload);
  const tx = notification.transaction;
  const original = tx?.originalTransactionId ?? tx?.transactionId;
  const now = deps.now();

  return deps.db.transaction(async (t) => {
    const owner = original
      ? (await t.select({ id: users.id, provider: users.paymentProvider }).from(users).where(eq(users.appleTransactionId, original)).limit(1))[0]
      : undefined;
    const userId = owner?.id ?? null;
    const fresh = await recordPaymentEvent(t, { id: `apple-n:${notification.uuid}`, provider: "apple", type: notification.type, userId });
    if (!fresh || userId === null || !tx) return fresh;
    if (notification.effect === "grant" && isLive(tx, now)) {
      await grantPaidTier(t, userId, { provider: "apple", appleTransactionId: original }, now);
    } else if (notification.effect === "revoke" && owner?.provider === "apple") {
      await revokePaidTier(t, userId, now, false);
    }
    return true;
  });
}
