import { describe, expect, it } from "vitest";
import { enUsNumber } from "./format";

describe("enUsNumber", () => {
  it("writes numbers exactly as toLocaleString('en-US') does", () => {
    for (const n of [0, 1, 7, 999, 1000, 5000, 10_000, 12_345, 100_000, 1_234_567, 999_999.99, 10.5, 0.125, -1234, -1_000_000.5]) {
      expect(enUsNumber(n)).toBe(n.toLocaleString("en-US"));
    }
  });
});
