/** A firing as the API answers it, with its kiln's name, piece count and losses (product.md#r122). */
import { asc, eq, inArray, sql } from "drizzle-orm";
import { isLoss, type Outcome } from "../../../contract/firings/rules";
import type { Firing, FiringDetail } from "../../../contract/firings/schemas";
import { FIRING_TEXTS as T } from "../../../contract/firings/texts";
import { thumbnailAddress } from "../../../contract/photos/rules";
import type { DbOrTx } from "../../db/client";
import { firingPieces, firings, kilns, pieces } from "../../db/schema";
import { roleAtLeast } from "../../../contract/studios/rules";
import { firingFor, studioRole } from "../studios/studio-access";
import { requestsOfFiring } from "../studios/studio-firing-view";

export type FiringRow = typeof firings.$inferSelect;

const iso = (d: Date | null) => (d ? d.toISOString() : null);

export function toFiringDto(row: Omit<FiringRow, "trace">, kilnName: string | null, pieceCount: number, lossCount: number): Firing {
  return {
    id: row.id,
    studioId: row.studioId,
    code: row.code,
    kilnId: row.kilnId,
    kilnName,
    kind: row.kind,
    targetCone: row.targetCone,
    atmosphere: row.atmosphere,
    status: row.status,
    plannedDate: row.plannedDate,
    startedAt: iso(row.startedAt),
    finishedAt: iso(row.finishedAt),
    schedule: row.schedule,
    peakTemperatureC: row.peakTemperatureC,
    holdMinutes: row.holdMinutes,
    durationMinutes: row.durationMinutes,
    notes: row.notes,
    imageUrls: row.imageUrls,
    unloadLocation: row.unloadLocation,
    pieceCount,
    lossCount,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** Piece and loss counts of some firings, in one grouped query. */
export async function firingCounts(db: DbOrTx, firingIds: number[]): Promise<Map<number, { pieces: number; losses: number }>> {
  const out = new Map<number, { pieces: number; losses: number }>();
  if (firingIds.length === 0) return out;
  const rows = await db
    .select({
      firingId: firingPieces.firingId,
      pieces: sql<number>`count(*)`.mapWith(Number),
      losses: sql<number>`count(*) filter (where ${firingPieces.outcome} not in ('pending', 'survived'))`.mapWith(Number),
    })
    .from(firingPieces)
    .where(inArray(firingPieces.firingId, firingIds))
    .groupBy(firingPieces.firingId);
  for (const r of rows) out.set(r.firingId, { pieces: r.pieces, losses: r.losses });
  return out;
}

/**
 * The firing with its pieces (in the order they were loaded), or 404. A studio's firing lists the caller's own
 * pieces in full (the counts are the whole firing's); its owner and staff also see the members' pieces loaded from the
 * queue, as their request fields only (decision 0231), so they can record what came out.
 */
export async function firingDetail(db: DbOrTx, userId: number, id: number): Promise<FiringDetail> {
  const row = await firingFor(db, userId, id, "read", T.firingNotFound);
  const kiln = row.kilnId === null ? [] : await db.select({ name: kilns.name }).from(kilns).where(eq(kilns.id, row.kilnId));
  const loaded = await db
    .select({ fp: firingPieces, piece: { name: pieces.name, type: pieces.type, clayBody: pieces.clayBody, imageUrls: pieces.imageUrls, currentStage: pieces.currentStage } })
    .from(firingPieces)
    .innerJoin(pieces, eq(pieces.id, firingPieces.pieceId))
    .where(eq(firingPieces.firingId, id))
    .orderBy(asc(firingPieces.id));
  const losses = loaded.filter((l) => isLoss(l.fp.outcome as Outcome)).length;
  const shown = row.studioId === null ? loaded : loaded.filter((l) => l.fp.userId === userId);
  const others = row.studioId === null ? [] : await requestsOfFiring(db, userId, row.studioId, id, loaded.filter((l) => l.fp.userId !== userId).map((l) => l.fp));
  // A studio's member reads its firing; its owner and staff run it (product.md#r227).
  const role = row.studioId === null ? null : await studioRole(db, userId, row.studioId);
  const canRun = row.studioId === null || (role !== null && roleAtLeast(role, "staff"));
  return {
    ...toFiringDto(row, kiln[0]?.name ?? null, loaded.length, losses),
    pieces: [...shown.map(({ fp, piece }) => ({
      pieceId: fp.pieceId,
      name: piece.name,
      type: piece.type,
      clayBody: piece.clayBody,
      imageUrl: piece.imageUrls[0] ? thumbnailAddress(piece.imageUrls[0]) : null,
      currentStage: piece.currentStage,
      position: fp.position,
      outcome: fp.outcome,
      note: fp.note,
      stageEntryId: fp.stageEntryId,
      loadedOrder: fp.id,
    })), ...others].sort((a, b) => a.loadedOrder - b.loadedOrder).map(({ loadedOrder: _o, ...p }) => p),
    trace: row.trace ?? null,
    canRun,
  };
}
