import { eq } from "drizzle-orm";
import Stripe from "stripe";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { FALLBACK_PLAN } from "../../contract/billing/schemas";
import { processedPaymentEvents, users } from "../../server/db/schema";
import { anonymous, signUp } from "../helpers/client";
import { fakeStripeEnv, startFakeStripe, type FakeStripe } from "../helpers/fake-stripe";
import { createTestContext, type TestContext } from "../helpers/test-app";

let fake: FakeStripe;
let ctx: TestContext;
let bare: TestContext;
const stripe = new Stripe("sk_test_signing_only");

beforeAll(async () => {
  fake = await startFakeStripe();
  ctx = await createTestContext({ env: fakeStripeEnv(fake) });
  bare = await createTestContext();
});
afterAll(async () => {
  await ctx.close();
  await bare.close();
  await fake.close();
});
beforeEach(() => {
  fake.down = false;
  fake.requests.length = 0;
});

const userRow = async (id: number) => (await ctx.db.select().from(users).where(eq(users.id, id)))[0]!;

function signed(payload: object, options: { secret?: string; timestamp?: number } = {}) {
  const body = JSON.stringify(payload);
  const header = stripe.webhooks.generateTestHeaderString({
    payload: body,
    secret: options.secret ?? ctx.env.STRIPE_WEBHOOK_SECRET!,
    timestamp: options.timestamp,
  });
  return { body, header };
}

async function sendWebhook(payload: object, options: { secret?: string; timestamp?: number } = {}) {
  const { body, header } = signed(payload, options);
  return anonymous(ctx).post("/api/stripe/webhook", undefined, {
    body,
    headers: { "content-type": "application/json; charset=utf-8", "stripe-signature": header },
  });
}

let eventCounter = 0;
function subscriptionEvent(type: string, sub: { id: string; customer: string; status: string; userId?: number }) {
  eventCounter += 1;
  return {
    id: `evt_test_${Date.now()}_${eventCounter}`,
    object: "event",
    type,
    api_version: "2026-10-28.endive",
    created: Math.floor(Date.now() / 1000),
    data: {
      object: {
        id: sub.id,
        object: "subscription",
        customer: sub.customer,
        status: sub.status,
        metadata: sub.userId ? { userId: String(sub.userId) } : {},
      },
    },
  };
}

function invoiceEvent(type: "invoice.paid" | "invoice.payment_failed", customer: string, subscription: string) {
  eventCounter += 1;
  return {
    id: `evt_test_inv_${Date.now()}_${eventCounter}`,
    object: "event",
    type,
    created: Math.floor(Date.now() / 1000),
    data: {
      object: {
        id: `in_${eventCounter}`,
        object: "invoice",
        customer,
        attempt_count: 1,
        parent: { type: "subscription_details", subscription_details: { subscription, metadata: {} } },
      },
    },
  };
}

/** A potter with a Stripe customer, made through the real subscription call. */
async function potterWithCustomer() {
  const potter = await signUp(ctx);
  const res = await potter.client.post("/api/get-or-create-subscription", { priceId: "price_plus_monthly" });
  expect(res.status).toBe(200);
  const row = await userRow(potter.user.id);
  return { ...potter, customer: row.stripeCustomerId! };
}

describe("plans (product.md#r16)", () => {
  it("answers the Plus plan with the configured Stripe prices and the annual savings", async () => {
    const res = await anonymous(ctx).get("/api/subscription-plans?provider=stripe");
    expect(res.status).toBe(200);
    expect(res.body).toEqual([
      {
        ...FALLBACK_PLAN,
        monthly: { priceId: "price_plus_monthly", amount: 5 },
        annual: { priceId: "price_plus_annual", amount: 50, savings: "Save $10" },
      },
    ]);
    expect(res.body[0].name).toBe("Claybook Plus");
  });

  it("answers the Apple product ids on the Apple method", async () => {
    const res = await anonymous(ctx).get("/api/subscription-plans");
    expect(res.status).toBe(200);
    expect(res.body[0].monthly).toEqual({ priceId: "app.claybook.plus.monthly", amount: 4.99 });
    expect(res.body[0].annual).toMatchObject({ priceId: "app.claybook.plus.annual", amount: 49.99 });
  });

  it("answers the fallback plan without Stripe settings, and card checkout answers product.md#r16's 503", async () => {
    const plans = await anonymous(bare).get("/api/subscription-plans?provider=stripe");
    expect(plans.status).toBe(200);
    expect(plans.body).toEqual([FALLBACK_PLAN]);
    const { client } = await signUp(bare);
    for (const path of ["/api/get-or-create-subscription", "/api/create-checkout-session"]) {
      const res = await client.post(path, { priceId: "price_anything" });
      expect(res.status).toBe(503);
      expect(res.body.message).toBe("Stripe pricing not configured. Please contact support.");
    }
    expect((await client.get("/api/checkout-session/cs_test_x")).status).toBe(503);
  });

  it("refuses an unknown provider", async () => {
    expect((await anonymous(ctx).get("/api/subscription-plans?provider=paypal")).status).toBe(400);
  });
});

