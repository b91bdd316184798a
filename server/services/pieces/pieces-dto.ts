import type { Fate, FateCause, Piece, PieceFate, PieceType } from "../../../contract/pieces/schemas";
import type { Stage } from "../../../contract/stages/texts";
import type { StageEntry } from "../../../contract/stages/schemas";
import type { pieces, stageHistory } from "../../db/schema";

export type PieceRow = Omit<typeof pieces.$inferSelect, "searchVector" | "searchText">;

export type StageRow = typeof stageHistory.$inferSelect;

/** numeric columns come back as strings from both drivers; clients get numbers. */
const num = (value: string | null): number | null => (value === null ? null : Number(value));

/** numeric(8,2) is written as a fixed two-decimal string so no float noise reaches the column. */
export const toNumeric = (value: number | null): string | null => (value === null ? null : value.toFixed(2));

/** The fate columns as the API carries them (product.md#r180); null while the piece is in the making. */
function fateOf(row: PieceRow): PieceFate | null {
  if (!row.fate) return null;
  return {
    fate: row.fate as Fate,
    cause: row.fateCause as FateCause | null,
    note: row.fateNote,
    at: (row.fateAt ?? row.updatedAt).toISOString(),
    stage: (row.fateStage ?? row.currentStage ?? "Formed") as Stage,
    firingId: row.fateFiringId,
  };
}

export function toPieceDto(row: PieceRow): Piece {
  return {
    id: row.id,
    userId: row.userId,
    code: row.code,
    name: row.name,
    type: row.type as PieceType,
    clayBody: row.clayBody,
    imageUrls: row.imageUrls,
    isMultiPart: row.isMultiPart,
    studioLocation: row.studioLocation,
    status: row.status,
    currentPhase: row.currentPhase,
    glazeIds: row.glazeIds,
    inspirationIds: row.inspirationIds,
    tags: row.tags,
    notes: row.notes,
    surfaceTreatmentNotes: row.surfaceTreatmentNotes,
    clayWeight: num(row.clayWeight),
    height: num(row.height),
    width: num(row.width),
    depth: num(row.depth),
    firingMethod: row.firingMethod,
    decoratingTechniques: row.decoratingTechniques,
    fate: fateOf(row),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

export function toStageDto(row: StageRow): StageEntry {
  return {
    id: row.id,
    pieceId: row.pieceId,
    stage: row.stage,
    date: row.date.toISOString(),
    location: row.location,
    notes: row.notes,
    createdAt: row.createdAt.toISOString(),
  };
}
