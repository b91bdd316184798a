import { endpoint } from "../common/route-table";

/** The billing calls, method and path (product.md#r16 Stripe, product.md#r17 Apple); their schemas are in ./routes.ts. */
export const BILLING_ENDPOINTS = {
  plans: endpoint("GET", "/api/subscription-plans"),
  subscription: endpoint("POST", "/api/get-or-create-subscription"),
  checkout: endpoint("POST", "/api/create-checkout-session"),
  checkoutSession: endpoint("GET", "/api/checkout-session/{id}"),
  portal: endpoint("POST", "/api/create-portal-session"),
  applePurchase: endpoint("POST", "/api/apple-purchase-complete"),
  appleNotifications: endpoint("POST", "/api/apple/notifications"),
  stripeWebhook: endpoint("POST", "/api/stripe/webhook"),
} as const;
