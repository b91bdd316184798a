/** The owner's recipe or an answer naming the field, for the areas that link one (a surface, product.md#r260). */
import { and, eq, isNull } from "drizzle-orm";
import { GLAZE_TEXTS } from "../../../contract/glazes/texts";
import type { DbOrTx } from "../../db/client";
import { recipes } from "../../db/schema";
import { AppError } from "../../errors";

/**
 * Another potter's recipe reads as one that does not exist: a 400 on the field, as for any bad id. A potter's own
 * surface takes their own recipe; a studio's shelf surface only a recipe of that studio, which outlives whoever made
 * it (docs/decisions/0325-studio-shelf-recipes-and-mix-logs.md).
 */
export async function requireRecipeForSurface(db: DbOrTx, userId: number, recipeId: number, studioId: number | null = null): Promise<void> {
  const whose = studioId === null ? and(eq(recipes.userId, userId), isNull(recipes.studioId)) : eq(recipes.studioId, studioId);
  const [row] = await db
    .select({ id: recipes.id })
    .from(recipes)
    .where(and(eq(recipes.id, recipeId), whose))
    .limit(1);
  if (!row) throw new AppError(400, GLAZE_TEXTS.recipeInvalid, { recipeId: GLAZE_TEXTS.recipeInvalid });
}
