/** The stock ledger's rules (docs/decisions/0326-material-stock.md): day order, the weighted moving average, rounding. */
import { describe, expect, it } from "vitest";
import { averagePerUnit, inUnit, inUnitUp, runLedger, unitAmount, worth, type LedgerEvent } from "./stock-ledger";

const kg = (n: number) => BigInt(Math.round(n * 1000)) * (unitAmount("kg") / 1000n);
const buy = (id: number, day: string, kilos: number, totalMinor: number): LedgerEvent => ({
  kind: "purchase",
  day,
  id,
  amount: kg(kilos),
  totalMinor,
  supplier: `S${id}`,
  unit: "kg",
});
const use = (id: number, day: string, kilos: number, mixId: number | null): LedgerEvent => ({ kind: "use", day, id, amount: kg(kilos), mixId });

describe("runLedger", () => {
  it("weights each purchase by the stock on hand, counting a use on its day whatever order the rows came in", () => {
    const ledger = runLedger([buy(2, "2026-11-03", 10, 3000), use(1, "2026-11-02", 4, 7), buy(1, "2026-11-01", 10, 2000)]);
    expect(inUnit(ledger.onHand, "kg")).toBe(16);
    // (6 kg × $2.00 + $30.00) ÷ 16 kg = $2.625, shown as $2.63 a kg; the 16 kg are worth exactly $42.00.
    expect(averagePerUnit(ledger.average!, "kg")).toBe(263);
    expect(worth(ledger.onHand, ledger.average!)).toBe(4200);
    expect(ledger).toMatchObject({ purchaseCount: 2, mixCount: 1, lastSupplier: "S2", lastUnit: "kg" });
  });

  it("counts a day's purchase before its mixes, and starts the average afresh when nothing is on hand", () => {
    const ledger = runLedger([use(1, "2026-11-01", 5, 1), buy(1, "2026-11-01", 5, 1000), use(2, "2026-11-02", 3, 2), buy(2, "2026-11-03", 1, 900)]);
    // Bought 5 kg at $2.00 and used them the same day; 3 kg more used; then 1 kg at $9.00 with -3 kg on hand.
    expect(inUnit(ledger.onHand, "kg")).toBe(-2);
    expect(averagePerUnit(ledger.average!, "kg")).toBe(900);
  });

  it("counts a mix log once for all its materials, and a deleted recipe's logs by their day", () => {
    expect(runLedger([use(1, "2026-11-01", 1, 4), use(2, "2026-11-01", 1, 4), use(3, "2026-11-02", 1, null), use(4, "2026-11-02", 1, null)]).mixCount).toBe(2);
  });
});

describe("weights shown", () => {
  it("rounds half up to the thousandth, and what to buy up", () => {
    const third = unitAmount("lb") / 3n;
    expect(inUnit(third, "lb")).toBe(0.333);
    expect(inUnitUp(third, "lb")).toBe(0.334);
    expect(inUnitUp(kg(4), "kg")).toBe(4);
  });
});
