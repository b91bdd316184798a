import type { TestTileListQuery } from "../../../contract/tiles/schemas";
import { pieceKeys } from "../pieces/piece-keys";

export type TileFilters = Omit<TestTileListQuery, "page" | "limit">;

/** The test tiles' query keys; their own module so Settings can refresh tiles after a rename (product.md#r153). */
export const tileKeys = {
  all: ["tiles"] as const,
  lists: ["tiles", "list"] as const,
  list: (filters: TileFilters) => ["tiles", "list", filters] as const,
  facets: ["tiles", "facets"] as const,
  byRecipe: ["tiles", "by-recipe"] as const,
  detail: (id: number) => ["tiles", "detail", id] as const,
  ofGlaze: (id: number) => ["tiles", "glaze", id] as const,
  ofCombo: (id: number) => ["tiles", "combo", id] as const,
  /** The piece picker's list depends on pieces, so it starts with "pieces" and refreshes with them. */
  pickerPieces: [...pieceKeys.all, "tile-picker"] as const,
};
