/** The losses report's rows by recipe and version (product.md#r288, docs/decisions/0324-grouped-by-recipe.md). */
import { z } from "zod";

export const LossRecipeRowSchema = z.object({
  recipeId: z.number().int(),
  name: z.string(),
  version: z.number().int(),
  /** 'Leach 4321 v2' */
  label: z.string(),
  fired: z.number(),
  lost: z.number(),
  rate: z.number(),
});
export type LossRecipeRow = z.infer<typeof LossRecipeRowSchema>;

/** A recipe and the version worn, as the reports and the tiles' groups name it. */
export const recipeVersionLabel = (name: string, version: number) => `${name} v${version}`;
