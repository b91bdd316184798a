/** Another app's recipe values in Claybook's words (docs/decisions/0320-glazy-recipes-imported.md). */
import { describe, expect, it } from "vitest";
import { claybookCone, readConeRange, readIngredientList, unescapeHtml } from "./recipe-values";

describe("cones", () => {
  it("names Glazy's and the Mud Room's cones as Claybook's, cooler first; a cone Claybook lacks is none", () => {
    expect(claybookCone("6")).toBe("Cone 6");
    expect(claybookCone("04")).toBe("Cone 04");
    expect(claybookCone("Cone 10")).toBe("Cone 10");
    expect(claybookCone(unescapeHtml("5&#189;"))).toBeNull();
    expect(readConeRange("5-6")).toEqual({ cone: "Cone 5", coneHigh: "Cone 6" });
    expect(readConeRange("6 - 04")).toEqual({ cone: "Cone 04", coneHigh: "Cone 6" });
    expect(readConeRange("10")).toEqual({ cone: "Cone 10", coneHigh: null });
    expect(readConeRange("")).toEqual({ cone: null, coneHigh: null });
    expect(readConeRange("mid-range")).toBeNull();
  });
});

describe("an ingredient list in one cell", () => {
  it("reads amounts before or after the name; '+' marks additions, else the lines after a base of 100 are", () => {
    expect(readIngredientList("Custer 40, Silica 30, Whiting 20, EPK 10, RIO 2").lines.map((l) => [l.material, l.amount, l.addition])).toEqual([
      ["Custer", 40, false],
      ["Silica", 30, false],
      ["Whiting", 20, false],
      ["EPK", 10, false],
      ["RIO", 2, true],
    ]);
    const marked = readIngredientList("Custer: 45%; 55 Silica; + Cobalt Carbonate 0,5; Flux");
    expect(marked.lines.map((l) => [l.material, l.amount, l.addition])).toEqual([
      ["Custer", 45, false],
      ["Silica", 55, false],
      ["Cobalt Carbonate", 0.5, true],
    ]);
    expect(marked.unread).toEqual(["Flux"]);
  });
});
