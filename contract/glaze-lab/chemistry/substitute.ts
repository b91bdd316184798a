import { linesForAnalysis, oxideMoles, unityOf } from "./analysis";
import { nonNegativeLeastSquares } from "./least-squares";
import { isFlux, OXIDE_KEYS, OXIDES, type OxideAnalysis, type OxideKey } from "./oxides";
import type { MaterialChemistry, RecipeLine } from "./types";

/** How strongly the flux total is held; it only fixes the scale, so any weight well above the oxides' rows works. */
const FLUX_WEIGHT = 10;

export type OxideDifference = { oxide: OxideKey; before: number; after: number; difference: number };

export type Substitution = {
  /** The recipe with the replacement in the replaced line's place; lines that drop to zero stay, at 0. */
  lines: RecipeLine[];
  umfBefore: OxideAnalysis;
  umfAfter: OxideAnalysis;
  /** Every oxide whose UMF amount (mole % for a recipe without fluxes) moves by 0.005 or more, largest first. */
  differences: OxideDifference[];
};

/**
 * Replaces one line's material by another and finds the amounts that keep the UMF closest (product.md#r256,
 * docs/decisions/0305-batches-substitution-and-blends.md): least squares over the oxides of the UMF, every amount of
 * the replaced line's kind (base, or additions) free and never below zero, the other kind kept as it was. The new
 * base is brought back to the old base total.
 */
function molePercentOf(moles: OxideAnalysis): OxideAnalysis {
  const total = OXIDE_KEYS.reduce((s, k) => s + (moles[k] ?? 0), 0);
  const out: OxideAnalysis = {};
  if (total > 0) for (const k of OXIDE_KEYS) if (moles[k]) out[k] = ((moles[k] as number) / total) * 100;
  return out;
}

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
  const fluxOf = (m: OxideAnalysis) => OXIDE_KEYS.filter(isFlux).reduce((s, k) => s + (m[k] ?? 0), 0);
  const molesPerGram = (m: MaterialChemistry, k: OxideKey) => (m.analysis[k] ?? 0) / 100 / OXIDES[k].molarMass;
  // Row k asks m_k − u_k·F = 0 (u the old UMF, F the new flux moles), which is the UMF distance times F; the last row
  // holds F at the old flux moles, so the distance is the UMF's own. Both are linear in the amounts.
  // Without fluxes there is no UMF (a kiln wash, clay and silica): the oxides' moles themselves are matched.
  const fixedFlux = fluxOf(fixed);
  const target = flux > 0
    ? [...oxides.map((k) => ((umfBefore[k] ?? 0) * fixedFlux - (fixed[k] ?? 0)) * scale), FLUX_WEIGHT * (flux - fixedFlux) * scale]
    : oxides.map((k) => (before[k] ?? 0) - (fixed[k] ?? 0));
  const columns = free.map(({ l }) => {
    const m = byKey.get(l.material) as MaterialChemistry;
    if (flux <= 0) return oxides.map((k) => molesPerGram(m, k));
    const f = OXIDE_KEYS.filter(isFlux).reduce((s, k) => s + molesPerGram(m, k), 0);
    return [...oxides.map((k) => (molesPerGram(m, k) - (umfBefore[k] ?? 0) * f) * scale), FLUX_WEIGHT * f * scale];
  });
  const amounts = nonNegativeLeastSquares(columns, target);
  free.forEach(({ l }, j) => (l.amount = amounts[j] as number));

  const oldBase = lines.reduce((s, l) => s + (l.addition ? 0 : Math.max(0, l.amount)), 0);
  const newBase = swapped.reduce((s, l) => s + (l.addition ? 0 : l.amount), 0);
  const f = oldBase > 0 && newBase > 0 ? oldBase / newBase : 1;
  const result = swapped.map((l) => ({ ...l, amount: Math.round(l.amount * (l.addition ? 1 : f) * 100) / 100 }));

  const after = oxideMoles(linesForAnalysis(result, library));
  const umfAfter = unityOf(after);
  // Compared in the UMF, or in mole % when the recipe has no fluxes.
  const [beforeShown, afterShown] = flux > 0 ? [umfBefore, umfAfter] : [molePercentOf(before), molePercentOf(after)];
  const differences: OxideDifference[] = [];
  for (const k of OXIDE_KEYS) {
    const b = beforeShown[k] ?? 0;
    const a = afterShown[k] ?? 0;
    if (Math.abs(a - b) >= 0.005) differences.push({ oxide: k, before: b, after: a, difference: a - b });
  }
  differences.sort((x, y) => Math.abs(y.difference) - Math.abs(x.difference));
  return { lines: result, umfBefore, umfAfter, differences };
}
