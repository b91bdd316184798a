/**
 * The two payment providers behind interfaces, like photo storage and mail: card payments (Stripe, product.md#r16) and
 * the App Store (Apple, product.md#r17). create-gateways.ts picks the implementations from configuration once; the
 * billing services only ever see these shapes, never a provider's SDK or its settings.
 */

/** A card price as the plans screen shows it. */
export interface CardPrice {
  id: string;
  /** In the currency's main unit (dollars, not cents). */
  amount: number;
}

export interface CardSubscriptionInput {
  customerId: string;
  priceId: string;
  userId: number;
  /** The trial-conversion discount (product.md#r16's 'trial10'), when the provider has a coupon for it. */
  trialDiscount: boolean;
}

export interface CardCheckoutSession {
  /** The user id the session was created for (our client reference), if any. */
  clientReferenceId: string | null;
  customerId: string | null;
  paymentStatus: string;
  status: string | null;
  /** The subscription it created; `live` while it is active or trialing. */
  subscription: { id: string; live: boolean } | null;
}

/** Card checkout calls. Failures are thrown as the provider's own errors; the services turn them into 502s. */
export interface CardCheckout {
  readonly priceIds: { monthly: string; annual: string };
  /** Handed to the web's Payment Element. */
  readonly publishableKey: string;
  /** The key makes two parallel first calls for one user create one customer. */
  createCustomer(customer: { userId: number; email: string; name: string }, idempotencyKey: string): Promise<string>;
  /** A subscription waiting for its first payment, with the Payment Element's client secret (null when missing). */
  createSubscription(input: CardSubscriptionInput): Promise<{ subscriptionId: string; clientSecret: string | null }>;
  /** A hosted checkout page for native apps; answers its address (null when the provider gave none). */
  createCheckoutSession(input: CardSubscriptionInput & { successUrl: string; cancelUrl: string }): Promise<string | null>;
  /** Null for an unknown session, or for an id that cannot be one. */
  findCheckoutSession(id: string): Promise<CardCheckoutSession | null>;
  /** The provider's page where a customer manages the subscription; answers its address. */
  createPortalSession(customerId: string, returnUrl: string): Promise<string>;
}

/** What a verified card webhook says, in the provider's words only where they are stored (id, type). */
export type CardEvent = { id: string; type: string } & (
  | {
      kind: "subscription";
      customerId: string | null;
      /** The user id we attached when creating the object (metadata or client reference); used when no customer matches. */
      claimedUserId: string | undefined;
      subscriptionId: string;
      /** paid: the plan applies; ended: the plan ends; other: nothing changes (e.g. past_due while retrying). */
      state: "paid" | "ended" | "other";
    }
  | { kind: "invoice-paid"; customerId: string | null; claimedUserId: string | undefined; subscriptionId: string | null }
  | { kind: "invoice-failed"; customerId: string | null; claimedUserId: string | undefined; attempt: number }
  | {
      kind: "checkout-completed";
      customerId: string | null;
      claimedUserId: string | undefined;
      subscriptionId: string | null;
      paid: boolean;
    }
  | { kind: "other" }
);

export interface CardGateway {
  /** Card checkout, or a 503 when card payments are not set up (no keys or no prices). */
  checkout(): CardCheckout;
  /** The plan's two prices, or null when card payments are not set up (the plans screen shows the fallback). */
  planPrices(): Promise<{ monthly: CardPrice; annual: CardPrice } | null>;
  /** Cancels a subscription at once; one the provider no longer knows counts as canceled. */
  cancelSubscription(subscriptionId: string, userId: number): Promise<void>;
  /** Checks a webhook delivery's signature over its raw body: 400 when it fails, 503 without a webhook secret. */
  verifyEvent(rawBody: string, signature: string | undefined): CardEvent;
}

/** A StoreKit 2 transaction, verified. Dates are epoch milliseconds. */
export interface AppStoreTransaction {
  transactionId?: string;
  originalTransactionId?: string;
  productId?: string;
  expiresDate?: number;
  revocationDate?: number;
}

/** An App Store Server Notification v2, verified, with its signed transaction verified too. */
export interface AppStoreNotification {
  uuid: string;
  /** Apple's notification type, stored with the processed event. */
  type: string;
  /** grant: a purchase or renewal; revoke: expiry, refund or revocation; none: anything else. */
  effect: "grant" | "revoke" | "none";
  transaction?: AppStoreTransaction;
}

/** Verification of signed App Store data. Refused data is a 400. */
export interface AppStoreVerifier {
  transaction(signedTransaction: string): Promise<AppStoreTransaction>;
  notification(signedPayload: string): Promise<AppStoreNotification>;
}

export interface AppStoreGateway {
  /** The Plus plan's product ids (the defaults when the App Store is not set up). */
  readonly productIds: { monthly: string; annual: string };
  /** The verifier, or a 503 when the App Store is not set up. */
  verifier(): AppStoreVerifier;
}
