/** Sales as the API answers them (product.md#r271): items, returns and the sums of what was kept, in exact minor units. */
import { asc, inArray } from "drizzle-orm";
import type { PaymentMethod, Sale, SaleChannel } from "../../../contract/business/schemas";
import type { DbOrTx } from "../../db/client";
import { saleItems, saleReturns, type sales } from "../../db/schema";
import { money } from "./money-input";

type SaleRow = typeof sales.$inferSelect;

/** The sales' answers, their items and returns read in two queries whatever their number. */
export async function toSaleDtos(db: DbOrTx, rows: SaleRow[], currency: string): Promise<Sale[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((r) => r.id);
  const items = await db.select().from(saleItems).where(inArray(saleItems.saleId, ids)).orderBy(asc(saleItems.id));
  const returns = await db.select().from(saleReturns).where(inArray(saleReturns.saleId, ids)).orderBy(asc(saleReturns.id));
  const itemsOf = new Map<number, (typeof items)[number][]>();
  for (const item of items) itemsOf.set(item.saleId, [...(itemsOf.get(item.saleId) ?? []), item]);
  return rows.map((sale) => {
    const its = itemsOf.get(sale.id) ?? [];
    const kept = its.filter((i) => i.returnId === null);
    const subtotal = kept.reduce((s, i) => s + i.priceMinor, 0);
    const discount = kept.reduce((s, i) => s + i.discountMinor, 0);
    return {
      id: sale.id,
      date: sale.date,
      channel: sale.channel as SaleChannel,
      venue: sale.venue,
      eventId: sale.eventId,
      items: its.map((i) => ({
        pieceId: i.pieceId ?? 0,
        pieceCode: i.pieceCode,
        pieceName: i.pieceName,
        form: i.form,
        price: money(i.priceMinor, currency),
        discount: money(i.discountMinor, currency),
        cost: money(i.costMinor, currency),
        returned: i.returnId !== null,
      })),
      subtotal: money(subtotal, currency),
      discount: money(discount, currency),
      fee: money(sale.feeMinor, currency),
      tax: money(sale.taxMinor, currency),
      total: money(subtotal - discount + sale.taxMinor, currency),
      paymentMethod: sale.paymentMethod as PaymentMethod | null,
      buyer: sale.buyer,
      notes: sale.notes,
      returns: returns
        .filter((r) => r.saleId === sale.id)
        .map((r) => ({
          id: r.id,
          date: r.date,
          pieceIds: its.filter((i) => i.returnId === r.id).map((i) => i.pieceId ?? 0),
          reason: r.reason,
          refund: money(r.refundMinor, currency),
        })),
      currency,
      createdAt: sale.createdAt.toISOString(),
    };
  });
}
