import { describe, expect, it } from "vitest";
import { cleanSavedCombos } from "./saved-combos";

describe("cleanSavedCombos", () => {
  it("drops duplicates and non-numeric ids, and caps at 500", () => {
    const items = [{ id: 1 }, { id: 1 }, { id: "2" }, { id: null }, ...Array.from({ length: 600 }, (_, i) => ({ id: i + 10 }))];
    const { combos, resetCache } = cleanSavedCombos(items);
    expect(combos).toHaveLength(500);
    expect(combos[0]!.id).toBe(1);
    expect(new Set(combos.map((c) => c.id)).size).toBe(500);
    expect(resetCache).toBe(false);
  });
  it("asks for a cache reset above 1000 items or 100 duplicates", () => {
    expect(cleanSavedCombos(Array.from({ length: 1001 }, (_, i) => ({ id: i }))).resetCache).toBe(true);
    expect(cleanSavedCombos(Array.from({ length: 102 }, () => ({ id: 7 }))).resetCache).toBe(true);
  });
});
