import { expansionOf } from "./expansion";
import { limitWarnings, type LimitSetKey } from "./limits";
import { isFlux, OXIDES, OXIDE_KEYS, type OxideAnalysis, type OxideKey } from "./oxides";
import type { AnalysisLine, MaterialChemistry, RecipeAnalysis, RecipeLine } from "./types";

const EPS = 1e-12;

/**
 * The moles of each oxide a recipe's lines bring to the fired glaze, per the amounts as typed. A material's analysis
 * is per 100 g of the raw material (with its LOI), so a line's oxide grams are amount × percent / 100.
 */
export function oxideMoles(lines: readonly AnalysisLine[], includeAdditions = true): OxideAnalysis {
  const moles: OxideAnalysis = {};
  for (const line of lines) {
    if (line.addition && !includeAdditions) continue;
    if (!(line.amount > 0)) continue;
    for (const key of OXIDE_KEYS) {
      const pct = line.analysis[key];
      if (!pct) continue;
      moles[key] = (moles[key] ?? 0) + (line.amount * pct) / 100 / OXIDES[key].molarMass;
    }
  }
  return moles;
}

/** Moles brought to unity: each divided by the sum of the fluxes (R2O + RO). Empty without fluxes. */
export function unityOf(moles: OxideAnalysis): OxideAnalysis {
  let flux = 0;
  for (const key of OXIDE_KEYS) if (isFlux(key)) flux += moles[key] ?? 0;
  if (flux < EPS) return {};
  const umf: OxideAnalysis = {};
  for (const key of OXIDE_KEYS) {
    const m = moles[key];
    if (m && m > EPS) umf[key] = m / flux;
  }
  return umf;
}

function percentOf(values: OxideAnalysis): OxideAnalysis {
  let total = 0;
  for (const key of OXIDE_KEYS) total += values[key] ?? 0;
  if (total < EPS) return {};
  const out: OxideAnalysis = {};
  for (const key of OXIDE_KEYS) {
    const v = values[key];
    if (v && v > EPS) out[key] = (v / total) * 100;
  }
  return out;
}

/** The analysis lines of recipe lines, each material found by key; a line whose material is unknown is left out. */
export function linesForAnalysis(lines: readonly RecipeLine[], materials: readonly MaterialChemistry[]): AnalysisLine[] {
  const byKey = new Map(materials.map((m) => [m.key, m]));
  const out: AnalysisLine[] = [];
  for (const line of lines) {
    const m = byKey.get(line.material);
    if (m) out.push({ amount: line.amount, addition: line.addition, analysis: m.analysis, loi: m.loi });
  }
  return out;
}

/** `limitSet` picks one of the sets for the cone (0304); without it the cone's default set is used. */
export type AnalyseOptions = { cone?: string | null; limitSet?: LimitSetKey | null; includeAdditions?: boolean };

/**
 * The chemistry of a recipe (docs/decisions/0303-glaze-chemistry-core.md, product.md#r252): base lines any total,
 * additions on top; the UMF, oxide % and mole % count the additions too, as Glazy's analysis does, unless
 * `includeAdditions` is false.
 */
export function analyseRecipe(lines: readonly AnalysisLine[], opts: AnalyseOptions = {}): RecipeAnalysis {
  const includeAdditions = opts.includeAdditions ?? true;
  let baseTotal = 0;
  for (const l of lines) if (!l.addition && l.amount > 0) baseTotal += l.amount;
  const normalised = lines.map((l) => ({
    amount: baseTotal > 0 && l.amount > 0 ? (l.amount / baseTotal) * 100 : 0,
    addition: l.addition,
  }));

  const moles = oxideMoles(lines, includeAdditions);
  const grams: OxideAnalysis = {};
  for (const key of OXIDE_KEYS) {
    const m = moles[key];
    if (m) grams[key] = m * OXIDES[key].molarMass;
  }
  let rawTotal = 0;
  let lost = 0;
  for (const l of lines) {
    if ((l.addition && !includeAdditions) || !(l.amount > 0)) continue;
    rawTotal += l.amount;
    lost += (l.amount * l.loi) / 100;
  }

  // Oxide % of the batch as weighed, LOI the rest, as Glazy prints its percentage analysis (0303).
  const oxidePercent: OxideAnalysis = {};
  if (rawTotal > 0) for (const key of OXIDE_KEYS) if (grams[key]) oxidePercent[key] = ((grams[key] as number) / rawTotal) * 100;
  const umf = unityOf(moles);
  const sum = (keys: OxideKey[]) => keys.reduce((s, k) => s + (umf[k] ?? 0), 0);
  const r2o = sum(OXIDE_KEYS.filter((k) => OXIDES[k].group === "R2O"));
  const ro = sum(OXIDE_KEYS.filter((k) => OXIDES[k].group === "RO"));
  const al = moles.Al2O3 ?? 0;
  const si = moles.SiO2 ?? 0;
  const molePercent = percentOf(moles);
  const limits = limitWarnings(umf, opts.cone ?? null, opts.limitSet);

  return {
    umf,
    oxidePercent,
    molePercent,
    siAl: al > EPS ? si / al : null,
    r2oRo: { r2o, ro },
    loi: rawTotal > 0 ? (lost / rawTotal) * 100 : 0,
    expansion: expansionOf(molePercent),
    warnings: limits.warnings,
    limitSet: limits.set,
    baseTotal,
    normalised,
  };
}
