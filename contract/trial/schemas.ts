import { z } from "zod";
import { SubscriptionTierSchema } from "../auth/schemas";
import { IsoDate } from "../common/schemas";
import { PROMO_CODE_MAX } from "./rules";
import { PROMO_MESSAGES } from "./texts";

export * from "./rules";
export * from "./texts";

/** product.md#r44 Trial status; accountStatus is added so clients can send a canceled account to /subscribe (product.md#r13). */
export const TrialStatusSchema = z
  .object({
    trialEndDate: IsoDate.nullable(),
    daysRemaining: z.number().int(),
    daysIntoTrial: z.number().int(),
    shouldShowReminder: z.boolean(),
    subscriptionTier: SubscriptionTierSchema,
    accountStatus: z.enum(["active", "canceled"]),
  });
export type TrialStatus = z.infer<typeof TrialStatusSchema>;

export const CancelTrialAnswerSchema = z
  .object({ message: z.string(), dataRetentionUntil: IsoDate });
export type CancelTrialAnswer = z.infer<typeof CancelTrialAnswerSchema>;

export const ApplyPromoBodySchema = z
  .object({
    code: z
      .string({ error: PROMO_MESSAGES.required })
      .trim()
      .min(1, PROMO_MESSAGES.required)
      .max(PROMO_CODE_MAX, PROMO_MESSAGES.tooLong),
  });

export const ApplyPromoAnswerSchema = z
  .object({ message: z.string(), newTrialEndDate: IsoDate });
export type ApplyPromoAnswer = z.infer<typeof ApplyPromoAnswerSchema>;
