/**
 * Stage history (product.md#r74): entries belong to a piece and to its owner. One entry per stage and piece, so
 * the checkbox tracker maps one-to-one onto rows (decision 0033).
 */
import { and, desc, eq, ne, sql } from "drizzle-orm";
import { PIECE_TEXTS } from "../../../contract/pieces/schemas";
import type { StageEntry } from "../../../contract/stages/schemas";
import { STAGE_TEXTS, type Stage } from "../../../contract/stages/schemas";
import type { AppDeps } from "../../context";
import type { DbOrTx } from "../../db/client";
import { prepared } from "../../db/prepared";
import { pieces, stageHistory } from "../../db/schema";
import { AppError } from "../../errors";
import { refreshCurrentStage } from "../pieces/current-stage";
import { findOwned } from "../common/owned";
import { toStageDto } from "../pieces/pieces-dto";

export interface NewEntry {
  pieceId: number;
  stage: Stage;
  date?: Date;
  location: string;
  notes?: string | null;
}

export interface EntryChanges {
  stage?: Stage;
  date?: Date;
  location?: string;
  notes?: string | null;
}

async function refuseDuplicate(db: DbOrTx, pieceId: number, stage: Stage, exceptId?: number): Promise<void> {
  const rows = await db
    .select({ id: stageHistory.id })
    .from(stageHistory)
    .where(
      and(
        eq(stageHistory.pieceId, pieceId),
        sql`lower(btrim(${stageHistory.stage})) = ${stage.toLowerCase()}`,
        exceptId === undefined ? undefined : ne(stageHistory.id, exceptId),
      ),
    )
    .limit(1);
  if (rows.length > 0) throw AppError.conflict(STAGE_TEXTS.duplicate);
}

/** The user's entries, newest first (the spec's 1000-row fetch; the list itself never needs it, product.md#r19). */
export async function listStageHistory(deps: AppDeps, userId: number, limit: number): Promise<StageEntry[]> {
  const rows = await deps.db
    .select()
    .from(stageHistory)
    .where(eq(stageHistory.userId, userId))
    // Matches stage_history_user_date_idx (date DESC NULLS LAST); date is NOT NULL so the order is the same.
    .orderBy(sql`${stageHistory.date} desc nulls last`, desc(stageHistory.id))
    .limit(limit);
  return rows.map(toStageDto);
}

/** One piece's entries in the order they happened. */
export async function listPieceStageHistory(deps: AppDeps, userId: number, pieceId: number): Promise<StageEntry[]> {
  // One prepared query answers both the piece's ownership and its entries.
  const rows = await prepared(deps.db).pieceStages.execute({ userId, pieceId });
  if (rows.length === 0) throw AppError.notFound(PIECE_TEXTS.pieceNotFound);
  return rows.flatMap((row) => (row.entry ? [toStageDto(row.entry)] : []));
}

export async function createStageEntry(deps: AppDeps, userId: number, input: NewEntry): Promise<StageEntry> {
  const row = await deps.db.transaction(async (tx) => {
    // Locking the piece serialises two quick clicks on the same checkbox.
    await findOwned(tx, pieces, userId, input.pieceId, { forUpdate: true, message: PIECE_TEXTS.pieceNotFound });
    await refuseDuplicate(tx, input.pieceId, input.stage);
    const now = deps.now();
    const [created] = await tx
      .insert(stageHistory)
      .values({
        userId,
        pieceId: input.pieceId,
        stage: input.stage,
        date: input.date ?? now,
        location: input.location,
        notes: input.notes ?? null,
        createdAt: now,
      })
      .returning();
    if (!created) throw new Error("insert returned no row");
    await refreshCurrentStage(tx, input.pieceId);
    return created;
  });
  return toStageDto(row);
}

export async function updateStageEntry(deps: AppDeps, userId: number, id: number, changes: EntryChanges): Promise<StageEntry> {
  const row = await deps.db.transaction(async (tx) => {
    const entry = await findOwned(tx, stageHistory, userId, id, { message: STAGE_TEXTS.entryNotFound });
    const set = { stage: changes.stage, date: changes.date, location: changes.location, notes: changes.notes };
    if (Object.values(set).every((v) => v === undefined)) return entry;
    // The piece is locked before its entry, in every change, so two changes on one piece cannot deadlock.
    await findOwned(tx, pieces, userId, entry.pieceId, { forUpdate: true, message: PIECE_TEXTS.pieceNotFound });
    if (changes.stage) await refuseDuplicate(tx, entry.pieceId, changes.stage, id);
    const [updated] = await tx
      .update(stageHistory)
      .set(set)
      .where(and(eq(stageHistory.id, id), eq(stageHistory.userId, userId)))
      .returning();
    if (!updated) throw AppError.notFound(STAGE_TEXTS.entryNotFound);
    await refreshCurrentStage(tx, entry.pieceId);
    return updated;
  });
  return toStageDto(row);
}

export async function deleteStageEntry(deps: AppDeps, userId: number, id: number): Promise<void> {
  await deps.db.transaction(async (tx) => {
    const entry = await findOwned(tx, stageHistory, userId, id, { message: STAGE_TEXTS.entryNotFound });
    await findOwned(tx, pieces, userId, entry.pieceId, { forUpdate: true, message: STAGE_TEXTS.entryNotFound });
    const removed = await tx
      .delete(stageHistory)
      .where(and(eq(stageHistory.id, id), eq(stageHistory.userId, userId)))
      .returning({ id: stageHistory.id });
    if (removed.length === 0) throw AppError.notFound(STAGE_TEXTS.entryNotFound);
    await refreshCurrentStage(tx, entry.pieceId);
  });
}
