import { z } from "@hono/zod-openapi";
import { SubscriptionTierSchema } from "./auth";
import { IsoDate } from "./common";

export * from "./trial-texts";

export const TrialStatusSchema = z
  .object({
    trialEndDate: IsoDate.nullable(),
    daysRemaining: z.number().int(),
    daysIntoTrial: z.number().int(),
    shouldShowReminder: z.boolean(),
    subscriptionTier: SubscriptionTierSchema,
    accountStatus: z.enum(["active", "canceled"]),
  })
  .openapi("TrialStatus");
export type TrialStatus = z.infer<typeof TrialStatusSchema>;

export const CancelTrialAnswerSchema = z
  .object({ message: z.string(), dataRetentionUntil: IsoDate })
  .openapi("CancelTrialAnswer");
export type CancelTrialAnswer = z.infer<typeof CancelTrialAnswerSchema>;

/** Spec 000 §2/§8 Add Promo Code dialog and toasts. */
export const PROMO_TEXTS = {
  addButton: "Add Promo Code",
  appliedButton: "Promo Code Applied",
  dialogTitle: "Add Promo Code",
  dialogDescription: "Enter a promo code to add free days to your trial.",
  field: "Promo Code",
  placeholder: "Enter your code",
  apply: "Apply Code",
  applying: "Applying...",
  cancel: "Cancel",
  successTitle: "Promo Code Applied!",
  successBody: (date: string) => `Your trial has been extended through ${date}.`,
  errorTitle: "Error",
  errorFallback: "Failed to apply promo code",
} as const;

/** D14 server messages: each refusal says why. */
export const PROMO_MESSAGES = {
  required: "Promo code is required",
  tooLong: "Promo code cannot exceed 50 characters",
  unknown: "Invalid promo code",
  alreadyUsed: "You have already used a promo code",
  paidPlan: "Promo codes are only available during the free trial",
  canceled: "Your account is canceled. Subscribe to reactivate it.",
} as const;

export const PROMO_CODE_MAX = 50;
export const PROMO_DAYS_MAX = 3650;
/** Codes operators may create: letters, digits, - and _ (stored lower-case). */
export const PROMO_CODE_PATTERN = /^[A-Za-z0-9_-]+$/;

export const ApplyPromoBodySchema = z
  .object({
    code: z
      .string({ error: PROMO_MESSAGES.required })
      .trim()
      .min(1, PROMO_MESSAGES.required)
      .max(PROMO_CODE_MAX, PROMO_MESSAGES.tooLong),
  })
  .openapi("ApplyPromoBody");
export type ApplyPromoBody = z.infer<typeof ApplyPromoBodySchema>;

export const ApplyPromoAnswerSchema = z
  .object({ message: z.string(), newTrialEndDate: IsoDate })
  .openapi("ApplyPromoAnswer");
export type ApplyPromoAnswer = z.infer<typeof ApplyPromoAnswerSchema>;
