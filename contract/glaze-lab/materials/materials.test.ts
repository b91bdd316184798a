import { describe, expect, it } from "vitest";
import { ATOMIC_WEIGHTS, formulaMass, parseFormula } from "../chemistry/elements";
import { OXIDE_KEYS } from "../chemistry/oxides";
import { DEFAULT_MATERIALS, findMaterials, MATERIAL_FAMILIES, materialNamed } from ".";

/** Grams of each element other than O, H, C, N and S (what firing drives off or the oxides carry) per 100 g. */
function elementsOfFormula(formula: string): Record<string, number> {
  const counts = parseFormula(formula);
  const mass = formulaMass(formula);
  const out: Record<string, number> = {};
  for (const [el, n] of Object.entries(counts)) {
    if (["O", "H", "C", "N", "S"].includes(el)) continue;
    out[el] = ((n * (ATOMIC_WEIGHTS[el] ?? 0)) / mass) * 100;
  }
  return out;
}

function elementsOfAnalysis(analysis: Partial<Record<string, number>>): Record<string, number> {
  const out: Record<string, number> = {};
  for (const [oxide, pct] of Object.entries(analysis)) {
    for (const [el, n] of Object.entries(parseFormula(oxide))) {
      if (el === "O") continue;
      out[el] = (out[el] ?? 0) + (((pct ?? 0) * n * (ATOMIC_WEIGHTS[el] ?? 0)) / formulaMass(oxide));
    }
  }
  return out;
}

describe("the default materials library (product.md#r253)", () => {
  it("holds at least 100 materials with stable kebab keys, names and sources", () => {
    expect(DEFAULT_MATERIALS.length).toBeGreaterThanOrEqual(100);
    const keys = DEFAULT_MATERIALS.map((m) => m.key);
    expect(new Set(keys).size).toBe(keys.length);
    for (const m of DEFAULT_MATERIALS) {
      expect(m.key).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
      expect(m.name.length).toBeGreaterThan(1);
      expect(m.source.length).toBeGreaterThan(5);
      expect(MATERIAL_FAMILIES).toContain(m.family);
      for (const k of Object.keys(m.analysis)) expect(OXIDE_KEYS).toContain(k);
    }
  });

  it("has every material's analysis and LOI summing to 100 ± 1.5", () => {
    const off = DEFAULT_MATERIALS.map((m) => ({ key: m.key, total: Object.values(m.analysis).reduce((s, v) => s + v, 0) + m.loi })).filter(
      (t) => Math.abs(t.total - 100) > 1.5,
    );
    expect(off).toEqual([]);
    for (const m of DEFAULT_MATERIALS) {
      expect(m.loi).toBeGreaterThanOrEqual(0);
      for (const v of Object.values(m.analysis)) expect(v).toBeGreaterThan(0);
    }
  });

  it("has every formula's stoichiometry match its analysis, element by element", () => {
    const withFormula = DEFAULT_MATERIALS.filter((m) => m.formula);
    expect(withFormula.length).toBeGreaterThan(50);
    for (const m of withFormula) {
      const expected = elementsOfFormula(m.formula as string);
      const actual = elementsOfAnalysis(m.analysis);
      expect(Object.keys(actual).sort(), m.key).toEqual(Object.keys(expected).sort());
      for (const [el, grams] of Object.entries(expected)) expect(Math.abs((actual[el] ?? 0) - grams), `${m.key} ${el}`).toBeLessThan(0.05);
    }
  });

  it("holds the issue's examples", () => {
    const names = [
      "silica", "EPK", "kaolin", "ball clay", "Custer", "Minspar 200", "G-200", "nepheline syenite", "whiting", "wollastonite",
      "dolomite", "talc", "Gerstley Borate", "Frit 3134", "Frit 3124", "Frit 3195", "Frit 3110", "lithium carbonate",
      "spodumene", "zinc oxide", "strontium carbonate", "barium carbonate", "bentonite", "zircopax", "tin oxide",
      "titanium dioxide", "rutile", "red iron oxide", "black iron oxide", "cobalt carbonate", "cobalt oxide",
      "copper carbonate", "copper oxide", "chrome oxide", "manganese dioxide",
    ];
    const missing = names.filter((n) => !materialNamed(n, DEFAULT_MATERIALS));
    expect(missing).toEqual([]);
  });

  it("finds materials by name or alias, ignoring case and punctuation", () => {
    expect(findMaterials("EPK", DEFAULT_MATERIALS)[0]?.name).toBe("Edgar Plastic Kaolin");
    expect(findMaterials("e.p.k.", DEFAULT_MATERIALS)[0]?.key).toBe("epk");
    expect(findMaterials("rio", DEFAULT_MATERIALS)[0]?.name).toBe("Red Iron Oxide");
    expect(findMaterials("ferro-3134", DEFAULT_MATERIALS)[0]?.key).toBe("ferro-frit-3134");
    expect(findMaterials("neph sy", DEFAULT_MATERIALS)[0]?.key).toBe("nepheline-syenite");
    // Exact names first, then those that start with the words, then those that hold them.
    expect(findMaterials("cobalt", DEFAULT_MATERIALS).map((m) => m.key).slice(0, 3)).toEqual(["cobalt-carbonate", "cobalt-oxide", "cobalt-sulfate"]);
    expect(findMaterials("kaolin", DEFAULT_MATERIALS)[0]?.key).toBe("kaolin");
    expect(findMaterials("unobtainium", DEFAULT_MATERIALS)).toEqual([]);
    expect(findMaterials("  ", DEFAULT_MATERIALS)).toHaveLength(DEFAULT_MATERIALS.length);
  });
});
