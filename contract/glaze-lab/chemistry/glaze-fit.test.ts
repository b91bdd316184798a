import { describe, expect, it } from "vitest";
import { CRAZING_MARGIN, glazeFit, readBodyExpansion, SHIVERING_MARGIN } from "./glaze-fit";

describe("glaze fit (product.md#r287)", () => {
  it("calls a glaze clearly above its body a crazing risk", () => {
    expect(glazeFit(7.4, 6.5)).toEqual({ risk: "crazing", difference: 0.9 });
    expect(glazeFit(6.5 + CRAZING_MARGIN + 0.1, 6.5)?.risk).toBe("crazing");
  });

  it("calls a glaze clearly below its body a shivering risk", () => {
    expect(glazeFit(4.5, 6.5)).toEqual({ risk: "shivering", difference: -2 });
    expect(glazeFit(6.5 - SHIVERING_MARGIN - 0.1, 6.5)?.risk).toBe("shivering");
  });

  it("calls a glaze a little below or at its body a fit, the margins included", () => {
    expect(glazeFit(6.5, 6.5)).toEqual({ risk: "fits", difference: 0 });
    expect(glazeFit(6.0, 6.5)?.risk).toBe("fits");
    expect(glazeFit(6.5 + CRAZING_MARGIN, 6.5)?.risk).toBe("fits");
    expect(glazeFit(6.5 - SHIVERING_MARGIN, 6.5)?.risk).toBe("fits");
  });

  it("judges the difference the screen shows, to a tenth", () => {
    // 0.54 shows as 0.5, which is within the margin.
    expect(glazeFit(7.04, 6.5)).toEqual({ risk: "fits", difference: 0.5 });
    expect(glazeFit(7.06, 6.5)).toEqual({ risk: "crazing", difference: 0.6 });
  });

  it("says nothing when an expansion is unknown", () => {
    expect(glazeFit(null, 6.5)).toBeNull();
    expect(glazeFit(6.5, null)).toBeNull();
    expect(glazeFit(Number.NaN, 6.5)).toBeNull();
  });
});

describe("a typed body expansion", () => {
  it("reads a decimal with a point or a comma", () => {
    expect(readBodyExpansion(" 6.5 ")).toEqual({ ok: true, value: 6.5 });
    expect(readBodyExpansion("6,5")).toEqual({ ok: true, value: 6.5 });
    expect(readBodyExpansion("7")).toEqual({ ok: true, value: 7 });
  });

  it("refuses what is empty, not a number or outside 1 to 15", () => {
    expect(readBodyExpansion("")).toEqual({ ok: false, reason: "empty" });
    expect(readBodyExpansion("abc")).toEqual({ ok: false, reason: "invalid" });
    expect(readBodyExpansion("-3")).toEqual({ ok: false, reason: "invalid" });
    expect(readBodyExpansion("65")).toEqual({ ok: false, reason: "range" });
    expect(readBodyExpansion("0.5")).toEqual({ ok: false, reason: "range" });
  });
});
