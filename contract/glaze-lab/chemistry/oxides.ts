import { formulaMass } from "./elements";

/**
 * The oxides a glaze analysis names, each with its molar mass (from its formula and the atomic weights) and its
 * column of the unity molecular formula. B2O3 sits with Al2O3 in R2O3 and is never a flux; colourants and opacifiers
 * are "other": counted in oxide % and mole %, not among the fluxes brought to unity (product.md#r252,
 * docs/decisions/0303-glaze-chemistry-core.md).
 */
export const OXIDE_GROUPS = ["R2O", "RO", "R2O3", "RO2", "other"] as const;
export type OxideGroup = (typeof OXIDE_GROUPS)[number];

const OXIDE_TABLE = [
  ["SiO2", "RO2"],
  ["Al2O3", "R2O3"],
  ["B2O3", "R2O3"],
  ["Li2O", "R2O"],
  ["Na2O", "R2O"],
  ["K2O", "R2O"],
  ["MgO", "RO"],
  ["CaO", "RO"],
  ["SrO", "RO"],
  ["BaO", "RO"],
  ["ZnO", "RO"],
  ["PbO", "RO"],
  ["P2O5", "other"],
  ["TiO2", "other"],
  ["ZrO2", "other"],
  ["SnO2", "other"],
  ["Fe2O3", "other"],
  ["FeO", "other"],
  ["MnO", "other"],
  ["MnO2", "other"],
  ["CoO", "other"],
  ["CuO", "other"],
  ["Cr2O3", "other"],
  ["NiO", "other"],
  ["V2O5", "other"],
  ["CeO2", "other"],
  ["Sb2O3", "other"],
  ["F", "other"],
] as const;

export type OxideKey = (typeof OXIDE_TABLE)[number][0];
/** Weight % (or moles, or UMF amounts) per oxide; a missing oxide is zero. */
export type OxideAnalysis = Partial<Record<OxideKey, number>>;

export type OxideInfo = { key: OxideKey; group: OxideGroup; molarMass: number };

export const OXIDES: Readonly<Record<OxideKey, OxideInfo>> = Object.fromEntries(
  OXIDE_TABLE.map(([key, group]) => [key, { key, group, molarMass: formulaMass(key) }]),
) as Record<OxideKey, OxideInfo>;

/** The oxides in the order tables show them: silica first, then R2O3, the fluxes, the others. */
export const OXIDE_KEYS: readonly OxideKey[] = OXIDE_TABLE.map(([key]) => key);

export function isOxideKey(key: string): key is OxideKey {
  return Object.hasOwn(OXIDES, key);
}

export function oxidesInGroup(group: OxideGroup): OxideKey[] {
  return OXIDE_KEYS.filter((k) => OXIDES[k].group === group);
}

/** The fluxes brought to unity: R2O and RO. */
export function isFlux(key: OxideKey): boolean {
  const g = OXIDES[key].group;
  return g === "R2O" || g === "RO";
}

/** Each oxide's value, in OXIDE_KEYS order, for those present and not zero. */
export function oxideEntries(analysis: OxideAnalysis): [OxideKey, number][] {
  const out: [OxideKey, number][] = [];
  for (const k of OXIDE_KEYS) {
    const v = analysis[k];
    if (v !== undefined && v !== 0) out.push([k, v]);
  }
  return out;
}
