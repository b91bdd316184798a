import { OXIDES, type OxideAnalysis } from "./oxides";
import type { AnalysisWarning, LimitKey } from "./types";

/**
 * Limit formulas: the UMF range of each oxide in a durable glaze, per firing range (product.md#r254,
 * docs/decisions/0304-expansion-and-limit-formulas.md). Mid-fire (cones 4–7) follows the stable-glaze limits John
 * Hesselberth and Ron Roy publish in "Mastering Cone 6 Glazes" (2002); high fire (cones 8–11) and low fire (cones
 * 06–1) follow the limit formulas Digitalfire publishes for Insight (Tony Hansen, "Limit formulas", digitalfire.com).
 * KNaO is K2O + Na2O, as both sources give it.
 */
export type LimitRange = { min: number; max: number };
export type LimitSet = { name: string; source: string; cones: readonly string[]; limits: Partial<Record<LimitKey, LimitRange>> };

const r = (min: number, max: number): LimitRange => ({ min, max });

export const LIMIT_SETS: readonly LimitSet[] = [
  {
    name: "Low fire (cones 06–1)",
    source: "Digitalfire limit formulas (Insight)",
    cones: ["06", "05", "04", "03", "02", "01", "1"],
    limits: { SiO2: r(1.5, 3.5), Al2O3: r(0.1, 0.35), B2O3: r(0.2, 1.2), KNaO: r(0, 0.4), CaO: r(0, 0.7), MgO: r(0, 0.3), ZnO: r(0, 0.3), BaO: r(0, 0.3), Li2O: r(0, 0.2) },
  },
  {
    name: "Mid fire (cones 4–7)",
    source: "Hesselberth & Roy, Mastering Cone 6 Glazes (2002)",
    cones: ["2", "3", "4", "5", "6", "7"],
    limits: { SiO2: r(2.5, 4.5), Al2O3: r(0.25, 0.55), B2O3: r(0, 0.6), KNaO: r(0, 0.35), CaO: r(0, 0.7), MgO: r(0, 0.35), SrO: r(0, 0.4), BaO: r(0, 0.35), ZnO: r(0, 0.25), Li2O: r(0, 0.25) },
  },
  {
    name: "High fire (cones 8–11)",
    source: "Digitalfire limit formulas (Insight)",
    cones: ["8", "9", "10", "11", "12"],
    limits: { SiO2: r(2.8, 5.5), Al2O3: r(0.3, 0.65), B2O3: r(0, 0.3), KNaO: r(0, 0.4), CaO: r(0, 0.8), MgO: r(0, 0.4), SrO: r(0, 0.4), BaO: r(0, 0.4), ZnO: r(0, 0.3), Li2O: r(0, 0.2) },
  },
];

/** The cone as the lab writes it ("6", "04", "Δ6", "cone 10", "5-6" takes the higher end); null when unreadable. */
export function normaliseCone(cone: string | null | undefined): string | null {
  if (!cone) return null;
  const parts = cone.replace(/cone|Δ|\^/gi, "").split(/[-–/]|to/i).map((p) => p.trim()).filter(Boolean);
  const last = parts[parts.length - 1];
  if (!last || !/^0?\d{1,2}$/.test(last)) return null;
  return last.startsWith("0") ? last : String(Number(last));
}

export function limitSetFor(cone: string | null | undefined): LimitSet | null {
  const c = normaliseCone(cone);
  if (!c) return null;
  return LIMIT_SETS.find((s) => s.cones.includes(c)) ?? null;
}

const fmt = (n: number) => (Math.round(n * 100) / 100).toFixed(2);

function limitValue(umf: OxideAnalysis, key: LimitKey): number {
  if (key === "KNaO") return (umf.K2O ?? 0) + (umf.Na2O ?? 0);
  return umf[key] ?? 0;
}

/** The warnings for a UMF at a cone, in the limit set's order; none without a cone the sets know. */
export function limitWarnings(umf: OxideAnalysis, cone: string | null | undefined): { set: string | null; warnings: AnalysisWarning[] } {
  const set = limitSetFor(cone);
  if (!set) return { set: null, warnings: [] };
  const warnings: AnalysisWarning[] = [];
  if (Object.keys(umf).length === 0) return { set: set.name, warnings };
  for (const [key, range] of Object.entries(set.limits) as [LimitKey, LimitRange][]) {
    const value = limitValue(umf, key);
    const name = key === "KNaO" ? "KNaO (K2O + Na2O)" : key;
    if (value < range.min - 1e-9) {
      warnings.push({ oxide: key, value, min: range.min, max: range.max, message: `${name} is ${fmt(value)}, below the ${fmt(range.min)} a ${set.name.toLowerCase()} glaze needs.` });
    } else if (value > range.max + 1e-9) {
      warnings.push({ oxide: key, value, min: range.min, max: range.max, message: `${name} is ${fmt(value)}, above the ${fmt(range.max)} a ${set.name.toLowerCase()} glaze should hold.` });
    }
  }
  return { set: set.name, warnings };
}

export function isLimitKey(key: string): key is LimitKey {
  return key === "KNaO" || Object.hasOwn(OXIDES, key);
}
