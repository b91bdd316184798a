/** Reminder texts, as the potter reads them (issue 23), free of zod so screens need no schema library. */
import { THRESHOLD_MAX_DAYS, THRESHOLD_MIN_DAYS } from "./rules";

export const REMINDER_TEXTS = {
  thresholdRange: `Each threshold must be a whole number of days from ${THRESHOLD_MIN_DAYS} to ${THRESHOLD_MAX_DAYS}, or off`,
  dailyTimeFormat: "Daily time must be HH:MM (24-hour)",
  timeZoneUnknown: "Time zone must be a known time zone, such as Europe/London",
  snoozeDays: "Snooze for 1, 3 or 7 days",
  keyInvalid: "This is not a reminder",
  notFound: "Reminder not found",
  snoozed: (days: number) => `Snoozed for ${days} ${days === 1 ? "day" : "days"}`,
  dismissed: "Marked as not a concern",
  pushEndpointHttps: "The push endpoint must be an https address",
  pushTooLarge: "The push subscription is too large",
  pushKeysRequired: "The push subscription needs its p256dh and auth keys",
  pushSaved: "Push notifications are on for this device",
  pushRemoved: "Push notifications are off for this device",
  pushUnsupported: "This browser cannot show notifications. Today and the e-mail digest still remind you.",
  pushBlocked: "Notifications are blocked for Claybook. Allow them in this browser's site settings, then try again.",
  pushFailed: "Notifications could not be turned on in this browser. Today and the e-mail digest still remind you.",
  // The Today view (product.md#r173).
  todayTitle: "Today",
  todaySubtitle: "Pieces that have waited longer than you asked",
  todayEmpty: "Nothing is waiting. Every piece is within its time.",
  todayLoadError: "Could not load what is due. Please try again.",
  todayCard: (count: number) => (count === 1 ? "1 piece needs you today" : `${count} pieces need you today`),
  todayCardNone: "Nothing due today",
  daysInStage: (stage: string, days: number) => `${stage} for ${days} ${days === 1 ? "day" : "days"}`,
  recordStage: (stage: string) => `Mark ${stage}`,
  recorded: (name: string, stage: string) => `${name} marked ${stage}`,
  snoozeFor: (days: number) => `Snooze ${days} ${days === 1 ? "day" : "days"}`,
  snoozeMenu: "Snooze",
  notAConcern: "Not a concern",
  actionFailed: "Could not save. Please try again.",
  dueCountLabel: (count: number) => `${count} due`,
  // Settings ▸ Reminders.
  settingsTitle: "Reminders",
  settingsThresholds: "Remind me when a piece has been",
  settingsThresholdLabel: (stage: string) => `${stage} for (days)`,
  settingsOff: "Off",
  settingsEmail: "E-mail digest",
  settingsPush: "Push notifications on this device",
  settingsDailyTime: "Daily time",
  settingsTimeZone: "Time zone",
  settingsUseDeviceZone: (zone: string) => `Use this device's time zone (${zone})`,
  settingsPaused: "Pause all reminders",
  settingsSaved: "Reminder settings saved",
  // The digest e-mail.
  digestSubject: (count: number) => (count === 1 ? "Claybook: 1 piece needs you today" : `Claybook: ${count} pieces need you today`),
  digestIntro: "These pieces have waited longer than you asked:",
  digestOpenToday: "Open Today in Claybook",
  digestUnsubscribe: "Stop reminder e-mails",
  /** The device notification's body: the pieces that became due that day, the first three by name. */
  upcomingBody: (names: readonly string[]) =>
    names.length <= 3 ? names.join(", ") : `${names.slice(0, 3).join(", ")} and ${names.length - 3} more`,
  digestLine: (name: string, stage: string, days: number) => `${name}: ${stage} for ${days} ${days === 1 ? "day" : "days"}`,
  unsubscribeTitle: "Stop reminder e-mails?",
  unsubscribeButton: "Stop reminder e-mails",
  unsubscribeDone: "You will get no more reminder e-mails. You can turn them back on in Settings ▸ Reminders.",
  unsubscribeInvalid: "This link does not work. Turn reminder e-mails off in Settings ▸ Reminders.",
} as const;

/** The Today view's group titles, in the order the view shows them. */
export const REMINDER_GROUP_TITLES = {
  trim: "To trim",
  drying: "Drying too long",
  glaze: "Waiting for glaze",
  "glaze-firing": "Waiting for glaze firing",
  "firing-planned": "Firings today",
  "firing-unload": "Firings to unload",
} as const;
