/**
 * What's waiting (the kiln queue), the losses report and a piece's firings (issue 20). The queue reads the stored
 * current stage and location (docs/decisions/0108-stored-current-stage.md), so it never walks stage histories.
 */
import { and, asc, eq, gte, inArray, lte, sql } from "drizzle-orm";
import { isLoss, type Outcome } from "../../contract/firings/rules";
import type { KilnQueue, LossRow, LossesQuery, LossesReport, PieceFiring, QueuePiece } from "../../contract/firings/schemas";
import { PIECE_TEXTS } from "../../contract/pieces/texts";
import { thumbnailAddress } from "../../contract/photos/rules";
import type { AppDeps } from "../context";
import { decorationLayers, firingPieces, firings, kilns, pieces } from "../db/schema";
import { findOwned } from "./owned";

const DAY_MS = 86_400_000;
type GroupKey = KilnQueue["groups"][number]["key"];

export async function kilnQueue(deps: AppDeps, userId: number, includeUntrimmed: boolean): Promise<KilnQueue> {
  // Since when each piece is in its stage is stored with the stage (current_stage_since, issue 23): reading it per
  // piece from the history made this call walk the whole history once per waiting piece (minutes at 10,000 pieces).
  const rows = await deps.db
    .select({
      id: pieces.id,
      name: pieces.name,
      type: pieces.type,
      stage: pieces.currentStage,
      location: pieces.currentLocation,
      imageUrls: pieces.imageUrls,
      since: pieces.currentStageSince,
      createdAt: pieces.createdAt,
    })
    .from(pieces)
    .where(and(eq(pieces.userId, userId), inArray(pieces.currentStage, ["Formed", "Trimmed", "Bisqued", "Glazed"])))
    .orderBy(asc(pieces.createdAt), asc(pieces.id));
  const now = deps.now().getTime();
  const groups = new Map<GroupKey, Map<string, QueuePiece[]>>([
    ["ready-for-bisque", new Map()],
    ["waiting-for-glaze", new Map()],
    ["ready-for-glaze-firing", new Map()],
  ]);
  for (const r of rows) {
    let key: GroupKey | null = null;
    if (r.stage === "Trimmed" && r.type === "wheel") key = "ready-for-bisque";
    else if (r.stage === "Formed" && (r.type !== "wheel" || includeUntrimmed)) key = "ready-for-bisque";
    else if (r.stage === "Bisqued") key = "waiting-for-glaze";
    else if (r.stage === "Glazed") key = "ready-for-glaze-firing";
    if (!key) continue;
    const location = r.location ?? "";
    const byLocation = groups.get(key)!;
    const list = byLocation.get(location) ?? [];
    list.push({
      id: r.id,
      name: r.name,
      type: r.type,
      currentStage: r.stage!,
      imageUrl: r.imageUrls[0] ? thumbnailAddress(r.imageUrls[0]) : null,
      daysInStage: Math.max(0, Math.floor((now - (r.since ?? r.createdAt).getTime()) / DAY_MS)),
    });
    byLocation.set(location, list);
  }
  return {
    groups: [...groups].map(([key, byLocation]) => ({
      key,
      count: [...byLocation.values()].reduce((n, l) => n + l.length, 0),
      locations: [...byLocation]
        .sort(([a], [b]) => a.localeCompare(b))
        .map(([location, list]) => ({ location, pieces: list.sort((a, b) => b.daysInStage - a.daysInStage) })),
    })),
  };
}

function rows(tally: Map<string, { fired: number; lost: number; pieceIds: Set<number> }>): LossRow[] {
  return [...tally]
    .map(([label, t]) => ({ label, fired: t.fired, lost: t.lost, rate: t.fired ? Math.round((t.lost / t.fired) * 1000) / 1000 : 0, pieceIds: [...t.pieceIds] }))
    .sort((a, b) => b.rate - a.rate || b.lost - a.lost || a.label.localeCompare(b.label));
}

/** Over done firings finished in the range: pieces fired (an outcome recorded), survived and lost, by five keys. */
export async function lossesReport(deps: AppDeps, userId: number, query: LossesQuery): Promise<LossesReport> {
  const fired = await deps.db
    .select({
      pieceId: firingPieces.pieceId,
      outcome: firingPieces.outcome,
      kind: firings.kind,
      cone: firings.targetCone,
      kiln: kilns.name,
      clayBody: pieces.clayBody,
    })
    .from(firingPieces)
    .innerJoin(firings, eq(firings.id, firingPieces.firingId))
    .innerJoin(pieces, eq(pieces.id, firingPieces.pieceId))
    .leftJoin(kilns, eq(kilns.id, firings.kilnId))
    .where(
      and(
        eq(firingPieces.userId, userId),
        eq(firings.status, "done"),
        sql`${firingPieces.outcome} <> 'pending'`,
        query.from ? gte(firings.finishedAt, new Date(`${query.from}T00:00:00Z`)) : undefined,
        query.to ? lte(firings.finishedAt, new Date(`${query.to}T23:59:59.999Z`)) : undefined,
      ),
    );
  // The fired pieces' layers by a semi-join, not a list of ids: thousands of bound ids cost more than the report.
  const firedPieces = deps.db
    .select({ pieceId: firingPieces.pieceId })
    .from(firingPieces)
    .where(and(eq(firingPieces.userId, userId), sql`${firingPieces.outcome} <> 'pending'`));
  const layers =
    fired.length > 0
      ? await deps.db
          .select({ pieceId: decorationLayers.pieceId, material: sql<string>`coalesce(${decorationLayers.materialName}, ${decorationLayers.comboName}, ${decorationLayers.type})` })
          .from(decorationLayers)
          .where(and(eq(decorationLayers.userId, userId), inArray(decorationLayers.pieceId, firedPieces)))
      : [];
  const materialsOf = new Map<number, Set<string>>();
  for (const l of layers) materialsOf.set(l.pieceId, (materialsOf.get(l.pieceId) ?? new Set()).add(l.material));

  const tallies = { kiln: new Map(), kind: new Map(), cone: new Map(), clayBody: new Map(), material: new Map() } as Record<
    "kiln" | "kind" | "cone" | "clayBody" | "material",
    Map<string, { fired: number; lost: number; pieceIds: Set<number> }>
  >;
  const add = (tally: Map<string, { fired: number; lost: number; pieceIds: Set<number> }>, label: string, lost: boolean, pieceId: number) => {
    const t = tally.get(label) ?? { fired: 0, lost: 0, pieceIds: new Set<number>() };
    t.fired += 1;
    if (lost) t.lost += 1;
    t.pieceIds.add(pieceId);
    tally.set(label, t);
  };
  let lostCount = 0;
  for (const f of fired) {
    const lost = isLoss(f.outcome as Outcome);
    if (lost) lostCount += 1;
    add(tallies.kiln, f.kiln ?? "No kiln", lost, f.pieceId);
    add(tallies.kind, f.kind, lost, f.pieceId);
    add(tallies.cone, f.cone ?? "No cone", lost, f.pieceId);
    add(tallies.clayBody, f.clayBody, lost, f.pieceId);
    for (const m of materialsOf.get(f.pieceId) ?? []) add(tallies.material, m, lost, f.pieceId);
  }
  return {
    from: query.from ?? null,
    to: query.to ?? null,
    fired: fired.length,
    survived: fired.filter((f) => f.outcome === "survived").length,
    lost: lostCount,
    byKiln: rows(tallies.kiln),
    byKind: rows(tallies.kind),
    byCone: rows(tallies.cone),
    byClayBody: rows(tallies.clayBody),
    byMaterial: rows(tallies.material),
  };
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
