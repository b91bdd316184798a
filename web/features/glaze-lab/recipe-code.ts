import type { Recipe } from "../../../contract/glaze-lab/schemas";

/**
 * The code written on a bucket and its batch sheet: the recipe's number and version ('R-12 v2'), so a sheet printed
 * before an edit still names the version it mixes (docs/decisions/0311-glaze-lab-screens.md).
 */
export function recipeCode(recipe: Pick<Recipe, "id" | "version">): string {
  return `R-${recipe.id} v${recipe.version}`;
}
