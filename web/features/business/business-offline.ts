/**
 * A sale made at a market stall with no connection (product.md#r278, docs/decisions/0316-business-screens.md): it is
 * kept in the outbox and sent once, with its Idempotency-Key, when the connection returns (decision 0116). Meanwhile
 * the device's copy of the market day shows the piece sold, the day's takings with it, and the sales list holds it.
 * What the device cannot know (the piece's cost, the discount's exact split) waits for the server's answer.
 */
import type { QueryClient } from "@tanstack/react-query";
import type { BusinessRoutes } from "../../../contract/business/routes";
import type { CreateSaleBody, EventDetail, Sale } from "../../../contract/business/schemas";
import type { OfflineCalls } from "../../lib/offline/offline-call";
import { businessKeys } from "./business-keys";
import { addMoney } from "./money";

type Packed = EventDetail["packed"][number];

/** The pieces the device knows, from every market day it holds. */
function knownPieces(queryClient: QueryClient): Map<number, Packed> {
  const known = new Map<number, Packed>();
  for (const [, event] of queryClient.getQueriesData<EventDetail>({ queryKey: ["business", "event"] as const })) {
    for (const p of event?.packed ?? []) known.set(p.pieceId, p);
  }
  return known;
}

const zero = "0.00";

/** The sale as the device shows it until the server answers: the typed amounts, no cost yet. */
export function saleOnDevice(body: CreateSaleBody, pieces: Map<number, Packed>, id: number, now: string, currency: string): Sale {
  const items = body.items.map((i) => {
    const p = pieces.get(i.pieceId);
    return { pieceId: i.pieceId, pieceCode: p?.code ?? null, pieceName: p?.name ?? "", form: p?.type ?? "", price: i.price, discount: zero, cost: zero, returned: false };
  });
  const subtotal = addMoney(items.map((i) => i.price));
  const discount = body.discount ?? zero;
  const tax = body.tax ?? zero;
  return {
    id,
    date: body.date,
    channel: body.channel,
    venue: body.venue ?? null,
    eventId: body.eventId ?? null,
    items,
    subtotal,
    discount,
    fee: body.fee ?? zero,
    tax,
    total: addMoney([subtotal, `-${discount}`, tax]),
    paymentMethod: body.paymentMethod ?? null,
    buyer: body.buyer ?? null,
    notes: body.notes ?? null,
    returns: [],
    currency,
    createdAt: now,
  };
}

/** The market day with the sale in it: the pieces sold here, the takings and their split by payment method. */
export function eventWithSale(event: EventDetail, sale: Sale): EventDetail {
  const sold = new Set(sale.items.map((i) => i.pieceId));
  const method = sale.paymentMethod ?? "other";
  const byPaymentMethod = event.byPaymentMethod.some((m) => m.paymentMethod === method)
    ? event.byPaymentMethod.map((m) => (m.paymentMethod === method ? { ...m, amount: addMoney([m.amount, sale.total]), sales: m.sales + 1 } : m))
    : [...event.byPaymentMethod, { paymentMethod: method, amount: sale.total, sales: 1 }];
  return {
    ...event,
    packed: event.packed.map((p) => (sold.has(p.pieceId) ? { ...p, status: "sold" as const, soldHere: true } : p)),
    soldCount: event.soldCount + sold.size,
    takings: addMoney([event.takings, sale.subtotal, `-${sale.discount}`]),
    byPaymentMethod,
    unsold: event.unsold.filter((id) => !sold.has(id)),
    sales: [sale, ...event.sales],
  };
}

export const BUSINESS_OFFLINE: OfflineCalls<Pick<BusinessRoutes, "createSale">> = {
  createSale: {
    creates: true,
    label: ({ body }, queryClient) => {
      const pieces = knownPieces(queryClient);
      return `Sale of ${body.items.map((i) => pieces.get(i.pieceId)?.name ?? `piece ${i.pieceId}`).join(", ")}`;
    },
    answer: ({ body }, { queryClient, tempId, now }) => {
      const event = body.eventId ? queryClient.getQueryData<EventDetail>(businessKeys.event(body.eventId)) : undefined;
      // Only a market day's sale is made offline: without the day on the device there is nothing to show it with.
      if (!event) throw new Error("No market day on this device");
      const sale = saleOnDevice(body, knownPieces(queryClient), tempId, now, event.currency);
      queryClient.setQueryData<EventDetail>(businessKeys.event(event.id), eventWithSale(event, sale));
      return sale;
    },
  },
};
