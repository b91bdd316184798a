import { describe, expect, it } from "vitest";
import type { EventDetail } from "../../../contract/business/schemas";
import { eventWithSale, saleOnDevice } from "./business-offline";

const packed = (pieceId: number, name: string, price: string): EventDetail["packed"][number] => ({
  pieceId,
  code: `26-000${pieceId}`,
  name,
  type: "Mug",
  thumbnailUrl: null,
  price,
  status: "available",
  soldHere: false,
});

const day: EventDetail = {
  id: 7,
  name: "Saturday market",
  date: "2026-11-28",
  place: "Town square",
  boothFee: null,
  notes: null,
  packedCount: 2,
  soldCount: 0,
  takings: "0.00",
  currency: "USD",
  packed: [packed(1, "Speckled mug", "20.00"), packed(2, "Bud vase", "30.10")],
  byPaymentMethod: [],
  unsold: [1, 2],
  sales: [],
};

describe("a market day's sale made offline", () => {
  it("shows the piece sold, the takings by payment method and what is left, to the cent", () => {
    const pieces = new Map(day.packed.map((p) => [p.pieceId, p]));
    const first = saleOnDevice({ date: day.date, channel: "market", eventId: 7, items: [{ pieceId: 1, price: "20.00" }], paymentMethod: "cash" }, pieces, -1, "now", "USD");
    expect(first).toMatchObject({ id: -1, subtotal: "20.00", total: "20.00", items: [{ pieceName: "Speckled mug", pieceCode: "26-0001" }] });
    const second = saleOnDevice({ date: day.date, channel: "market", eventId: 7, items: [{ pieceId: 2, price: "30.10" }], paymentMethod: "cash", tax: "0.20" }, pieces, -2, "now", "USD");
    const after = eventWithSale(eventWithSale(day, first), second);
    expect(after.takings).toBe("50.10");
    expect(after.byPaymentMethod).toEqual([{ paymentMethod: "cash", amount: "50.30", sales: 2 }]);
    expect(after.unsold).toEqual([]);
    expect(after.soldCount).toBe(2);
    expect(after.packed.map((p) => p.status)).toEqual(["sold", "sold"]);
    expect(after.sales.map((s) => s.id)).toEqual([-2, -1]);
  });
});
