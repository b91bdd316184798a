/**
 * The reminders ahead (issue 23, docs/decisions/0138-web-push.md "Native"): what the native app schedules as local
 * notifications each time it syncs, so they fire with the app closed and offline. One notification a day at most, at
 * the potter's daily time in their zone, on the days something becomes due: iOS keeps only 64 pending, and a potter
 * wants one morning note, not one per pot. Today's first one also counts what is already due.
 */
import { sql } from "drizzle-orm";
import { REMINDER_STAGES, REMINDER_TEXTS, TODAY_PATH, UPCOMING_DAYS, type ReminderStage, type UpcomingReminders } from "../../contract/reminders/schemas";
import type { AppDeps } from "../context";
import { findReminderSettings } from "./reminders-settings";
import { nextDailyTime } from "./reminders-schedule";

const DAY_MS = 24 * 60 * 60 * 1000;

interface Row {
  name: string;
  since: string | Date;
  stage: ReminderStage;
  snoozed_until: string | Date | null;
}

export async function upcomingReminders(deps: AppDeps, userId: number): Promise<UpcomingReminders> {
  const settings = await findReminderSettings(deps.db, userId);
  if (settings.paused) return { data: [] };
  const now = deps.now();
  const slots: Date[] = [];
  for (let at = nextDailyTime(now, settings.dailyTime, settings.timeZone); slots.length < UPCOMING_DAYS; ) {
    slots.push(at);
    at = nextDailyTime(at, settings.dailyTime, settings.timeZone);
  }
  const horizon = slots.at(-1)!;
  // Per stage one range of pieces_user_stage_since_idx: pieces whose threshold runs out before the horizon.
  const ranges = REMINDER_STAGES.flatMap((stage) => {
    const days = settings.thresholds[stage];
    if (days === null) return [];
    const cutoff = new Date(horizon.getTime() - days * DAY_MS).toISOString();
    const key = sql`'piece-' || p.id || '-' || ${stage.toLowerCase()}`;
    return [
      sql`select p.name, p.current_stage as stage, p.current_stage_since as since, m.snoozed_until
        from pieces p left join reminder_mutes m on m.user_id = ${userId} and m.key = ${key}
        where p.user_id = ${userId} and p.current_stage = ${stage} and p.current_stage_since <= ${cutoff}::timestamptz
          and not coalesce(m.dismissed, false)`,
    ];
  });
  if (ranges.length === 0) return { data: [] };
  const rows = ((await deps.db.execute(sql.join(ranges, sql` union all `))) as unknown as { rows: Row[] }).rows;
  // When each piece is due: its threshold after it entered the stage, or the end of its snooze if later.
  const due = rows
    .map((row) => {
      const at = new Date(row.since).getTime() + settings.thresholds[row.stage]! * DAY_MS;
      const snoozed = row.snoozed_until ? new Date(row.snoozed_until).getTime() : 0;
      return { name: row.name, at: Math.max(at, snoozed) };
    })
    .sort((a, b) => a.at - b.at || a.name.localeCompare(b.name));

  const data: UpcomingReminders["data"] = [];
  let i = 0;
  for (const slot of slots) {
    const fresh: string[] = [];
    while (i < due.length && due[i]!.at <= slot.getTime()) fresh.push(due[i++]!.name);
    if (fresh.length === 0) continue;
    data.push({ at: slot.toISOString(), count: i, title: REMINDER_TEXTS.digestSubject(i), body: REMINDER_TEXTS.upcomingBody(fresh), url: TODAY_PATH });
  }
  return { data };
}
