/** A recipe's public link (product.md#r286, docs/decisions/0322-recipe-photos-and-share-link.md). */
import { z } from "zod";

/** A recipe's public link. `url` is absolute (the server's public address). */
export const RecipeShareSchema = z.object({
  url: z.string(),
  token: z.string(),
  createdAt: z.string(),
});
export type RecipeShare = z.infer<typeof RecipeShareSchema>;

/** GET answers the link, or null when the recipe is not shared (a state, not a missing record). */
export const RecipeShareStateSchema = z.object({ share: RecipeShareSchema.nullable() });
export type RecipeShareState = z.infer<typeof RecipeShareStateSchema>;

/** Nothing to choose: the page shows the recipe's name, lines, cone, chemistry and photos, never its notes. */
export const CreateRecipeShareBodySchema = z.object({}).strict();
export type CreateRecipeShareBody = z.infer<typeof CreateRecipeShareBodySchema>;
