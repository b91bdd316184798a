import { describe, expect, it } from "vitest";
import { currencyDigits, displayMoney, formatMoney, mulDivRound, parseMoney, perGramMoney, splitByWeights } from "./money";
import { formOfName } from "./rules";

describe("money in minor units", () => {
  it("reads decimal text with the currency's own decimals", () => {
    expect(parseMoney("45.00", "USD")).toBe(4500);
    expect(parseMoney("45.5", "EUR")).toBe(4550);
    expect(parseMoney("45", "USD")).toBe(4500);
    expect(parseMoney("0.10", "USD")).toBe(10);
    expect(parseMoney("1200", "JPY")).toBe(1200);
    expect(parseMoney("12.5", "JPY")).toBeNull();
    expect(parseMoney("1.234", "KWD")).toBe(1234);
    expect(parseMoney("4.505", "USD")).toBeNull();
    expect(parseMoney("-1.00", "USD")).toBeNull();
    expect(parseMoney("1e3", "USD")).toBeNull();
    expect(parseMoney("1000000.01", "USD")).toBeNull();
    expect(currencyDigits("jpy")).toBe(0);
  });

  it("writes minor units back as the API's decimal string and as the potter reads it", () => {
    expect(formatMoney(4500, "USD")).toBe("45.00");
    expect(formatMoney(5, "USD")).toBe("0.05");
    expect(formatMoney(-250, "USD")).toBe("-2.50");
    expect(formatMoney(1200, "JPY")).toBe("1200");
    expect(formatMoney(1234, "KWD")).toBe("1.234");
    expect(displayMoney(2800, "USD")).toBe("$28.00");
    expect(displayMoney(1200, "JPY")).toBe("¥1,200");
  });

  it("rounds once, half up, and splits an amount so the parts add up exactly", () => {
    expect(mulDivRound(1000, 1, 3)).toBe(333);
    expect(mulDivRound(1000, 1, 8)).toBe(125);
    expect(mulDivRound(5, 1, 2)).toBe(3);
    expect(mulDivRound(-5, 1, 2)).toBe(-3);
    expect(splitByWeights(100, [1000, 1000, 1000])).toEqual([34, 33, 33]);
    expect(splitByWeights(1000, [6000, 4000])).toEqual([600, 400]);
    expect(splitByWeights(7, [0, 0])).toEqual([4, 3]);
    const parts = splitByWeights(99_999, [333, 334, 1, 7]);
    expect(parts.reduce((s, p) => s + p, 0)).toBe(99_999);
  });
});

describe("a piece's form from its name", () => {
  it("takes the first known word, plurals too, else Other", () => {
    expect(formOfName("Blue mugs, set of 2")).toBe("Mug");
    expect(formOfName("Tea bowl")).toBe("Bowl");
    expect(formOfName("Mug and bowl")).toBe("Mug");
    expect(formOfName("Celadon teapot")).toBe("Teapot");
    expect(formOfName("Untitled 3")).toBe("Other");
  });
});

describe("a price per gram (product.md#r281)", () => {
  it("shows two more decimals than the currency has, from hundredths of its minor unit", () => {
    expect(perGramMoney(123, "USD")).toEqual({ decimal: "0.0123", display: "$0.0123" });
    expect(perGramMoney(5, "USD")).toEqual({ decimal: "0.0005", display: "$0.0005" });
    expect(perGramMoney(250, "JPY")).toEqual({ decimal: "2.50", display: "¥2.50" });
    expect(perGramMoney(0, "EUR")).toEqual({ decimal: "0.0000", display: "€0.0000" });
  });
});
