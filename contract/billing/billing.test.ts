import { describe, expect, it } from "vitest";
import { FALLBACK_PLAN, monthlyEffective, savingsLabel } from "./schemas";

describe("plan figures (product.md#r119)", () => {
  it("shows the annual price ÷ 12 to 2 decimals", () => {
    expect(monthlyEffective(50)).toBe("4.17");
    expect(monthlyEffective(49.99)).toBe("4.17");
    expect(monthlyEffective(60)).toBe("5.00");
    expect(monthlyEffective(45)).toBe("3.75");
  });

  it("labels the annual savings against twelve monthly payments", () => {
    expect(savingsLabel(5, 50)).toBe("Save $10");
    expect(savingsLabel(4.99, 49.99)).toBe("Save $9.89");
    expect(savingsLabel(5, 60)).toBe("");
    expect(FALLBACK_PLAN.annual.savings).toBe(savingsLabel(FALLBACK_PLAN.monthly.amount, FALLBACK_PLAN.annual.amount));
  });
});
