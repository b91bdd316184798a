import { describe, expect, it } from "vitest";
import { matchesText } from "./text-search";

describe("matchesText (product.md#r129)", () => {
  const fields = ["Celadon Green", "Mayco", null, ["gift", "Tenmoku"], "Notes: 100% (dipped)"];
  it("needs every word, anywhere, in any case and without accents", () => {
    expect(matchesText("celad MAYCO", fields)).toBe(true);
    expect(matchesText("tenmo", fields)).toBe(true);
    expect(matchesText("céladon", fields)).toBe(true);
    expect(matchesText("celadon shino", fields)).toBe(false);
  });
  it("reads pattern characters as plain text, and an empty query matches all", () => {
    expect(matchesText("100%", fields)).toBe(true);
    expect(matchesText("(dipped)", fields)).toBe(true);
    expect(matchesText(".*", fields)).toBe(false);
    expect(matchesText("   ", fields)).toBe(true);
  });
});
