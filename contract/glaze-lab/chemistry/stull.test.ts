import { describe, expect, it } from "vitest";
import { STULL_AXES, STULL_CRAZING_LINE, STULL_REGIONS, stullPoint, stullRegion } from "./stull";

describe("Stull's chart (product.md#r254)", () => {
  it("places a recipe by its UMF silica and alumina", () => {
    expect(stullPoint({ SiO2: 3.9, Al2O3: 0.39, CaO: 0.76 })).toEqual({ x: 3.9, y: 0.39 });
    expect(stullPoint({})).toEqual({ x: 0, y: 0 });
  });

  it("names the region a point falls in", () => {
    expect(stullRegion({ x: 3.9, y: 0.39 })).toBe("gloss");
    expect(stullRegion({ x: 2.5, y: 0.6 })).toBe("matte");
    expect(stullRegion({ x: 4.5, y: 0.75 })).toBe("semi-matte");
    expect(stullRegion({ x: 1, y: 0.9 })).toBe("unfused");
    expect(stullRegion({ x: 6.5, y: 0.4 })).toBe("underfired");
    expect(stullRegion({ x: 9, y: 0.4 })).toBeNull();
  });

  it("gives the screen every region inside the chart's axes, and the crazing line", () => {
    expect(STULL_REGIONS.map((r) => r.key)).toEqual(["unfused", "matte", "semi-matte", "gloss", "underfired"]);
    for (const r of STULL_REGIONS) {
      for (const p of r.polygon) {
        expect(p.x).toBeGreaterThanOrEqual(STULL_AXES.x.min);
        expect(p.x).toBeLessThanOrEqual(STULL_AXES.x.max);
        expect(p.y).toBeGreaterThanOrEqual(STULL_AXES.y.min);
        expect(p.y).toBeLessThanOrEqual(STULL_AXES.y.max);
      }
    }
    expect(STULL_CRAZING_LINE.points).toHaveLength(2);
  });
});