describe("subscription creation (product.md#r16)", () => {
  it("creates one customer per user and a subscription; answers the clientSecret", async () => {
    const { client, user } = await signUp(ctx);
    const res = await client.post("/api/get-or-create-subscription", { priceId: "price_plus_monthly" });
    expect(res.status).toBe(200);
    expect(res.body.clientSecret).toMatch(/^pi_.+_secret_/);
    const row = await userRow(user.id);
    expect(row.stripeCustomerId).toMatch(/^cus_/);
    const sub = fake.requests.find((r) => r.path === "/v1/subscriptions")!;
    expect(sub.form.customer).toBe(row.stripeCustomerId);
    expect(sub.form["items[0][price]"]).toBe("price_plus_monthly");
    expect(sub.form["discounts[0][coupon]"]).toBeUndefined();

    // A second call reuses the customer.
    fake.requests.length = 0;
    expect((await client.post("/api/get-or-create-subscription", { priceId: "price_plus_annual" })).status).toBe(200);
    expect(fake.requests.some((r) => r.path === "/v1/customers")).toBe(false);
    // Tier changes only when Stripe says the payment went through (webhook), not at creation.
    expect((await userRow(user.id)).subscriptionTier).toBe("free");
  });

  it("applies the trial10 coupon when asked", async () => {
    const { client } = await signUp(ctx);
    const res = await client.post("/api/get-or-create-subscription", { priceId: "price_plus_annual", discount: "trial10" });
    expect(res.status).toBe(200);
    const sub = fake.requests.find((r) => r.path === "/v1/subscriptions")!;
    expect(sub.form["discounts[0][coupon]"]).toBe("trial10");
    expect(sub.form["items[0][price]"]).toBe("price_plus_annual");
  });

  it("refuses a missing or foreign price and an unknown discount", async () => {
    const { client } = await signUp(ctx);
    expect((await client.post("/api/get-or-create-subscription", {})).body.message).toBe("Price ID is required");
    const foreign = await client.post("/api/get-or-create-subscription", { priceId: "price_someone_else" });
    expect(foreign.status).toBe(400);
    expect(foreign.body.message).toBe("Invalid price");
    expect((await client.post("/api/get-or-create-subscription", { priceId: "price_plus_monthly", discount: "free100" })).status).toBe(400);
    expect((await anonymous(ctx).post("/api/get-or-create-subscription", { priceId: "price_plus_monthly" })).status).toBe(401);
  });

  it("gives the spec's message when Stripe is down, keeps running and stores nothing", async () => {
    const { client, user } = await signUp(ctx);
    fake.down = true;
    const res = await client.post("/api/get-or-create-subscription", { priceId: "price_plus_monthly" });
    expect(res.status).toBe(502);
    expect(res.body).toEqual({ message: "Failed to create subscription. Please try again.", code: "INTERNAL" });
    const checkout = await client.post("/api/create-checkout-session", { priceId: "price_plus_monthly" });
    expect(checkout.status).toBe(502);
    expect(checkout.body).toEqual({ message: "Failed to create checkout session. Please try again.", code: "INTERNAL" });
    const row = await userRow(user.id);
    expect(row.stripeCustomerId).toBeNull();
    expect(row.subscriptionTier).toBe("free");
    fake.down = false;
    expect((await anonymous(ctx).get("/api/health")).status).toBe(200);
    expect((await client.post("/api/get-or-create-subscription", { priceId: "price_plus_monthly" })).status).toBe(200);
  });

  it("refuses a second subscription for a paid user", async () => {
    const { client, user } = await signUp(ctx);
    await ctx.db.update(users).set({ subscriptionTier: "plus" }).where(eq(users.id, user.id));
    const res = await client.post("/api/get-or-create-subscription", { priceId: "price_plus_monthly" });
    expect(res.status).toBe(409);
  });
});

