/**
 * Batches (product.md#r255, docs/decisions/0305-batches-substitution-and-blends.md): the base lines scaled so they sum
 * to the batch total, additions on top at their percent of the base. Amounts are rounded to the step a potter's scale
 * reads in that unit: 0.1 g, 0.001 kg (a gram), 0.01 lb, 0.1 oz; an amount smaller than ten steps gets one more
 * decimal, so a 0.4 g cobalt addition does not round to nothing or to double.
 */
export const BATCH_UNITS = ["g", "kg", "lb", "oz"] as const;
export type BatchUnit = (typeof BATCH_UNITS)[number];

export const BATCH_STEPS: Readonly<Record<BatchUnit, number>> = { g: 0.1, kg: 0.001, lb: 0.01, oz: 0.1 };

export type BatchLine = { amount: number; addition: boolean };
export type Batch = { unit: BatchUnit; baseTotal: number; additionsTotal: number; grandTotal: number; lines: BatchLine[] };

function decimalsOf(step: number): number {
  return Math.max(0, Math.round(-Math.log10(step)));
}

/** An amount rounded to its unit's step (one more decimal below ten steps). */
export function roundBatchAmount(amount: number, unit: BatchUnit): number {
  const step = BATCH_STEPS[unit];
  const decimals = decimalsOf(step) + (amount < step * 10 ? 1 : 0);
  const f = 10 ** decimals;
  return Math.round(amount * f) / f;
}

/** Each line's amount for a batch of `total` (the base's weight) in `unit`, in the order given. */
export function scaleBatch(lines: readonly BatchLine[], total: number, unit: BatchUnit): Batch {
  let base = 0;
  for (const l of lines) if (!l.addition && l.amount > 0) base += l.amount;
  const factor = base > 0 && total > 0 ? total / base : 0;
  const scaled = lines.map((l) => ({ amount: roundBatchAmount(Math.max(0, l.amount) * factor, unit), addition: l.addition }));
  const sum = (add: boolean) => scaled.filter((l) => l.addition === add).reduce((s, l) => s + l.amount, 0);
  const baseTotal = roundBatchAmount(sum(false), unit);
  const additionsTotal = roundBatchAmount(sum(true), unit);
  return { unit, baseTotal, additionsTotal, grandTotal: roundBatchAmount(baseTotal + additionsTotal, unit), lines: scaled };
}
