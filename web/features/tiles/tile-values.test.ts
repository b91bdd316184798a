import { describe, expect, it } from "vitest";
import type { Glaze } from "../../../contract/glazes/schemas";
import { effectiveType, emptyValues, fitToType, idParam, nextLike } from "./tile-values";

const glaze = (id: number, type: Glaze["type"], isCombo = false) => ({ id, type, isCombo }) as Glaze;

describe("tile form values", () => {
  it("'Add another like this' keeps material, clay, firing and application, and drops photos and the result", () => {
    const values = {
      ...emptyValues({ glazeId: 3, clayBody: "B-Mix", cone: "Cone 6", atmosphere: "Oxidation", firedOn: "2026-11-20", kilnName: "Big" }),
      applicationMethod: "Dipped",
      coats: 2,
      imageUrls: ["/api/photos/x.jpg"],
      rating: 4,
      defects: ["Crawling" as const],
      defectNote: "rim",
      notes: "nice",
    };
    expect(nextLike(values)).toEqual({ ...values, imageUrls: [], rating: null, defects: [], defectNote: "", notes: "" });
  });

  it("takes the type from the library item, the typed one, or none for a saved combo", () => {
    const library = [glaze(1, "Slip"), glaze(2, "Glaze", true)];
    expect(effectiveType({ glazeId: 1, surfaceComboId: null, type: null }, library)).toBe("Slip");
    expect(effectiveType({ glazeId: 2, surfaceComboId: null, type: null }, library)).toBe("Glaze");
    expect(effectiveType({ glazeId: null, surfaceComboId: 5, type: null }, library)).toBeNull();
    expect(effectiveType({ glazeId: null, surfaceComboId: null, type: "Oxide" }, library)).toBe("Oxide");
    expect(effectiveType({ glazeId: null, surfaceComboId: null, type: null }, library)).toBe("Glaze");
  });

  it("clears what a type cannot carry (product.md#r98)", () => {
    const all = { applicationMethod: "Dipped", coats: 2, thickness: "Thin" };
    expect(fitToType(all, "Glaze")).toEqual({ applicationMethod: "Dipped", coats: 2, thickness: null });
    expect(fitToType(all, "Slip")).toEqual({ applicationMethod: "Dipped", coats: null, thickness: "Thin" });
    expect(fitToType(all, "Oxide")).toEqual({ applicationMethod: null, coats: null, thickness: "Thin" });
    expect(fitToType(all, "Unglazed")).toEqual({ applicationMethod: null, coats: null, thickness: null });
    expect(fitToType(all, null)).toEqual({ applicationMethod: null, coats: null, thickness: null });
  });

  it("reads ids from the address", () => {
    expect(idParam("12")).toBe(12);
    for (const bad of [null, "", "0", "-1", "1.5", "abc", "99999999999"]) expect(idParam(bad)).toBeNull();
  });
});
