/**
 * product.md#r16 card payments: a customer per user, a subscription for the Payment Element (web), a hosted checkout
 * page (native), the session check of the success page, and the billing portal. The card provider is
 * deps.cardGateway; this file holds the rules (who may buy, which prices, when the plan applies).
 */
import { and, eq, isNull } from "drizzle-orm";
import { BILLING_MESSAGES, type CheckoutSessionAnswer, type ClientSecretAnswer, type SubscriptionBody } from "../../../contract/billing/schemas";
import type { CardCheckout, CardSubscriptionInput } from "../../billing/billing-gateways";
import type { AppDeps, UserRow } from "../../context";
import { users } from "../../db/schema";
import { AppError } from "../../errors";
import { callCardGateway } from "./billing-card-call";
import { grantPaidTier } from "./billing-tier";

async function loadUser(deps: AppDeps, userId: number): Promise<UserRow> {
  const row = (await deps.db.select().from(users).where(eq(users.id, userId)).limit(1))[0];
  if (!row) throw AppError.unauthorized();
  return row;
}

function checkPrice(card: CardCheckout, priceId: string): void {
  if (priceId !== card.priceIds.monthly && priceId !== card.priceIds.annual) {
    throw new AppError(400, BILLING_MESSAGES.invalidPrice, { priceId: BILLING_MESSAGES.invalidPrice });
  }
}

function refuseIfSubscribed(user: UserRow): void {
  if (user.subscriptionTier !== "free" && user.accountStatus === "active") throw AppError.conflict(BILLING_MESSAGES.alreadySubscribed);
}

/** One card customer per user; the idempotency key makes two parallel first calls create one customer. */
async function ensureCustomer(deps: AppDeps, card: CardCheckout, user: UserRow, message: string): Promise<string> {
  if (user.stripeCustomerId) return user.stripeCustomerId;
  const customerId = await callCardGateway(deps.logger, message, () =>
    card.createCustomer(
      { userId: user.id, email: user.email, name: `${user.firstName} ${user.lastName}` },
      `claybook-customer-${user.id}`,
    ),
  );
  const saved = await deps.db
    .update(users)
    .set({ stripeCustomerId: customerId, updatedAt: deps.now() })
    .where(and(eq(users.id, user.id), isNull(users.stripeCustomerId)))
    .returning({ id: users.stripeCustomerId });
  if (saved[0]?.id) return saved[0].id;
  return (await loadUser(deps, user.id)).stripeCustomerId ?? customerId;
}

/** The checks and the customer both flows start with. */
async function startPurchase(deps: AppDeps, userId: number, body: SubscriptionBody, message: string) {
  const card = deps.cardGateway.checkout();
  checkPrice(card, body.priceId);
  const user = await loadUser(deps, userId);
  refuseIfSubscribed(user);
  const customerId = await ensureCustomer(deps, card, user, message);
  const input: CardSubscriptionInput = { customerId, priceId: body.priceId, userId: user.id, trialDiscount: body.discount === "trial10" };
  return { card, input };
}

export async function createSubscription(deps: AppDeps, userId: number, body: SubscriptionBody): Promise<ClientSecretAnswer> {
  const message = BILLING_MESSAGES.subscriptionFailed;
  const { card, input } = await startPurchase(deps, userId, body, message);
  const { subscriptionId, clientSecret } = await callCardGateway(deps.logger, message, () => card.createSubscription(input));
  if (!clientSecret) {
    deps.logger.warn({ subscription: subscriptionId }, "card subscription without a confirmation secret");
    throw new AppError(502, message);
  }
  return { clientSecret, subscriptionId, publishableKey: card.publishableKey };
}

export async function createCheckoutSession(deps: AppDeps, userId: number, body: SubscriptionBody): Promise<{ checkoutUrl: string }> {
  const message = BILLING_MESSAGES.checkoutFailed;
  const { card, input } = await startPurchase(deps, userId, body, message);
  const appUrl = deps.config.appUrl;
  const checkoutUrl = await callCardGateway(deps.logger, message, () =>
    card.createCheckoutSession({
      ...input,
      successUrl: `${appUrl}/subscribe/success?session_id={CHECKOUT_SESSION_ID}`,
      cancelUrl: `${appUrl}/subscribe?canceled=true`,
    }),
  );
  if (!checkoutUrl) throw new AppError(502, message);
  return { checkoutUrl };
}

/** Only the user's own session (else 404). A paid session with a live subscription also applies the tier at once. */
export async function getCheckoutSession(deps: AppDeps, userId: number, sessionId: string): Promise<CheckoutSessionAnswer> {
  const card = deps.cardGateway.checkout();
  const session = await callCardGateway(deps.logger, BILLING_MESSAGES.verifyFailed, () => card.findCheckoutSession(sessionId));
  if (!session) throw AppError.notFound();
  const user = await loadUser(deps, userId);
  const owned =
    session.clientReferenceId === String(userId) || (session.customerId !== null && session.customerId === user.stripeCustomerId);
  if (!owned) throw AppError.notFound();

  const subscription = session.subscription;
  if (session.paymentStatus === "paid" && subscription?.live) {
    // The webhook does the same; applying here too means the welcome never waits on webhook delivery.
    await deps.db.transaction((tx) =>
      grantPaidTier(
        tx,
        userId,
        { provider: "stripe", stripeCustomerId: session.customerId ?? undefined, stripeSubscriptionId: subscription.id },
        deps.now(),
      ),
    );
  }
  return { payment_status: session.paymentStatus, status: session.status };
}

export async function createPortalSession(deps: AppDeps, userId: number): Promise<{ url: string }> {
  const card = deps.cardGateway.checkout();
  const user = await loadUser(deps, userId);
  if (!user.stripeCustomerId) throw AppError.notFound(BILLING_MESSAGES.noBillingAccount);
  const customerId = user.stripeCustomerId;
  const url = await callCardGateway(deps.logger, BILLING_MESSAGES.portalFailed, () =>
    card.createPortalSession(customerId, `${deps.config.appUrl}/settings`),
  );
  return { url };
}
