/**
 * A piece's current stage and location kept on the row, and each potter's totals per stage kept in
 * piece_stage_counts (docs/decisions/0108-stored-current-stage.md). Every change that can move them (a stage entry
 * created, changed or deleted; a piece's type or studio location changed; a piece created, imported or deleted; later
 * firings) calls refreshCurrentStage or forgetPieces inside its own transaction, so the list reads them and never
 * walks the stage history or counts the studio.
 */
import { sql, type SQL } from "drizzle-orm";
import type { DbOrTx } from "../../db/client";

/**
 * product.md#r79 as SQL, exactly as the list computed it per request before (docs/decisions/0030-pieces-list-answer.md):
 * the position of an entry's stage on the board of the piece `p`, case-insensitive and ignoring surrounding spaces,
 * or NULL when the stage is not on that board (Trimmed counts only for wheel pieces).
 */
const RANK = sql.raw(`case lower(btrim(sh.stage))
  when 'formed' then 1
  when 'trimmed' then case when lower(p.type) = 'wheel' then 2 end
  when 'bisqued' then 3
  when 'glazed' then 4
  when 'finished' then 5
end`);

/**
 * The furthest valid entry of piece `p` (the latest one when a stage was recorded twice), as `f.stage` and `f.location`;
 * join it LEFT JOIN LATERAL … ON true. The backfill migration (server/db/migrations/0002_backfill_current_stage.sql)
 * spells out the same SQL.
 */
const FURTHEST = sql`(
  select case ${RANK} when 1 then 'Formed' when 2 then 'Trimmed' when 3 then 'Bisqued' when 4 then 'Glazed' when 5 then 'Finished' end as stage,
    nullif(btrim(sh.location), '') as location,
    sh.date as since
  from stage_history sh
  where sh.piece_id = p.id and ${RANK} is not null
  order by ${RANK} desc, sh.date desc, sh.id desc
  limit 1
)`;

/** The stage and location the rule gives piece `p`, from its furthest entry `f` (product.md#r20 for the fallback). */
const NEW_STAGE = sql.raw(`coalesce(f.stage, 'Formed')`);
const NEW_LOCATION = sql.raw(`coalesce(f.location, nullif(btrim(p.studio_location), ''), 'Drying Rack')`);
/** Since when the piece is in that stage (reminders, docs/decisions/0135-reminder-rules.md): the entry's date, else its creation. */
const NEW_SINCE = sql.raw(`coalesce(f.since, p.created_at)`);

/**
 * Adds `delta` rows (user_id, stage, change) to the totals. Rows go in stage order, so two transactions of one potter
 * lock the counters in the same order and cannot deadlock on them.
 */
function applyCountChanges(changes: SQL): SQL {
  return sql`insert into piece_stage_counts (user_id, stage, count)
    select user_id, stage, sum(delta)::integer from (${changes}) as changes(user_id, stage, delta)
    group by user_id, stage
    order by user_id, stage
    on conflict (user_id, stage) do update set count = piece_stage_counts.count + excluded.count`;
}

/**
 * Recomputes one piece's current stage and location from its history and moves it between the stage totals. Call
 * it after the write, in the same transaction. The piece is locked first, in its own statement: the computing
 * statement then starts after any other transaction on this piece has committed, so it sees that one's entries.
 * A piece whose stage is still null (just inserted, or imported) is counted for the first time.
 */
export async function refreshCurrentStage(tx: DbOrTx, pieceId: number): Promise<void> {
  await refreshCurrentStages(tx, [pieceId]);
}

/** The same for many pieces in two statements (an import's batch, docs/decisions/0171-import-batches.md). */
export async function refreshCurrentStages(tx: DbOrTx, pieceIds: readonly number[]): Promise<void> {
  if (pieceIds.length === 0) return;
  const ids = sql`array[${sql.join(pieceIds.map((id) => sql`${id}`), sql`, `)}]::integer[]`;
  await tx.execute(sql`select id from pieces where id = any(${ids}) order by id for update`);
  await tx.execute(sql`with old as (
      select p.id, p.user_id, p.current_stage, p.current_location, p.current_stage_since, p.fate,
        ${NEW_STAGE} as stage, ${NEW_LOCATION} as location, ${NEW_SINCE} as since
      from pieces p left join lateral ${FURTHEST} f on true
      where p.id = any(${ids})
    ),
    changed as (
      update pieces p set current_stage = old.stage, current_location = old.location, current_stage_since = old.since
      from old
      where p.id = old.id and (old.current_stage is distinct from old.stage or old.current_location is distinct from old.location
        or old.current_stage_since is distinct from old.since)
    )
    ${applyCountChanges(sql`select user_id, current_stage, -1 from old where fate is null and current_stage is not null and current_stage <> stage
      union all
      select user_id, stage, 1 from old where fate is null and current_stage is distinct from stage`)}`);
}

/**
 * Takes deleted pieces out of their potter's totals; `stages` are the deleted rows' current stages, null for a row
 * that was not counted (a piece with a fate is in no total, product.md#r180).
 */
export async function forgetPieces(tx: DbOrTx, userId: number, stages: readonly (string | null)[]): Promise<void> {
  const counted = stages.filter((s): s is string => s !== null);
  if (counted.length === 0) return;
  const rows = sql.join(
    counted.map((stage) => sql`(${userId}::integer, ${stage}::text, -1)`),
    sql`, `,
  );
  await tx.execute(applyCountChanges(sql`values ${rows}`));
}

/**
 * Moves one piece into (+1) or out of (-1) its stage's total: a fate set or undone (product.md#r180). The caller has
 * locked the piece.
 */
export async function countPiece(tx: DbOrTx, userId: number, stage: string, delta: 1 | -1): Promise<void> {
  await tx.execute(applyCountChanges(sql`values (${userId}::integer, ${stage}::text, ${delta}::integer)`));
}

/**
 * Rebuilds the stored stages and the totals of one potter (or of everyone) from the stage history in two set-based
 * statements: what the backfill migration does, for rows written straight into the tables (benchmark data, tests).
 */
export async function rebuildCurrentStages(db: DbOrTx, userId?: number): Promise<void> {
  const mine = userId === undefined ? sql`true` : sql`p.user_id = ${userId}`;
  await db.transaction(async (tx) => {
    await tx.execute(sql`update pieces t set current_stage = s.stage, current_location = s.location, current_stage_since = s.since
      from (select p.id, ${NEW_STAGE} as stage, ${NEW_LOCATION} as location, ${NEW_SINCE} as since
        from pieces p left join lateral ${FURTHEST} f on true where ${mine}) s
      where t.id = s.id`);
    await tx.execute(sql`delete from piece_stage_counts p where ${mine}`);
    await tx.execute(sql`insert into piece_stage_counts (user_id, stage, count)
      select p.user_id, p.current_stage, count(*)::integer from pieces p where ${mine} and p.fate is null group by p.user_id, p.current_stage`);
  });
}
