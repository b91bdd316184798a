/**
 * What a layer of glaze costs (product.md#r269): grams used × the price per gram. A commercial glaze is priced by its
 * jar (./glaze-prices.ts). A glaze mixed from a recipe will be priced by its batch cost: recipeBatchCost is the one
 * seam where that plugs in (docs/decisions/0313-piece-cost.md); until recipes have material prices it knows none.
 */
import { divRound } from "../../../contract/business/money";
import type { JarWeightUnit } from "../../../contract/business/schemas";
import type { DbOrTx } from "../../db/client";
import type { glazePrices } from "../../db/schema";
import { weightAmount } from "./weights";

/** A price for an amount of glaze: `priceMinor` buys `weight` of `unit`. */
export interface GlazeCostBasis {
  priceMinor: number;
  weight: string;
  unit: JarWeightUnit;
  /** How the explanation names the source: a jar, or a recipe's batch. */
  source: "jar" | "batch";
}

/**
 * The seam for the glaze lab: a recipe's batch cost (its materials' prices × amounts) and the batch's dry weight, for
 * the surface `glazeId`, or null when the surface has no recipe with priced materials. Returns null until then.
 */
export async function recipeBatchCost(_db: DbOrTx, _userId: number, _glazeId: number): Promise<GlazeCostBasis | null> {
  return null;
}

export function jarBasis(row: typeof glazePrices.$inferSelect): GlazeCostBasis {
  return { priceMinor: row.jarPriceMinor, weight: row.jarWeight, unit: row.weightUnit as JarWeightUnit, source: "jar" };
}

/** grams of glaze at the basis' price, in minor units, rounded half up once; null when the basis weighs nothing. */
export function glazeAmount(grams: number, basis: GlazeCostBasis): number | null {
  const used = weightAmount(grams, "g");
  const whole = weightAmount(basis.weight, basis.unit);
  if (used === null || whole === null || whole === BigInt(0)) return null;
  return divRound(BigInt(basis.priceMinor) * used, whole);
}
