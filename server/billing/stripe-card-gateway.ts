/**
 * Card payments through Stripe (product.md#r16). One Stripe client per gateway; tests point it at a fake Stripe on
 * 127.0.0.1 through apiHost/apiPort/apiProtocol (STRIPE_API_URL, product.md#r18), production talks to api.stripe.com.
 */
import Stripe from "stripe";
import { BILLING_MESSAGES } from "../../contract/billing/schemas";
import type { StripeSettings } from "../config";
import { AppError } from "../errors";
import type { CardCheckout, CardCheckoutSession, CardEvent, CardGateway, CardPrice, CardSubscriptionInput } from "./billing-gateways";
import { toCardEvent } from "./stripe-events";

const PRICE_CACHE_MS = 5 * 60 * 1000;
const LIVE_STATUSES = new Set(["active", "trialing"]);
const CHECKOUT_SESSION_ID = /^cs_[A-Za-z0-9_]{1,255}$/;

const isMissing = (err: unknown) => {
  const e = err as { statusCode?: number; code?: string };
  return e.statusCode === 404 || e.code === "resource_missing";
};

export class StripeCardGateway implements CardGateway {
  private readonly stripe: Stripe;
  private priceCache: { at: number; prices: { monthly: CardPrice; annual: CardPrice } } | null = null;

  constructor(private readonly settings: StripeSettings) {
    this.stripe = new Stripe(settings.secretKey, {
      host: settings.apiHost,
      port: settings.apiPort,
      protocol: settings.apiProtocol,
      // A payment screen waits on these calls: fail in seconds, not minutes; Stripe's own retries are idempotent.
      timeout: 15_000,
      maxNetworkRetries: 1,
      appInfo: { name: "Claybook" },
    });
  }

  /** Without both prices there is nothing to sell: card checkout answers product.md#r16's 503. */
  private get sellsPlans(): boolean {
    return Boolean(this.settings.priceMonthly && this.settings.priceAnnual);
  }

  checkout(): CardCheckout {
    if (!this.sellsPlans) throw new AppError(503, BILLING_MESSAGES.notConfigured);
    const { stripe, settings } = this;
    const discounts = (input: CardSubscriptionInput) =>
      input.trialDiscount && settings.couponTrial10 ? [{ coupon: settings.couponTrial10 }] : undefined;
    return {
      priceIds: { monthly: settings.priceMonthly, annual: settings.priceAnnual },
      publishableKey: settings.publishableKey,
      async createCustomer(customer, idempotencyKey) {
        const created = await stripe.customers.create(
          { email: customer.email, name: customer.name, metadata: { userId: String(customer.userId) } },
          { idempotencyKey },
        );
        return created.id;
      },
      async createSubscription(input) {
        const subscription = await stripe.subscriptions.create({
          customer: input.customerId,
          items: [{ price: input.priceId }],
          payment_behavior: "default_incomplete",
          payment_settings: { save_default_payment_method: "on_subscription" },
          discounts: discounts(input),
          metadata: { userId: String(input.userId) },
          expand: ["latest_invoice.confirmation_secret"],
        });
        const invoice = subscription.latest_invoice;
        const clientSecret = invoice && typeof invoice !== "string" ? invoice.confirmation_secret?.client_secret : undefined;
        return { subscriptionId: subscription.id, clientSecret: clientSecret ?? null };
      },
      async createCheckoutSession(input) {
        const session = await stripe.checkout.sessions.create({
          mode: "subscription",
          customer: input.customerId,
          client_reference_id: String(input.userId),
          line_items: [{ price: input.priceId, quantity: 1 }],
          discounts: discounts(input),
          metadata: { userId: String(input.userId) },
          subscription_data: { metadata: { userId: String(input.userId) } },
          success_url: input.successUrl,
          cancel_url: input.cancelUrl,
        });
        return session.url;
      },
      async findCheckoutSession(id): Promise<CardCheckoutSession | null> {
        if (!CHECKOUT_SESSION_ID.test(id)) return null;
        let session: Stripe.Checkout.Session;
        try {
          session = await stripe.checkout.sessions.retrieve(id, { expand: ["subscription"] });
        } catch (err) {
          if (isMissing(err)) return null;
          throw err;
        }
        const subscription = session.subscription && typeof session.subscription !== "string" ? session.subscription : null;
        return {
          clientReferenceId: session.client_reference_id,
          customerId: typeof session.customer === "string" ? session.customer : (session.customer?.id ?? null),
          paymentStatus: session.payment_status,
          status: session.status,
          subscription: subscription ? { id: subscription.id, live: LIVE_STATUSES.has(subscription.status) } : null,
        };
      },
      async createPortalSession(customerId, returnUrl) {
        return (await stripe.billingPortal.sessions.create({ customer: customerId, return_url: returnUrl })).url;
      },
    };
  }

  async planPrices(): Promise<{ monthly: CardPrice; annual: CardPrice } | null> {
    if (!this.sellsPlans) return null;
    // Real time, not deps.now(): this is a network cache, not business time.
    if (this.priceCache && Date.now() - this.priceCache.at < PRICE_CACHE_MS) return this.priceCache.prices;
    const [monthly, annual] = await Promise.all([
      this.stripe.prices.retrieve(this.settings.priceMonthly),
      this.stripe.prices.retrieve(this.settings.priceAnnual),
    ]);
    const prices = {
      monthly: { id: monthly.id, amount: (monthly.unit_amount ?? 0) / 100 },
      annual: { id: annual.id, amount: (annual.unit_amount ?? 0) / 100 },
    };
    this.priceCache = { at: Date.now(), prices };
    return prices;
  }

  async cancelSubscription(subscriptionId: string): Promise<void> {
    // Like every card call, this needs card payments set up; without prices it is the same 503.
    this.checkout();
    try {
      await this.stripe.subscriptions.cancel(subscriptionId);
    } catch (err) {
      if (!isMissing(err)) throw err;
    }
  }

  verifyEvent(rawBody: string, signature: string | undefined): CardEvent {
    if (!this.settings.webhookSecret) throw new AppError(503, BILLING_MESSAGES.webhookNotConfigured);
    if (!signature) throw new AppError(400, BILLING_MESSAGES.invalidSignature);
    let event: Stripe.Event;
    try {
      event = this.stripe.webhooks.constructEvent(rawBody, signature, this.settings.webhookSecret);
    } catch {
      throw new AppError(400, BILLING_MESSAGES.invalidSignature);
    }
    return toCardEvent(event);
  }
}
