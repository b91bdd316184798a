import { OXIDE_KEYS, type OxideAnalysis, type OxideKey } from "./oxides";

/**
 * The expansion estimate: Appen's additive partial coefficients for silicate glasses (A. A. Appen, "Chemistry of
 * Glass", 1974; the set John Sankey and the glass handbooks tabulate), applied to the fired glaze's mole %:
 * α (×10⁻⁷/°C) = Σ mole % × coefficient / 100, given here ×10⁻⁶/°C as Glazy and Insight print it
 * (docs/decisions/0304-expansion-and-limit-formulas.md). Appen's variable coefficients are taken at their usual glaze
 * values: SiO2 38 up to 67 mole %, falling by 1 per mole % above it; B2O3 and PbO at their mid values. An oxide
 * without a coefficient adds nothing.
 */
export const EXPANSION_COEFFICIENT_SET = "Appen (mole %)";

export const APPEN_COEFFICIENTS: Readonly<Partial<Record<OxideKey, number>>> = {
  SiO2: 38,
  Al2O3: -30,
  B2O3: -50,
  Li2O: 270,
  Na2O: 395,
  K2O: 465,
  MgO: 60,
  CaO: 130,
  SrO: 160,
  BaO: 200,
  ZnO: 50,
  PbO: 130,
  TiO2: -15,
  ZrO2: -60,
  SnO2: -45,
  P2O5: 140,
  Fe2O3: 55,
  FeO: 55,
  MnO: 105,
  MnO2: 105,
  CoO: 50,
  NiO: 50,
  CuO: 30,
  Cr2O3: 50,
};

/** Linear expansion ×10⁻⁶/°C of a glass with this mole %; null for an empty analysis. */
export function expansionOf(molePercent: OxideAnalysis): number | null {
  let total = 0;
  let alpha = 0;
  for (const key of OXIDE_KEYS) {
    const p = molePercent[key] ?? 0;
    if (p <= 0) continue;
    total += p;
    let c = APPEN_COEFFICIENTS[key] ?? 0;
    if (key === "SiO2" && p > 67) c = 38 - (p - 67);
    alpha += p * c;
  }
  if (total <= 0) return null;
  return alpha / total / 10;
}
