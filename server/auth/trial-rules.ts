/**
 * Pure trial rules (product.md#r12, docs/decisions/0070-trial-day-math.md), shared by the access check and the trial
 * service. The numbers are the contract's (TRIAL_CONSTANTS), so the server and anything the web shows about the trial
 * cannot disagree.
 */
import { TRIAL_CONSTANTS } from "../../contract/trial/rules";

export const DAY_MS = 24 * 60 * 60 * 1000;
const HOUR_MS = 60 * 60 * 1000;
export const RETENTION_MS = TRIAL_CONSTANTS.retentionDays * DAY_MS;
const REMINDER_QUIET_MS = TRIAL_CONSTANTS.reminderQuietHours * HOUR_MS;

interface TrialFields {
  subscriptionTier: string;
  accountStatus: string;
  trialEndDate: Date | null;
}

export function trialEndFrom(start: Date): Date {
  return new Date(start.getTime() + TRIAL_CONSTANTS.trialDays * DAY_MS);
}

export function contentAllowed(user: TrialFields, now: Date): boolean {
  if (user.accountStatus === "canceled") return false;
  if (user.subscriptionTier !== "free") return true;
  return user.trialEndDate !== null && user.trialEndDate.getTime() > now.getTime();
}

interface StatusFields extends TrialFields {
  trialStartDate: Date;
  trialReminderLastShown: Date | null;
}

/**
 * Whole days left, rounded up so the last partial day still counts as one (the trial is over exactly when
 * daysRemaining reaches 0, the moment contentAllowed turns false). A canceled account has none left (product.md#r13).
 */
export function daysRemaining(user: StatusFields, now: Date): number {
  if (user.accountStatus === "canceled" || user.trialEndDate === null) return 0;
  return Math.max(0, Math.ceil((user.trialEndDate.getTime() - now.getTime()) / DAY_MS));
}

/** Whole days since the trial started. */
export function daysIntoTrial(user: StatusFields, now: Date): number {
  return Math.max(0, Math.floor((now.getTime() - user.trialStartDate.getTime()) / DAY_MS));
}

/** product.md#r12: a free, active user with 1..10 days left whose reminder was not marked shown in the last 24 hours. */
export function shouldShowReminder(user: StatusFields, now: Date): boolean {
  if (user.subscriptionTier !== "free" || user.accountStatus === "canceled") return false;
  const left = daysRemaining(user, now);
  if (left < 1 || left > TRIAL_CONSTANTS.reminderDays) return false;
  const last = user.trialReminderLastShown;
  return last === null || now.getTime() - last.getTime() >= REMINDER_QUIET_MS;
}
