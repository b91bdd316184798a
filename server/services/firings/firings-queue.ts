/**
 * What's waiting, the kiln queue (product.md#r122). It reads the stored current stage, location and since
 * (docs/decisions/0108-stored-current-stage.md), so it never walks stage histories, and it answers in two small
 * queries whatever the size of the studio (docs/decisions/0120-firings.md, "What's waiting at scale"):
 * - per group and location, the count and every piece id, longest waiting first (ids only: "Select all" needs them,
 *   the screen does not need thousands of names);
 * - per location, the details of the QUEUE_SHOWN_PER_LOCATION pieces waiting longest, or of all of one location when
 *   the screen asks for it ("Show all"), and (a third, by those ids) the planned or loading firing each is in.
 * At 10,000 pieces, 5,000 of them waiting, answering every waiting piece in full took 60–100 ms
 * (bench/firings.bench.ts); the two queries take about a third of that.
 */
import { and, eq, inArray, sql, type SQL } from "drizzle-orm";
import { QUEUE_GROUPS, QUEUE_SHOWN_PER_LOCATION } from "../../../contract/firings/rules";
import type { KilnQueue, QueuePiece } from "../../../contract/firings/schemas";
import { thumbnailAddress } from "../../../contract/photos/rules";
import type { AppDeps } from "../../context";
import type { DbOrTx } from "../../db/client";
import { firingPieces, firings } from "../../db/schema";

type OpenFiring = NonNullable<QueuePiece["openFiring"]>;

/** The planned or loading firing each shown piece is already in (product.md#r225): the screen marks it and offers a move. */
async function openFiringOf(db: DbOrTx, pieceIds: number[]): Promise<Map<number, OpenFiring>> {
  if (pieceIds.length === 0) return new Map();
  const rows = await db
    .select({ pieceId: firingPieces.pieceId, id: firings.id, kind: firings.kind, status: firings.status, plannedDate: firings.plannedDate, studioId: firings.studioId })
    .from(firingPieces)
    .innerJoin(firings, eq(firings.id, firingPieces.firingId))
    .where(and(inArray(firingPieces.pieceId, pieceIds), eq(firingPieces.inOpenFiring, true)));
  return new Map(rows.map((r) => [r.pieceId, { id: r.id, kind: r.kind, status: r.status, plannedDate: r.plannedDate, studio: r.studioId !== null }]));
}

const DAY_MS = 86_400_000;
type GroupKey = KilnQueue["groups"][number]["key"];

export interface KilnQueueOptions {
  includeUntrimmed: boolean;
  /** One location of one group, in full. */
  only?: { group: GroupKey; location: string };
}

/** The group a piece waits in, from its stored stage and type: bisqueware waits for glaze, not for the kiln. */
const groupOf = (includeUntrimmed: boolean): SQL => sql`case
  when current_stage = 'Trimmed' and type = 'wheel' then 'ready-for-bisque'
  when current_stage = 'Formed' and (type <> 'wheel' or ${includeUntrimmed}) then 'ready-for-bisque'
  when current_stage = 'Bisqued' then 'waiting-for-glaze'
  when current_stage = 'Glazed' then 'ready-for-glaze-firing' end`;

interface IdsRow {
  grp: GroupKey;
  loc: string;
  ids: number[];
}
interface PieceRow {
  id: number;
  name: string;
  type: string;
  stage: string;
  image: string | null;
  since: string | Date;
  grp: GroupKey;
  loc: string;
}

export async function kilnQueue(deps: AppDeps, userId: number, options: KilnQueueOptions): Promise<KilnQueue> {
  const waiting = sql`select id, name, type, current_stage as stage, image_urls[1] as image,
      coalesce(current_stage_since, created_at) as since, ${groupOf(options.includeUntrimmed)} as grp,
      coalesce(current_location, '') as loc
    from pieces where user_id = ${userId} and current_stage in ('Formed', 'Trimmed', 'Bisqued', 'Glazed') and fate is null`;
  const only = options.only ? sql`and grp = ${options.only.group} and loc = ${options.only.location}` : sql``;
  const idsResult = await deps.db.execute(sql`select grp, loc, array_agg(id order by since, id) as ids
    from (${waiting}) w where grp is not null ${only} group by grp, loc`);
  const limit = options.only ? sql`` : sql`and rn <= ${QUEUE_SHOWN_PER_LOCATION}`;
  const piecesResult = await deps.db.execute(sql`select id, name, type, stage, image, since, grp, loc from (
      select w.*, row_number() over (partition by grp, loc order by since, id) as rn from (${waiting}) w where grp is not null ${only}
    ) ranked where true ${limit} order by since, id`);

  const now = deps.now().getTime();
  const shown = new Map<string, QueuePiece[]>();
  const shownRows = (piecesResult as unknown as { rows: PieceRow[] }).rows;
  const open = await openFiringOf(deps.db, shownRows.map((r) => Number(r.id)));
  for (const r of shownRows) {
    const key = `${r.grp}\u0000${r.loc}`;
    const list = shown.get(key) ?? [];
    list.push({
      id: r.id,
      name: r.name,
      type: r.type,
      currentStage: r.stage,
      imageUrl: r.image ? thumbnailAddress(r.image) : null,
      daysInStage: Math.max(0, Math.floor((now - new Date(r.since).getTime()) / DAY_MS)),
      openFiring: open.get(Number(r.id)) ?? null,
    });
    shown.set(key, list);
  }
  const byGroup = new Map<GroupKey, KilnQueue["groups"][number]["locations"]>(QUEUE_GROUPS.map((g) => [g, []]));
  for (const r of (idsResult as unknown as { rows: IdsRow[] }).rows) {
    // array_agg of integers comes back as numbers from both drivers; Number() keeps a bigint-minded driver honest.
    const ids = r.ids.map(Number);
    byGroup.get(r.grp)!.push({ location: r.loc, count: ids.length, pieceIds: ids, pieces: shown.get(`${r.grp}\u0000${r.loc}`) ?? [] });
  }
  return {
    groups: [...byGroup]
      .filter(([key]) => !options.only || key === options.only.group)
      .map(([key, locations]) => ({
        key,
        count: locations.reduce((n, l) => n + l.count, 0),
        locations: locations.sort((a, b) => a.location.localeCompare(b.location)),
      })),
  };
}
