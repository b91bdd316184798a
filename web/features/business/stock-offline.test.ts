import { describe, expect, it } from "vitest";
import { purchaseOnDevice } from "./stock-offline";

const bought = (total: string, quantity: number) => ({ materialId: 3, date: "2026-11-20", quantity, unit: "kg" as const, total, supplier: " Clay Co " });

describe("a purchase kept on the device", () => {
  it("has its amounts as the server gives them: in the currency's decimals, the price per unit rounded half up once", () => {
    // 2.01 for 2 kg is 1.005 a kg: half up makes 1.01 (a float's toFixed says 1.00).
    expect(purchaseOnDevice(bought("2.01", 2), "Silica", -1, "now", "USD")).toMatchObject({
      id: -1,
      materialName: "Silica",
      total: "2.01",
      unitPrice: "1.01",
      supplier: "Clay Co",
      currency: "USD",
    });
    expect(purchaseOnDevice(bought("20", 10), "Silica", -2, "now", "USD")).toMatchObject({ total: "20.00", unitPrice: "2.00" });
    // Yen have no decimals: 1200 for 7 kg is 171 a kg.
    expect(purchaseOnDevice(bought("1200", 7), "Silica", -3, "now", "JPY")).toMatchObject({ total: "1200", unitPrice: "171" });
  });

  it("is not kept when its total has more decimals than the currency holds (the server would refuse it)", () => {
    expect(() => purchaseOnDevice(bought("12.50", 1), "Silica", -1, "now", "JPY")).toThrow();
  });
});
