import { describe, expect, it } from "vitest";
import { DEFAULT_MATERIALS } from "../materials";
import { analyseRecipe, linesForAnalysis } from "./analysis";
import { recipeAnalysisSchema } from "./analysis-schema";
import { EXPANSION_COEFFICIENT_SET, expansionOf } from "./expansion";
import { isFlux, OXIDE_KEYS, OXIDES } from "./oxides";
import type { AnalysisLine, RecipeLine } from "./types";

const base = (material: string, amount: number): RecipeLine => ({ material, amount, addition: false });
const add = (material: string, amount: number): RecipeLine => ({ material, amount, addition: true });
const analyse = (lines: RecipeLine[], cone?: string) => analyseRecipe(linesForAnalysis(lines, DEFAULT_MATERIALS), { cone });

describe("the chemistry of a recipe (product.md#r252)", () => {
  it("gives Glazy's figures for Leach 4321 + 1% red iron oxide, from the same material analyses", () => {
    // Glazy recipe 3262, "Leach 4321 +1% Red Iron Oxide", as Derek Au printed it with its analysis in "In Praise of
    // Plain Text" (2018): the feldspar is Glazy's Potash Feldspar (Zheng Yi SK7) with its published analysis, the
    // kaolin the one Glazy's calculator library (ceramicscalc) uses, whiting and red iron oxide by stoichiometry.
    const lines: AnalysisLine[] = [
      { amount: 40, addition: false, analysis: { SiO2: 70.12, Al2O3: 16.52, Na2O: 2.98, K2O: 9.5, MgO: 0.02, CaO: 0.23, TiO2: 0.01, Fe2O3: 0.05 }, loi: 0.26 },
      { amount: 30, addition: false, analysis: { SiO2: 100 }, loi: 0 },
      { amount: 20, addition: false, analysis: { CaO: 56.03 }, loi: 43.97 },
      { amount: 10, addition: false, analysis: { SiO2: 47.29, Al2O3: 40.21 }, loi: 12.5 },
      { amount: 1, addition: true, analysis: { Fe2O3: 100 }, loi: 0 },
    ];
    const a = analyseRecipe(lines);
    const umf = a.umf;
    expect(umf.SiO2).toBeCloseTo(4.0, 2);
    expect(umf.Al2O3).toBeCloseTo(0.4, 2);
    expect(umf.Na2O).toBeCloseTo(0.07, 2);
    expect(umf.K2O).toBeCloseTo(0.15, 2);
    expect(umf.CaO).toBeCloseTo(0.77, 2);
    expect(umf.Fe2O3).toBeCloseTo(0.02, 2);
    expect(a.siAl).toBeCloseTo(10.02, 2);
    expect(a.r2oRo.r2o).toBeCloseTo(0.23, 2);
    expect(a.r2oRo.ro).toBeCloseTo(0.77, 2);
    // Glazy's percentage analysis: SiO2 62.15, Al2O3 10.52, Na2O 1.18, K2O 3.76, CaO 11.20, LOI 10.08.
    expect(Math.abs((a.oxidePercent.SiO2 ?? 0) - 62.15)).toBeLessThanOrEqual(0.02);
    expect(a.oxidePercent.Al2O3).toBeCloseTo(10.52, 2);
    expect(a.oxidePercent.Na2O).toBeCloseTo(1.18, 2);
    expect(a.oxidePercent.K2O).toBeCloseTo(3.76, 2);
    expect(Math.abs((a.oxidePercent.CaO ?? 0) - 11.2)).toBeLessThanOrEqual(0.02);
    expect(Math.abs(a.loi - 10.08)).toBeLessThanOrEqual(0.05);
  });

  it("analyses Leach 4321 from the library: Custer 40, Silica 30, Whiting 20, EPK 10", () => {
    const a = analyse([base("custer-feldspar", 40), base("silica", 30), base("whiting", 20), base("epk", 10)], "10");
    expect(a.umf.SiO2).toBeCloseTo(3.9, 1);
    expect(a.umf.Al2O3).toBeCloseTo(0.39, 2);
    expect(a.umf.CaO).toBeCloseTo(0.76, 2);
    expect(a.umf.K2O).toBeCloseTo(0.16, 2);
    expect(a.umf.Na2O).toBeCloseTo(0.07, 2);
    expect(a.siAl).toBeCloseTo(9.98, 1);
    expect(a.limitSet).toBe("Cones 9–10 (Hesselberth & Roy)");
    expect(a.baseTotal).toBe(100);
    // Oxide % of the batch as weighed and the LOI sum to what the analyses sum to (EPK's to 99.1).
    const oxidesAndLoi = Object.values(a.oxidePercent).reduce((s, v) => s + v, 0) + a.loi;
    expect(Math.abs(oxidesAndLoi - 100)).toBeLessThan(0.5);
    const moles = Object.values(a.molePercent).reduce((s, v) => s + v, 0);
    expect(moles).toBeCloseTo(100, 6);
  });

  it("keeps boron in the R2O3 column and out of the fluxes brought to unity", () => {
    // A cone 6 clear on Ferro Frit 3134 (the frit's published analysis: SiO2 46.51, B2O3 23.09, CaO 20.13, Na2O 10.28).
    const a = analyse([base("ferro-frit-3134", 20), base("epk", 20), base("silica", 30), base("wollastonite", 15), base("custer-feldspar", 15)], "6");
    expect(OXIDES.B2O3.group).toBe("R2O3");
    expect(isFlux("B2O3")).toBe(false);
    expect(a.umf.B2O3).toBeGreaterThan(0.1);
    const fluxSum = OXIDE_KEYS.filter(isFlux).reduce((s, k) => s + (a.umf[k] ?? 0), 0);
    expect(fluxSum).toBeCloseTo(1, 10);
    expect(a.r2oRo.r2o + a.r2oRo.ro).toBeCloseTo(1, 10);

    // The frit alone: its fluxes to unity are CaO 0.68 and Na2O 0.32, with B2O3 0.63 and SiO2 1.47 beside them.
    const frit = analyse([base("ferro-frit-3134", 100)]);
    expect(frit.umf.CaO).toBeCloseTo(0.68, 2);
    expect(frit.umf.Na2O).toBeCloseTo(0.32, 2);
    expect(frit.umf.B2O3).toBeCloseTo(0.63, 2);
    expect(frit.umf.SiO2).toBeCloseTo(1.47, 2);
    expect(frit.siAl).toBeNull();
    expect(frit.loi).toBe(0);
  });

  it("puts additions on top of a base of any total and counts them in the UMF", () => {
    const recipe = [base("custer-feldspar", 80), base("silica", 60), base("whiting", 40), base("epk", 20), add("red-iron-oxide", 4), add("cobalt-carbonate", 1)];
    const a = analyse(recipe);
    expect(a.baseTotal).toBe(200);
    expect(a.normalised.map((l) => Number(l.amount.toFixed(2)))).toEqual([40, 30, 20, 10, 2, 0.5]);
    expect(a.normalised.map((l) => l.addition)).toEqual([false, false, false, false, true, true]);
    expect(a.umf.Fe2O3).toBeGreaterThan(0.03);
    expect(a.umf.CoO).toBeGreaterThan(0.005);

    const same = analyse([base("custer-feldspar", 40), base("silica", 30), base("whiting", 20), base("epk", 10), add("red-iron-oxide", 2), add("cobalt-carbonate", 0.5)]);
    for (const k of OXIDE_KEYS) expect(a.umf[k] ?? 0).toBeCloseTo(same.umf[k] ?? 0, 10);

    const withoutAdditions = analyseRecipe(linesForAnalysis(recipe, DEFAULT_MATERIALS), { includeAdditions: false });
    expect(withoutAdditions.umf.Fe2O3 ?? 0).toBeLessThan(0.01);
    expect(withoutAdditions.umf.CoO).toBeUndefined();
  });

  it("warns against the published limits for the recipe's cone, in plain words", () => {
    // Leach 4321 at cone 10 has more calcium than Hesselberth & Roy's 0.70; Cushing's glossy limits take it.
    const leach = [base("custer-feldspar", 40), base("silica", 30), base("whiting", 20), base("epk", 10)];
    const at10 = analyse(leach, "10");
    expect(at10.limitSet).toBe("Cones 9–10 (Hesselberth & Roy)");
    expect(at10.warnings).toEqual([{ oxide: "CaO", value: expect.closeTo(0.764, 3), min: 0.3, max: 0.7, message: "CaO 0.76 is above the 0.70 limit for cones 9–10." }]);
    const glossy = analyseRecipe(linesForAnalysis(leach, DEFAULT_MATERIALS), { cone: "10", limitSet: "cushing-glossy-9-10" });
    expect(glossy.limitSet).toBe("Cones 9–10 glossy (Cushing)");
    expect(glossy.warnings).toEqual([]);
    // A set asked for at a cone it does not cover gives way to the cone's own.
    expect(analyseRecipe(linesForAnalysis(leach, DEFAULT_MATERIALS), { cone: "6", limitSet: "cushing-glossy-9-10" }).limitSet).toBe("Cones 5–6 (Hesselberth & Roy)");

    expect(analyse(leach, "Δ6").warnings.map((w) => w.message)).toEqual([
      "B2O3 0.00 is below the 0.15 minimum for cones 5–6.",
      "CaO 0.76 is above the 0.60 limit for cones 5–6.",
    ]);
    const runny = analyse([base("ferro-frit-3134", 60), base("silica", 15), base("epk", 10), base("whiting", 15)], "6");
    expect(runny.warnings.map((w) => w.message)).toEqual([
      "SiO2 1.70 is below the 2.50 minimum for cones 5–6.",
      "Al2O3 0.08 is below the 0.25 minimum for cones 5–6.",
      "B2O3 0.43 is above the 0.35 limit for cones 5–6.",
      "CaO 0.78 is above the 0.60 limit for cones 5–6.",
    ]);
    const boron = analyse([base("gerstley-borate", 50), base("silica", 35), base("epk", 15)], "5-6");
    expect(boron.warnings.map((w) => [w.oxide, w.min, w.max])).toEqual([
      ["Al2O3", 0.25, 0.4],
      ["B2O3", 0.15, 0.35],
      ["CaO", 0.2, 0.6],
    ]);
    // A value that rounds to the limit is within it: Al2O3 0.4004 at a 0.40 maximum gives no warning.
    const edge = analyse([base("minspar-200", 20), base("ferro-frit-3134", 20), base("epk", 20), base("silica", 25), base("wollastonite", 15)], "6");
    expect(edge.umf.Al2O3).toBeGreaterThan(0.4);
    expect(edge.warnings.map((w) => w.oxide)).toEqual(["CaO"]);

    expect(analyse(leach).warnings).toEqual([]);
    expect(analyse(leach).limitSet).toBeNull();
    expect(analyse(leach, "raku").limitSet).toBeNull();
    expect(analyse(leach, "cone 10 reduction").limitSet).toBe("Cones 9–10 (Hesselberth & Roy)");
    expect(analyse(leach, "04").limitSet).toBeNull();
    expect(analyse(leach, "5-7").limitSet).toBe("Cones 5–6 (Hesselberth & Roy)");
    expect(analyse(leach, "12").limitSet).toBeNull();
  });

  it("estimates expansion with Appen's coefficients", () => {
    expect(EXPANSION_COEFFICIENT_SET).toBe("Appen (mole %)");
    // 75 mole % SiO2 with 25 Na2O: SiO2's coefficient falls to 38 − (75 − 67) = 30; (75 × 30 + 25 × 395) / 1000.
    expect(expansionOf({ SiO2: 75, Na2O: 25 })).toBeCloseTo(12.125, 6);
    expect(expansionOf({})).toBeNull();
    const a = analyse([base("custer-feldspar", 40), base("silica", 30), base("whiting", 20), base("epk", 10)]);
    expect(a.expansion).toBeCloseTo(5.94, 1);
  });

  it("answers the same shape as the API's schema", () => {
    const a = analyse([base("custer-feldspar", 40), base("silica", 30), base("whiting", 20), base("epk", 10), add("red-iron-oxide", 2)], "6");
    expect(recipeAnalysisSchema.parse(a)).toEqual(a);
    expect(recipeAnalysisSchema.safeParse({ ...a, umf: { Unobtainium: 1 } }).success).toBe(false);
  });

  it("analyses an empty or zero recipe without failing", () => {
    const a = analyseRecipe([]);
    expect(a.umf).toEqual({});
    expect(a.siAl).toBeNull();
    expect(a.expansion).toBeNull();
    expect(a.baseTotal).toBe(0);
    const zero = analyse([base("silica", 0), add("red-iron-oxide", 2)]);
    expect(zero.baseTotal).toBe(0);
    expect(zero.normalised).toEqual([{ amount: 0, addition: false }, { amount: 0, addition: true }]);
  });
});
