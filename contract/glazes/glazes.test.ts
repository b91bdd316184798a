import { describe, expect, it } from "vitest";
import { byName, comboName, comboSummary, layerLabel, markerIn, regeneratedComboName } from "./names";
import { CONE_OPTIONS } from "./rules";

describe("combination names (product.md#r76)", () => {
  it("reads 'Combo: {top} over {base}' with the Underglaze/Oxide suffix and the default names", () => {
    expect(comboName({ name: "Tenmoku", type: "Glaze" }, { name: "Black", type: "Underglaze" })).toBe("Combo: Black Underglaze over Tenmoku");
    expect(comboName({ name: "Rutile", type: "Oxide" }, null)).toBe("Combo: Top Layer over Rutile Oxide");
    // A name that already says its type is not repeated ('Red Iron Oxide', never 'Red Iron Oxide Oxide').
    expect(comboName({ name: "Red Iron Oxide", type: "Oxide" }, { name: "Black underglaze", type: "Underglaze" })).toBe(
      "Combo: Black underglaze over Red Iron Oxide",
    );
    expect(comboName(null, { name: "  " })).toBe("Combo: Top Layer over Base Layer");
    expect(comboSummary({ name: "A", type: "Slip" }, { name: "B" })).toBe("B over A");
    expect(layerLabel({ name: "Clear", type: "Glaze" }, "x")).toBe("Clear");
  });

  it("keeps a still-deleted layer's marker when the other layer changes", () => {
    const current = "Combo: [Deleted Glaze: Black] over [Deleted Glaze: Tenmoku]";
    expect(markerIn(current, "top")).toBe("[Deleted Glaze: Black]");
    expect(markerIn(current, "base")).toBe("[Deleted Glaze: Tenmoku]");
    expect(regeneratedComboName({ name: "Clear", type: "Glaze" }, null, current)).toBe("Combo: [Deleted Glaze: Black] over Clear");
    expect(regeneratedComboName(null, null, "Combo: A over B")).toBe("Combo: Top Layer over Base Layer");
  });
});

describe("lists", () => {
  it("sorts names case-insensitively with numbers in order", () => {
    const names = ["b", "Ash 10", "ash 2", "C"].map((name, id) => ({ name, id }));
    expect(names.sort(byName).map((n) => n.name)).toEqual(["ash 2", "Ash 10", "b", "C"]);
  });

  it("orders the cone list from coolest to hottest and holds every cone the spec names", () => {
    const heat = (cone: string) => {
      const n = cone.slice(5);
      return n.startsWith("0") ? -Number(n) : Number(n);
    };
    const temps = CONE_OPTIONS.map(heat);
    expect([...temps].sort((a, b) => a - b)).toEqual(temps);
    for (const cone of ["Cone 3", "Cone 5", "Cone 6", "Cone 10", "Cone 11"]) expect(CONE_OPTIONS).toContain(cone);
  });
});
