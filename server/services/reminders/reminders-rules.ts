/**
 * What is due (product.md#r170), one function per rule kind (docs/decisions/0135-reminder-rules.md). Each
 * rule answers its due items for one potter at `now`, leaving out what is snoozed or dismissed. DUE_RULES lists them:
 * pieces in a stage too long, a planned firing due on its date, a firing cooling for more than 24 hours (keys
 * `firing-{id}-planned` and `firing-{id}-unload`).
 */
import { sql } from "drizzle-orm";
import { DateTime } from "luxon";
import { FIRING_SCREEN_TEXTS } from "../../../contract/firings/texts";
import {
  COOLING_DUE_HOURS,
  FIRED_NOTICE_DAYS,
  firingReminderKey,
  pieceReminderKey,
  requestReminderKey,
  pieceReminderKind,
  REMINDER_STAGES,
  type Reminder,
  type ReminderSettings,
  type ReminderStage,
} from "../../../contract/reminders/schemas";
import type { DbOrTx } from "../../db/client";

const DAY_MS = 24 * 60 * 60 * 1000;

/** Which items a rule answers: those due now (nothing muted), or those that would be due but are snoozed. */
type RuleView = "due" | "snoozed";

/** One potter's due items at `now`, under their settings (or, `snoozed`, those a snooze holds back). */
export type DueRule = (db: DbOrTx, userId: number, settings: ReminderSettings, now: Date, view?: RuleView) => Promise<Reminder[]>;

/**
 * A key is quiet while dismissed or snoozed. `keyExpr` is the SQL of the row's key; the lookup is one probe of
 * reminder_mutes_user_key_idx per due row.
 */
export const isMuted = (userId: number, keyExpr: ReturnType<typeof sql>, now: Date) =>
  sql`exists (select 1 from reminder_mutes m where m.user_id = ${userId} and m.key = ${keyExpr}
    and (m.dismissed or m.snoozed_until > ${now.toISOString()}::timestamptz))`;

/**
 * The mute condition of a rule: nothing muted for the due list; for Today's Snoozed list, a snooze still running and
 * no 'not a concern', so the potter can see and lift it (product.md#r248).
 */
const muteCondition = (userId: number, keyExpr: ReturnType<typeof sql>, now: Date, view: RuleView = "due") =>
  view === "due"
    ? sql`not ${isMuted(userId, keyExpr, now)}`
    : sql`exists (select 1 from reminder_mutes m where m.user_id = ${userId} and m.key = ${keyExpr}
    and not m.dismissed and m.snoozed_until > ${now.toISOString()}::timestamptz)`;

interface DuePieceRow {
  id: number;
  name: string;
  type: string;
  stage: ReminderStage;
  location: string | null;
  since: string | Date;
}

/**
 * Pieces in a stage longer than its threshold: per stage one range of pieces_user_stage_since_idx (potter, stage,
 * since ≤ now − threshold), so the cost follows the due pieces, not the studio.
 */
export const piecesInStageTooLong: DueRule = async (db, userId, settings, now, view) => {
  const ranges = REMINDER_STAGES.flatMap((stage) => {
    const days = settings.thresholds[stage];
    if (days === null) return [];
    const cutoff = new Date(now.getTime() - days * DAY_MS).toISOString();
    const key = sql`'piece-' || p.id || '-' || ${stage.toLowerCase()}`;
    return [
      sql`select p.id, p.name, p.type, p.current_stage as stage, p.current_location as location, p.current_stage_since as since
        from pieces p
        where p.user_id = ${userId} and p.current_stage = ${stage} and p.fate is null and p.current_stage_since <= ${cutoff}::timestamptz
          and ${muteCondition(userId, key, now, view)}`,
    ];
  });
  if (ranges.length === 0) return [];
  const result = await db.execute(sql.join(ranges, sql` union all `));
  return (result as unknown as { rows: DuePieceRow[] }).rows.map((row) => {
    const since = new Date(row.since);
    const days = settings.thresholds[row.stage]!;
    return {
      key: pieceReminderKey(row.id, row.stage),
      kind: pieceReminderKind(row.stage, row.type),
      pieceId: row.id,
      stage: row.stage,
      daysInStage: Math.floor((now.getTime() - since.getTime()) / DAY_MS),
      dueSince: new Date(since.getTime() + days * DAY_MS).toISOString(),
      pieceName: row.name,
      pieceType: row.type,
      location: row.location ?? undefined,
    };
  });
};

interface DueFiringRow {
  id: number;
  kind: string;
  kiln: string | null;
  at: string | Date;
}

const firingTitle = (kind: string) => FIRING_SCREEN_TEXTS.firingTitle(FIRING_SCREEN_TEXTS.kindLabel[kind] ?? kind);

