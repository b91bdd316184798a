import { describe, expect, it } from "vitest";
import { titleSizeClass } from "./surface-title";

describe("edit screen title size (product.md#r75)", () => {
  it("steps down past 15 and past 20 characters", () => {
    const at15 = titleSizeClass("x".repeat(15));
    const at16 = titleSizeClass("x".repeat(16));
    const at20 = titleSizeClass("x".repeat(20));
    const at21 = titleSizeClass("x".repeat(21));
    expect(at15).toContain("text-2xl sm:text-3xl");
    expect(at16).toBe(at20);
    expect(at16).toContain("text-xl sm:text-2xl");
    expect(at21).toContain("text-lg sm:text-xl");
  });
});
