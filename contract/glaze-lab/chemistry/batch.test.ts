import { describe, expect, it } from "vitest";
import { roundBatchAmount, scaleBatch } from "./batch";

const leachRio = [
  { amount: 40, addition: false },
  { amount: 30, addition: false },
  { amount: 20, addition: false },
  { amount: 10, addition: false },
  { amount: 2, addition: true },
  { amount: 0.5, addition: true },
];

describe("batches (product.md#r255)", () => {
  it("scales a base to the batch weight in grams with additions on top", () => {
    const b = scaleBatch(leachRio, 5000, "g");
    expect(b.lines.map((l) => l.amount)).toEqual([2000, 1500, 1000, 500, 100, 25]);
    expect(b).toMatchObject({ unit: "g", baseTotal: 5000, additionsTotal: 125, grandTotal: 5125 });
  });

  it("scales in kilograms, pounds and ounces, rounded to what a scale reads", () => {
    expect(scaleBatch(leachRio, 3.5, "kg").lines.map((l) => l.amount)).toEqual([1.4, 1.05, 0.7, 0.35, 0.07, 0.018]);
    expect(scaleBatch(leachRio, 10, "lb").lines.map((l) => l.amount)).toEqual([4, 3, 2, 1, 0.2, 0.05]);
    const oz = scaleBatch(leachRio, 33, "oz");
    expect(oz.lines.map((l) => l.amount)).toEqual([13.2, 9.9, 6.6, 3.3, 0.66, 0.17]);
    expect(oz.grandTotal).toBe(33.8);
  });

  it("brings a base of any total to the batch and keeps additions as their percent of the base", () => {
    const b = scaleBatch([{ amount: 3, addition: false }, { amount: 1, addition: false }, { amount: 0.1, addition: true }], 1000, "g");
    expect(b.lines.map((l) => l.amount)).toEqual([750, 250, 25]);
  });

  it("rounds small amounts with one more decimal so they do not vanish", () => {
    expect(roundBatchAmount(0.437, "g")).toBe(0.44);
    expect(roundBatchAmount(12.34, "g")).toBe(12.3);
    expect(roundBatchAmount(0.0123, "lb")).toBe(0.012);
    expect(roundBatchAmount(1.2345, "kg")).toBe(1.235);
  });

  it("answers zeros for an empty base or a batch of nothing", () => {
    expect(scaleBatch([{ amount: 2, addition: true }], 1000, "g").lines).toEqual([{ amount: 0, addition: true }]);
    expect(scaleBatch(leachRio, 0, "g").grandTotal).toBe(0);
  });
});
