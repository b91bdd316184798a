/** The losses report and a piece's firings (product.md#r122). What's waiting is in firings-queue.ts. */
import { and, asc, eq, sql } from "drizzle-orm";
import { isLoss, OUTCOMES } from "../../../contract/firings/rules";
import type { LossRow, LossStageRow, LossesQuery, LossesReport, PieceFiring } from "../../../contract/firings/schemas";
import { STAGES } from "../../../contract/stages/texts";
import type { DbOrTx } from "../../db/client";
import { PIECE_TEXTS } from "../../../contract/pieces/texts";
import type { AppDeps } from "../../context";
import { firingPieces, firings, kilns, pieces } from "../../db/schema";
import { findOwned } from "../common/owned";

interface TallyRow {
  dim: "total" | "kiln" | "kind" | "cone" | "clayBody" | "material";
  label: string;
  fired: number;
  lost: number;
}

const toRows = (tally: TallyRow[]): LossRow[] =>
  tally
    .map(({ label, fired, lost }) => ({ label, fired, lost, rate: fired ? Math.round((lost / fired) * 1000) / 1000 : 0 }))
    .sort((a, b) => b.rate - a.rate || b.lost - a.lost || a.label.localeCompare(b.label));

/**
 * Over done firings finished in the range: pieces fired (an outcome recorded), survived and lost, by five keys. The
 * database sums them in one statement (a piece fired twice counts twice; a piece counts once per material on it):
 * reading every fired piece into the server took 85–180 ms at 15,000 fired pieces (bench/firings.bench.ts).
 */
export async function lossesReport(deps: AppDeps, userId: number, query: LossesQuery): Promise<LossesReport> {
  const from = query.from ? sql`and fi.finished_at >= ${`${query.from}T00:00:00Z`}::timestamptz` : sql``;
  const to = query.to ? sql`and fi.finished_at <= ${`${query.to}T23:59:59.999Z`}::timestamptz` : sql``;
  // "Lost" is the contract's isLoss; pending outcomes are not fired yet.
  const lost = sql.join(OUTCOMES.filter(isLoss).map((o) => sql`${o}`), sql`, `);
  const result = await deps.db.execute(sql`with f as (
      select fp.piece_id, fp.outcome in (${lost}) as lost, fi.kind, coalesce(fi.target_cone, 'No cone') as cone,
        coalesce(k.name, 'No kiln') as kiln, p.clay_body
      from firing_pieces fp
      join firings fi on fi.id = fp.firing_id
      join pieces p on p.id = fp.piece_id
      left join kilns k on k.id = fi.kiln_id
      where fp.user_id = ${userId} and fi.status = 'done' and fp.outcome <> 'pending' ${from} ${to}
    ), m as (
      select distinct dl.piece_id, coalesce(dl.material_name, dl.combo_name, dl.type) as material
      from decoration_layers dl where dl.user_id = ${userId} and dl.piece_id in (select piece_id from f)
    )
    select 'total' as dim, '' as label, count(*)::int as fired, (count(*) filter (where lost))::int as lost from f
    union all select 'kiln', kiln, count(*)::int, (count(*) filter (where lost))::int from f group by kiln
    union all select 'kind', kind, count(*)::int, (count(*) filter (where lost))::int from f group by kind
    union all select 'cone', cone, count(*)::int, (count(*) filter (where lost))::int from f group by cone
    union all select 'clayBody', clay_body, count(*)::int, (count(*) filter (where lost))::int from f group by clay_body
    union all select 'material', m.material, count(*)::int, (count(*) filter (where f.lost))::int
      from f join m on m.piece_id = f.piece_id group by m.material`);
  const tally = (result as unknown as { rows: TallyRow[] }).rows.map((r) => ({ ...r, fired: Number(r.fired), lost: Number(r.lost) }));
  const of = (dim: TallyRow["dim"]) => toRows(tally.filter((r) => r.dim === dim));
  const total = tally.find((r) => r.dim === "total") ?? { fired: 0, lost: 0 };
  const byStage = await lossesByStage(deps.db, userId, query, lost);
  return {
    from: query.from ?? null,
    to: query.to ?? null,
    fired: total.fired,
    survived: total.fired - total.lost,
    lost: total.lost,
    byKiln: of("kiln"),
    byKind: of("kind"),
    byCone: of("cone"),
    byClayBody: of("clayBody"),
    byMaterial: of("material"),
    lostOutsideKiln: byStage.reduce((sum, r) => sum + r.outsideKiln, 0),
    reclaimed: byStage.reduce((sum, r) => sum + r.reclaimed, 0),
    byStage,
  };
}

