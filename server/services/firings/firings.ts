/**
 * Firings and the pieces in them (docs/decisions/0120-firings.md): the status machine, pieces added many
 * at once (all or nothing), outcomes, and the stage entries finishing adds and going back removes.
 */
import { and, desc, eq, getTableColumns, inArray, isNull } from "drizzle-orm";
import { fahrenheitToCelsius, nextStatuses, type FiringStatus } from "../../../contract/firings/rules";
import type { AddPiecesBody, CreateFiringBody, Firing, FiringDetail, FiringListQuery, UpdateFiringBody, UpdateFiringPieceBody } from "../../../contract/firings/schemas";
import { FIRING_TEXTS as T } from "../../../contract/firings/texts";
import type { AppDeps } from "../../context";
import type { DbOrTx } from "../../db/client";
import { firingPieces, firings, pieces } from "../../db/schema";
import { AppError } from "../../errors";
import { firingCounts, firingDetail, toFiringDto, type FiringRow } from "./firings-dto";
import { resyncPiece } from "./firings-finish";
import { finishFiring, startFiring, statusChange, unfinishFiring } from "./firings-status";
import { fateFromFiring } from "../pieces/pieces-fate";
import { kilnNames } from "./firings-kilns";
import { firingFor, kilnFor, requireStudio } from "../studios/studio-access";
import { attachPhotos, releasePhotos } from "../photos/photos-refs";
import { nextCode } from "../codes/codes";
import { afterFiringChange } from "./firing-changed";
import { joinFiring, leaveFiring, openFiringsOf, refusingSecondOpen } from "./firing-membership";

/** A firing's columns without its temperature log: a list never carries the logs' points. */
const { trace: _trace, ...LIST_COLUMNS } = getTableColumns(firings);

/** The potter's own firings, or (studioId) a studio's schedule, which every member sees (decision 0230). */
export async function listFirings(deps: AppDeps, userId: number, query: FiringListQuery): Promise<{ data: Firing[] }> {
  if (query.studioId) await requireStudio(deps.db, userId, query.studioId);
  const whose = query.studioId ? eq(firings.studioId, query.studioId) : and(eq(firings.userId, userId), isNull(firings.studioId));
  const rows = await deps.db
    .select(LIST_COLUMNS)
    .from(firings)
    .where(and(whose, query.status ? eq(firings.status, query.status) : undefined, query.kind ? eq(firings.kind, query.kind) : undefined))
    .orderBy(desc(firings.createdAt), desc(firings.id));
  const counts = await firingCounts(deps.db, rows.map((r) => r.id));
  const names = await kilnNames(deps.db, rows.flatMap((r) => (r.kilnId === null ? [] : [r.kilnId])));
  return {
    data: rows.map((r) => toFiringDto(r, r.kilnId === null ? null : (names.get(r.kilnId) ?? null), counts.get(r.id)?.pieces ?? 0, counts.get(r.id)?.losses ?? 0)),
  };
}

export function getFiring(deps: AppDeps, userId: number, id: number): Promise<FiringDetail> {
  return firingDetail(deps.db, userId, id);
}

const celsius = (value: number | null | undefined, unit: "C" | "F" | undefined) =>
  value === null || value === undefined ? value : unit === "F" ? fahrenheitToCelsius(value) : Math.round(value);

const at = (v: string | null | undefined) => (v === undefined ? undefined : v === null ? null : new Date(v));

/** The kiln is one the caller may use for this firing: their own for their own firing, the studio's for a studio's. */
async function checkKiln(tx: DbOrTx, userId: number, kilnId: number | null | undefined, studioId: number | null): Promise<void> {
  if (!kilnId) return;
  const kiln = await kilnFor(tx, userId, kilnId, "read", T.kilnNotFound);
  if (kiln.studioId !== studioId) throw AppError.notFound(T.kilnNotFound);
}

/** All of `pieceIds` are the potter's, or a 404 and nothing changes. Answers their names. */
async function checkPieces(tx: DbOrTx, userId: number, pieceIds: number[]): Promise<Map<number, string>> {
  const unique = [...new Set(pieceIds)];
  const found = await tx.select({ id: pieces.id, name: pieces.name }).from(pieces).where(and(eq(pieces.userId, userId), inArray(pieces.id, unique)));
  if (found.length !== unique.length) throw AppError.notFound(T.piecesNotFound);
  return new Map(found.map((p) => [p.id, p.name]));
}

/**
 * `move`: the pieces leave the potter's own other planned or loading firing first (product.md#r225); a piece loaded
 * in a studio's firing stays, refused: only the studio's staff take it out.
 */
async function moveOut(tx: DbOrTx, userId: number, firingId: number, names: Map<number, string>, now: Date): Promise<void> {
  for (const o of await openFiringsOf(tx, [...names.keys()], firingId)) {
    if (o.studioId !== null || o.userId !== userId) throw AppError.conflict(T.pieceInStudioFiring(names.get(o.pieceId)!));
    const from = await firingFor(tx, userId, o.firingId, "run", T.firingNotFound, { forUpdate: true });
    await leaveFiring(tx, o.firingId, o.pieceId);
    await afterFiringChange(tx, from, "changed", now);
  }
}

