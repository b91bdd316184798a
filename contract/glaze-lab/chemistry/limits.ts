import type { OxideAnalysis } from "./oxides";
import type { AnalysisWarning, LimitKey } from "./types";

/**
 * Limit formulas: the UMF range of each oxide in a stable glaze, per firing range (product.md#r254,
 * docs/decisions/0304-expansion-and-limit-formulas.md), as Glazy tabulated the published sets: John Hesselberth and
 * Ron Roy ("Mastering Cone 6 Glazes", 2002) for cones 5–6 and 9–10, the default; Val Cushing ("Cushing's Handbook")
 * for glossy, satin and matte glazes at the same cones. A set covers the cones either side of its own (cones 4–7 and
 * 8–11). KNaO is K2O + Na2O as the sets give it; an oxide a set leaves blank has no limit.
 */
export type LimitRange = { min: number; max: number };
export type LimitSetKey =
  | "hesselberth-roy-5-6"
  | "cushing-glossy-5-6"
  | "cushing-satin-5-6"
  | "cushing-matte-5-6"
  | "hesselberth-roy-9-10"
  | "cushing-glossy-9-10"
  | "cushing-satin-9-10"
  | "cushing-matte-9-10";
export type LimitSet = {
  key: LimitSetKey;
  name: string;
  /** How a warning names the set's range ("cones 5–6"). */
  label: string;
  source: string;
  cones: readonly string[];
  limits: Partial<Record<LimitKey, LimitRange>>;
};

const r = (min: number, max: number): LimitRange => ({ min, max });
const MID = ["4", "5", "6", "7"] as const;
const HIGH = ["8", "9", "10", "11"] as const;
const HR = "Hesselberth & Roy, Mastering Cone 6 Glazes (2002)";
const CUSHING = "Val Cushing, Cushing's Handbook";

export const LIMIT_SETS: readonly LimitSet[] = [
  {
    key: "hesselberth-roy-5-6",
    name: "Cones 5–6 (Hesselberth & Roy)",
    label: "cones 5–6",
    source: HR,
    cones: MID,
    // Glazy's table prints KNaO 0.01–0.03 here, which reads as a slip; the 0.1–0.3 of the cone 9–10 row stands in (0304).
    limits: { SiO2: r(2.5, 4.0), Al2O3: r(0.25, 0.4), B2O3: r(0.15, 0.35), KNaO: r(0.1, 0.3), CaO: r(0.2, 0.6), MgO: r(0, 0.3), SrO: r(0, 0.2), ZnO: r(0, 0.2) },
  },
  {
    key: "cushing-glossy-5-6",
    name: "Cones 5–6 glossy (Cushing)",
    label: "glossy glazes at cones 5–6",
    source: CUSHING,
    cones: MID,
    limits: { SiO2: r(1.5, 4.0), Al2O3: r(0.1, 0.3), B2O3: r(0, 1.0), KNaO: r(0.05, 0.6), Li2O: r(0, 0.5), PbO: r(0, 0.6), ZnO: r(0, 0.15), CaO: r(0.05, 0.6), MgO: r(0, 0.1), BaO: r(0, 0.15), SrO: r(0, 0.15) },
  },
  {
    key: "cushing-satin-5-6",
    name: "Cones 5–6 satin (Cushing)",
    label: "satin glazes at cones 5–6",
    source: CUSHING,
    cones: MID,
    limits: { SiO2: r(2.0, 3.5), Al2O3: r(0.2, 0.4), B2O3: r(0, 0.5), KNaO: r(0.05, 0.35), Li2O: r(0, 0.15), PbO: r(0, 0.4), ZnO: r(0, 0.3), CaO: r(0.05, 0.7), MgO: r(0, 0.35), BaO: r(0, 0.35), SrO: r(0, 0.35) },
  },
  {
    key: "cushing-matte-5-6",
    name: "Cones 5–6 matte (Cushing)",
    label: "matte glazes at cones 5–6",
    source: CUSHING,
    cones: MID,
    limits: { SiO2: r(2.0, 3.0), Al2O3: r(0.2, 0.5), B2O3: r(0, 0.5), KNaO: r(0.05, 0.3), Li2O: r(0, 0.1), PbO: r(0, 0.2), ZnO: r(0, 0.4), CaO: r(0.05, 0.8), MgO: r(0, 0.45), BaO: r(0, 0.5), SrO: r(0, 0.5) },
  },
  {
    key: "hesselberth-roy-9-10",
    name: "Cones 9–10 (Hesselberth & Roy)",
    label: "cones 9–10",
    source: HR,
    cones: HIGH,
    limits: { SiO2: r(3.0, 5.0), Al2O3: r(0.3, 0.6), B2O3: r(0, 0.3), KNaO: r(0.1, 0.3), CaO: r(0.3, 0.7), MgO: r(0, 0.4), SrO: r(0, 0.3) },
  },
  {
    key: "cushing-glossy-9-10",
    name: "Cones 9–10 glossy (Cushing)",
    label: "glossy glazes at cones 9–10",
    source: CUSHING,
    cones: HIGH,
    limits: { SiO2: r(2.0, 6.0), Al2O3: r(0.2, 0.5), B2O3: r(0, 0.5), KNaO: r(0.05, 0.5), Li2O: r(0, 0.4), ZnO: r(0, 0.15), CaO: r(0.05, 0.8), MgO: r(0, 0.15), BaO: r(0, 0.15), SrO: r(0, 0.15) },
  },
  {
    key: "cushing-satin-9-10",
    name: "Cones 9–10 satin (Cushing)",
    label: "satin glazes at cones 9–10",
    source: CUSHING,
    cones: HIGH,
    limits: { SiO2: r(2.0, 5.0), Al2O3: r(0.25, 0.6), B2O3: r(0, 0.4), KNaO: r(0.05, 0.4), Li2O: r(0, 0.2), ZnO: r(0, 0.4), CaO: r(0.05, 0.8), MgO: r(0, 0.5), BaO: r(0, 0.5), SrO: r(0, 0.5) },
  },
  {
    key: "cushing-matte-9-10",
    name: "Cones 9–10 matte (Cushing)",
    label: "matte glazes at cones 9–10",
    source: CUSHING,
    cones: HIGH,
    limits: { SiO2: r(2.0, 5.0), Al2O3: r(0.25, 0.8), B2O3: r(0, 0.2), KNaO: r(0.05, 0.3), Li2O: r(0, 0.1), ZnO: r(0, 0.5), CaO: r(0.05, 0.9), MgO: r(0, 0.6), BaO: r(0, 0.6), SrO: r(0, 0.6) },
  },
];

