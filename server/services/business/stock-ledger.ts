/**
 * A material's stock ledger (product.md#r291, docs/decisions/0326-material-stock.md): purchases and what mix logs
 * used, in day order (a day's purchases before its mixes), give the stock on hand and the rolling (weighted moving)
 * average price. Weights are exact integers (grams × 10^15, as weights.ts writes them) and the average an exact
 * fraction of minor units, so nothing is rounded until an amount is shown, and then once, half up.
 */
import { divRound } from "../../../contract/business/money";
import type { JarWeightUnit } from "../../../contract/business/schemas";
import { weightAmount } from "./weights";

export interface Fraction {
  num: bigint;
  den: bigint;
}

export type LedgerEvent =
  | { kind: "purchase"; day: string; id: number; amount: bigint; totalMinor: number; supplier: string | null; unit: JarWeightUnit }
  | { kind: "use"; day: string; id: number; amount: bigint; mixId: number | null };

export interface Ledger {
  onHand: bigint;
  purchased: bigint;
  used: bigint;
  /** Minor units per weight unit (grams × 10^15); null until the first purchase. */
  average: Fraction | null;
  purchaseCount: number;
  mixCount: number;
  lastSupplier: string | null;
  lastUnit: JarWeightUnit | null;
}

const gcd = (a: bigint, b: bigint): bigint => {
  let x = a < 0n ? -a : a;
  let y = b < 0n ? -b : b;
  while (y !== 0n) [x, y] = [y, x % y];
  return x;
};

const reduced = (num: bigint, den: bigint): Fraction => {
  const g = gcd(num, den);
  return g > 1n ? { num: num / g, den: den / g } : { num, den };
};

const order = (e: LedgerEvent) => (e.kind === "purchase" ? 0 : 1);

/**
 * Runs the events in day order. A purchase moves the average to (stock's worth at the average + total paid) ÷
 * (stock + quantity); when nothing is on hand (or less than nothing: mixes logged before their purchases were), the
 * purchase's own unit price starts it afresh. A use lowers the stock at the average, leaving the average as it was.
 */
export function runLedger(events: readonly LedgerEvent[]): Ledger {
  const sorted = [...events].sort((a, b) => a.day.localeCompare(b.day) || order(a) - order(b) || a.id - b.id);
  const ledger: Ledger = { onHand: 0n, purchased: 0n, used: 0n, average: null, purchaseCount: 0, mixCount: 0, lastSupplier: null, lastUnit: null };
  // A mix log counts once however many of its materials it used; a deleted recipe's logs (mix_id gone) by their day.
  const mixes = new Set<string>();
  for (const e of sorted) {
    if (e.kind === "use") {
      ledger.onHand -= e.amount;
      ledger.used += e.amount;
      mixes.add(e.mixId !== null ? String(e.mixId) : `day:${e.day}`);
      continue;
    }
    if (e.amount <= 0n) continue;
    const total = BigInt(e.totalMinor);
    const avg = ledger.average;
    ledger.average =
      avg === null || ledger.onHand <= 0n ? reduced(total, e.amount) : reduced(ledger.onHand * avg.num + total * avg.den, avg.den * (ledger.onHand + e.amount));
    ledger.onHand += e.amount;
    ledger.purchased += e.amount;
    ledger.purchaseCount += 1;
    if (e.supplier) ledger.lastSupplier = e.supplier;
    ledger.lastUnit = e.unit;
  }
  ledger.mixCount += mixes.size;
  return ledger;
}

/** One of a unit in weight units (grams × 10^15). */
export const unitAmount = (unit: JarWeightUnit): bigint => weightAmount("1", unit)!;

/** A weight in a unit, rounded half up to the thousandth (what a scale reads). */
export const inUnit = (amount: bigint, unit: JarWeightUnit): number => divRound(amount * 1000n, unitAmount(unit)) / 1000;

/** A weight in a unit, rounded up to the thousandth: what to buy is never short. */
export function inUnitUp(amount: bigint, unit: JarWeightUnit): number {
  const d = unitAmount(unit);
  const n = amount * 1000n;
  return Number(n <= 0n ? n / d : (n + d - 1n) / d) / 1000;
}

/** The average per unit, in minor units rounded once. */
export const averagePerUnit = (avg: Fraction, unit: JarWeightUnit): number => divRound(avg.num * unitAmount(unit), avg.den);

/** The average per gram in hundredths of a minor unit, as perGramMoney takes it. */
export const averagePerGramHundredths = (avg: Fraction): number => divRound(avg.num * unitAmount("g") * 100n, avg.den);

/** A weight at the average, in minor units rounded once. */
export const worth = (amount: bigint, avg: Fraction): number => divRound(amount * avg.num, avg.den);

/** "12.5" for 12.5, "0.125" for 0.125: a weight as the potter reads it. */
export const weightText = (value: number): string => String(Number(value.toFixed(3)));
