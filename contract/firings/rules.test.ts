import { describe, expect, it } from "vitest";
import { showsMaintenanceKind } from "./rules";
import { FIRING_SCREEN_TEXTS as T } from "./texts";

describe("a kiln's maintenance kinds (product.md#r247)", () => {
  it("offers an element change on an electric kiln only, unless one is already logged", () => {
    expect(showsMaintenanceKind("Electric", "element change", false)).toBe(true);
    for (const type of ["Gas", "Wood", "Raku", "Other"]) {
      expect(showsMaintenanceKind(type, "element change", false)).toBe(false);
      expect(showsMaintenanceKind(type, "thermocouple change", false)).toBe(true);
      expect(showsMaintenanceKind(type, "element change", true)).toBe(true);
    }
  });

  it("says since when the firings are counted", () => {
    expect(T.sinceElements(12, "3/2/2026")).toBe("12 firings since the last element change on 3/2/2026");
    expect(T.sinceElements(1, "3/2/2026")).toBe("1 firing since the last element change on 3/2/2026");
    expect(T.sinceElements(null, null)).toBe("No element change logged");
    expect(T.firingsSince("Element change", 2, "3/2/2026")).toBe("Element change: 2 firings since 3/2/2026");
    expect(T.firingsSince("Relay change", null, null)).toBe("Relay change: none logged");
  });
});
