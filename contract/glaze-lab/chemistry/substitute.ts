import { linesForAnalysis, oxideMoles, unityOf } from "./analysis";
import { nonNegativeLeastSquares } from "./least-squares";
import { isFlux, OXIDE_KEYS, OXIDES, type OxideAnalysis, type OxideKey } from "./oxides";
import type { MaterialChemistry, RecipeLine } from "./types";

export type OxideDifference = { oxide: OxideKey; before: number; after: number; difference: number };

export type Substitution = {
  /** The recipe with the replacement in the replaced line's place; lines that drop to zero stay, at 0. */
  lines: RecipeLine[];
  umfBefore: OxideAnalysis;
  umfAfter: OxideAnalysis;
  /** Every oxide whose UMF amount moves by 0.005 or more, largest first. */
  differences: OxideDifference[];
};

/**
 * Replaces one line's material by another and finds the amounts that keep the UMF closest (product.md#r256,
 * docs/decisions/0305-batches-substitution-and-blends.md): least squares over the oxides' moles per mole of the
 * original fluxes, every amount of the replaced line's kind (base, or additions) free and never below zero, the other
 * kind kept as it was. The new base is brought back to the old base total.
 */
export function substituteMaterial(
  lines: readonly RecipeLine[],
  materials: readonly MaterialChemistry[],
  fromIndex: number,
  replacement: MaterialChemistry,
): Substitution {
  const from = lines[fromIndex];
  const library = [...materials.filter((m) => m.key !== replacement.key), replacement];
  const before = oxideMoles(linesForAnalysis(lines, library));
  const umfBefore = unityOf(before);
  if (!from) return { lines: [...lines], umfBefore, umfAfter: umfBefore, differences: [] };

  const swapped = lines.map((l, i) => (i === fromIndex ? { ...l, material: replacement.key } : { ...l }));
  const byKey = new Map(library.map((m) => [m.key, m]));
  let flux = 0;
  for (const k of OXIDE_KEYS) if (isFlux(k)) flux += before[k] ?? 0;
  const scale = flux > 0 ? 1 / flux : 1;

  const free = swapped.map((l, i) => ({ l, i })).filter(({ l }) => l.addition === from.addition && byKey.has(l.material));
  const fixed = oxideMoles(linesForAnalysis(swapped.filter((l) => l.addition !== from.addition), library));
  const oxides = OXIDE_KEYS.filter((k) => (before[k] ?? 0) > 0 || free.some(({ l }) => (byKey.get(l.material)?.analysis[k] ?? 0) > 0));
  const target = oxides.map((k) => ((before[k] ?? 0) - (fixed[k] ?? 0)) * scale);
  const columns = free.map(({ l }) => {
    const m = byKey.get(l.material) as MaterialChemistry;
    return oxides.map((k) => (((m.analysis[k] ?? 0) / 100) * scale) / OXIDES[k].molarMass);
  });
  const amounts = nonNegativeLeastSquares(columns, target);
  free.forEach(({ l }, j) => (l.amount = amounts[j] as number));

  const oldBase = lines.reduce((s, l) => s + (l.addition ? 0 : Math.max(0, l.amount)), 0);
  const newBase = swapped.reduce((s, l) => s + (l.addition ? 0 : l.amount), 0);
  const f = oldBase > 0 && newBase > 0 ? oldBase / newBase : 1;
  const result = swapped.map((l) => ({ ...l, amount: Math.round(l.amount * f * 100) / 100 }));

  const umfAfter = unityOf(oxideMoles(linesForAnalysis(result, library)));
  const differences: OxideDifference[] = [];
  for (const k of OXIDE_KEYS) {
    const b = umfBefore[k] ?? 0;
    const a = umfAfter[k] ?? 0;
    if (Math.abs(a - b) >= 0.005) differences.push({ oxide: k, before: b, after: a, difference: a - b });
  }
  differences.sort((x, y) => Math.abs(y.difference) - Math.abs(x.difference));
  return { lines: result, umfBefore, umfAfter, differences };
}
