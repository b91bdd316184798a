import { withSchemas } from "../common/route-table";
import { BILLING_ENDPOINTS } from "./endpoints";
import {
  AppleNotificationBodySchema,
  ApplePurchaseAnswerSchema,
  ApplePurchaseBodySchema,
  CheckoutSessionAnswerSchema,
  CheckoutSessionParamSchema,
  CheckoutUrlAnswerSchema,
  ClientSecretAnswerSchema,
  PlansQuerySchema,
  PortalAnswerSchema,
  ReceivedAnswerSchema,
  SubscriptionBodySchema,
  SubscriptionPlanListSchema,
} from "./schemas";

export const BILLING_ROUTES = withSchemas(BILLING_ENDPOINTS, {
  plans: { query: PlansQuerySchema, answer: SubscriptionPlanListSchema },
  subscription: { body: SubscriptionBodySchema, answer: ClientSecretAnswerSchema },
  checkout: { body: SubscriptionBodySchema, answer: CheckoutUrlAnswerSchema },
  checkoutSession: { params: CheckoutSessionParamSchema, answer: CheckoutSessionAnswerSchema },
  portal: { answer: PortalAnswerSchema },
  applePurchase: { body: ApplePurchaseBodySchema, answer: ApplePurchaseAnswerSchema },
  appleNotifications: { body: AppleNotificationBodySchema, answer: ReceivedAnswerSchema },
  /** Stripe signs the exact bytes it sent, so the server reads the body as text before parsing it. */
  stripeWebhook: { body: "raw", answer: ReceivedAnswerSchema },
});
export type BillingRoutes = typeof BILLING_ROUTES;
