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
  // The digest e-mail.
  digestSubject: (count: number) => (count === 1 ? "Claybook: 1 piece needs you today" : `Claybook: ${count} pieces need you today`),
  digestIntro: "These pieces have waited longer than you asked:",
  digestOpenToday: "Open Today in Claybook",
  digestUnsubscribe: "Stop reminder e-mails",
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
