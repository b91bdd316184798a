/**
 * POST /api/stripe/webhook (D16): the signature is checked on the raw body, each event is applied once
 * (its id stored in processed_payment_events in the same transaction as the tier change).
 */
import { eq } from "drizzle-orm";
import type Stripe from "stripe";
import { BILLING_MESSAGES } from "../../contract/billing/schemas";
import type { AppDeps } from "../context";
import type { DbOrTx } from "../db/client";
import { users } from "../db/schema";
import { AppError } from "../errors";
import { stripeFor } from "./stripe-client";
import { grantPaidTier, recordPaymentEvent, revokePaidTier } from "./tier";

const PAID = new Set(["active", "trialing"]);
// past_due keeps access while Stripe retries the card; these end it.
const ENDED = new Set(["canceled", "unpaid", "incomplete_expired"]);

export function verifyStripeEvent(deps: AppDeps, rawBody: string, signature: string | undefined): Stripe.Event {
  const settings = deps.config.stripe;
  if (!settings?.webhookSecret) throw new AppError(503, BILLING_MESSAGES.webhookNotConfigured);
  if (!signature) throw new AppError(400, BILLING_MESSAGES.invalidSignature);
  try {
    return stripeFor(settings).webhooks.constructEvent(rawBody, signature, settings.webhookSecret);
  } catch {
    throw new AppError(400, BILLING_MESSAGES.invalidSignature);
  }
}

const idOf = (v: string | { id: string } | null | undefined): string | null => (v == null ? null : typeof v === "string" ? v : v.id);

/** The user a Stripe object belongs to: by customer id, else by the userId we put in its metadata. */
async function findUserId(tx: DbOrTx, customerId: string | null, metadataUserId: string | undefined): Promise<number | null> {
  if (customerId) {
    const row = (await tx.select({ id: users.id }).from(users).where(eq(users.stripeCustomerId, customerId)).limit(1))[0];
    if (row) return row.id;
  }
  if (metadataUserId && /^[1-9][0-9]{0,9}$/.test(metadataUserId)) {
    const row = (await tx.select({ id: users.id }).from(users).where(eq(users.id, Number(metadataUserId))).limit(1))[0];
    if (row) return row.id;
  }
  return null;
}

async function currentSubscriptionId(tx: DbOrTx, userId: number): Promise<string | null> {
  const row = (await tx.select({ s: users.stripeSubscriptionId }).from(users).where(eq(users.id, userId)).limit(1))[0];
  return row?.s ?? null;
}

function invoiceSubscriptionId(invoice: Stripe.Invoice): string | null {
  const fromParent = invoice.parent?.subscription_details?.subscription;
  if (fromParent) return idOf(fromParent);
  // Older API versions put it at the top level.
  return idOf((invoice as unknown as { subscription?: string | { id: string } | null }).subscription);
}

/** Applies one verified event; answers whether it was new. */
export async function applyStripeEvent(deps: AppDeps, event: Stripe.Event): Promise<boolean> {
  const now = deps.now();
  return deps.db.transaction(async (tx) => {
    let userId: number | null = null;
    let change: (() => Promise<void>) | null = null;

    switch (event.type) {
      case "customer.subscription.created":
      case "customer.subscription.updated":
      case "customer.subscription.deleted": {
        const sub = event.data.object;
        const customerId = idOf(sub.customer);
        userId = await findUserId(tx, customerId, sub.metadata?.userId);
        const uid = userId;
        if (uid === null) break;
        if (event.type !== "customer.subscription.deleted" && PAID.has(sub.status)) {
          change = () => grantPaidTier(tx, uid, { provider: "stripe", stripeCustomerId: customerId ?? undefined, stripeSubscriptionId: sub.id }, now);
        } else if (event.type === "customer.subscription.deleted" || ENDED.has(sub.status)) {
          // Only the subscription the user is on ends the plan; an old, replaced one changes nothing.
          change = async () => {
            const current = await currentSubscriptionId(tx, uid);
            if (current === null || current === sub.id) await revokePaidTier(tx, uid, now, true);
          };
        }
        break;
      }
      case "invoice.paid": {
        const invoice = event.data.object;
        const subscriptionId = invoiceSubscriptionId(invoice);
        userId = await findUserId(tx, idOf(invoice.customer), invoice.parent?.subscription_details?.metadata?.userId);
        const uid = userId;
        if (uid !== null && subscriptionId) {
          change = () => grantPaidTier(tx, uid, { provider: "stripe", stripeCustomerId: idOf(invoice.customer) ?? undefined, stripeSubscriptionId: subscriptionId }, now);
        }
        break;
      }
      case "invoice.payment_failed": {
        // Stripe retries the card and then moves the subscription to unpaid/canceled, which ends the plan
        // through customer.subscription.updated/deleted; one failed attempt does not lock a potter out.
        const invoice = event.data.object;
        userId = await findUserId(tx, idOf(invoice.customer), invoice.parent?.subscription_details?.metadata?.userId);
        deps.logger.info({ userId, attempt: invoice.attempt_count }, "stripe invoice payment failed");
        break;
      }
      case "checkout.session.completed": {
        const session = event.data.object;
        const customerId = idOf(session.customer);
        userId = await findUserId(tx, customerId, session.client_reference_id ?? session.metadata?.userId);
        const uid = userId;
        const subscriptionId = idOf(session.subscription);
        if (uid !== null && session.payment_status === "paid" && subscriptionId) {
          change = () => grantPaidTier(tx, uid, { provider: "stripe", stripeCustomerId: customerId ?? undefined, stripeSubscriptionId: subscriptionId }, now);
        }
        break;
      }
      default:
        break;
    }

    const fresh = await recordPaymentEvent(tx, { id: event.id, provider: "stripe", type: event.type, userId });
    if (!fresh) return false;
    if (change) await change();
    return true;
  });
}
