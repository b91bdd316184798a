/**
 * POST /api/stripe/webhook (product.md#r16): the card gateway checks the signature on the raw body; each event is
 * applied once (its id stored in processed_payment_events in the same transaction as the tier change).
 */
import { eq } from "drizzle-orm";
import type { CardEvent } from "../../billing/billing-gateways";
import type { AppDeps } from "../../context";
import type { DbOrTx } from "../../db/client";
import { users } from "../../db/schema";
import { grantPaidTier, recordPaymentEvent, revokePaidTier } from "./billing-tier";

/** The user an event concerns: by customer id, else by the user id we attached to the provider's object. */
async function findUserId(tx: DbOrTx, customerId: string | null, claimedUserId: string | undefined): Promise<number | null> {
  if (customerId) {
    const row = (await tx.select({ id: users.id }).from(users).where(eq(users.stripeCustomerId, customerId)).limit(1))[0];
    if (row) return row.id;
  }
  if (claimedUserId && /^[1-9][0-9]{0,9}$/.test(claimedUserId)) {
    const row = (await tx.select({ id: users.id }).from(users).where(eq(users.id, Number(claimedUserId))).limit(1))[0];
    if (row) return row.id;
  }
  return null;
}

async function currentSubscriptionId(tx: DbOrTx, userId: number): Promise<string | null> {
  const row = (await tx.select({ s: users.stripeSubscriptionId }).from(users).where(eq(users.id, userId)).limit(1))[0];
  return row?.s ?? null;
}

/** Verifies and applies one webhook delivery; answers whether its event was new. */
export async function handleCardWebhook(deps: AppDeps, rawBody: string, signature: string | undefined): Promise<boolean> {
  return applyCardEvent(deps, deps.cardGateway.verifyEvent(rawBody, signature));
}

async function applyCardEvent(deps: AppDeps, event: CardEvent): Promise<boolean> {
  const now = deps.now();
  return deps.db.transaction(async (tx) => {
    let userId: number | null = null;
    let change: (() => Promise<void>) | null = null;
    const grant = (uid: number, customerId: string | null, subscriptionId: string) => () =>
      grantPaidTier(tx, uid, { provider: "stripe", stripeCustomerId: customerId ?? undefined, stripeSubscriptionId: subscriptionId }, now);

    switch (event.kind) {
      case "subscription": {
        userId = await findUserId(tx, event.customerId, event.claimedUserId);
        const uid = userId;
        if (uid === null) break;
        if (event.state === "paid") {
          change = grant(uid, event.customerId, event.subscriptionId);
        } else if (event.state === "ended") {
          // Only the subscription the user is on ends the plan; an old, replaced one changes nothing.
          change = async () => {
            const current = await currentSubscriptionId(tx, uid);
            if (current === null || current === event.subscriptionId) await revokePaidTier(tx, uid, now, true);
          };
        }
        break;
      }
      case "invoice-paid": {
        userId = await findUserId(tx, event.customerId, event.claimedUserId);
        if (userId !== null && event.subscriptionId) change = grant(userId, event.customerId, event.subscriptionId);
        break;
      }
      case "invoice-failed": {
        // The provider retries the card and then ends the subscription, which ends the plan through a
        // subscription event; one failed attempt does not lock a potter out.
        userId = await findUserId(tx, event.customerId, event.claimedUserId);
        deps.logger.info({ userId, attempt: event.attempt }, "stripe invoice payment failed");
        break;
      }
      case "checkout-completed": {
        userId = await findUserId(tx, event.customerId, event.claimedUserId);
        if (userId !== null && event.paid && event.subscriptionId) change = grant(userId, event.customerId, event.subscriptionId);
        break;
      }
      case "other":
        break;
    }

    const fresh = await recordPaymentEvent(tx, { id: event.id, provider: "stripe", type: event.type, userId });
    if (!fresh) return false;
    if (change) await change();
    return true;
  });
}
