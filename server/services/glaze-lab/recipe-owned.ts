/** The owner's recipe or an answer naming the field, for the areas that link one (a surface, product.md#r260). */
import { GLAZE_TEXTS } from "../../../contract/glazes/texts";
import type { DbOrTx } from "../../db/client";
import { recipes } from "../../db/schema";
import { AppError } from "../../errors";
import { findOwnedOrNull } from "../common/owned";

/** Another potter's recipe reads as one that does not exist: a 400 on the field, as for any bad id. */
export async function requireRecipeForSurface(db: DbOrTx, userId: number, recipeId: number): Promise<void> {
  const row = await findOwnedOrNull(db, recipes, userId, recipeId);
  if (!row) throw new AppError(400, GLAZE_TEXTS.recipeInvalid, { recipeId: GLAZE_TEXTS.recipeInvalid });
}
