/**
 * A recipe's batch cost (product.md#r281): per gram of dry glaze, Σ(line's share of the batch, additions included ×
 * its material's price per gram), kept as an exact fraction of minor units so a layer's cost is rounded once
 * (docs/decisions/0317-recipe-batch-cost.md). A material with no price counts 0 and is named, never guessed. A
 * material the potter has bought costs its rolling average, before its price (docs/decisions/0326-material-stock.md).
 */
import { and, eq } from "drizzle-orm";
import { divRound, perGramMoney } from "../../../contract/business/money";
import type { RecipeCost } from "../../../contract/business/material-price-schemas";
import { BUSINESS_TEXTS as T, type JarWeightUnit } from "../../../contract/business/schemas";
import type { AppDeps } from "../../context";
import type { DbOrTx } from "../../db/client";
import { materialPrices, recipes } from "../../db/schema";
import { findOwned } from "../common/owned";
import { loadLibrary, type Library } from "../glaze-lab/material-library";
import { canonicalKey } from "./material-keys";
import { averagePrices } from "./material-stock";
import { money, potterCurrency } from "./money-input";
import { weightAmount } from "./weights";

type RecipeRow = typeof recipes.$inferSelect;

/** Minor units per gram as num ÷ den (BigInt, reduced), and the names of the lines' materials with no price. */
export interface BatchCost {
  num: bigint;
  den: bigint;
  unpriced: string[];
  lineCount: number;
}

const gcd = (a: bigint, b: bigint): bigint => {
  let x = a < 0n ? -a : a;
  let y = b;
  while (y !== 0n) [x, y] = [y, x % y];
  return x;
};

/** A line's amount (a JSON number such as 23.5) × 10^6, exactly as written. */
function scaledAmount(amount: number): bigint {
  const m = /^(\d+)(?:\.(\d+))?$/.exec(String(amount));
  if (!m) return 0n;
  return BigInt(m[1]! + (m[2] ?? "").slice(0, 6).padEnd(6, "0"));
}

/** Every key a line's material may be priced under: its own id, and its copy or the default it copies. */
function priceKeys(materialId: number | string, library: Library): string[] {
  const found = library.find(materialId);
  return [String(materialId), ...(found ? [String(found.id)] : []), ...(found?.copyOf ? [found.copyOf] : [])];
}

/** A material's price as minor units per weight unit (grams × 10^15), from the first of its keys priced. */
function pricePerWeight(keys: string[], prices: Map<string, typeof materialPrices.$inferSelect>): { num: bigint; den: bigint } | null {
  const price = keys.map((k) => prices.get(k)).find((p) => p !== undefined);
  const weight = price ? weightAmount(price.weight, price.weightUnit as JarWeightUnit) : null;
  return price && weight !== null && weight !== 0n ? { num: BigInt(price.priceMinor), den: weight } : null;
}

export async function batchCost(db: DbOrTx, userId: number, recipe: RecipeRow, library?: Library): Promise<BatchCost> {
  const lib = library ?? (await loadLibrary(db, userId));
  const prices = new Map((await db.select().from(materialPrices).where(eq(materialPrices.userId, userId))).map((p) => [p.materialId, p]));
  const averages = await averagePrices(db, userId, lib);
  const total = recipe.lines.reduce((sum, l) => sum + scaledAmount(l.amount), 0n);
  let num = 0n;
  let den = 1n;
  const unpriced: string[] = [];
  for (const line of recipe.lines) {
    const perWeight = averages.get(canonicalKey(String(line.materialId), lib)) ?? pricePerWeight(priceKeys(line.materialId, lib), prices);
    if (!perWeight) {
      unpriced.push(lib.find(line.materialId)?.name ?? line.name);
      continue;
    }
    if (total === 0n) continue;
    // share × minor units per weight unit × 10^15 (weightAmount is grams × 10^15).
    const tn = scaledAmount(line.amount) * perWeight.num * 10n ** 15n;
    const td = total * perWeight.den;
    num = num * td + tn * den;
    den = den * td;
    const g = gcd(num, den);
    if (g > 1n) [num, den] = [num / g, den / g];
  }
  return { num, den, unpriced: [...new Set(unpriced)], lineCount: recipe.lines.length };
}

/** The price per gram as a potter reads it ("$0.0123"), and as the API's decimal ("0.0123"). */
export const perGramOf = (cost: BatchCost, currency: string) => perGramMoney(divRound(cost.num * 100n, cost.den), currency);

/** The batch's state in words: its unpriced materials, or that every one has a price. */
export function batchNote(cost: BatchCost): string {
  if (cost.lineCount === 0) return T.recipeNoLines;
  return cost.unpriced.length > 0 ? T.recipeUnpriced(cost.unpriced, cost.lineCount) : T.recipeAllPriced(cost.lineCount);
}

/** The recipe a surface carries, when it is the potter's own. */
export async function ownRecipe(db: DbOrTx, userId: number, recipeId: number): Promise<RecipeRow | null> {
  const rows = await db.select().from(recipes).where(and(eq(recipes.id, recipeId), eq(recipes.userId, userId))).limit(1);
  return rows[0] ?? null;
}

export async function recipeCost(deps: AppDeps, userId: number, recipeId: number): Promise<RecipeCost> {
  const recipe = await findOwned(deps.db, recipes, userId, recipeId, { message: T.recipeNotFound });
  const currency = await potterCurrency(deps.db, userId);
  const cost = await batchCost(deps.db, userId, recipe);
  const known = cost.lineCount > 0 && cost.unpriced.length < cost.lineCount;
  const perGram = perGramOf(cost, currency);
  return {
    recipeId,
    perKg: known ? money(divRound(cost.num * 1000n, cost.den), currency) : null,
    perLb: known ? money(divRound(cost.num * 45_359_237n, cost.den * 100_000n), currency) : null,
    perGram: known ? perGram.decimal : null,
    unpriced: cost.unpriced,
    lineCount: cost.lineCount,
    explanation: known ? `${T.recipePerGram(perGram.display)}. ${batchNote(cost)}` : batchNote(cost),
    currency,
  };
}
