/**
 * A potter's reminder settings (product.md#r170): defaults until first saved, PATCH creates the row. Every
 * save recomputes next_digest_at, so a new daily time or time zone takes effect at its next occurrence.
 */
import { eq } from "drizzle-orm";
import {
  DEFAULT_DAILY_TIME,
  DEFAULT_THRESHOLDS,
  DEFAULT_TIME_ZONE,
  type ReminderSettings,
  type ReminderSettingsPatch,
} from "../../../contract/reminders/schemas";
import type { AppDeps } from "../../context";
import type { DbOrTx } from "../../db/client";
import { reminderSettings } from "../../db/schema";
import { nextDailyTime } from "./reminders-schedule";

type SettingsRow = typeof reminderSettings.$inferSelect;

/** What a potter who never saved the settings gets: default thresholds, no delivery channel (decision 0136). */
export const DEFAULT_REMINDER_SETTINGS: ReminderSettings = {
  thresholds: { ...DEFAULT_THRESHOLDS },
  channels: { email: false, push: false },
  dailyTime: DEFAULT_DAILY_TIME,
  timeZone: DEFAULT_TIME_ZONE,
  paused: false,
  saved: false,
};

export function toSettingsDto(row: SettingsRow): ReminderSettings {
  return {
    thresholds: { Formed: row.formedDays, Trimmed: row.trimmedDays, Bisqued: row.bisquedDays, Glazed: row.glazedDays },
    channels: { email: row.emailEnabled, push: row.pushEnabled },
    dailyTime: row.dailyTime,
    timeZone: row.timeZone,
    paused: row.paused,
    saved: true,
  };
}

export async function findReminderSettings(db: DbOrTx, userId: number): Promise<ReminderSettings> {
  const rows = await db.select().from(reminderSettings).where(eq(reminderSettings.userId, userId)).limit(1);
  return rows[0] ? toSettingsDto(rows[0]) : DEFAULT_REMINDER_SETTINGS;
}

export function getReminderSettings(deps: AppDeps, userId: number): Promise<ReminderSettings> {
  return findReminderSettings(deps.db, userId);
}

export async function updateReminderSettings(deps: AppDeps, userId: number, patch: ReminderSettingsPatch): Promise<ReminderSettings> {
  return deps.db.transaction(async (tx) => {
    const rows = await tx.select().from(reminderSettings).where(eq(reminderSettings.userId, userId)).for("update").limit(1);
    const before = rows[0] ? toSettingsDto(rows[0]) : DEFAULT_REMINDER_SETTINGS;
    const next: ReminderSettings = {
      thresholds: { ...before.thresholds, ...patch.thresholds },
      channels: { ...before.channels, ...patch.channels },
      dailyTime: patch.dailyTime ?? before.dailyTime,
      timeZone: patch.timeZone ?? before.timeZone,
      paused: patch.paused ?? before.paused,
      saved: true,
    };
    const now = deps.now();
    const values = {
      formedDays: next.thresholds.Formed,
      trimmedDays: next.thresholds.Trimmed,
      bisquedDays: next.thresholds.Bisqued,
      glazedDays: next.thresholds.Glazed,
      emailEnabled: next.channels.email,
      pushEnabled: next.channels.push,
      dailyTime: next.dailyTime,
      timeZone: next.timeZone,
      paused: next.paused,
      nextDigestAt: nextDailyTime(now, next.dailyTime, next.timeZone),
      updatedAt: now,
    };
    const [row] = await tx
      .insert(reminderSettings)
      .values({ userId, ...values })
      .onConflictDoUpdate({ target: reminderSettings.userId, set: values })
      .returning();
    return toSettingsDto(row!);
  });
}

/** The digest's unsubscribe link (docs/decisions/0137-reminder-digest-mail.md): reminder e-mails off, nothing else. */
export async function stopReminderEmails(deps: AppDeps, userId: number): Promise<void> {
  await deps.db.update(reminderSettings).set({ emailEnabled: false, updatedAt: deps.now() }).where(eq(reminderSettings.userId, userId));
}
