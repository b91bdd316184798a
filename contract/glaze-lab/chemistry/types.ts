import type { OxideAnalysis, OxideKey } from "./oxides";

/** One material in a recipe as the chemistry reads it: its amount, whether it is added on top of the base, its
 * analysis (weight % as fired… of the raw material, with its LOI beside it). */
export type AnalysisLine = { amount: number; addition: boolean; analysis: OxideAnalysis; loi: number };

/** What a material brings to the chemistry, whatever else the library keeps about it. */
export type MaterialChemistry = { key: string; analysis: OxideAnalysis; loi: number };

/** A recipe line naming its material by key (a default material's kebab id, or any id the caller uses). */
export type RecipeLine = { material: string; amount: number; addition: boolean };

/** An oxide of the UMF, or KNaO (K2O + Na2O) as limit formulas give it. */
export type LimitKey = OxideKey | "KNaO";

export type AnalysisWarning = { oxide: LimitKey; value: number; min: number; max: number; message: string };

export type RecipeAnalysis = {
  /** Unity molecular formula: moles per mole of fluxes (R2O + RO). Empty when the recipe has no flux. */
  umf: OxideAnalysis;
  /** Weight % of each oxide in the batch as weighed; with `loi` they sum to 100, as Glazy prints it. */
  oxidePercent: OxideAnalysis;
  /** Mole % of the fired glaze. */
  molePercent: OxideAnalysis;
  /** SiO2:Al2O3 molar ratio; null without alumina. */
  siAl: number | null;
  /** R2O and RO as parts of the unity (they sum to 1, or both 0). */
  r2oRo: { r2o: number; ro: number };
  /** Weight % of the raw batch lost in the firing. */
  loi: number;
  /** Linear thermal expansion, ×10⁻⁶ per °C, with the coefficient set EXPANSION_COEFFICIENT_SET names. */
  expansion: number | null;
  warnings: AnalysisWarning[];
  /** The limit set the warnings come from, or null when the cone has none. */
  limitSet: string | null;
  /** The sum of the base lines' amounts as typed. */
  baseTotal: number;
  /** Each line's amount as a percent of the base (base lines sum to 100), in the order given. */
  normalised: { amount: number; addition: boolean }[];
};
