import { describe, expect, it } from "vitest";
import { parseFormula } from "./elements";
import { isFlux, isOxideKey, OXIDE_KEYS, OXIDES, oxideEntries, oxidesInGroup } from "./oxides";

describe("the oxides (product.md#r252)", () => {
  it("weighs each oxide from its formula, as the glaze programs' tables give it", () => {
    // Molar masses as Glazy and Digitalfire print them (g/mol), to two decimals.
    const published = { SiO2: 60.08, Al2O3: 101.96, B2O3: 69.62, Na2O: 61.98, K2O: 94.2, CaO: 56.08, MgO: 40.3, ZnO: 81.38, BaO: 153.33, SrO: 103.62, Li2O: 29.88, Fe2O3: 159.69, TiO2: 79.87, ZrO2: 123.22, SnO2: 150.71, CoO: 74.93, CuO: 79.55 };
    for (const [k, mass] of Object.entries(published)) expect(isOxideKey(k) && OXIDES[k].molarMass, k).toBeCloseTo(mass, 1);
  });

  it("sorts the oxides into the UMF's columns, boron with alumina", () => {
    expect(oxidesInGroup("R2O")).toEqual(["Li2O", "Na2O", "K2O"]);
    expect(oxidesInGroup("RO")).toEqual(["MgO", "CaO", "SrO", "BaO", "ZnO", "PbO"]);
    expect(oxidesInGroup("R2O3")).toEqual(["Al2O3", "B2O3"]);
    expect(oxidesInGroup("RO2")).toEqual(["SiO2"]);
    expect(OXIDE_KEYS.filter(isFlux)).toEqual([...oxidesInGroup("R2O"), ...oxidesInGroup("RO")]);
    for (const k of ["SiO2", "Al2O3", "B2O3", "Li2O", "Na2O", "K2O", "MgO", "CaO", "SrO", "BaO", "ZnO", "PbO", "Fe2O3", "FeO", "TiO2", "MnO", "MnO2", "CoO", "CuO", "Cr2O3", "NiO", "SnO2", "ZrO2", "P2O5", "F"]) {
      expect(isOxideKey(k), k).toBe(true);
    }
    expect(isOxideKey("LOI")).toBe(false);
  });

  it("lists an analysis in table order without zeros", () => {
    expect(oxideEntries({ CaO: 0.7, SiO2: 3, K2O: 0, Al2O3: 0.4 })).toEqual([["SiO2", 3], ["Al2O3", 0.4], ["CaO", 0.7]]);
  });

  it("reads formulas with parentheses and dotted parts", () => {
    expect(parseFormula("CaMg(CO3)2")).toEqual({ Ca: 1, Mg: 1, C: 2, O: 6 });
    expect(parseFormula("Li2O·Al2O3·4SiO2")).toEqual({ Li: 2, O: 12, Al: 2, Si: 4 });
    expect(() => parseFormula("Xx2O")).toThrow("Unknown element in formula: Xx2O");
  });
});
