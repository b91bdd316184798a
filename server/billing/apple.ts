/**
 * D17 Apple in-app purchase: StoreKit 2 signed transactions and App Store Server Notifications v2, verified
 * with @apple/app-store-server-library against Apple's root certificates, the bundle id and the environment.
 */
import { Environment, NotificationTypeV2, SignedDataVerifier, type JWSTransactionDecodedPayload } from "@apple/app-store-server-library";
import { X509Certificate } from "node:crypto";
import { eq } from "drizzle-orm";
import { BILLING_MESSAGES, type ApplePurchaseBody } from "../../contract/billing/schemas";
import type { AppleSettings } from "../config";
import type { AppDeps } from "../context";
import { processedPaymentEvents, users } from "../db/schema";
import { AppError } from "../errors";
import { APPLE_ROOT_CA_G3_BASE64 } from "./apple-root";
import { grantPaidTier, recordPaymentEvent, revokePaidTier } from "./tier";

const verifiers = new WeakMap<AppleSettings, SignedDataVerifier>();

/** PEM or DER files become DER buffers, as the library wants them. */
function toDer(cert: Buffer): Buffer {
  return new X509Certificate(cert).raw;
}

function verifierFor(deps: AppDeps): { verifier: SignedDataVerifier; settings: AppleSettings } {
  const settings = deps.config.apple;
  if (!settings) throw new AppError(503, BILLING_MESSAGES.appleNotConfigured);
  let verifier = verifiers.get(settings);
  if (!verifier) {
    const roots = settings.rootCertificates.length > 0 ? settings.rootCertificates.map(toDer) : [Buffer.from(APPLE_ROOT_CA_G3_BASE64, "base64")];
    // Online checks (OCSP, today's date) in production; tests verify against the signing date with no network.
    verifier = new SignedDataVerifier(roots, deps.config.env === "production", settings.environment as Environment, settings.bundleId, settings.appAppleId);
    verifiers.set(settings, verifier);
  }
  return { verifier, settings };
}

async function verifyTransaction(verifier: SignedDataVerifier, jws: string, deps: AppDeps): Promise<JWSTransactionDecodedPayload> {
  try {
    return await verifier.verifyAndDecodeTransaction(jws);
  } catch (err) {
    deps.logger.warn({ status: (err as { status?: number }).status }, "apple transaction refused");
    throw new AppError(400, BILLING_MESSAGES.appleInvalid);
  }
}

function isLive(tx: JWSTransactionDecodedPayload, now: Date): boolean {
  if (tx.revocationDate) return false;
  return tx.expiresDate === undefined || tx.expiresDate > now.getTime();
}

/** POST /api/apple-purchase-complete: each transaction is applied once; replaying it for the same user is harmless. */
export async function completeApplePurchase(deps: AppDeps, userId: number, body: ApplePurchaseBody): Promise<void> {
  const { verifier, settings } = verifierFor(deps);
  if (body.productId !== settings.productMonthly && body.productId !== settings.productAnnual) {
    throw new AppError(400, BILLING_MESSAGES.appleUnknownProduct, { productId: BILLING_MESSAGES.appleUnknownProduct });
  }
  const tx = await verifyTransaction(verifier, body.receiptData, deps);
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

const GRANT = new Set<string>([NotificationTypeV2.SUBSCRIBED, NotificationTypeV2.DID_RENEW]);
const REVOKE = new Set<string>([NotificationTypeV2.EXPIRED, NotificationTypeV2.REFUND, NotificationTypeV2.REVOKE]);

/** POST /api/apple/notifications: verified, deduplicated by notificationUUID; answers whether it was new. */
export async function handleAppleNotification(deps: AppDeps, signedPayload: string): Promise<boolean> {
  const { verifier } = verifierFor(deps);
  let notification;
  try {
    notification = await verifier.verifyAndDecodeNotification(signedPayload);
  } catch (err) {
    deps.logger.warn({ status: (err as { status?: number }).status }, "apple notification refused");
    throw new AppError(400, BILLING_MESSAGES.appleInvalid);
  }
  const uuid = notification.notificationUUID;
  if (!uuid) throw new AppError(400, BILLING_MESSAGES.appleInvalid);
  const signedTx = notification.data?.signedTransactionInfo;
  const tx = signedTx ? await verifyTransaction(verifier, signedTx, deps) : undefined;
  const original = tx?.originalTransactionId ?? tx?.transactionId;
  const type = String(notification.notificationType ?? "UNKNOWN");
  const now = deps.now();

  return deps.db.transaction(async (t) => {
    const owner = original
      ? (await t.select({ id: users.id, provider: users.paymentProvider }).from(users).where(eq(users.appleTransactionId, original)).limit(1))[0]
      : undefined;
    const userId = owner?.id ?? null;
    const fresh = await recordPaymentEvent(t, { id: `apple-n:${uuid}`, provider: "apple", type, userId });
    if (!fresh || userId === null || !tx) return fresh;
    if (GRANT.has(type) && isLive(tx, now)) {
      await grantPaidTier(t, userId, { provider: "apple", appleTransactionId: original }, now);
    } else if (REVOKE.has(type) && owner?.provider === "apple") {
      await revokePaidTier(t, userId, now, false);
    }
    return true;
  });
}
