import { describe, expect, it } from "vitest";
import { groupLayers, moveGroup } from "./layer-groups";
import { cleanSavedCombos } from "./saved-combos";

const layer = (id: number, comboId: number | null = null) => ({ id, comboId, comboName: comboId ? `Combo ${comboId}` : null });

describe("groupLayers", () => {
  it("groups consecutive layers of one combo and keeps singles apart", () => {
    const groups = groupLayers([layer(1), layer(2, 9), layer(3, 9), layer(4), layer(5, 9)]);
    expect(groups.map((g) => [g.kind, g.layers.map((l) => l.id)])).toEqual([
      ["single", [1]],
      ["combo", [2, 3]],
      ["single", [4]],
      ["combo", [5]],
    ]);
  });
});

describe("moveGroup", () => {
  const groups = groupLayers([layer(1), layer(2, 9), layer(3, 9), layer(4)]);
  it("moves a whole combo group up and answers the full order", () => {
    expect(moveGroup(groups, 1, -1)).toEqual([2, 3, 1, 4]);
    expect(moveGroup(groups, 1, 1)).toEqual([1, 4, 2, 3]);
  });
  it("cannot move past either end", () => {
    expect(moveGroup(groups, 0, -1)).toBeNull();
    expect(moveGroup(groups, 2, 1)).toBeNull();
  });
});

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
