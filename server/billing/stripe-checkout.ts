/**
 * D16 card payments: a Stripe customer per user, a subscription for the Payment Element (web), a hosted
 * Checkout session (native), the session check of the success page, and the billing portal.
 */
import { and, eq, isNull } from "drizzle-orm";
import type Stripe from "stripe";
import { BILLING_MESSAGES, type CheckoutSessionAnswer, type ClientSecretAnswer, type SubscriptionBody } from "../../contract/billing/schemas";
import type { StripeSettings } from "../config";
import type { AppDeps, UserRow } from "../context";
import { users } from "../db/schema";
import { AppError } from "../errors";
import { callStripe, requireStripe } from "./stripe-client";
import { grantPaidTier } from "./tier";

const ACTIVE_STATUSES = new Set(["active", "trialing"]);

async function loadUser(deps: AppDeps, userId: number): Promise<UserRow> {
  const row = (await deps.db.select().from(users).where(eq(users.id, userId)).limit(1))[0];
  if (!row) throw AppError.unauthorized();
  return row;
}

function checkPrice(settings: StripeSettings, priceId: string): void {
  if (priceId !== settings.priceMonthly && priceId !== settings.priceAnnual) {
    throw new AppError(400, BILLING_MESSAGES.invalidPrice, { priceId: BILLING_MESSAGES.invalidPrice });
  }
}

function refuseIfSubscribed(user: UserRow): void {
  if (user.subscriptionTier !== "free" && user.accountStatus === "active") throw AppError.conflict(BILLING_MESSAGES.alreadySubscribed);
}

/** One Stripe customer per user; the idempotency key makes two parallel first calls create one customer. */
async function ensureCustomer(deps: AppDeps, stripe: Stripe, user: UserRow, message: string): Promise<string> {
  if (user.stripeCustomerId) return user.stripeCustomerId;
  const customer = await callStripe(deps, message, () =>
    stripe.customers.create(
      { email: user.email, name: `${user.firstName} ${user.lastName}`, metadata: { userId: String(user.id) } },
      { idempotencyKey: `claybook-customer-${user.id}` },
    ),
  );
  const saved = await deps.db
    .update(users)
    .set({ stripeCustomerId: customer.id, updatedAt: deps.now() })
    .where(and(eq(users.id, user.id), isNull(users.stripeCustomerId)))
    .returning({ id: users.stripeCustomerId });
  if (saved[0]?.id) return saved[0].id;
  return (await loadUser(deps, user.id)).stripeCustomerId ?? customer.id;
}

function discountsFor(settings: StripeSettings, body: SubscriptionBody) {
  return body.discount === "trial10" && settings.couponTrial10 ? [{ coupon: settings.couponTrial10 }] : undefined;
}

export async function createSubscription(deps: AppDeps, userId: number, body: SubscriptionBody): Promise<ClientSecretAnswer> {
  const { stripe, settings } = requireStripe(deps);
  checkPrice(settings, body.priceId);
  const user = await loadUser(deps, userId);
  refuseIfSubscribed(user);
  const message = BILLING_MESSAGES.subscriptionFailed;
  const customer = await ensureCustomer(deps, stripe, user, message);
  const subscription = await callStripe(deps, message, () =>
    stripe.subscriptions.create({
      customer,
      items: [{ price: body.priceId }],
      payment_behavior: "default_incomplete",
      payment_settings: { save_default_payment_method: "on_subscription" },
      discounts: discountsFor(settings, body),
      metadata: { userId: String(user.id) },
      expand: ["latest_invoice.confirmation_secret"],
    }),
  );
  const invoice = subscription.latest_invoice;
  const clientSecret = invoice && typeof invoice !== "string" ? invoice.confirmation_secret?.client_secret : undefined;
  if (!clientSecret) {
    deps.logger.warn({ subscription: subscription.id }, "stripe subscription without a confirmation secret");
    throw new AppError(502, message);
  }
  return { clientSecret, subscriptionId: subscription.id, publishableKey: settings.publishableKey };
}

