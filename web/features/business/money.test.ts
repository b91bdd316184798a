import { describe, expect, it } from "vitest";
import { addMoney, formatMoney, moneyFromTyped, MONEY_TYPED } from "./money";

describe("money on the screens", () => {
  it("formats a decimal string in the potter's currency", () => {
    expect(formatMoney("45.00", "EUR")).toMatch(/45[.,]00/);
    expect(formatMoney("45.00", "EUR")).toContain("€");
    expect(formatMoney(null, "EUR")).toBe("—");
  });

  it("takes typed amounts with a point or a comma", () => {
    expect(MONEY_TYPED.test("45")).toBe(true);
    expect(MONEY_TYPED.test("4,5")).toBe(true);
    expect(MONEY_TYPED.test("4.567")).toBe(false);
    expect(MONEY_TYPED.test("abc")).toBe(false);
    expect(moneyFromTyped("45")).toBe("45.00");
    expect(moneyFromTyped("4,5")).toBe("4.50");
    expect(moneyFromTyped("007.05")).toBe("7.05");
  });

  it("adds amounts exactly to the cent", () => {
    expect(addMoney(["0.10", "0.20"])).toBe("0.30");
    expect(addMoney(Array.from({ length: 1000 }, () => "0.01"))).toBe("10.00");
    expect(addMoney(["5.00", "-7.25"])).toBe("-2.25");
  });
});
