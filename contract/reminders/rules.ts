/**
 * Reminder rules (product.md#r170): which stages remind, their default thresholds, the kinds the Today view groups by,
 * and the reminder key. Free of zod so the Today view and the bottom bar need no schema library.
 */
import type { Stage } from "../stages/texts";

/** The stages that can remind; Finished never does (product.md#r170). */
export const REMINDER_STAGES = ["Formed", "Trimmed", "Bisqued", "Glazed"] as const;
export type ReminderStage = (typeof REMINDER_STAGES)[number];

/** Days in a stage before a piece is due (product.md#r170). */
export const DEFAULT_THRESHOLDS: Readonly<Record<ReminderStage, number>> = { Formed: 2, Trimmed: 10, Bisqued: 30, Glazed: 14 };
export const THRESHOLD_MIN_DAYS = 1;
export const THRESHOLD_MAX_DAYS = 365;
export const DEFAULT_DAILY_TIME = "08:00";
export const DEFAULT_TIME_ZONE = "UTC";
/** How far ahead the device's notifications are scheduled: iOS keeps at most 64 pending, so one a day for 60 days. */
export const UPCOMING_DAYS = 60;
export const SNOOZE_DAYS = [1, 3, 7] as const;
export type SnoozeDays = (typeof SNOOZE_DAYS)[number];

/**
 * What a due item is, which is also how the Today view groups it (docs/decisions/0135-reminder-rules.md). The piece
 * kinds come from the stage (a wheel piece in Formed is waiting to be trimmed; any other Formed or Trimmed piece is
 * drying); the firing kinds are added with the firings area.
 */
export const REMINDER_KINDS = ["trim", "drying", "glaze", "glaze-firing", "firing-planned", "firing-unload", "studio-fired"] as const;
export type ReminderKind = (typeof REMINDER_KINDS)[number];

/** The kind of a piece in `stage` (type: its forming method). */
export function pieceReminderKind(stage: ReminderStage, type: string): ReminderKind {
  if (stage === "Formed") return type.toLowerCase() === "wheel" ? "trim" : "drying";
  if (stage === "Trimmed") return "drying";
  if (stage === "Bisqued") return "glaze";
  return "glaze-firing";
}

/** The stage the one-tap action records next (product.md#r76: only wheel pieces are trimmed). */
export function nextStage(stage: ReminderStage, type: string): Stage {
  if (stage === "Formed") return type.toLowerCase() === "wheel" ? "Trimmed" : "Bisqued";
  if (stage === "Trimmed") return "Bisqued";
  if (stage === "Bisqued") return "Glazed";
  return "Finished";
}

/** A piece reminder's key: one per piece and stage, so snoozes, dismissals and deliveries are per piece and stage. */
export const pieceReminderKey = (pieceId: number, stage: ReminderStage) => `piece-${pieceId}-${stage.toLowerCase()}`;

/** A firing's reminders: due on its planned date, and for unloading after 24 hours of cooling. */
export const FIRING_REMINDERS = ["planned", "unload"] as const;
export type FiringReminder = (typeof FIRING_REMINDERS)[number];
export const firingReminderKey = (firingId: number, what: FiringReminder) => `firing-${firingId}-${what}`;
/** A firing cooling longer than this is due for unloading ('record what came out'). */
export const COOLING_DUE_HOURS = 24;

/**
 * A member's piece fired by their studio (docs/decisions/0231-firing-queue.md): told once per request, for
 * FIRED_NOTICE_DAYS after the firing is done, or until dismissed.
 */
export const requestReminderKey = (requestId: number) => `request-${requestId}-fired`;
export const FIRED_NOTICE_DAYS = 14;

const PIECE_KEY = /^piece-([1-9][0-9]{0,9})-(formed|trimmed|bisqued|glazed)$/;
const FIRING_KEY = /^firing-([1-9][0-9]{0,9})-(planned|unload)$/;
const REQUEST_KEY = /^request-([1-9][0-9]{0,9})-fired$/;
export const REMINDER_KEY_PATTERN =
  /^(piece-[1-9][0-9]{0,9}-(formed|trimmed|bisqued|glazed)|firing-[1-9][0-9]{0,9}-(planned|unload)|request-[1-9][0-9]{0,9}-fired)$/;

/** The firing request a studio-fired key names, or null when it is not one. */
export function parseRequestReminderKey(key: string): number | null {
  const m = REQUEST_KEY.exec(key);
  if (!m) return null;
  const id = Number(m[1]);
  return id > 2_147_483_647 ? null : id;
}

export type ParsedReminderKey =
  | { kind: "piece"; pieceId: number; stage: ReminderStage }
  | { kind: "firing"; firingId: number; what: FiringReminder };

/** The piece and stage, or the firing and its reminder, a key names; null when it is not a reminder key. */
export function parseReminderKey(key: string): ParsedReminderKey | null {
  const piece = PIECE_KEY.exec(key);
  if (piece) {
    const pieceId = Number(piece[1]);
    if (pieceId > 2_147_483_647) return null;
    return { kind: "piece", pieceId, stage: REMINDER_STAGES.find((s) => s.toLowerCase() === piece[2])! };
  }
  const firing = FIRING_KEY.exec(key);
  if (!firing) return null;
  const firingId = Number(firing[1]);
  if (firingId > 2_147_483_647) return null;
  return { kind: "firing", firingId, what: firing[2] as FiringReminder };
}

/** The Today view's route; the digest links to it and a push notification opens it. */
export const TODAY_PATH = "/today";
/** The unsubscribe page of a digest mail (a signed token, no sign-in). */
export const unsubscribePath = (token: string) => `/unsubscribe/${token}`;
