import { describe, expect, it } from "vitest";
import { feesFileName, fromCents, monthIn, toCents } from "./fees";

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
  it("tells the month on the studio's calendar (the range itself is the server's, server/services/studios/studio-month.ts)", () => {
    expect(monthIn(new Date("2026-03-01T05:00:00Z"), "America/Los_Angeles")).toBe("2026-02");
    expect(monthIn(new Date("2026-03-01T05:00:00Z"), "UTC")).toBe("2026-03");
    expect(monthIn(new Date("2026-12-31T23:30:00Z"), "Europe/Berlin")).toBe("2027-01");
  });
  it("names the CSV by the studio and month in ASCII", () => {
    expect(feesFileName("Clay Commons, East", "2026-11")).toBe("claybook-fees-clay-commons-east-2026-11.csv");
    expect(feesFileName("Töpferei Müller", "2026-01")).toBe("claybook-fees-topferei-muller-2026-01.csv");
    expect(feesFileName("陶芸", "2026-01")).toBe("claybook-fees-studio-2026-01.csv");
  });
});
