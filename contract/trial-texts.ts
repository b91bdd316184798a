/** Trial constants and texts, free of zod so the app shell can load them without the schema library. */
/** Spec 000 §9 trial constants (D12, D13). */
export const TRIAL_CONSTANTS = {
  trialDays: 30,
  reminderDays: 10,
  reminderQuietHours: 24,
  retentionDays: 60,
} as const;

/** Spec 000 §2 protected-route states, the reminder modal and §8 trial texts, verbatim. */
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

/** Spec 000 §3 Trial status; accountStatus is added so clients can send a canceled account to /subscribe (D13). */
