/**
 * Pieces (spec 001 §3–§5): create with its first stages, read, partial update, delete. Every query is scoped to
 * the owner; another user's piece is "not found" (D6).
 */
import { and, eq } from "drizzle-orm";
import {
  PIECE_DEFAULTS,
  PIECE_TEXTS,
  derivePieceTags,
  type CreatePieceInput,
  type Piece,
  type UpdatePieceInput,
} from "../../contract/pieces";
import { STAGES } from "../../contract/stages";
import type { AppDeps } from "../context";
import { pieces, stageHistory } from "../db/schema";
import { AppError } from "../errors";
import { assertOwnInspirations } from "./inspirations";
import { findOwned } from "./owned";
import { attachPhotos, releasePhotos } from "./photos-refs";
import { toNumeric, toPieceDto } from "./pieces-dto";

export async function getPiece(deps: AppDeps, userId: number, id: number): Promise<Piece> {
  return toPieceDto(await findOwned(deps.db, pieces, userId, id, { message: PIECE_TEXTS.pieceNotFound }));
}

export async function createPiece(deps: AppDeps, userId: number, input: CreatePieceInput): Promise<Piece> {
  const stages = input.stages ?? [];
  const seen = new Set(stages.map((s) => s.stage));
  if (seen.size !== stages.length) {
    throw AppError.badRequest(PIECE_TEXTS.duplicateStages, { stages: PIECE_TEXTS.duplicateStages });
  }
  const now = deps.now();
  const row = await deps.db.transaction(async (tx) => {
    await assertOwnInspirations(tx, userId, input.inspirationIds ?? []);
    await attachPhotos(tx, userId, input.imageUrls ?? []);
    const [created] = await tx
      .insert(pieces)
      .values({
        userId,
        name: input.name,
        type: input.type,
        clayBody: input.clayBody,
        imageUrls: input.imageUrls ?? [],
        isMultiPart: input.isMultiPart ?? false,
        studioLocation: input.studioLocation ?? null,
        status: input.status ?? PIECE_DEFAULTS.status,
        currentPhase: input.currentPhase ?? PIECE_DEFAULTS.currentPhase,
        inspirationIds: input.inspirationIds ?? [],
        tags: derivePieceTags(input.type, input.clayBody, input.tags ?? []),
        notes: input.notes ?? null,
        surfaceTreatmentNotes: input.surfaceTreatmentNotes ?? null,
        clayWeight: toNumeric(input.clayWeight ?? null),
        height: toNumeric(input.height ?? null),
        width: toNumeric(input.width ?? null),
        depth: toNumeric(input.depth ?? null),
        firingMethod: input.firingMethod ?? null,
        decoratingTechniques: input.decoratingTechniques ?? [],
        createdAt: now,
        updatedAt: now,
      })
      .returning();
    if (!created) throw new Error("insert returned no row");
    if (stages.length > 0) {
      const ordered = [...stages].sort((a, b) => STAGES.indexOf(a.stage) - STAGES.indexOf(b.stage));
      await tx.insert(stageHistory).values(
        ordered.map((s) => ({
          userId,
          pieceId: created.id,
          stage: s.stage,
          date: s.date ?? now,
          location: s.location,
          notes: s.notes ?? null,
          createdAt: now,
        })),
      );
    }
    return created;
  });
  return toPieceDto(row);
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
        // Tags always follow the clay body, type and construction choices (spec 001 §3).
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
    return updated;
  });
  await releasePhotos(deps, userId, dropped);
  return toPieceDto(row);
}

/** Removes the piece; its stages, parts and layers go with it (foreign keys cascade). */
export async function deletePiece(deps: AppDeps, userId: number, id: number): Promise<void> {
  const removed = await deps.db
    .delete(pieces)
    .where(and(eq(pieces.id, id), eq(pieces.userId, userId)))
    .returning({ imageUrls: pieces.imageUrls });
  const row = removed[0];
  if (!row) throw AppError.notFound(PIECE_TEXTS.pieceNotFound);
  await releasePhotos(deps, userId, row.imageUrls);
}
