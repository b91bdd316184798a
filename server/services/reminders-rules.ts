/**
 * What is due (issue 23, product.md#r170), one function per rule kind (docs/decisions/0135-reminder-rules.md). Each
 * rule answers its due items for one potter at `now`, leaving out what is snoozed or dismissed. DUE_RULES lists them;
 * the firings area adds its two rules (a planned firing due on its date, a firing cooling for more than 24 hours) as
 * two more functions in that list, with keys `firing-{id}-planned` and `firing-{id}-unload`.
 */
import { sql } from "drizzle-orm";
import {
  pieceReminderKey,
  pieceReminderKind,
  REMINDER_STAGES,
  type Reminder,
  type ReminderSettings,
  type ReminderStage,
} from "../../contract/reminders/schemas";
import type { DbOrTx } from "../db/client";

const DAY_MS = 24 * 60 * 60 * 1000;

/** One potter's due items at `now`, under their settings. */
export type DueRule = (db: DbOrTx, userId: number, settings: ReminderSettings, now: Date) => Promise<Reminder[]>;

/**
 * A key is quiet while dismissed or snoozed. `keyExpr` is the SQL of the row's key; the lookup is one probe of
 * reminder_mutes_user_key_idx per due row.
 */
export const isMuted = (userId: number, keyExpr: ReturnType<typeof sql>, now: Date) =>
  sql`exists (select 1 from reminder_mutes m where m.user_id = ${userId} and m.key = ${keyExpr}
    and (m.dismissed or m.snoozed_until > ${now.toISOString()}::timestamptz))`;

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
export const piecesInStageTooLong: DueRule = async (db, userId, settings, now) => {
  const ranges = REMINDER_STAGES.flatMap((stage) => {
    const days = settings.thresholds[stage];
    if (days === null) return [];
    const cutoff = new Date(now.getTime() - days * DAY_MS).toISOString();
    const key = sql`'piece-' || p.id || '-' || ${stage.toLowerCase()}`;
    return [
      sql`select p.id, p.name, p.type, p.current_stage as stage, p.current_location as location, p.current_stage_since as since
        from pieces p
        where p.user_id = ${userId} and p.current_stage = ${stage} and p.current_stage_since <= ${cutoff}::timestamptz
          and not ${isMuted(userId, key, now)}`,
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

/** Every rule; the firings rules join this list when firings land. */
export const DUE_RULES: readonly DueRule[] = [piecesInStageTooLong];

/** Everything due for one potter, the longest-waiting first. */
export async function dueReminders(db: DbOrTx, userId: number, settings: ReminderSettings, now: Date): Promise<Reminder[]> {
  const all = (await Promise.all(DUE_RULES.map((rule) => rule(db, userId, settings, now)))).flat();
  return all.sort((a, b) => a.dueSince.localeCompare(b.dueSince) || a.key.localeCompare(b.key));
}
