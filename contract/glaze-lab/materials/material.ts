import type { OxideAnalysis } from "../chemistry/oxides";

/**
 * A material of the glaze lab's library: a typical oxide analysis (weight % of the raw material) and its loss on
 * ignition, which together sum to about 100, and where it is a compound its formula. `source` names where the figures
 * come from: a manufacturer's published data sheet, or stoichiometry of the formula (product.md#r253).
 */
export const MATERIAL_FAMILIES = ["silica", "clay", "alumina", "feldspar", "flux", "frit", "colorant", "opacifier"] as const;
export type MaterialFamily = (typeof MATERIAL_FAMILIES)[number];

export type Material = {
  /** Stable kebab id, never reused for another material. */
  key: string;
  name: string;
  aliases: string[];
  family: MaterialFamily;
  formula?: string;
  analysis: OxideAnalysis;
  loi: number;
  source: string;
};
