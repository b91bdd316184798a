/** Trial and promo texts, free of zod so the app shell can load them without the schema library. */
/** product.md#r36 protected-route states, the reminder modal and the trial texts of product.md#r34, verbatim. */
export const TRIAL_TEXTS = {
  checkingStatus: "Checking account status...",
  redirecting: "Redirecting to subscription...",
  reminderTitle: "Your free trial is ending soon",
  reminderBody: (days: number) =>
    `You have ${days} ${days === 1 ? "day" : "days"} left in your Claybook trial. Subscribe to keep tracking every piece, glaze and inspiration.`,
  subscribe: "Subscribe",
  remindLater: "Remind me later",
  cancelTrial: "Cancel trial",
  cancelConfirmTitle: "Cancel your trial?",
  cancelConfirmBody: (date: string) =>
    `Your account will be canceled and you will be signed out. Your work will be saved until ${date}; subscribe before then to pick up where you left off.`,
  cancelConfirm: "Yes, cancel my trial",
  keepTrial: "Keep my trial",
  canceling: "Canceling...",
  cancelErrorTitle: "Error",
  cancelError: "Failed to cancel trial. Please try again.",
  canceledTitle: "Account Canceled",
  canceledBody: (date: string) => `Your account has been canceled. Your work will be saved until ${date}.`,
} as const;

/** Server messages of the trial calls. */
export const TRIAL_MESSAGES = {
  reminderMarked: "Reminder marked as shown",
  canceled: "Your account has been canceled",
  alreadyCanceled: "Your account is already canceled",
  paidCannotCancel: "Only a free trial can be canceled here. Use Manage Subscription to cancel a paid plan.",
} as const;

/** product.md#r36, product.md#r34 Add Promo Code dialog and toasts. */
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

/** product.md#r14 server messages: each refusal says why. */
export const PROMO_MESSAGES = {
  required: "Promo code is required",
  tooLong: "Promo code cannot exceed 50 characters",
  unknown: "Invalid promo code",
  alreadyUsed: "You have already used a promo code",
  paidPlan: "Promo codes are only available during the free trial",
  canceled: "Your account is canceled. Subscribe to reactivate it.",
} as const;
