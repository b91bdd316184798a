import { describe, expect, it } from "vitest";
import { DEFAULT_MATERIALS } from "../materials";
import { analyseRecipe, linesForAnalysis } from "./analysis";
import { substituteMaterial } from "./substitute";
import type { MaterialChemistry, RecipeLine } from "./types";

const byKey = (key: string) => DEFAULT_MATERIALS.find((m) => m.key === key) as MaterialChemistry;
const leach: RecipeLine[] = [
  { material: "custer-feldspar", amount: 40, addition: false },
  { material: "silica", amount: 30, addition: false },
  { material: "whiting", amount: 20, addition: false },
  { material: "epk", amount: 10, addition: false },
  { material: "red-iron-oxide", amount: 2, addition: true },
];

describe("substituting a material (product.md#r256)", () => {
  it("replaces Custer by Minspar 200 and finds the amounts that keep the UMF closest", () => {
    const s = substituteMaterial(leach, DEFAULT_MATERIALS, 0, byKey("minspar-200"));
    expect(s.lines.map((l) => l.material)).toEqual(["minspar-200", "silica", "whiting", "epk", "red-iron-oxide"]);
    const [minspar, silica, whiting, epk, rio] = s.lines.map((l) => l.amount);
    expect(minspar).toBeGreaterThan(20);
    expect(silica).toBeGreaterThan(25);
    expect(whiting).toBeGreaterThan(15);
    expect(epk).toBeGreaterThan(5);
    expect(rio).toBe(2);
    expect(s.lines.filter((l) => !l.addition).reduce((t, l) => t + l.amount, 0)).toBeCloseTo(100, 1);

    // Minspar is a soda spar: what cannot be matched is the potash, and the report says so, largest first.
    expect(s.differences.map((d) => d.oxide)).toContain("K2O");
    const k2o = s.differences.find((d) => d.oxide === "K2O");
    expect(k2o?.difference).toBeLessThan(-0.05);
    expect(Math.abs(s.differences[0]?.difference ?? 0)).toBeGreaterThanOrEqual(Math.abs(s.differences[1]?.difference ?? 0));

    // The result is the least-squares best: nudging any amount moves the UMF further away.
    const umfDistance = (lines: RecipeLine[]) => {
      const umf = analyseRecipe(linesForAnalysis(lines, DEFAULT_MATERIALS)).umf;
      const keys = new Set([...Object.keys(umf), ...Object.keys(s.umfBefore)]) as Set<keyof typeof umf>;
      let d = 0;
      for (const k of keys) d += ((umf[k] ?? 0) - (s.umfBefore[k] ?? 0)) ** 2;
      return d;
    };
    const best = umfDistance(s.lines);
    for (let i = 0; i < 4; i++) {
      for (const delta of [-2, 2]) {
        const nudged = s.lines.map((l, j) => (j === i ? { ...l, amount: l.amount + delta } : l));
        expect(umfDistance(nudged)).toBeGreaterThan(best);
      }
    }
  });

  it("matches exactly when the replacement can make the same chemistry", () => {
    // Wollastonite's CaO and SiO2 can be rebuilt from whiting and silica.
    const recipe: RecipeLine[] = [
      { material: "custer-feldspar", amount: 40, addition: false },
      { material: "wollastonite", amount: 20, addition: false },
      { material: "silica", amount: 25, addition: false },
      { material: "epk", amount: 15, addition: false },
    ];
    const s = substituteMaterial(recipe, DEFAULT_MATERIALS, 1, byKey("whiting"));
    expect(s.differences).toEqual([]);
    expect(s.lines[1]?.material).toBe("whiting");
    expect(s.lines[2]?.amount).toBeGreaterThan(25);
  });

  it("matches the oxides themselves when the recipe has no fluxes to bring to unity", () => {
    // A kiln wash of kaolin and silica: calcined kaolin for kaolin needs less of it, the base kept at 100.
    const wash: RecipeLine[] = [
      { material: "kaolin", amount: 50, addition: false },
      { material: "silica", amount: 50, addition: false },
    ];
    const s = substituteMaterial(wash, DEFAULT_MATERIALS, 0, byKey("calcined-kaolin"));
    expect(s.umfBefore).toEqual({});
    expect(s.differences).toEqual([]);
    const [calcined, silica] = s.lines.map((l) => l.amount);
    expect((calcined ?? 0) + (silica ?? 0)).toBeCloseTo(100, 1);
    expect(calcined).toBeLessThan(50);
    expect(silica).toBeGreaterThan(50);
    // Calcined kaolin brings the same alumina as the raw kaolin did, silica making up the rest.
    expect(((calcined ?? 0) * 45.9) / ((silica ?? 0) * 100 + (calcined ?? 0) * 54.1)).toBeCloseTo((50 * 39.5) / (50 * 100 + 50 * 46.55), 3);
  });

  it("never answers a negative amount", () => {
    const s = substituteMaterial(leach, DEFAULT_MATERIALS, 2, byKey("dolomite"));
    for (const l of s.lines) expect(l.amount).toBeGreaterThanOrEqual(0);
    expect(s.differences.map((d) => d.oxide)).toContain("MgO");
  });
});
