import { createRoute } from "@hono/zod-openapi";
import {
  AppleNotificationBodySchema,
  ApplePurchaseAnswerSchema,
  ApplePurchaseBodySchema,
  BILLING_MESSAGES,
  CheckoutSessionAnswerSchema,
  CheckoutSessionParamSchema,
  CheckoutUrlAnswerSchema,
  ClientSecretAnswerSchema,
  PlansQuerySchema,
  PortalAnswerSchema,
  ReceivedAnswerSchema,
  SubscriptionBodySchema,
  SubscriptionPlanListSchema,
} from "../../contract/billing/schemas";
import { currentUser } from "../auth/middleware";
import type { ApiApp } from "../context";
import { createCheckoutSession, createPortalSession, createSubscription, getCheckoutSession } from "../services/billing";
import { completeApplePurchase, handleAppleNotification } from "../services/billing-app-store";
import { handleCardWebhook } from "../services/billing-card-events";
import { listPlans } from "../services/billing-plans";
import { errors, jsonAnswer, jsonBody, signedIn } from "./helpers";

const plans = createRoute({
  method: "get",
  path: "/api/subscription-plans",
  tags: ["billing"],
  summary: "Subscription plans: Stripe prices with ?provider=stripe, Apple product ids otherwise (D16, D17)",
  request: { query: PlansQuerySchema },
  responses: { 200: jsonAnswer(SubscriptionPlanListSchema), ...errors(400, 503) },
});

const subscription = createRoute({
  method: "post",
  path: "/api/get-or-create-subscription",
  tags: ["billing"],
  summary: "Creates a Stripe subscription for the Payment Element; discount 'trial10' applies the trial coupon (D16)",
  ...signedIn,
  request: jsonBody(SubscriptionBodySchema),
  responses: { 200: jsonAnswer(ClientSecretAnswerSchema), ...errors(400, 401, 409, 503) },
});

const checkout = createRoute({
  method: "post",
  path: "/api/create-checkout-session",
  tags: ["billing"],
  summary: "Creates a hosted Stripe Checkout session for native apps (D16)",
  ...signedIn,
  request: jsonBody(SubscriptionBodySchema),
  responses: { 200: jsonAnswer(CheckoutUrlAnswerSchema), ...errors(400, 401, 409, 503) },
});

const checkoutSession = createRoute({
  method: "get",
  path: "/api/checkout-session/{id}",
  tags: ["billing"],
  summary: "Payment status of the user's own Checkout session (another user's answers 404)",
  ...signedIn,
  request: { params: CheckoutSessionParamSchema },
  responses: { 200: jsonAnswer(CheckoutSessionAnswerSchema), ...errors(401, 404, 503) },
});

const portal = createRoute({
  method: "post",
  path: "/api/create-portal-session",
  tags: ["billing"],
  summary: "A Stripe customer portal session for Manage Subscription (D16)",
  ...signedIn,
  responses: { 200: jsonAnswer(PortalAnswerSchema), ...errors(401, 404, 503) },
});

const applePurchase = createRoute({
  method: "post",
  path: "/api/apple-purchase-complete",
  tags: ["billing"],
  summary: "Applies a verified StoreKit 2 signed transaction, once (D17)",
  ...signedIn,
  request: jsonBody(ApplePurchaseBodySchema),
  responses: { 200: jsonAnswer(ApplePurchaseAnswerSchema), ...errors(400, 401, 409, 503) },
});

const appleNotifications = createRoute({
  method: "post",
  path: "/api/apple/notifications",
  tags: ["billing"],
  summary: "App Store Server Notifications v2, verified and deduplicated (D17)",
  request: jsonBody(AppleNotificationBodySchema),
  responses: { 200: jsonAnswer(ReceivedAnswerSchema), ...errors(400, 503) },
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
  app.post("/api/stripe/webhook", async (c) => {
    const fresh = await handleCardWebhook(c.get("deps"), await c.req.text(), c.req.header("stripe-signature"));
    return c.json({ received: true, duplicate: !fresh }, 200);
  });
}
