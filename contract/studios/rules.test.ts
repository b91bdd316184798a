import { describe, expect, it } from "vitest";
import { ticketsFileName } from "./fee-rules";
import { feeCheck, feeFor, missingForFee, type FeeRules } from "./rules";
import { possessive } from "./texts";

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

describe("the studio's checks and wording (docs/decisions/0295-studio-fee-limits.md, product.md#r249)", () => {
  it("counts a zero size as missing, so it is never charged the minimum", () => {
    expect(missingForFee({ perCubicInch: 0.05, minimum: 4 }, size(0, 4, 4))).toEqual(["height"]);
    expect(missingForFee({ perPiece: 4 }, size(0, 0, 0))).toEqual([]);
  });

  it("asks to confirm a fee over the limit and a piece over the largest size, not one at them", () => {
    const rules: FeeRules = { confirmAbove: 20, largestPiece: 24 };
    expect(feeCheck(rules, 20, size(24, 10, 10))).toEqual({ overLimit: false, tooLarge: false });
    expect(feeCheck(rules, 20.01, size(10, 24.5, 10))).toEqual({ overLimit: true, tooLarge: true });
    expect(feeCheck({}, 4_320, size(96, 10, 10))).toEqual({ overLimit: false, tooLarge: false });
  });

  it("takes the possessive a name asks for, and names tickets by the local day", () => {
    expect(possessive("Clay Commons")).toBe("Clay Commons'");
    expect(possessive("Ana")).toBe("Ana's");
    expect(ticketsFileName(new Date(2026, 10, 27, 23, 30))).toBe("claybook-tickets-2026-11-27.pdf");
  });
});