/**
 * Losses by stage (product.md#r180): a firing's losses at the stage the piece went into the kiln with (the fate that
 * firing gave it, else its current stage, which the loss left without the firing's stage), and the pieces marked
 * lost or reclaimed outside a kiln, by their fate's date and stage. One statement; figures only.
 */
async function lossesByStage(db: DbOrTx, userId: number, query: LossesQuery, lost: ReturnType<typeof sql.join>): Promise<LossStageRow[]> {
  const range = (column: ReturnType<typeof sql.raw>) =>
    sql`${query.from ? sql`and ${column} >= ${`${query.from}T00:00:00Z`}::timestamptz` : sql``} ${query.to ? sql`and ${column} <= ${`${query.to}T23:59:59.999Z`}::timestamptz` : sql``}`;
  const result = await db.execute(sql`select stage, sum(in_kiln)::int as in_kiln, sum(outside)::int as outside, sum(reclaimed)::int as reclaimed from (
      select case when p.fate_firing_id = fi.id then p.fate_stage else p.current_stage end as stage, 1 as in_kiln, 0 as outside, 0 as reclaimed
      from firing_pieces fp join firings fi on fi.id = fp.firing_id join pieces p on p.id = fp.piece_id
      where fp.user_id = ${userId} and fi.status = 'done' and fp.outcome in (${lost}) ${range(sql.raw("fi.finished_at"))}
      union all
      select p.fate_stage, 0, case when p.fate = 'lost' then 1 else 0 end, case when p.fate = 'reclaimed' then 1 else 0 end
      from pieces p
      where p.user_id = ${userId} and p.fate is not null and p.fate_firing_id is null ${range(sql.raw("p.fate_at"))}
    ) t group by stage`);
  const rows = (result as unknown as { rows: { stage: string; in_kiln: number; outside: number; reclaimed: number }[] }).rows;
  const order = (stage: string) => {
    const i = (STAGES as readonly string[]).indexOf(stage);
    return i === -1 ? STAGES.length : i;
  };
  return rows
    .map((r) => ({ stage: r.stage ?? "Formed", inKiln: Number(r.in_kiln), outsideKiln: Number(r.outside), reclaimed: Number(r.reclaimed) }))
    .sort((a, b) => order(a.stage) - order(b.stage));
}

export async function pieceFirings(deps: AppDeps, userId: number, pieceId: number): Promise<{ data: PieceFiring[] }> {
  await findOwned(deps.db, pieces, userId, pieceId, { message: PIECE_TEXTS.pieceNotFound });
  const list = await deps.db
    .select({ fp: firingPieces, firing: firings, kilnName: kilns.name })
    .from(firingPieces)
    .innerJoin(firings, eq(firings.id, firingPieces.firingId))
    .leftJoin(kilns, eq(kilns.id, firings.kilnId))
    .where(and(eq(firingPieces.pieceId, pieceId), eq(firingPieces.userId, userId)))
    .orderBy(asc(firings.createdAt), asc(firings.id));
  return {
    data: list.map(({ fp, firing, kilnName }) => ({
      firingId: firing.id,
      kind: firing.kind,
      status: firing.status,
      date: firing.finishedAt?.toISOString() ?? firing.startedAt?.toISOString() ?? firing.plannedDate ?? null,
      kilnName: kilnName ?? null,
      targetCone: firing.targetCone,
      outcome: fp.outcome,
      note: fp.note,
    })),
  };
}