export async function createCheckoutSession(deps: AppDeps, userId: number, body: SubscriptionBody): Promise<{ checkoutUrl: string }> {
  const { stripe, settings } = requireStripe(deps);
  checkPrice(settings, body.priceId);
  const user = await loadUser(deps, userId);
  refuseIfSubscribed(user);
  const message = BILLING_MESSAGES.checkoutFailed;
  const customer = await ensureCustomer(deps, stripe, user, message);
  const appUrl = deps.config.appUrl;
  const session = await callStripe(deps, message, () =>
    stripe.checkout.sessions.create({
      mode: "subscription",
      customer,
      client_reference_id: String(user.id),
      line_items: [{ price: body.priceId, quantity: 1 }],
      discounts: discountsFor(settings, body),
      metadata: { userId: String(user.id) },
      subscription_data: { metadata: { userId: String(user.id) } },
      success_url: `${appUrl}/subscribe/success?session_id={CHECKOUT_SESSION_ID}`,
      cancel_url: `${appUrl}/subscribe?canceled=true`,
    }),
  );
  if (!session.url) throw new AppError(502, message);
  return { checkoutUrl: session.url };
}

const SESSION_ID = /^cs_[A-Za-z0-9_]{1,255}$/;

/** Only the user's own session (else 404). A paid session with a live subscription also applies the tier at once. */
export async function getCheckoutSession(deps: AppDeps, userId: number, sessionId: string): Promise<CheckoutSessionAnswer> {
  const { stripe } = requireStripe(deps);
  if (!SESSION_ID.test(sessionId)) throw AppError.notFound();
  let session: Stripe.Checkout.Session;
  try {
    session = await stripe.checkout.sessions.retrieve(sessionId, { expand: ["subscription"] });
  } catch (err) {
    const e = err as { statusCode?: number; code?: string };
    if (e.statusCode === 404 || e.code === "resource_missing") throw AppError.notFound();
    return callStripe(deps, BILLING_MESSAGES.verifyFailed, () => Promise.reject(err));
  }
  const user = await loadUser(deps, userId);
  const customerId = typeof session.customer === "string" ? session.customer : (session.customer?.id ?? null);
  const owned =
    session.client_reference_id === String(userId) || (customerId !== null && customerId === user.stripeCustomerId);
  if (!owned) throw AppError.notFound();

  const subscription = session.subscription && typeof session.subscription !== "string" ? session.subscription : null;
  if (session.payment_status === "paid" && subscription && ACTIVE_STATUSES.has(subscription.status)) {
    // The webhook does the same; applying here too means the welcome never waits on webhook delivery.
    await deps.db.transaction((tx) =>
      grantPaidTier(tx, userId, { provider: "stripe", stripeCustomerId: customerId ?? undefined, stripeSubscriptionId: subscription.id }, deps.now()),
    );
  }
  return { payment_status: session.payment_status, status: session.status };
}

export async function createPortalSession(deps: AppDeps, userId: number): Promise<{ url: string }> {
  const { stripe } = requireStripe(deps);
  const user = await loadUser(deps, userId);
  if (!user.stripeCustomerId) throw AppError.notFound(BILLING_MESSAGES.noBillingAccount);
  const customer = user.stripeCustomerId;
  const portal = await callStripe(deps, BILLING_MESSAGES.portalFailed, () =>
    stripe.billingPortal.sessions.create({ customer, return_url: `${deps.config.appUrl}/settings` }),
  );
  return { url: portal.url };
}

/** D15: account deletion cancels an active card subscription first; a Stripe failure stops the deletion. */
export async function cancelStripeSubscriptionOf(deps: AppDeps, user: UserRow): Promise<void> {
  if (!user.stripeSubscriptionId) return;
  const settings = deps.config.stripe;
  if (!settings) {
    deps.logger.warn({ userId: user.id }, "account with a Stripe subscription deleted while Stripe is not configured");
    return;
  }
  const { stripe } = requireStripe(deps);
  const subscriptionId = user.stripeSubscriptionId;
  try {
    await stripe.subscriptions.cancel(subscriptionId);
  } catch (err) {
    const e = err as { statusCode?: number; code?: string };
    if (e.statusCode === 404 || e.code === "resource_missing") return;
    await callStripe(deps, "Failed to cancel your subscription. Please try again.", () => Promise.reject(err));
  }
}
