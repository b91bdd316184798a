import { describe, expect, it } from "vitest";
import { feeFor, missingForFee, type FeeRules } from "./rules";

const size = (height: number | null, width: number | null, depth: number | null, clayWeight: number | null = null) => ({ height, width, depth, clayWeight });

describe("studio fees (decision 0230)", () => {
  const rules: FeeRules = { bisque: { perPiece: 2 }, glaze: { perCubicInch: 0.05, minimum: 3 } };

  it("charges per piece, per cubic inch (h × w × d) raised to the minimum, per square inch (w × d) and per pound", () => {
    expect(feeFor(rules.bisque, size(null, null, null))).toBe(2);
    expect(feeFor(rules.glaze, size(10, 8, 8))).toBe(32);
    expect(feeFor(rules.glaze, size(2, 2, 2))).toBe(3);
    expect(feeFor({ perSquareInch: 0.07 }, size(5, 4.5, 4.5))).toBe(1.42);
    expect(feeFor({ perPound: 1.5, perPiece: 1 }, size(null, null, null, 2.5))).toBe(4.75);
    expect(feeFor(undefined, size(1, 1, 1))).toBe(0);
  });

  it("names the sizes a rule needs that the piece lacks", () => {
    expect(missingForFee(rules.glaze, size(10, null, 8))).toEqual(["width"]);
    expect(missingForFee({ perSquareInch: 1, perPound: 1 }, size(null, 3, 3))).toEqual(["clayWeight"]);
    expect(missingForFee(rules.bisque, size(null, null, null))).toEqual([]);
  });
});
