import type { OxideAnalysis } from "./oxides";

/**
 * Stull's chart (R. T. Stull, "Influences of variable silica and alumina on porcelain glazes of constant RO",
 * Transactions of the American Ceramic Society 14, 1912): the surface of cone 11 glazes by their UMF silica (x) and
 * alumina (y), the chart Glazy draws under every recipe. The regions are given as polygons in the chart's own
 * coordinates (SiO2 0–7.2, Al2O3 0–1.0) for the screen to draw; their edges are the straight-line simplification of
 * Stull's boundaries (docs/decisions/0304-expansion-and-limit-formulas.md). They hold for Stull's fluxes and firing;
 * boron, other fluxes and lower cones move them.
 */
export type StullPoint = { x: number; y: number };
export type StullRegion = { key: "unfused" | "matte" | "semi-matte" | "gloss" | "underfired"; label: string; polygon: StullPoint[] };
export type StullLine = { key: "crazing"; label: string; points: StullPoint[] };

export const STULL_AXES = { x: { label: "SiO2", min: 0, max: 7.2 }, y: { label: "Al2O3", min: 0, max: 1 } } as const;

const p = (x: number, y: number): StullPoint => ({ x, y });

export const STULL_REGIONS: readonly StullRegion[] = [
  { key: "unfused", label: "Unfused", polygon: [p(0, 0.55), p(3.6, 1), p(0, 1)] },
  { key: "matte", label: "Matte", polygon: [p(0, 0.55), p(0.9, 0.18), p(5, 1), p(3.6, 1)] },
  { key: "semi-matte", label: "Semi-matte", polygon: [p(0.9, 0.18), p(1.3, 0.2), p(6.5, 1), p(5, 1)] },
  { key: "gloss", label: "Gloss", polygon: [p(0, 0), p(0.9, 0.18), p(1.3, 0.2), p(5.2, 0.8), p(5.2, 0.3), p(4.2, 0)] },
  { key: "underfired", label: "Underfired", polygon: [p(4.2, 0), p(5.2, 0.3), p(5.2, 0.8), p(6.5, 1), p(7.2, 1), p(7.2, 0)] },
];

/** Below and left of this line Stull's glazes crazed. */
export const STULL_CRAZING_LINE: StullLine = { key: "crazing", label: "Crazing", points: [p(1.8, 0), p(3.4, 0.6)] };

export function stullPoint(umf: OxideAnalysis): StullPoint {
  return { x: umf.SiO2 ?? 0, y: umf.Al2O3 ?? 0 };
}

function inside(pt: StullPoint, poly: readonly StullPoint[]): boolean {
  let c = false;
  for (let i = 0, j = poly.length - 1; i < poly.length; j = i++) {
    const a = poly[i] as StullPoint;
    const b = poly[j] as StullPoint;
    if (a.y > pt.y !== b.y > pt.y && pt.x < ((b.x - a.x) * (pt.y - a.y)) / (b.y - a.y) + a.x) c = !c;
  }
  return c;
}

/** The region a point falls in, or null off the chart. */
export function stullRegion(pt: StullPoint): StullRegion["key"] | null {
  return STULL_REGIONS.find((r) => inside(pt, r.polygon))?.key ?? null;
}