async function insertPieces(
  tx: DbOrTx,
  userId: number,
  firing: { id: number; status: string },
  pieceIds: number[],
  position: string | null,
  now: Date,
  move = false,
): Promise<void> {
  const names = await checkPieces(tx, userId, pieceIds);
  if (move) await moveOut(tx, userId, firing.id, names, now);
  const joining = pieceIds.map((pieceId) => ({ userId, pieceId, label: names.get(pieceId)!, position }));
  await joinFiring(tx, firing, joining, now, "refuse");
}

/** A studio's firing is made by its owner or staff; pieces loaded here are the caller's own. */
export async function createFiring(deps: AppDeps, userId: number, body: CreateFiringBody): Promise<FiringDetail> {
  const id = await deps.db.transaction(async (tx) => {
    if (body.studioId) await requireStudio(tx, userId, body.studioId, "staff");
    await checkKiln(tx, userId, body.kilnId, body.studioId ?? null);
    await attachPhotos(tx, userId, body.imageUrls);
    const now = deps.now();
    const [row] = await tx
      .insert(firings)
      .values({
        userId,
        studioId: body.studioId ?? null,
        code: await nextCode(tx, userId, "firing", now),
        kilnId: body.kilnId ?? null,
        kind: body.kind,
        targetCone: body.targetCone ?? null,
        atmosphere: body.atmosphere ?? null,
        status: "planned",
        plannedDate: body.plannedDate ?? null,
        startedAt: at(body.startedAt) ?? null,
        finishedAt: at(body.finishedAt) ?? null,
        schedule: body.schedule ?? null,
        peakTemperatureC: celsius(body.peakTemperature, body.temperatureUnit) ?? null,
        holdMinutes: body.holdMinutes ?? null,
        notes: body.notes ?? null,
        imageUrls: body.imageUrls,
        statusChangedAt: now,
        createdAt: now,
        updatedAt: now,
      })
      .returning();
    if (body.pieceIds) await insertPieces(tx, userId, row!, body.pieceIds, null, now);
    return row!.id;
  });
  return firingDetail(deps.db, userId, id);
}

function checkStep(from: FiringStatus, to: FiringStatus): void {
  if (from === to) return;
  const allowed = nextStatuses(from);
  if (!allowed.includes(to)) throw AppError.badRequest(T.statusStep(from, allowed), { status: T.statusStep(from, allowed) });
}

async function applyOutcomes(tx: DbOrTx, firing: FiringRow, status: FiringStatus, outcomes: NonNullable<UpdateFiringBody["outcomes"]>): Promise<void> {
  for (const change of outcomes) {
    if (change.outcome !== "pending" && status !== "cooling" && status !== "done") throw AppError.badRequest(T.outcomesOnlyWhenDone, { outcomes: T.outcomesOnlyWhenDone });
    const updated = await tx
      .update(firingPieces)
      .set({ outcome: change.outcome, note: change.note })
      .where(and(eq(firingPieces.firingId, firing.id), eq(firingPieces.pieceId, change.pieceId)))
      .returning({ id: firingPieces.id });
    if (updated.length === 0) throw AppError.notFound(T.pieceNotInFiring);
  }
}

export async function updateFiring(deps: AppDeps, userId: number, id: number, body: UpdateFiringBody): Promise<FiringDetail> {
  let dropped: string[] = [];
  // Planned again (or back to loading), the firing's pieces are in an open firing again (product.md#r225).
  await refusingSecondOpen(T.reopenConflict, () => deps.db.transaction(async (tx) => {
    const current = await firingFor(tx, userId, id, "run", T.firingNotFound, { forUpdate: true });
    const from = current.status as FiringStatus;
    const to = (body.status ?? from) as FiringStatus;
    checkStep(from, to);
    await checkKiln(tx, userId, body.kilnId, current.studioId);
    if (body.imageUrls) {
      await attachPhotos(tx, userId, body.imageUrls.filter((u) => !current.imageUrls.includes(u)));
      dropped = current.imageUrls.filter((u) => !body.imageUrls!.includes(u));
    }
    const now = deps.now();
    // The fields as sent (a time sent as null keeps the one on record); the status change stamps what it needs below.
    const [row] = await tx
      .update(firings)
      .set({
        kilnId: body.kilnId,
        kind: body.kind,
        targetCone: body.targetCone,
        atmosphere: body.atmosphere,
        status: to,
        plannedDate: body.plannedDate,
        startedAt: at(body.startedAt) ?? undefined,
        finishedAt: at(body.finishedAt) ?? undefined,
        schedule: body.schedule,
        peakTemperatureC: celsius(body.peakTemperature, body.temperatureUnit),
        holdMinutes: body.holdMinutes,
        notes: body.notes,
        imageUrls: body.imageUrls,
        unloadLocation: body.unloadLocation,
        statusChangedAt: to !== from ? now : undefined,
        updatedAt: now,
      })
      .where(eq(firings.id, id))
      .returning();
    if (body.outcomes) await applyOutcomes(tx, row!, to, body.outcomes);
    let firing = row!;
    const change = statusChange(from, to);
    if (change === "start") firing = await startFiring(tx, firing, now);
    else if (change === "finish") firing = await finishFiring(tx, firing, now);
    else if (change === "unfinish") await unfinishFiring(tx, firing);
    // Outcomes changed on a firing that stays done: each piece gains or loses the stage finishing gave it.
    if (from === "done" && to === "done" && body.outcomes) for (const o of body.outcomes) await resyncPiece(tx, firing, o.pieceId, true);
    // A loss outcome is the piece's fate (product.md#r180).
    if (body.outcomes) for (const o of body.outcomes) await fateFromFiring(tx, firing, o.pieceId, now);
    // A studio firing's requests follow it: fired with their outcomes when done (decision 0231).
    await afterFiringChange(tx, firing, "changed", now);
  }));
  await releasePhotos(deps, userId, dropped);
  return firingDetail(deps.db, userId, id);
}

