/** Trial and promo rules, free of zod so the app shell's trial guard can use them without the schema library. */

/** The trial's numbers (product.md#r12, product.md#r13): the server's trial math and the screens read these. */
export const TRIAL_CONSTANTS = {
  trialDays: 30,
  reminderDays: 10,
  reminderQuietHours: 24,
  retentionDays: 60,
} as const;

/** The trial status fields the guard reads (contract/trial/schemas.ts TrialStatus). */
interface TrialState {
  subscriptionTier: string;
  accountStatus: string;
  daysRemaining: number;
}

/** Guard rule (product.md#r36 and product.md#r13): a free tier with no days left, or a canceled account, must subscribe. */
export function mustSubscribe(status: TrialState): boolean {
  if (status.accountStatus === "canceled") return true;
  return status.subscriptionTier === "free" && status.daysRemaining <= 0;
}

/** product.md#r14: a promo code's length, and the free days an operator may give with one. */
export const PROMO_CODE_MAX = 50;
export const PROMO_DAYS_MAX = 3650;
/** Codes operators may create: letters, digits, - and _ (stored lower-case). */
export const PROMO_CODE_PATTERN = /^[A-Za-z0-9_-]+$/;
