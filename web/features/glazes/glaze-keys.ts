import { GLAZE_LIST_LIMIT } from "../../../contract/glazes/rules";
import { pieceKeys } from "../pieces/piece-keys";

/** The surfaces' query keys: every one starts with "glazes" but the Apply tab's pieces, which start with "pieces". */
export const glazeKeys = {
  all: ["glazes"] as const,
  lists: ["glazes", "list"] as const,
  list: ["glazes", "list", { limit: GLAZE_LIST_LIMIT }] as const,
  /** A studio's glaze shelf (docs/decisions/0237-studio-glaze-shelf.md): under "list", so every list refresh takes it. */
  shelf: (studioId: number) => ["glazes", "list", { limit: GLAZE_LIST_LIMIT, studioId }] as const,
  detail: (id: number) => ["glazes", "detail", id] as const,
  combinationsOf: (id: number) => ["glazes", "combinations", id] as const,
  /** The Apply tab's pieces depend on pieces and their layers, so the key starts with "pieces". */
  piecesWithoutTreatment: [...pieceKeys.all, "without-treatment"] as const,
};
