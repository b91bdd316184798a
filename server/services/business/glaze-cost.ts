/**
 * What a layer of glaze costs (product.md#r269): grams used × the price per gram. A commercial glaze is priced by its
 * jar (./glaze-prices.ts). A glaze mixed from a recipe is priced by its batch cost from its materials' prices
 * (product.md#r281, ./recipe-cost.ts): recipeBatchCost is the one seam where that plugs in
 * (docs/decisions/0313-piece-cost.md, docs/decisions/0317-recipe-batch-cost.md).
 */
import { divRound } from "../../../contract/business/money";
import { BUSINESS_TEXTS as T, type JarWeightUnit } from "../../../contract/business/schemas";
import { eq } from "drizzle-orm";
import type { DbOrTx } from "../../db/client";
import { glazes, type glazePrices } from "../../db/schema";
import { batchCost, batchNote, ownRecipe, perGramOf, type BatchCost } from "./recipe-cost";
import { weightAmount } from "./weights";

/** A jar's price for an amount of glaze: `priceMinor` buys `weight` of `unit`. */
export interface JarBasis {
  priceMinor: number;
  weight: string;
  unit: JarWeightUnit;
  source: "jar";
}
/** A recipe's batch: minor units per gram of dry glaze as an exact fraction, with its unpriced materials. */
export interface BatchBasis {
  source: "batch";
  cost: BatchCost;
}
export type GlazeCostBasis = JarBasis | BatchBasis;

/**
 * The seam for the glaze lab: the batch cost of the recipe the surface `glazeId` carries (the potter's own recipe),
 * or null when it carries none, or one with no lines.
 */
export async function recipeBatchCost(db: DbOrTx, userId: number, glazeId: number): Promise<BatchBasis | null> {
  const rows = await db.select({ recipeId: glazes.recipeId }).from(glazes).where(eq(glazes.id, glazeId)).limit(1);
  const recipeId = rows[0]?.recipeId;
  if (!recipeId) return null;
  const recipe = await ownRecipe(db, userId, recipeId);
  if (!recipe || recipe.lines.length === 0) return null;
  return { source: "batch", cost: await batchCost(db, userId, recipe) };
}

export function jarBasis(row: typeof glazePrices.$inferSelect): JarBasis {
  return { priceMinor: row.jarPriceMinor, weight: row.jarWeight, unit: row.weightUnit as JarWeightUnit, source: "jar" };
}

/** A batch basis in words for a layer: its price per gram, and its unpriced materials when there are any. */
export function batchExplained(grams: number, name: string, basis: BatchBasis, currency: string): string {
  const said = T.glazeRecipeExplained(grams, name, perGramOf(basis.cost, currency).display);
  return basis.cost.unpriced.length > 0 ? `${said}; ${batchNote(basis.cost)}` : said;
}

/** grams of glaze at the basis' price, in minor units, rounded half up once; null when the basis weighs nothing. */
export function glazeAmount(grams: number, basis: GlazeCostBasis): number | null {
  if (basis.source === "batch") return divRound(BigInt(grams) * basis.cost.num, basis.cost.den);
  const used = weightAmount(grams, "g");
  const whole = weightAmount(basis.weight, basis.unit);
  if (used === null || whole === null || whole === BigInt(0)) return null;
  return divRound(BigInt(basis.priceMinor) * used, whole);
}
