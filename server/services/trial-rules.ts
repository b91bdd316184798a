/** D12/D13: pure trial rules shared by the middleware and the trial service. */
export const TRIAL_DAYS = 30;
export const REMINDER_DAYS = 10;
export const RETENTION_DAYS = 60;
export const DAY_MS = 24 * 60 * 60 * 1000;

interface TrialFields {
  subscriptionTier: string;
  accountStatus: string;
  trialEndDate: Date | null;
}

export function trialEndFrom(start: Date): Date {
  return new Date(start.getTime() + TRIAL_DAYS * DAY_MS);
}

export function contentAllowed(user: TrialFields, now: Date): boolean {
  if (user.accountStatus === "canceled") return false;
  if (user.subscriptionTier !== "free") return true;
  return user.trialEndDate !== null && user.trialEndDate.getTime() > now.getTime();
}
