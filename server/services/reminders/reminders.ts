/**
 * The due list, snooze and 'not a concern' (product.md#r170). A reminder is named by its key (one per piece
 * and stage); a new stage entry moves the piece to another key, which ends the reminder without any write here.
 */
import { and, eq } from "drizzle-orm";
import { parseReminderKey, parseRequestReminderKey, REMINDER_TEXTS, type ReminderList, type SnoozeDays } from "../../../contract/reminders/schemas";
import type { AppDeps } from "../../context";
import { firingRequests, firings, pieces, reminderMutes } from "../../db/schema";
import { AppError } from "../../errors";
import { findOwned } from "../common/owned";
import { dueReminders } from "./reminders-rules";
import { findReminderSettings } from "./reminders-settings";

const DAY_MS = 24 * 60 * 60 * 1000;

export async function listReminders(deps: AppDeps, userId: number): Promise<ReminderList> {
  const settings = await findReminderSettings(deps.db, userId);
  return { data: await dueReminders(deps.db, userId, settings, deps.now()) };
}

/** What a snooze holds back now: Today's Snoozed list, each item lifted with Unsnooze (product.md#r248). */
export async function listSnoozedReminders(deps: AppDeps, userId: number): Promise<ReminderList> {
  const settings = await findReminderSettings(deps.db, userId);
  return { data: await dueReminders(deps.db, userId, settings, deps.now(), "snoozed") };
}

/**
 * The potter's piece (or firing) a key names, while it is still in the key's stage (or status); else 404, never
 * telling another potter's record apart.
 */
async function mutableReminder(deps: AppDeps, userId: number, key: string): Promise<{ pieceId: number | null }> {
  const requestId = parseRequestReminderKey(key);
  if (requestId !== null) {
    // A piece the studio fired: the member's own request, once it is fired (decision 0231).
    const request = await findOwned(deps.db, firingRequests, userId, requestId, { message: REMINDER_TEXTS.notFound });
    if (request.status !== "fired") throw AppError.notFound(REMINDER_TEXTS.notFound);
    return { pieceId: request.pieceId };
  }
  const parsed = parseReminderKey(key);
  if (!parsed) throw AppError.notFound(REMINDER_TEXTS.notFound);
  if (parsed.kind === "firing") {
    const firing = await findOwned(deps.db, firings, userId, parsed.firingId, { message: REMINDER_TEXTS.notFound });
    if (firing.status !== (parsed.what === "planned" ? "planned" : "cooling")) throw AppError.notFound(REMINDER_TEXTS.notFound);
    return { pieceId: null };
  }
  const piece = await findOwned(deps.db, pieces, userId, parsed.pieceId, { message: REMINDER_TEXTS.notFound });
  if (piece.currentStage !== parsed.stage) throw AppError.notFound(REMINDER_TEXTS.notFound);
  return { pieceId: parsed.pieceId };
}

async function mute(deps: AppDeps, userId: number, key: string, change: { snoozedUntil: Date | null; dismissed: boolean }): Promise<void> {
  const { pieceId } = await mutableReminder(deps, userId, key);
  await deps.db
    .insert(reminderMutes)
    .values({ userId, key, pieceId, ...change, createdAt: deps.now() })
    .onConflictDoUpdate({ target: [reminderMutes.userId, reminderMutes.key], set: change });
}

export async function snoozeReminder(deps: AppDeps, userId: number, key: string, days: SnoozeDays): Promise<void> {
  await mute(deps, userId, key, { snoozedUntil: new Date(deps.now().getTime() + days * DAY_MS), dismissed: false });
}

/** Undo of a snooze or a dismissal: the mute goes, so the reminder is due again (nothing to undo answers the same). */
export async function unmuteReminder(deps: AppDeps, userId: number, key: string): Promise<void> {
  await mutableReminder(deps, userId, key);
  await deps.db.delete(reminderMutes).where(and(eq(reminderMutes.userId, userId), eq(reminderMutes.key, key)));
}

export async function dismissReminder(deps: AppDeps, userId: number, key: string): Promise<void> {
  await mute(deps, userId, key, { snoozedUntil: null, dismissed: true });
}
