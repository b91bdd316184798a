/**
 * Stripe's webhook events (product.md#r16) in the billing service's terms: which user they may concern, which
 * subscription, and whether the plan applies or ends. Only the event id and type are kept in Stripe's words.
 */
import type Stripe from "stripe";
import type { CardEvent } from "./billing-gateways";

const PAID = new Set(["active", "trialing"]);
// past_due keeps access while Stripe retries the card; these end it.
const ENDED = new Set(["canceled", "unpaid", "incomplete_expired"]);

const idOf = (v: string | { id: string } | null | undefined): string | null => (v == null ? null : typeof v === "string" ? v : v.id);

function invoiceSubscriptionId(invoice: Stripe.Invoice): string | null {
  const fromParent = invoice.parent?.subscription_details?.subscription;
  if (fromParent) return idOf(fromParent);
  // Older API versions put it at the top level.
  return idOf((invoice as unknown as { subscription?: string | { id: string } | null }).subscription);
}

function subscriptionState(event: Stripe.Event, status: string): "paid" | "ended" | "other" {
  if (event.type === "customer.subscription.deleted") return "ended";
  if (PAID.has(status)) return "paid";
  return ENDED.has(status) ? "ended" : "other";
}

export function toCardEvent(event: Stripe.Event): CardEvent {
  const head = { id: event.id, type: event.type };
  switch (event.type) {
    case "customer.subscription.created":
    case "customer.subscription.updated":
    case "customer.subscription.deleted": {
      const sub = event.data.object;
      return {
        ...head,
        kind: "subscription",
        customerId: idOf(sub.customer),
        claimedUserId: sub.metadata?.userId,
        subscriptionId: sub.id,
        state: subscriptionState(event, sub.status),
      };
    }
    case "invoice.paid": {
      const invoice = event.data.object;
      return {
        ...head,
        kind: "invoice-paid",
        customerId: idOf(invoice.customer),
        claimedUserId: invoice.parent?.subscription_details?.metadata?.userId,
        subscriptionId: invoiceSubscriptionId(invoice),
      };
    }
    case "invoice.payment_failed": {
      const invoice = event.data.object;
      return {
        ...head,
        kind: "invoice-failed",
        customerId: idOf(invoice.customer),
        claimedUserId: invoice.parent?.subscription_details?.metadata?.userId,
        attempt: invoice.attempt_count,
      };
    }
    case "checkout.session.completed": {
      const session = event.data.object;
      return {
        ...head,
        kind: "checkout-completed",
        customerId: idOf(session.customer),
        claimedUserId: session.client_reference_id ?? session.metadata?.userId,
        subscriptionId: idOf(session.subscription),
        paid: session.payment_status === "paid",
      };
    }
    default:
      return { ...head, kind: "other" };
  }
}
