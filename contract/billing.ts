import { z } from "@hono/zod-openapi";
import { PLAN_CONSTANTS } from "./billing-texts";

export * from "./billing-texts";

export const PlanPriceSchema = z.object({ priceId: z.string(), amount: z.number() });
export const AnnualPriceSchema = PlanPriceSchema.extend({ savings: z.string() });

/** Spec 000 §3 Subscription plan. */
export const SubscriptionPlanSchema = z
  .object({
    id: z.string(),
    name: z.string(),
    description: z.string(),
    features: z.array(z.string()),
    monthly: PlanPriceSchema,
    annual: AnnualPriceSchema,
  })
  .openapi("SubscriptionPlan");
export type SubscriptionPlan = z.infer<typeof SubscriptionPlanSchema>;
export const SubscriptionPlanListSchema = z.array(SubscriptionPlanSchema).openapi("SubscriptionPlanList");

export const PlansQuerySchema = z.object({
  provider: z.enum(["stripe", "apple"]).optional().openapi({ param: { name: "provider", in: "query" } }),
});

const priceId = z
  .string({ error: "Price ID is required" })
  .trim()
  .min(1, "Price ID is required")
  .max(200, "Invalid price");

/** D16: the client asks for the trial10 coupon with discount: 'trial10'. */
export const SubscriptionBodySchema = z
  .object({ priceId, discount: z.literal(PLAN_CONSTANTS.discountCode).optional() })
  .openapi("SubscriptionBody");
export type SubscriptionBody = z.infer<typeof SubscriptionBodySchema>;

/** publishableKey lets the web client load Stripe.js for the Payment Element without another call. */
export const ClientSecretAnswerSchema = z
  .object({ clientSecret: z.string(), subscriptionId: z.string(), publishableKey: z.string() })
  .openapi("ClientSecretAnswer");
export type ClientSecretAnswer = z.infer<typeof ClientSecretAnswerSchema>;
export const CheckoutUrlAnswerSchema = z.object({ checkoutUrl: z.string() }).openapi("CheckoutUrlAnswer");
export const PortalAnswerSchema = z.object({ url: z.string() }).openapi("PortalAnswer");

/** Spec 000 §3 Checkout session. */
export const CheckoutSessionAnswerSchema = z
  .object({ payment_status: z.string(), status: z.string().nullable() })
  .openapi("CheckoutSession");
export type CheckoutSessionAnswer = z.infer<typeof CheckoutSessionAnswerSchema>;

export const CheckoutSessionParamSchema = z.object({
  id: z.string().max(300).openapi({ param: { name: "id", in: "path" }, example: "cs_test_123" }),
});

/** D17: StoreKit 2 purchase result sent by the native app. */
export const ApplePurchaseBodySchema = z
  .object({
    productId: z.string({ error: "productId is required" }).trim().min(1, "productId is required").max(200),
    transactionId: z.string({ error: "transactionId is required" }).trim().min(1, "transactionId is required").max(100),
    receiptData: z.string({ error: "receiptData is required" }).min(1, "receiptData is required").max(20_000),
  })
  .openapi("ApplePurchaseBody");
export type ApplePurchaseBody = z.infer<typeof ApplePurchaseBodySchema>;

export const ApplePurchaseAnswerSchema = z
  .object({ ok: z.literal(true), subscriptionTier: z.literal("plus"), message: z.string() })
  .openapi("ApplePurchaseAnswer");

export const AppleNotificationBodySchema = z
  .object({ signedPayload: z.string({ error: "signedPayload is required" }).min(1, "signedPayload is required").max(100_000) })
  .openapi("AppleNotificationBody");

export const ReceivedAnswerSchema = z.object({ received: z.literal(true), duplicate: z.boolean() }).openapi("Received");
