import { BILLING_ROUTES } from "../../contract/billing/routes";
import { BILLING_MESSAGES } from "../../contract/billing/schemas";
import { currentUser } from "../auth/middleware";
import type { ApiApp } from "../context";
import { apiRoute } from "../http/api-route";
import { createCheckoutSession, createPortalSession, createSubscription, getCheckoutSession } from "../services/billing/billing";
import { completeApplePurchase, handleAppleNotification } from "../services/billing/billing-app-store";
import { handleCardWebhook } from "../services/billing/billing-card-events";
import { listPlans } from "../services/billing/billing-plans";

const tags = ["billing"];
const R = BILLING_ROUTES;

const plans = apiRoute(R.plans, {
  access: "public",
  tags,
  summary: "Subscription plans: Stripe prices with ?provider=stripe, Apple product ids otherwise (product.md#r16, product.md#r17)",
  errors: [400, 503],
});
const subscription = apiRoute(R.subscription, {
  access: "signed-in",
  tags,
  summary: "Creates a Stripe subscription for the Payment Element; discount 'trial10' applies the trial coupon (product.md#r16)",
  errors: [400, 409, 503],
});
const checkout = apiRoute(R.checkout, {
  access: "signed-in",
  tags,
  summary: "Creates a hosted Stripe Checkout session for native apps (product.md#r16)",
  errors: [400, 409, 503],
});
const checkoutSession = apiRoute(R.checkoutSession, {
  access: "signed-in",
  tags,
  summary: "Payment status of the user's own Checkout session (another user's answers 404)",
  errors: [404, 503],
});
const portal = apiRoute(R.portal, {
  access: "signed-in",
  tags,
  summary: "A Stripe customer portal session for Manage Subscription (product.md#r16)",
  errors: [404, 503],
});
const applePurchase = apiRoute(R.applePurchase, {
  access: "signed-in",
  tags,
  summary: "Applies a verified StoreKit 2 signed transaction, once (product.md#r17)",
  errors: [400, 409, 503],
});
const appleNotifications = apiRoute(R.appleNotifications, {
  access: "public",
  tags,
  summary: "App Store Server Notifications v2, verified and deduplicated (product.md#r17)",
  errors: [400, 503],
});
// The signature covers the exact bytes Stripe sent, so this route reads the raw text (no JSON parsing first).
// It stays out of the OpenAPI document, as it always has.
const stripeWebhook = apiRoute(R.stripeWebhook, {
  access: "public",
  tags,
  summary: "Stripe webhook events, verified by signature and deduplicated (product.md#r16)",
  hidden: true,
  request: { body: { required: true, content: { "application/json": { schema: { type: "string" } } } } },
});

export function registerBillingRoutes(app: ApiApp): void {
  app.openapi(plans, async (c) => c.json(await listPlans(c.get("deps"), c.req.valid("query").provider), 200));

  app.openapi(subscription, async (c) =>
    c.json(await createSubscription(c.get("deps"), currentUser(c).id, c.req.valid("json")), 200),
  );

  app.openapi(checkout, async (c) =>
    c.json(await createCheckoutSession(c.get("deps"), currentUser(c).id, c.req.valid("json")), 200),
  );

  app.openapi(checkoutSession, async (c) =>
    c.json(await getCheckoutSession(c.get("deps"), currentUser(c).id, c.req.valid("param").id), 200),
  );

  app.openapi(portal, async (c) => c.json(await createPortalSession(c.get("deps"), currentUser(c).id), 200));

  app.openapi(applePurchase, async (c) => {
    await completeApplePurchase(c.get("deps"), currentUser(c).id, c.req.valid("json"));
    return c.json({ ok: true as const, subscriptionTier: "plus" as const, message: BILLING_MESSAGES.appleActivated }, 200);
  });

  app.openapi(appleNotifications, async (c) => {
    const fresh = await handleAppleNotification(c.get("deps"), c.req.valid("json").signedPayload);
    return c.json({ received: true as const, duplicate: !fresh }, 200);
  });

  // The signature covers the exact bytes Stripe sent, so this route reads the raw text (no JSON parsing first).
  app.openapi(stripeWebhook, async (c) => {
    const fresh = await handleCardWebhook(c.get("deps"), await c.req.text(), c.req.header("stripe-signature"));
    return c.json({ received: true as const, duplicate: !fresh }, 200);
  });
}
