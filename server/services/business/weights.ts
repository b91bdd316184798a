/**
 * Weights as exact integers (docs/decisions/0313-piece-cost.md): a cost is a price × a weight ÷ a weight, worked out in
 * nanograms with BigInt and rounded once, so "1.2 kg of a 25 kg bag" never passes through a float.
 */
import type { BagWeightUnit, JarWeightUnit } from "../../../contract/business/schemas";

const NANOGRAMS: Record<BagWeightUnit | JarWeightUnit, bigint> = {
  g: BigInt("1000000000"),
  kg: BigInt("1000000000000"),
  oz: BigInt("28349523125"),
  lb: BigInt("453592370000"),
};

/** "2.65" (a numeric column's text, or a number) × 10^scale, exactly; null when it is not a plain decimal. */
function scaled(value: string | number, scale: number): bigint | null {
  const text = typeof value === "number" ? String(value) : value;
  const m = /^(\d+)(?:\.(\d+))?$/.exec(text.trim());
  if (!m) return null;
  const fraction = (m[2] ?? "").slice(0, scale).padEnd(scale, "0");
  return BigInt(m[1]! + fraction);
}

/** A weight in nanograms × 10^6 (six decimals of the unit kept exactly). */
export function weightAmount(value: string | number, unit: BagWeightUnit | JarWeightUnit): bigint | null {
  const s = scaled(value, 6);
  return s === null ? null : s * NANOGRAMS[unit];
}

/** Grams, for the explanation only (never summed). */
export const gramsOf = (amount: bigint) => Number(amount / BigInt(1_000_000)) / 1e9;
