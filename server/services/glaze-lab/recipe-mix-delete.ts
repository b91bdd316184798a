/**
 * A mix log deleted (product.md#r263, product.md#r291): the recipe is found as the mix log's list finds it, and what
 * the batch used of each material goes back into the potter's stock in the same transaction.
 */
import { and, eq } from "drizzle-orm";
import { STOCK_TEXTS } from "../../../contract/business/stock-texts";
import type { AppDeps } from "../../context";
import { recipeMixes } from "../../db/schema";
import { AppError } from "../../errors";
import { giveBackMixMaterials } from "../business/material-usage";
import { findRecipe } from "./recipes";

export async function deleteMix(deps: AppDeps, userId: number, recipeId: number, mixId: number): Promise<void> {
  await deps.db.transaction(async (tx) => {
    await findRecipe(tx, userId, recipeId);
    const mine = and(eq(recipeMixes.id, mixId), eq(recipeMixes.recipeId, recipeId), eq(recipeMixes.userId, userId));
    const [row] = await tx.select({ id: recipeMixes.id }).from(recipeMixes).where(mine).for("update").limit(1);
    if (!row) throw new AppError(404, STOCK_TEXTS.mixNotFound);
    await giveBackMixMaterials(tx, userId, mixId);
    await tx.delete(recipeMixes).where(mine);
  });
}