/**
 * The cone as the lab writes it: "6", "Δ6", "cone 10 reduction", "04"; a range ("5-6", "04–02") takes its hotter end.
 * Null when no cone can be read.
 */
export function normaliseCone(cone: string | null | undefined): string | null {
  if (!cone) return null;
  const tokens = cone.match(/(?<!\d)0?\d{1,2}(?!\d)/g);
  const last = tokens?.[tokens.length - 1];
  if (!last) return null;
  return last.length > 1 && last.startsWith("0") ? last : String(Number(last));
}

/**
 * The set a recipe is checked against: the one asked for when it covers the cone, else the first for the cone
 * (Hesselberth & Roy's); null when no set covers it (low fire, raku, cone 12 and up).
 */
export function limitSetFor(cone: string | null | undefined, key?: LimitSetKey | null): LimitSet | null {
  const c = normaliseCone(cone);
  if (!c) return null;
  const covering = LIMIT_SETS.filter((s) => s.cones.includes(c));
  return covering.find((s) => s.key === key) ?? covering[0] ?? null;
}

const fmt = (n: number) => (Math.round(n * 100) / 100).toFixed(2);

function limitValue(umf: OxideAnalysis, key: LimitKey): number {
  if (key === "KNaO") return (umf.K2O ?? 0) + (umf.Na2O ?? 0);
  return umf[key] ?? 0;
}

/** The warnings for a UMF at a cone, in the limit set's order; none without a cone the sets know. */
export function limitWarnings(
  umf: OxideAnalysis,
  cone: string | null | undefined,
  key?: LimitSetKey | null,
): { set: string | null; warnings: AnalysisWarning[] } {
  const set = limitSetFor(cone, key);
  if (!set) return { set: null, warnings: [] };
  const warnings: AnalysisWarning[] = [];
  if (Object.keys(umf).length === 0) return { set: set.name, warnings };
  for (const [key, range] of Object.entries(set.limits) as [LimitKey, LimitRange][]) {
    const value = limitValue(umf, key);
    // Limits are published to two decimals: a value that rounds to the limit is within it.
    const shown = Math.round(value * 100) / 100;
    const name = key === "KNaO" ? "KNaO (K2O + Na2O)" : key;
    if (shown < range.min) {
      warnings.push({ oxide: key, value, min: range.min, max: range.max, message: `${name} ${fmt(value)} is below the ${fmt(range.min)} minimum for ${set.label}.` });
    } else if (shown > range.max) {
      warnings.push({ oxide: key, value, min: range.min, max: range.max, message: `${name} ${fmt(value)} is above the ${fmt(range.max)} limit for ${set.label}.` });
    }
  }
  return { set: set.name, warnings };
}
