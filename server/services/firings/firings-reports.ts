/** The losses report and a piece's firings (product.md#r122). What's waiting is in firings-queue.ts. */
import { and, asc, eq, sql, type SQL } from "drizzle-orm";
import { isLoss, OUTCOMES } from "../../../contract/firings/rules";
import type { LossPairRow, LossRow, LossStageRow, LossesQuery, LossesReport } from "../../../contract/firings/losses-schemas";
import type { PieceFiring } from "../../../contract/firings/schemas";
import { STAGES } from "../../../contract/stages/texts";
import type { DbOrTx } from "../../db/client";
import { PIECE_TEXTS } from "../../../contract/pieces/texts";
import type { AppDeps } from "../../context";
import { firingPieces, firings, kilns, pieces } from "../../db/schema";
import { findOwned } from "../common/owned";
import { requireStudio } from "../studios/studio-access";
import { lossesByRecipe } from "./losses-by-recipe";

interface TallyRow {
  dim: "total" | "kiln" | "kind" | "cone" | "clayBody" | "material" | "pair";
  label: string;
  clay: string | null;
  fired: number;
  lost: number;
}

const rateOf = (fired: number, lost: number) => (fired ? Math.round((lost / fired) * 1000) / 1000 : 0);

const toRows = (tally: TallyRow[]): LossRow[] =>
  tally
    .map(({ label, fired, lost }) => ({ label, fired, lost, rate: rateOf(fired, lost) }))
    .sort((a, b) => b.rate - a.rate || b.lost - a.lost || a.label.localeCompare(b.label));

const toPairs = (tally: TallyRow[]): LossPairRow[] =>
  tally
    .map(({ label, clay, fired, lost }) => ({ material: label, clayBody: clay ?? "", fired, lost, rate: rateOf(fired, lost) }))
    .sort((a, b) => b.rate - a.rate || b.lost - a.lost || a.material.localeCompare(b.material) || a.clayBody.localeCompare(b.clayBody));

/**
 * Whose fired pieces a report counts: the potter's own (every firing they were in), or a studio's firings with every
 * member's pieces in them, named only by the studio's own surfaces (docs/decisions/0238-studio-losses.md): a member's
 * own surface or typed material is theirs, so it is not counted by name, and no piece, note or name leaves the query.
 */
interface Scope {
  fired: SQL;
  materials: SQL;
}

function scopeOf(userId: number, studioId: number | undefined): Scope {
  if (studioId === undefined) {
    return {
      fired: sql`fp.user_id = ${userId}`,
      materials: sql`select distinct dl.piece_id, coalesce(dl.material_name, dl.combo_name, dl.type) as material
        from decoration_layers dl where dl.user_id = ${userId} and dl.piece_id in (select piece_id from f)`,
    };
  }
  return {
    fired: sql`fi.studio_id = ${studioId}`,
    materials: sql`select distinct dl.piece_id, g.name as material
      from decoration_layers dl join glazes g on g.id = dl.glaze_id and g.studio_id = ${studioId}
      where dl.piece_id in (select piece_id from f)`,
  };
}

/**
 * Over done firings finished in the range: pieces fired (an outcome recorded), survived and lost, by six keys. The
 * database sums them in one statement (a piece fired twice counts twice; a piece counts once per material on it):
 * reading every fired piece into the server took 85–180 ms at 15,000 fired pieces (bench/firings.bench.ts).
 * `studioId` (owner and staff only) counts the studio's firings instead of the potter's pieces.
 */
export async function lossesReport(deps: AppDeps, userId: number, query: LossesQuery): Promise<LossesReport> {
  if (query.studioId !== undefined) await requireStudio(deps.db, userId, query.studioId, "staff");
  const scope = scopeOf(userId, query.studioId);
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
      where ${scope.fired} and fi.status = 'done' and fp.outcome <> 'pending' ${from} ${to}
    ), m as (${scope.materials})
    select 'total' as dim, '' as label, null as clay, count(*)::int as fired, (count(*) filter (where lost))::int as lost from f
    union all select 'kiln', kiln, null, count(*)::int, (count(*) filter (where lost))::int from f group by kiln
    union all select 'kind', kind, null, count(*)::int, (count(*) filter (where lost))::int from f group by kind
    union all select 'cone', cone, null, count(*)::int, (count(*) filter (where lost))::int from f group by cone
    union all select 'clayBody', clay_body, null, count(*)::int, (count(*) filter (where lost))::int from f group by clay_body
    union all select 'material', m.material, null, count(*)::int, (count(*) filter (where f.lost))::int
      from f join m on m.piece_id = f.piece_id group by m.material
    union all select 'pair', m.material, f.clay_body, count(*)::int, (count(*) filter (where f.lost))::int
      from f join m on m.piece_id = f.piece_id group by m.material, f.clay_body`);
  const tally = (result as unknown as { rows: TallyRow[] }).rows.map((r) => ({ ...r, fired: Number(r.fired), lost: Number(r.lost) }));
  const of = (dim: TallyRow["dim"]) => toRows(tally.filter((r) => r.dim === dim));
  const total = tally.find((r) => r.dim === "total") ?? { fired: 0, lost: 0 };
  const [byStage, byRecipe] = await Promise.all([lossesByStage(deps.db, userId, query, lost), lossesByRecipe(deps.db, userId, query, lost)]);
  return {
    from: query.from ?? null,
    to: query.to ?? null,
    studioId: query.studioId ?? null,
    fired: total.fired,
    survived: total.fired - total.lost,
    lost: total.lost,
    byKiln: of("kiln"),
    byKind: of("kind"),
    byCone: of("cone"),
    byClayBody: of("clayBody"),
    byMaterial: of("material"),
    byMaterialOnClay: toPairs(tally.filter((r) => r.dim === "pair")),
    byRecipe,
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
  // A studio's report counts its firings' losses only: a member's piece lost at home is not the studio's to see.
  const studio = query.studioId;
  const result = await db.execute(sql`select stage, sum(in_kiln)::int as in_kiln, sum(outside)::int as outside, sum(reclaimed)::int as reclaimed from (
      select case when p.fate_firing_id = fi.id then p.fate_stage else p.current_stage end as stage, 1 as in_kiln, 0 as outside, 0 as reclaimed
      from firing_pieces fp join firings fi on fi.id = fp.firing_id join pieces p on p.id = fp.piece_id
      where ${studio === undefined ? sql`fp.user_id = ${userId}` : sql`fi.studio_id = ${studio}`} and fi.status = 'done' and fp.outcome in (${lost}) ${range(sql.raw("fi.finished_at"))}
      union all
      select p.fate_stage, 0, case when p.fate = 'lost' then 1 else 0 end, case when p.fate = 'reclaimed' then 1 else 0 end
      from pieces p
      where p.user_id = ${userId} and p.fate is not null and p.fate_firing_id is null ${range(sql.raw("p.fate_at"))} ${studio === undefined ? sql`` : sql`and false`}
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