/** A firing planned for the potter's today (in their time zone) or earlier and still planned. */
export const firingsPlannedToday: DueRule = async (db, userId, settings, now, view) => {
  const today = DateTime.fromJSDate(now, { zone: settings.timeZone }).toISODate()!;
  const key = sql`'firing-' || f.id || '-planned'`;
  const result = await db.execute(sql`select f.id, f.kind, k.name as kiln, f.planned_date as at
    from firings f left join kilns k on k.id = f.kiln_id
    where f.user_id = ${userId} and f.status = 'planned' and f.planned_date <= ${today}::date and ${muteCondition(userId, key, now, view)}`);
  return (result as unknown as { rows: DueFiringRow[] }).rows.map((row) => {
    const day = typeof row.at === "string" ? row.at.slice(0, 10) : row.at.toISOString().slice(0, 10);
    const start = DateTime.fromISO(day, { zone: settings.timeZone }).startOf("day");
    return {
      key: firingReminderKey(row.id, "planned"),
      kind: "firing-planned" as const,
      firingId: row.id,
      daysInStage: Math.max(0, Math.floor((now.getTime() - start.toMillis()) / DAY_MS)),
      dueSince: start.toUTC().toISO()!,
      firingTitle: firingTitle(row.kind),
      kilnName: row.kiln ?? undefined,
    };
  });
};

/** A firing cooling for more than COOLING_DUE_HOURS: time to unload and record what came out. */
export const firingsToUnload: DueRule = async (db, userId, _settings, now, view) => {
  const cutoff = new Date(now.getTime() - COOLING_DUE_HOURS * 60 * 60 * 1000).toISOString();
  const key = sql`'firing-' || f.id || '-unload'`;
  const result = await db.execute(sql`select f.id, f.kind, k.name as kiln, f.status_changed_at as at
    from firings f left join kilns k on k.id = f.kiln_id
    where f.user_id = ${userId} and f.status = 'cooling' and f.status_changed_at <= ${cutoff}::timestamptz and ${muteCondition(userId, key, now, view)}`);
  return (result as unknown as { rows: DueFiringRow[] }).rows.map((row) => {
    const since = new Date(row.at);
    return {
      key: firingReminderKey(row.id, "unload"),
      kind: "firing-unload" as const,
      firingId: row.id,
      daysInStage: Math.floor((now.getTime() - since.getTime()) / DAY_MS),
      dueSince: new Date(since.getTime() + COOLING_DUE_HOURS * 60 * 60 * 1000).toISOString(),
      firingTitle: firingTitle(row.kind),
      kilnName: row.kiln ?? undefined,
    };
  });
};

interface FiredRow {
  id: number;
  piece_id: number;
  piece_name: string;
  outcome: string | null;
  fired_at: string | Date;
  studio: string;
}

/**
 * A piece the member's studio fired (docs/decisions/0231-firing-queue.md): one item per request, for
 * FIRED_NOTICE_DAYS after the firing was done, so Today, the digest and push tell the member what came out.
 */
export const studioPiecesFired: DueRule = async (db, userId, _settings, now, view) => {
  const since = new Date(now.getTime() - FIRED_NOTICE_DAYS * DAY_MS).toISOString();
  const key = sql`'request-' || r.id || '-fired'`;
  const result = await db.execute(sql`select r.id, r.piece_id, r.piece_name, r.outcome, r.fired_at, s.name as studio
    from firing_requests r join studios s on s.id = r.studio_id
    where r.user_id = ${userId} and r.status = 'fired' and r.fired_at > ${since}::timestamptz and ${muteCondition(userId, key, now, view)}`);
  return (result as unknown as { rows: FiredRow[] }).rows.map((row) => {
    const at = new Date(row.fired_at);
    return {
      key: requestReminderKey(row.id),
      kind: "studio-fired" as const,
      pieceId: row.piece_id,
      daysInStage: Math.max(0, Math.floor((now.getTime() - at.getTime()) / DAY_MS)),
      dueSince: at.toISOString(),
      pieceName: row.piece_name,
      studioName: row.studio,
      outcome: row.outcome ?? "survived",
    };
  });
};

/** Every rule: pieces in a stage too long, firings planned for today, firings cooling too long, studio pieces fired. */
export const DUE_RULES: readonly DueRule[] = [piecesInStageTooLong, firingsPlannedToday, firingsToUnload, studioPiecesFired];

/** Everything due for one potter (or, `snoozed`, held back by a snooze), the longest-waiting first. */
export async function dueReminders(db: DbOrTx, userId: number, settings: ReminderSettings, now: Date, view: RuleView = "due"): Promise<Reminder[]> {
  const all = (await Promise.all(DUE_RULES.map((rule) => rule(db, userId, settings, now, view)))).flat();
  return all.sort((a, b) => a.dueSince.localeCompare(b.dueSince) || a.key.localeCompare(b.key));
}
