/** Reminder texts, as the potter reads them (product.md#r170–r173), free of zod so screens need no schema library. */
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
  unmuted: "The reminder is back",
  pushEndpointHttps: "The push endpoint must be an https address",
  pushServiceUnknown: "The push endpoint must be an address of a known push service (Google, Mozilla, Apple or Microsoft)",
  pushTooLarge: "The push subscription is too large",
  pushKeysRequired: "The push subscription needs its p256dh and auth keys",
  pushSaved: "Push notifications are on for this device",
  pushRemoved: "Push notifications are off for this device",
  deviceRemindersLabel: "Reminders on this device",
  deviceRemindersOn: "Reminders will show on this device, even offline",
  deviceRemindersOff: "Reminders are off on this device",
  deviceRemindersBlocked: "Notifications are blocked for Claybook. Allow them in your phone's Settings, then try again.",
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
  /** A studio's notice (a piece it fired) is read, not snoozed (product.md#r249). */
  gotIt: "Got it",
  actionFailed: "Could not save. Please try again.",
  /** Today's Snoozed list: what a snooze holds back, each lifted at once (product.md#r248). */
  snoozedList: (count: number) => `Snoozed (${count})`,
  unsnooze: "Unsnooze",
  unsnoozed: (name: string) => `${name} is back on Today`,
  // Settings ▸ Reminders.
  settingsTitle: "Reminders",
  settingsThresholds: "Remind me when a piece has been",
  settingsThresholdLabel: (stage: string) => `${stage} for (days)`,
  settingsOff: "Off",
  /** The Off box's name to a screen reader: each stage's row has one, and "Off" alone names none of them apart. */
  settingsOffFor: (stage: string) => `${stage} reminders off`,
  settingsEmail: "E-mail digest",
  settingsPush: "Push notifications on this device",
  settingsDailyTime: "Daily time",
  settingsTimeZone: "Time zone",
  // The time zone picker (docs/decisions/0194-time-zone-picker.md).
  settingsZoneChange: "Change time zone",
  settingsZoneSearch: "Search time zones",
  settingsZonePlaceholder: "City or region, e.g. Berlin",
  settingsZoneDevice: (zone: string) => `${zone} (this device)`,
  settingsZoneNone: "No time zone matches. Try a city in the same zone.",
  settingsZoneMore: (n: number) => `${n} more: type more of the name`,
  settingsZoneSaving: "Saving...",
  settingsPaused: "Pause all reminders",
  settingsSaved: "Reminder settings saved",
  // The digest e-mail.
  digestSubject: (count: number) => (count === 1 ? "Claybook: 1 piece needs you today" : `Claybook: ${count} pieces need you today`),
  /** The subject when a firing is among them: they are not all pieces. */
  digestSubjectWithFirings: (count: number) => (count === 1 ? "Claybook: 1 reminder for today" : `Claybook: ${count} reminders for today`),
  digestIntro: "These pieces have waited longer than you asked:",
  digestOpenToday: "Open Today in Claybook",
  digestUnsubscribe: "Stop reminder e-mails",
  /** The device notification's body: the pieces that became due that day, the first three by name. */
  upcomingBody: (names: readonly string[]) =>
    names.length <= 3 ? names.join(", ") : `${names.slice(0, 3).join(", ")} and ${names.length - 3} more`,
  digestLine: (name: string, stage: string, days: number) => `${name}: ${stage} for ${days} ${days === 1 ? "day" : "days"}`,
  firingPlannedNote: "Planned for today",
  studioFiredNote: (studio: string, outcome: string) => `Fired at ${studio}: ${outcome === "survived" ? "came out well" : outcome}`,
  firingUnloadNote: (days: number) => `Cooling for ${days < 2 ? "over a day" : `${days} days`}, record what came out`,
  openFiring: "Open firing",
  recordWhatCameOut: "Record what came out",
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
  "studio-fired": "Back from the studio's kiln",
} as const;

interface LineItem {
  kind: string;
  pieceId?: number;
  pieceName?: string;
  stage?: string;
  daysInStage?: number;
  firingId?: number;
  firingTitle?: string;
  kilnName?: string;
  studioName?: string;
  outcome?: string;
}

/** One reminder as a line of the digest, the push and the Today view. */
export function reminderLine(item: LineItem): string {
  if (item.firingId !== undefined) {
    const note = reminderNote(item);
    return `${item.firingTitle ?? ""}${item.kilnName ? ` in ${item.kilnName}` : ""}: ${note.charAt(0).toLowerCase()}${note.slice(1)}`;
  }
  if (item.kind === "studio-fired") return `${item.pieceName ?? ""}: ${reminderNote(item)}`;
  return REMINDER_TEXTS.digestLine(item.pieceName ?? "", item.stage ?? "", item.daysInStage ?? 0);
}

/** Where a reminder leads in the app: its piece or its firing. */
export const reminderPath = (item: LineItem): string => (item.firingId ? `/firings/${item.firingId}` : `/pieces/${item.pieceId}`);

/** What the Today view says under a reminder's name. */
export function reminderNote(item: LineItem): string {
  if (item.kind === "firing-planned") return REMINDER_TEXTS.firingPlannedNote;
  if (item.kind === "firing-unload") return REMINDER_TEXTS.firingUnloadNote(item.daysInStage ?? 0);
  if (item.kind === "studio-fired") return REMINDER_TEXTS.studioFiredNote(item.studioName ?? "", item.outcome ?? "");
  return REMINDER_TEXTS.daysInStage(item.stage ?? "", item.daysInStage ?? 0);
}

/** The digest's subject and the notification's title for these reminders. */
export const reminderSubject = (items: readonly LineItem[]): string =>
  items.some((item) => item.firingId !== undefined) ? REMINDER_TEXTS.digestSubjectWithFirings(items.length) : REMINDER_TEXTS.digestSubject(items.length);
