import { describe, expect, it } from "vitest";
import { fourCornerBlend, lineBlend, mixRecipes, triaxialBlend } from "./blends";
import type { RecipeLine } from "./types";

const line = (material: string, amount: number, addition = false): RecipeLine => ({ material, amount, addition });
const A = { lines: [line("custer-feldspar", 40), line("silica", 30), line("whiting", 20), line("epk", 10)] };
const B = { lines: [line("custer-feldspar", 80), line("silica", 40), line("whiting", 60), line("epk", 20), line("red-iron-oxide", 4, true)] };
const C = { lines: [line("nepheline-syenite", 50), line("silica", 50)] };
const D = { lines: [line("ferro-frit-3134", 100), line("rutile", 5, true)] };
const amount = (lines: RecipeLine[], material: string, addition = false) => lines.find((l) => l.material === material && l.addition === addition)?.amount;

describe("blends for test tiles (product.md#r257)", () => {
  it("makes a line blend in N steps with both ends as given", () => {
    const points = lineBlend(A, B, 5);
    expect(points).toHaveLength(5);
    expect(points.map((p) => p.label)).toEqual(["A 100", "A 75 · B 25", "A 50 · B 50", "A 25 · B 75", "B 100"]);
    expect(points[0]?.lines).toEqual(A.lines);
    // B is normalised to its base of 200: Custer 40, silica 20, whiting 30, EPK 10, RIO 2 on top.
    expect(points[4]?.lines).toEqual([line("custer-feldspar", 40), line("silica", 20), line("whiting", 30), line("epk", 10), line("red-iron-oxide", 2, true)]);
    expect(amount(points[2]?.lines ?? [], "silica")).toBe(25);
    expect(amount(points[2]?.lines ?? [], "red-iron-oxide", true)).toBe(1);
    expect(points.map((p) => p.position.column)).toEqual([1, 2, 3, 4, 5]);
  });

  it("makes a triaxial with the corners at its three points", () => {
    const points = triaxialBlend(A, B, C, 5);
    expect(points).toHaveLength(15);
    expect(points[0]?.shares).toEqual([100, 0, 0]);
    expect(points[10]?.shares).toEqual([0, 100, 0]);
    expect(points[14]?.shares).toEqual([0, 0, 100]);
    expect(points[14]?.lines).toEqual(C.lines);
    for (const p of points) expect(p.shares.reduce((s, x) => s + x, 0)).toBeCloseTo(100, 6);
    expect(triaxialBlend(A, B, C, 4)).toHaveLength(10);
  });

  it("makes Ian Currie's 35-tile grid: 5 rows of 7, the corners at tiles 1, 7, 29 and 35", () => {
    const grid = fourCornerBlend(A, B, C, D);
    expect(grid).toHaveLength(35);
    expect(grid.map((p) => p.label)).toEqual(Array.from({ length: 35 }, (_, i) => String(i + 1)));
    expect(grid[0]?.shares).toEqual([100, 0, 0, 0]);
    expect(grid[6]?.shares).toEqual([0, 100, 0, 0]);
    expect(grid[28]?.shares).toEqual([0, 0, 100, 0]);
    expect(grid[34]?.shares).toEqual([0, 0, 0, 100]);
    expect(grid[34]?.position).toEqual({ row: 5, column: 7 });
    expect(grid[34]?.lines).toEqual(D.lines);
    // The centre tile (row 3, column 4) is a quarter of each corner.
    expect(grid[17]?.shares).toEqual([25, 25, 25, 25]);
    for (const p of grid) expect(p.shares.reduce((s, x) => s + x, 0)).toBeCloseTo(100, 6);
  });

  it("mixes a material in several corners into one line, base and addition apart", () => {
    const mixed = mixRecipes([{ lines: [line("silica", 50), line("whiting", 50), line("whiting", 5, true)] }, { lines: [line("silica", 100)] }], [50, 50]);
    expect(mixed).toEqual([line("silica", 75), line("whiting", 25), line("whiting", 2.5, true)]);
  });
});
