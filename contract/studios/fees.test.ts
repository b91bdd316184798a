import { describe, expect, it } from "vitest";
import { feesFileName, fromCents, monthRange, toCents } from "./fees";

describe("fees statement rules", () => {
  it("reads and writes amounts in whole cents, exactly", () => {
    expect(toCents("4.50")).toBe(450);
    expect(toCents("0.1")).toBe(10);
    expect(toCents("12")).toBe(1200);
    expect(toCents("99999999.99")).toBe(9_999_999_999);
    expect(fromCents(toCents("0.10") * 3)).toBe("0.30");
    expect(fromCents(5)).toBe("0.05");
    expect(fromCents(-150)).toBe("-1.50");
    expect(() => toCents("1e3")).toThrow();
  });
  it("spans a calendar month in UTC, December into January", () => {
    expect(monthRange("2026-11")).toEqual({ from: new Date("2026-11-01T00:00:00Z"), to: new Date("2026-12-01T00:00:00Z") });
    expect(monthRange("2026-12").to).toEqual(new Date("2027-01-01T00:00:00Z"));
  });
  it("names the CSV by the studio and month in ASCII", () => {
    expect(feesFileName("Clay Commons, East", "2026-11")).toBe("claybook-fees-clay-commons-east-2026-11.csv");
    expect(feesFileName("Töpferei Müller", "2026-01")).toBe("claybook-fees-topferei-muller-2026-01.csv");
    expect(feesFileName("陶芸", "2026-01")).toBe("claybook-fees-studio-2026-01.csv");
  });
});
