/**
 * Pieces (product.md#r74): read, partial update, delete (creation is in pieces-create.ts). Every query is scoped to
 * the owner; another user's piece is "not found" (product.md#r6).
 */
import { and, eq } from "drizzle-orm";
import {
  PIECE_TEXTS,
  derivePieceTags,
  type CreatePieceInput,
  type Piece,
  type UpdatePieceInput,
} from "../../../contract/pieces/schemas";
import type { AppDeps } from "../../context";
import { prepared } from "../../db/prepared";
import { pieces } from "../../db/schema";
import { AppError } from "../../errors";
import { forgetPieces, refreshCurrentStage } from "./current-stage";
import { assertOwnInspirations } from "../inspirations/inspirations";
import { findOwned } from "../common/owned";
import { piecePrice, setPiecePrice } from "../business/selling";
import { attachPhotos, releasePhotos } from "../photos/photos-refs";
import { toNumeric, toPieceDto } from "./pieces-dto";

export async function getPiece(deps: AppDeps, userId: number, id: number): Promise<Piece> {
  const [row] = await prepared(deps.db).piece.execute({ id, userId });
  if (!row) throw AppError.notFound(PIECE_TEXTS.pieceNotFound);
  // The asking price is the business side's (product.md#r270); a piece's own answers carry it.
  return { ...toPieceDto(row), price: await piecePrice(deps.db, userId, id) };
}

export async function updatePiece(deps: AppDeps, userId: number, id: number, input: UpdatePieceInput): Promise<Piece> {
  let dropped: string[] = [];
  const row = await deps.db.transaction(async (tx) => {
    const current = await findOwned(tx, pieces, userId, id, { forUpdate: true, message: PIECE_TEXTS.pieceNotFound });
    if (input.inspirationIds) await assertOwnInspirations(tx, userId, input.inspirationIds);
    if (input.imageUrls) {
      await attachPhotos(tx, userId, input.imageUrls);
      const kept = new Set(input.imageUrls);
      dropped = current.imageUrls.filter((url) => !kept.has(url));
    }
    const type = input.type ?? (current.type as CreatePieceInput["type"]);
    const clayBody = input.clayBody ?? current.clayBody;
    const [updated] = await tx
      .update(pieces)
      .set({
        name: input.name,
        type: input.type,
        clayBody: input.clayBody,
        imageUrls: input.imageUrls,
        isMultiPart: input.isMultiPart,
        studioLocation: input.studioLocation,
        status: input.status,
        currentPhase: input.currentPhase,
        inspirationIds: input.inspirationIds,
        // Tags always follow the clay body, type and construction choices (product.md#r74).
        tags: derivePieceTags(type, clayBody, input.tags ?? current.tags),
        notes: input.notes,
        surfaceTreatmentNotes: input.surfaceTreatmentNotes,
        clayWeight: input.clayWeight === undefined ? undefined : toNumeric(input.clayWeight),
        height: input.height === undefined ? undefined : toNumeric(input.height),
        width: input.width === undefined ? undefined : toNumeric(input.width),
        depth: input.depth === undefined ? undefined : toNumeric(input.depth),
        firingMethod: input.firingMethod,
        decoratingTechniques: input.decoratingTechniques,
        updatedAt: deps.now(),
      })
      .where(and(eq(pieces.id, id), eq(pieces.userId, userId)))
      .returning();
    if (!updated) throw AppError.notFound(PIECE_TEXTS.pieceNotFound);
    // The type decides which entries count, and the studio location is the fallback location (product.md#r79).
    if (input.type !== undefined || input.studioLocation !== undefined) await refreshCurrentStage(tx, id);
    if (input.price !== undefined) await setPiecePrice(tx, userId, id, input.price, deps.now());
    return { updated, price: await piecePrice(tx, userId, id) };
  });
  await releasePhotos(deps, userId, dropped);
  return { ...toPieceDto(row.updated), price: row.price };
}

/** Removes the piece; its stages, parts and layers go with it (foreign keys cascade), and it leaves the stage totals. */
export async function deletePiece(deps: AppDeps, userId: number, id: number): Promise<void> {
  const row = await deps.db.transaction(async (tx) => {
    const [removed] = await tx
      .delete(pieces)
      .where(and(eq(pieces.id, id), eq(pieces.userId, userId)))
      .returning({ imageUrls: pieces.imageUrls, currentStage: pieces.currentStage, fate: pieces.fate });
    if (!removed) throw AppError.notFound(PIECE_TEXTS.pieceNotFound);
    await forgetPieces(tx, userId, [removed.fate ? null : removed.currentStage]);
    return removed;
  });
  await releasePhotos(deps, userId, row.imageUrls);
}
