/**
 * A new piece in one request and one transaction: the piece, its first stages and its first decoration layers
 * (own layers and applied saved combos, in the order the potter built them). If any part is refused, nothing is
 * stored, and the answer names the layer and field (product.md#r82, docs/decisions/0031-new-piece-stages-in-one-call.md).
 */
import {
  PIECE_DEFAULTS,
  PIECE_TEXTS,
  derivePieceTags,
  type CreatePieceInput,
  type Piece,
} from "../../../contract/pieces/schemas";
import { LAYER_TEXTS, type NewPieceLayer } from "../../../contract/layers/schemas";
import { STAGES } from "../../../contract/stages/schemas";
import type { AppDeps } from "../../context";
import type { DbOrTx } from "../../db/client";
import { pieces, stageHistory } from "../../db/schema";
import { AppError } from "../../errors";
import { insertComboLayers } from "../combos/combos";
import { refreshCurrentStage } from "./current-stage";
import { assertOwnInspirations } from "../inspirations/inspirations";
import { insertLayer } from "../layers/layers";
import { attachPhotos } from "../photos/photos-refs";
import { toNumeric, toPieceDto } from "./pieces-dto";
import { nextCode } from "../codes/codes";

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
        code: await nextCode(tx, userId, "piece", now),
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
    await insertFirstLayers(tx, userId, created.id, input.layers ?? [], now);
    // Last, so the stage totals are locked only for the end of the transaction.
    await refreshCurrentStage(tx, created.id);
    return created;
  });
  // A new piece has no asking price yet (product.md#r270); a piece's own answers carry the field.
  return { ...toPieceDto(row), price: null };
}


/** Each layer through the same rules as POST /api/decoration-layers; a refusal names the layer's position. */
async function insertFirstLayers(tx: DbOrTx, userId: number, pieceId: number, layers: NewPieceLayer[], now: Date): Promise<void> {
  for (const [index, layer] of layers.entries()) {
    try {
      if (layer.comboId !== undefined) {
        await insertComboLayers(tx, userId, pieceId, { comboId: layer.comboId, notes: layer.notes }, now);
      } else {
        await insertLayer(tx, userId, pieceId, layer, now);
      }
    } catch (error) {
      if (!(error instanceof AppError)) throw error;
      const message = LAYER_TEXTS.inLayer(index + 1, error.message);
      const fields = Object.fromEntries(
        Object.entries(error.fields ?? { _: error.message }).map(([field, text]) => [
          field === "_" ? `layers.${index}` : `layers.${index}.${field}`,
          text,
        ]),
      );
      // A missing glaze or combo inside a body is bad input, as a layer's own ids are (product.md#r6).
      throw new AppError(error.status === 404 ? 400 : error.status, message, fields, error.status === 404 ? "INVALID_INPUT" : error.code);
    }
  }
}
