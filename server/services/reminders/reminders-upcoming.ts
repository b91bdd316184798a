/**
 * The reminders ahead (docs/decisions/0138-web-push.md "Native"): what the native app schedules as local
 * notifications each time it syncs, so they fire with the app closed and offline. One notification a day at most, at
 * the potter's daily time in their zone, on the days something becomes due: iOS keeps only 64 pending, and a potter
 * wants one morning note, not one per pot. Today's first one also counts what is already due. Firings count too: a
 * planned one on its day, a cooling one once it has cooled 24 hours.
 */
import { sql } from "drizzle-orm";
import { DateTime } from "luxon";
import { FIRING_SCREEN_TEXTS } from "../../../contract/firings/texts";
import { COOLING_DUE_HOURS, REMINDER_STAGES, REMINDER_TEXTS, TODAY_PATH, UPCOMING_DAYS, type ReminderStage, type UpcomingReminders } from "../../../contract/reminders/schemas";
import type { AppDeps } from "../../context";
import { findReminderSettings } from "./reminders-settings";
import { nextDailyTime } from "./reminders-schedule";

const DAY_MS = 24 * 60 * 60 * 1000;

interface Row {
  name: string;
  since: string | Date;
  stage: ReminderStage;
  snoozed_until: string | Date | null;
}

interface FiringRow {
  id: number;
  kind: string;
  status: string;
  planned: string | null;
  since: string | Date;
  snoozed_until: string | Date | null;
}

/** Firings ahead: a planned one on its day (from midnight in the potter's zone), a cooling one 24 hours in. */
async function firingsAhead(deps: AppDeps, userId: number, zone: string, horizon: Date): Promise<{ name: string; at: number; firing: boolean }[]> {
  const result = await deps.db.execute(sql`select f.id, f.kind, f.status, f.planned_date::text as planned, f.status_changed_at as since, m.snoozed_until
    from firings f left join reminder_mutes m on m.user_id = ${userId}
      and m.key = 'firing-' || f.id || case when f.status = 'planned' then '-planned' else '-unload' end
    where f.user_id = ${userId} and not coalesce(m.dismissed, false)
      and ((f.status = 'planned' and f.planned_date is not null and f.planned_date <= ${horizon.toISOString().slice(0, 10)}::date)
        or f.status = 'cooling')`);
  return (result as unknown as { rows: FiringRow[] }).rows.map((row) => {
    const at =
      row.status === "planned"
        ? DateTime.fromISO(row.planned!, { zone }).startOf("day").toMillis()
        : new Date(row.since).getTime() + COOLING_DUE_HOURS * 60 * 60 * 1000;
    const snoozed = row.snoozed_until ? new Date(row.snoozed_until).getTime() : 0;
    return { name: FIRING_SCREEN_TEXTS.firingTitle(FIRING_SCREEN_TEXTS.kindLabel[row.kind] ?? row.kind), at: Math.max(at, snoozed), firing: true };
  });
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
        where p.user_id = ${userId} and p.current_stage = ${stage} and p.fate is null and p.current_stage_since <= ${cutoff}::timestamptz
          and not coalesce(m.dismissed, false)`,
    ];
  });
  const rows = ranges.length ? ((await deps.db.execute(sql.join(ranges, sql` union all `))) as unknown as { rows: Row[] }).rows : [];
  // When each piece is due: its threshold after it entered the stage, or the end of its snooze if later.
  const due = rows.map((row) => {
    const at = new Date(row.since).getTime() + settings.thresholds[row.stage]! * DAY_MS;
    const snoozed = row.snoozed_until ? new Date(row.snoozed_until).getTime() : 0;
    return { name: row.name, at: Math.max(at, snoozed), firing: false };
  });
  due.push(...(await firingsAhead(deps, userId, settings.timeZone, horizon)));
  due.sort((a, b) => a.at - b.at || a.name.localeCompare(b.name));

  const data: UpcomingReminders["data"] = [];
  let i = 0;
  let firings = false;
  for (const slot of slots) {
    const fresh: string[] = [];
    while (i < due.length && due[i]!.at <= slot.getTime()) {
      firings ||= due[i]!.firing;
      fresh.push(due[i++]!.name);
    }
    if (fresh.length === 0) continue;
    const title = firings ? REMINDER_TEXTS.digestSubjectWithFirings(i) : REMINDER_TEXTS.digestSubject(i);
    data.push({ at: slot.toISOString(), count: i, title, body: REMINDER_TEXTS.upcomingBody(fresh), url: TODAY_PATH });
  }
  return { data };
}
