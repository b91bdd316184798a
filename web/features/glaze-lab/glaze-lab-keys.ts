/** The glaze lab's query keys, in one module: the API module, the offline answers and the shell share them. */
import type { RecipeKind } from "../../../contract/glaze-lab/rules";

export const glazeLabKeys = {
  all: ["glaze-lab"] as const,
  materials: ["glaze-lab", "materials"] as const,
  recipeLists: ["glaze-lab", "recipes"] as const,
  recipeList: (q: string, kind: RecipeKind | null) => ["glaze-lab", "recipes", { q, kind }] as const,
  recipe: (id: number) => ["glaze-lab", "recipe", id] as const,
  versions: (id: number) => ["glaze-lab", "versions", id] as const,
  outcomes: (id: number) => ["glaze-lab", "outcomes", id] as const,
  mixes: (id: number) => ["glaze-lab", "mixes", id] as const,
  /** A studio shelf surface's recipe and mix log (product.md#r289). */
  shelfRecipe: (studioId: number, glazeId: number) => ["glaze-lab", "shelf", studioId, glazeId, "recipe"] as const,
  shelfMixes: (studioId: number, glazeId: number) => ["glaze-lab", "shelf", studioId, glazeId, "mixes"] as const,
};
