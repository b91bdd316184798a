import { describe, expect, it } from "vitest";
import { groupLayers, moveGroup } from "./layer-groups";

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