/** The firing's record goes; the stage entries it gave its pieces stay: the pieces were fired. */
export async function deleteFiring(deps: AppDeps, userId: number, id: number): Promise<void> {
  const firing = await firingFor(deps.db, userId, id, "run", T.firingNotFound);
  const gone = await deps.db.transaction(async (tx) => {
    // A studio firing's pieces not yet fired go back on the studio's shelf (decision 0231).
    await afterFiringChange(tx, firing, "deleting", deps.now());
    return tx.delete(firings).where(eq(firings.id, id)).returning({ imageUrls: firings.imageUrls });
  });
  if (gone.length === 0) throw AppError.notFound(T.firingNotFound);
  // A studio firing whose maker is gone holds no one's photos (docs/decisions/0265-studio-records-belong-to-the-studio.md).
  if (firing.userId !== null) await releasePhotos(deps, firing.userId, gone[0]!.imageUrls);
}

export async function addPieces(deps: AppDeps, userId: number, id: number, body: AddPiecesBody): Promise<FiringDetail> {
  await deps.db.transaction(async (tx) => {
    const firing = await firingFor(tx, userId, id, "run", T.firingNotFound, { forUpdate: true });
    await insertPieces(tx, userId, firing, body.pieceIds, body.position ?? null, deps.now(), body.move === true);
    for (const pieceId of body.pieceIds) await resyncPiece(tx, firing, pieceId, true);
    await afterFiringChange(tx, firing, "changed", deps.now());
  });
  return firingDetail(deps.db, userId, id);
}

export async function updateFiringPiece(deps: AppDeps, userId: number, id: number, pieceId: number, body: UpdateFiringPieceBody): Promise<FiringDetail> {
  await deps.db.transaction(async (tx) => {
    const firing = await firingFor(tx, userId, id, "run", T.firingNotFound, { forUpdate: true });
    if (body.outcome && body.outcome !== "pending" && firing.status !== "cooling" && firing.status !== "done") {
      throw AppError.badRequest(T.outcomesOnlyWhenDone, { outcome: T.outcomesOnlyWhenDone });
    }
    const changes = { outcome: body.outcome, note: body.note, position: body.position };
    // The firing's runner (its potter, or a studio's staff) unloads every piece in it, whoever's it is.
    const where = and(eq(firingPieces.firingId, id), eq(firingPieces.pieceId, pieceId));
    // An empty change is a no-op answered 200, as every other PATCH answers it; the piece must still be in the firing.
    const updated = Object.values(changes).every((v) => v === undefined)
      ? await tx.select({ id: firingPieces.id }).from(firingPieces).where(where)
      : await tx.update(firingPieces).set(changes).where(where).returning({ id: firingPieces.id });
    if (updated.length === 0) throw AppError.notFound(T.pieceNotInFiring);
    if (body.outcome) await resyncPiece(tx, firing, pieceId, true);
    if (body.outcome) await fateFromFiring(tx, firing, pieceId, deps.now());
    if (body.outcome) await afterFiringChange(tx, firing, "changed", deps.now());
  });
  return firingDetail(deps.db, userId, id);
}

export async function removeFiringPiece(deps: AppDeps, userId: number, id: number, pieceId: number): Promise<FiringDetail> {
  await deps.db.transaction(async (tx) => {
    const firing = await firingFor(tx, userId, id, "run", T.firingNotFound, { forUpdate: true });
    await resyncPiece(tx, firing, pieceId, false);
    if (!(await leaveFiring(tx, id, pieceId))) throw AppError.notFound(T.pieceNotInFiring);
    await fateFromFiring(tx, firing, pieceId, deps.now());
    await afterFiringChange(tx, firing, "changed", deps.now());
  });
  return firingDetail(deps.db, userId, id);
}