describe("hosted checkout and the success page check", () => {
  it("creates a Checkout session that returns to the success page", async () => {
    const { client, user } = await signUp(ctx);
    const res = await client.post("/api/create-checkout-session", { priceId: "price_plus_annual", discount: "trial10" });
    expect(res.status).toBe(200);
    expect(res.body.checkoutUrl).toMatch(/^https:\/\/checkout\.stripe\.com\//);
    const sent = fake.requests.find((r) => r.path === "/v1/checkout/sessions")!;
    expect(sent.form.mode).toBe("subscription");
    expect(sent.form.client_reference_id).toBe(String(user.id));
    expect(sent.form.success_url).toBe("http://localhost:3000/subscribe/success?session_id={CHECKOUT_SESSION_ID}");
    expect(sent.form.cancel_url).toBe("http://localhost:3000/subscribe?canceled=true");
    expect(sent.form["discounts[0][coupon]"]).toBe("trial10");
  });

  it("answers payment_status for the user's own session only; another user's answers 404", async () => {
    const owner = await signUp(ctx);
    const other = await signUp(ctx);
    fake.putCheckoutSession({ id: "cs_test_unpaid_1", client_reference_id: String(owner.user.id), payment_status: "unpaid" });
    const mine = await owner.client.get("/api/checkout-session/cs_test_unpaid_1");
    expect(mine.status).toBe(200);
    expect(mine.body.payment_status).toBe("unpaid");
    expect((await userRow(owner.user.id)).subscriptionTier).toBe("free");

    const theirs = await other.client.get("/api/checkout-session/cs_test_unpaid_1");
    expect(theirs.status).toBe(404);
    expect((await owner.client.get("/api/checkout-session/cs_test_missing")).status).toBe(404);
    expect((await owner.client.get("/api/checkout-session/not-a-session")).status).toBe(404);
    expect((await anonymous(ctx).get("/api/checkout-session/cs_test_unpaid_1")).status).toBe(401);
  });

  it("a paid session with an active subscription makes the user Plus at once", async () => {
    const { client, user } = await signUp(ctx);
    fake.subscriptions.set("sub_paid_1", { id: "sub_paid_1", object: "subscription", status: "active" });
    fake.putCheckoutSession({ id: "cs_test_paid_1", client_reference_id: String(user.id), payment_status: "paid", status: "complete", subscription: "sub_paid_1", customer: "cus_paid_1" });
    const res = await client.get("/api/checkout-session/cs_test_paid_1");
    expect(res.body).toEqual({ payment_status: "paid", status: "complete" });
    const row = await userRow(user.id);
    expect(row).toMatchObject({ subscriptionTier: "plus", stripeSubscriptionId: "sub_paid_1", paymentProvider: "stripe" });
  });
});

describe("billing portal", () => {
  it("opens the portal for a customer and says so when there is none", async () => {
    const { client } = await potterWithCustomer();
    const res = await client.post("/api/create-portal-session");
    expect(res.status).toBe(200);
    expect(res.body.url).toMatch(/^https:\/\/billing\.stripe\.com\//);
    const sent = fake.requests.find((r) => r.path === "/v1/billing_portal/sessions")!;
    expect(sent.form.return_url).toBe("http://localhost:3000/settings");
    const fresh = await signUp(ctx);
    expect((await fresh.client.post("/api/create-portal-session")).status).toBe(404);
  });
});

describe("webhook (product.md#r16)", () => {
  it("refuses a bad signature, a wrong secret, an old signature and a missing one, changing nothing", async () => {
    const { user, customer } = await potterWithCustomer();
    const event = subscriptionEvent("customer.subscription.created", { id: "sub_bad_1", customer, status: "active" });
    const { body } = signed(event);
    const tampered = await anonymous(ctx).post("/api/stripe/webhook", undefined, {
      body: body.replace("active", "trialing"),
      headers: { "content-type": "application/json", "stripe-signature": signed(event).header },
    });
    expect(tampered.status).toBe(400);
    expect((await sendWebhook(event, { secret: "whsec_wrong" })).status).toBe(400);
    const old = await sendWebhook(event, { timestamp: Math.floor(Date.now() / 1000) - 3600 });
    expect(old.status).toBe(400);
    expect(old.body.message).toBe("Invalid webhook signature");
    const unsigned = await anonymous(ctx).post("/api/stripe/webhook", event);
    expect(unsigned.status).toBe(400);
    expect((await userRow(user.id)).subscriptionTier).toBe("free");
    expect(await ctx.db.select().from(processedPaymentEvents).where(eq(processedPaymentEvents.id, event.id))).toHaveLength(0);
  });

  it("keeps tier, subscription id and provider current through created, updated, invoice paid/failed and deleted", async () => {
    const { user, customer } = await potterWithCustomer();
    expect((await sendWebhook(subscriptionEvent("customer.subscription.created", { id: "sub_life_1", customer, status: "incomplete" }))).status).toBe(200);
    expect((await userRow(user.id)).subscriptionTier).toBe("free");

    expect((await sendWebhook(subscriptionEvent("customer.subscription.updated", { id: "sub_life_1", customer, status: "active" }))).status).toBe(200);
    expect(await userRow(user.id)).toMatchObject({ subscriptionTier: "plus", stripeSubscriptionId: "sub_life_1", paymentProvider: "stripe" });

    // A failed renewal alone does not lock the potter out; Stripe's retries decide.
    expect((await sendWebhook(invoiceEvent("invoice.payment_failed", customer, "sub_life_1"))).status).toBe(200);
    expect((await userRow(user.id)).subscriptionTier).toBe("plus");
    expect((await sendWebhook(subscriptionEvent("customer.subscription.updated", { id: "sub_life_1", customer, status: "unpaid" }))).status).toBe(200);
    expect((await userRow(user.id)).subscriptionTier).toBe("free");

    expect((await sendWebhook(invoiceEvent("invoice.paid", customer, "sub_life_1"))).status).toBe(200);
    expect(await userRow(user.id)).toMatchObject({ subscriptionTier: "plus", stripeSubscriptionId: "sub_life_1" });

    expect((await sendWebhook(subscriptionEvent("customer.subscription.deleted", { id: "sub_life_1", customer, status: "canceled" }))).status).toBe(200);
    expect(await userRow(user.id)).toMatchObject({ subscriptionTier: "free", stripeSubscriptionId: null });
  });

  it("applies the same event once", async () => {
    const { user, customer } = await potterWithCustomer();
    const created = subscriptionEvent("customer.subscription.created", { id: "sub_once_1", customer, status: "active" });
    const first = await sendWebhook(created);
    expect(first.body).toEqual({ received: true, duplicate: false });
    expect((await userRow(user.id)).subscriptionTier).toBe("plus");

    // The potter's subscription ends; a redelivery of the old 'created' event must not grant Plus again.
    await sendWebhook(subscriptionEvent("customer.subscription.deleted", { id: "sub_once_1", customer, status: "canceled" }));
    expect((await userRow(user.id)).subscriptionTier).toBe("free");
    const again = await sendWebhook(created);
    expect(again.status).toBe(200);
    expect(again.body).toEqual({ received: true, duplicate: true });
    expect((await userRow(user.id)).subscriptionTier).toBe("free");
    expect(await ctx.db.select().from(processedPaymentEvents).where(eq(processedPaymentEvents.id, created.id))).toHaveLength(1);
  });

  it("reactivates a canceled account on subscribing (product.md#r13)", async () => {
    const { client, user, customer } = await potterWithCustomer();
    expect((await client.post("/api/cancel-trial")).status).toBe(200);
    await sendWebhook(subscriptionEvent("customer.subscription.created", { id: "sub_back_1", customer, status: "active" }));
    const row = await userRow(user.id);
    expect(row).toMatchObject({ subscriptionTier: "plus", accountStatus: "active", dataRetentionUntil: null });
  });

  it("ignores the end of a subscription the user no longer has", async () => {
    const { user, customer } = await potterWithCustomer();
    await sendWebhook(subscriptionEvent("customer.subscription.created", { id: "sub_new_2", customer, status: "active" }));
    await sendWebhook(subscriptionEvent("customer.subscription.deleted", { id: "sub_old_2", customer, status: "canceled" }));
    expect(await userRow(user.id)).toMatchObject({ subscriptionTier: "plus", stripeSubscriptionId: "sub_new_2" });
  });

  it("answers 503 without a webhook secret", async () => {
    const res = await anonymous(bare).post("/api/stripe/webhook", { id: "evt_x" });
    expect(res.status).toBe(503);
  });
});

describe("account deletion (product.md#r15)", () => {
  it("cancels the active Stripe subscription before deleting", async () => {
    const { client, user, customer } = await potterWithCustomer();
    const subId = [...fake.subscriptions.keys()].pop()!;
    await sendWebhook(subscriptionEvent("customer.subscription.created", { id: subId, customer, status: "active" }));
    expect((await userRow(user.id)).stripeSubscriptionId).toBe(subId);
    fake.requests.length = 0;
    const res = await client.delete("/api/user");
    expect(res.status).toBe(200);
    expect(fake.requests.some((r) => r.method === "DELETE" && r.path === `/v1/subscriptions/${subId}`)).toBe(true);
    expect(fake.subscriptions.get(subId)!.status).toBe("canceled");
    expect(await ctx.db.select().from(users).where(eq(users.id, user.id))).toHaveLength(0);
  });
});
