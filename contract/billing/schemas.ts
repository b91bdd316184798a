import { z } from "zod";
import { PLAN_CONSTANTS } from "./rules";

export * from "./rules";
export * from "./texts";

const PlanPriceSchema = z.object({ priceId: z.string(), amount: z.number() });
const AnnualPriceSchema = PlanPriceSchema.extend({ savings: z.string() });

/** product.md#r44 Subscription plan. */
export const SubscriptionPlanSchema = z
  .object({
    id: z.string(),
    name: z.string(),
    description: z.string(),
    features: z.array(z.string()),
    monthly: PlanPriceSchema,
    annual: AnnualPriceSchema,
  });
export type SubscriptionPlan = z.infer<typeof SubscriptionPlanSchema>;
export const SubscriptionPlanListSchema = z.array(SubscriptionPlanSchema);

export const PlansQuerySchema = z.object({
  provider: z.enum(["stripe", "apple"]).optional(),
});

const priceId = z
  .string({ error: "Price ID is required" })
  .trim()
  .min(1, "Price ID is required")
  .max(200, "Invalid price");

/** product.md#r16: the client asks for the trial10 coupon with discount: 'trial10'. */
export const SubscriptionBodySchema = z
  .object({ priceId, discount: z.literal(PLAN_CONSTANTS.discountCode).optional() });
export type SubscriptionBody = z.infer<typeof SubscriptionBodySchema>;

/** publishableKey lets the web client load Stripe.js for the Payment Element without another call. */
export const ClientSecretAnswerSchema = z
  .object({ clientSecret: z.string(), subscriptionId: z.string(), publishableKey: z.string() });
export type ClientSecretAnswer = z.infer<typeof ClientSecretAnswerSchema>;
export const CheckoutUrlAnswerSchema = z.object({ checkoutUrl: z.string() });
export const PortalAnswerSchema = z.object({ url: z.string() });

/** product.md#r44 Checkout session. */
export const CheckoutSessionAnswerSchema = z
  .object({ payment_status: z.string(), status: z.string().nullable() });
export type CheckoutSessionAnswer = z.infer<typeof CheckoutSessionAnswerSchema>;

export const CheckoutSessionParamSchema = z.object({
  id: z.string().max(300),
});

/** product.md#r17: StoreKit 2 purchase result sent by the native app. */
export const ApplePurchaseBodySchema = z
  .object({
    productId: z.string({ error: "productId is required" }).trim().min(1, "productId is required").max(200),
    transactionId: z.string({ error: "transactionId is required" }).trim().min(1, "transactionId is required").max(100),
    receiptData: z.string({ error: "receiptData is required" }).min(1, "receiptData is required").max(20_000),
  });
export type ApplePurchaseBody = z.infer<typeof ApplePurchaseBodySchema>;

export const ApplePurchaseAnswerSchema = z
  .object({ ok: z.literal(true), subscriptionTier: z.literal("plus"), message: z.string() });

export const AppleNotificationBodySchema = z
  .object({ signedPayload: z.string({ error: "signedPayload is required" }).min(1, "signedPayload is required").max(100_000) });

export const ReceivedAnswerSchema = z.object({ received: z.literal(true), duplicate: z.boolean() });
