/**
 * A piece's fate (product.md#r180, docs/decisions/0200-piece-fate.md): lost or reclaimed, set by the potter from the
 * piece's menu or by a firing's loss outcome, and undone. The stage history and the stored current stage are left as
 * they are, so undoing restores the piece as it was; only the stage totals (decision 0108) leave and regain it.
 */
import { and, eq } from "drizzle-orm";
import { isLoss, type Outcome } from "../../../contract/firings/rules";
import { causeOfOutcome, FIRING_OUTCOME_NOTE, PIECE_TEXTS, type Fate, type FateCause, type Piece, type SetFateInput } from "../../../contract/pieces/schemas";
import type { AppDeps } from "../../context";
import type { DbOrTx } from "../../db/client";
import { firingPieces, pieces } from "../../db/schema";
import { countPiece } from "./current-stage";
import type { FiringRow } from "../firings/firings-dto";
import { findOwned } from "../common/owned";
import { toPieceDto, type PieceRow } from "./pieces-dto";

interface FateValues {
  fate: Fate;
  cause: FateCause | null;
  note: string | null;
  at: Date;
  firingId: number | null;
}

/** Writes the fate on a locked row; a piece that had none leaves its stage total. */
async function writeFate(tx: DbOrTx, row: PieceRow, values: FateValues, now: Date): Promise<PieceRow> {
  const stage = row.currentStage ?? "Formed";
  if (!row.fate && row.currentStage) await countPiece(tx, row.userId, row.currentStage, -1);
  const [updated] = await tx
    .update(pieces)
    .set({
      fate: values.fate,
      fateCause: values.cause,
      fateNote: values.note,
      fateAt: values.at,
      fateStage: stage,
      fateFiringId: values.firingId,
      updatedAt: now,
    })
    .where(eq(pieces.id, row.id))
    .returning();
  return updated!;
}

/** Clears the fate of a locked row; the piece is counted at its current stage again. */
async function eraseFate(tx: DbOrTx, row: PieceRow, now: Date): Promise<PieceRow> {
  if (!row.fate) return row;
  const [updated] = await tx
    .update(pieces)
    .set({ fate: null, fateCause: null, fateNote: null, fateAt: null, fateStage: null, fateFiringId: null, updatedAt: now })
    .where(eq(pieces.id, row.id))
    .returning();
  if (updated!.currentStage) await countPiece(tx, row.userId, updated!.currentStage, 1);
  return updated!;
}

/** PUT /api/pieces/{id}/fate: the potter's word replaces any fate; one a firing gave stays counted as that firing's loss. */
export async function setPieceFate(deps: AppDeps, userId: number, id: number, input: SetFateInput): Promise<Piece> {
  const row = await deps.db.transaction(async (tx) => {
    const current = await findOwned(tx, pieces, userId, id, { forUpdate: true, message: PIECE_TEXTS.pieceNotFound });
    const now = deps.now();
    return writeFate(tx, current, { fate: input.fate, cause: input.cause ?? null, note: input.note, at: input.at ? new Date(input.at) : now, firingId: current.fateFiringId }, now);
  });
  return toPieceDto(row);
}

/** DELETE /api/pieces/{id}/fate: the piece is back in its stage; a piece without a fate answers as it is (a repeat). */
export async function clearPieceFate(deps: AppDeps, userId: number, id: number): Promise<Piece> {
  const row = await deps.db.transaction(async (tx) => {
    const current = await findOwned(tx, pieces, userId, id, { forUpdate: true, message: PIECE_TEXTS.pieceNotFound });
    return eraseFate(tx, current, deps.now());
  });
  return toPieceDto(row);
}

/**
 * After a firing's piece changed outcome or left the firing (and its stage entries were resynced): a loss outcome
 * makes the piece lost, with the outcome's cause and note, dated at the finish, at the stage it went into the kiln
 * with. A survivor, a pending piece or one taken out loses a fate this firing gave it. A fate the potter set, or
 * another firing gave, is left alone.
 */
export async function fateFromFiring(tx: DbOrTx, firing: FiringRow, pieceId: number, now: Date): Promise<void> {
  const [piece] = await tx.select().from(pieces).where(eq(pieces.id, pieceId)).for("update");
  if (!piece) return;
  const ours = piece.fate !== null && piece.fateFiringId === firing.id;
  if (piece.fate !== null && !ours) return;
  const [entry] = await tx
    .select({ outcome: firingPieces.outcome, note: firingPieces.note })
    .from(firingPieces)
    .where(and(eq(firingPieces.firingId, firing.id), eq(firingPieces.pieceId, pieceId)));
  const lost = entry && isLoss(entry.outcome as Outcome) && (firing.status === "cooling" || firing.status === "done");
  if (!lost) {
    if (ours) await eraseFate(tx, piece, now);
    return;
  }
  const cause = causeOfOutcome(entry.outcome);
  const note = entry.note ?? (cause === "other" && entry.outcome !== "other" ? FIRING_OUTCOME_NOTE(entry.outcome) : null);
  await writeFate(tx, piece, { fate: "lost", cause, note, at: firing.finishedAt ?? now, firingId: firing.id }, now);
}
