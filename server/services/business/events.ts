/**
 * Market days (product.md#r272): an event with the pieces packed for it, the day's sales (those made with its id),
 * its takings by payment method, and what came back unsold (packed, not sold there). Private to the potter.
 */
import { and, asc, desc, eq, inArray, isNull, sql } from "drizzle-orm";
import { thumbnailAddress } from "../../../contract/photos/rules";
import {
  BUSINESS_TEXTS as T,
  type CreateEventInput,
  type EventDetail,
  type EventSummary,
  type PackPiecesInput,
  type SaleStatus,
  type UpdateEventInput,
} from "../../../contract/business/schemas";
import type { AppDeps } from "../../context";
import type { DbOrTx } from "../../db/client";
import { eventPieces, marketEvents, pieceSelling, pieces, saleItems, sales } from "../../db/schema";
import { AppError } from "../../errors";
import { findOwned } from "../common/owned";
import { money, moneyOrNull, potterCurrency, toMinorOrNull } from "./money-input";
import { toSaleDtos } from "./sales-dto";

type EventRow = typeof marketEvents.$inferSelect;

/** Packed and sold counts and takings of many events in one query each. */
async function summaries(db: DbOrTx, rows: EventRow[], currency: string): Promise<EventSummary[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((r) => r.id);
  const packed = await db
    .select({ eventId: eventPieces.eventId, n: sql<number>`count(*)::int` })
    .from(eventPieces)
    .where(inArray(eventPieces.eventId, ids))
    .groupBy(eventPieces.eventId);
  const sold = await db
    .select({
      eventId: sales.eventId,
      n: sql<number>`count(*)::int`,
      takings: sql<string>`coalesce(sum(${saleItems.priceMinor} - ${saleItems.discountMinor}), 0)::bigint`,
    })
    .from(saleItems)
    .innerJoin(sales, eq(sales.id, saleItems.saleId))
    .where(and(inArray(sales.eventId, ids), isNull(saleItems.returnId)))
    .groupBy(sales.eventId);
  const packedOf = new Map(packed.map((p) => [p.eventId, Number(p.n)]));
  const soldOf = new Map(sold.map((s) => [s.eventId!, { n: Number(s.n), takings: Number(s.takings) }]));
  return rows.map((r) => ({
    id: r.id,
    name: r.name,
    date: r.date,
    place: r.place,
    boothFee: moneyOrNull(r.boothFeeMinor, currency),
    notes: r.notes,
    packedCount: packedOf.get(r.id) ?? 0,
    soldCount: soldOf.get(r.id)?.n ?? 0,
    takings: money(soldOf.get(r.id)?.takings ?? 0, currency),
    currency,
  }));
}

async function detail(db: DbOrTx, userId: number, event: EventRow): Promise<EventDetail> {
  const currency = await potterCurrency(db, userId);
  const [summary] = await summaries(db, [event], currency);
  const packedRows = await db
    .select({
      pieceId: pieces.id,
      code: pieces.code,
      name: pieces.name,
      type: pieces.type,
      imageUrls: pieces.imageUrls,
      priceMinor: pieceSelling.priceMinor,
      status: sql<string>`coalesce(${pieceSelling.status}, 'available')`,
    })
    .from(eventPieces)
    .innerJoin(pieces, eq(pieces.id, eventPieces.pieceId))
    .leftJoin(pieceSelling, eq(pieceSelling.pieceId, pieces.id))
    .where(eq(eventPieces.eventId, event.id))
    .orderBy(asc(eventPieces.id));
  const saleRows = await db.select().from(sales).where(and(eq(sales.eventId, event.id), eq(sales.userId, userId))).orderBy(asc(sales.id));
  const saleDtos = await toSaleDtos(db, saleRows, currency);
  const soldHere = new Set(saleDtos.flatMap((s) => s.items.filter((i) => !i.returned).map((i) => i.pieceId)));
  // What each sale took in the cash box: its kept items less their discount, plus its tax.
  const byMethod = new Map<string, { minor: number; sales: number }>();
  const items = saleRows.length
    ? await db.select().from(saleItems).where(inArray(saleItems.saleId, saleRows.map((s) => s.id)))
    : [];
  for (const sale of saleRows) {
    const kept = items.filter((i) => i.saleId === sale.id && i.returnId === null);
    if (kept.length === 0) continue;
    const minor = kept.reduce((s, i) => s + i.priceMinor - i.discountMinor, 0) + sale.taxMinor;
    const key = sale.paymentMethod ?? "other";
    const entry = byMethod.get(key) ?? { minor: 0, sales: 0 };
    byMethod.set(key, { minor: entry.minor + minor, sales: entry.sales + 1 });
  }
  return {
    ...summary!,
    packed: packedRows.map((p) => {
      const last = p.imageUrls.at(-1);
      return {
        pieceId: p.pieceId,
        code: p.code,
        name: p.name,
        type: p.type,
        thumbnailUrl: last ? thumbnailAddress(last) : null,
        price: moneyOrNull(p.priceMinor, currency),
        status: p.status as SaleStatus,
        soldHere: soldHere.has(p.pieceId),
      };
    }),
    byPaymentMethod: [...byMethod].map(([paymentMethod, v]) => ({ paymentMethod, amount: money(v.minor, currency), sales: v.sales })),
    unsold: packedRows.filter((p) => !soldHere.has(p.pieceId)).map((p) => p.pieceId),
    sales: saleDtos,
  };
}

export async function listEvents(deps: AppDeps, userId: number): Promise<{ data: EventSummary[]; currency: string }> {
  const currency = await potterCurrency(deps.db, userId);
  const rows = await deps.db.select().from(marketEvents).where(eq(marketEvents.userId, userId)).orderBy(desc(marketEvents.date), desc(marketEvents.id));
  return { data: await summaries(deps.db, rows, currency), currency };
}

export async function getEvent(deps: AppDeps, userId: number, id: number): Promise<EventDetail> {
  return detail(deps.db, userId, await findOwned(deps.db, marketEvents, userId, id, { message: T.eventNotFound }));
}

export async function createEvent(deps: AppDeps, userId: number, body: CreateEventInput): Promise<EventDetail> {
  return deps.db.transaction(async (tx) => {
    const currency = await potterCurrency(tx, userId);
    const boothFeeMinor = toMinorOrNull(body.boothFee, currency, "boothFee", "Booth fee") ?? null;
    const now = deps.now();
    const [row] = await tx
      .insert(marketEvents)
      .values({ userId, name: body.name, date: body.date, place: body.place ?? null, boothFeeMinor, notes: body.notes ?? null, createdAt: now, updatedAt: now })
      .returning();
    return detail(tx, userId, row!);
  });
}

export async function updateEvent(deps: AppDeps, userId: number, id: number, body: UpdateEventInput): Promise<EventDetail> {
  return deps.db.transaction(async (tx) => {
    await findOwned(tx, marketEvents, userId, id, { forUpdate: true, message: T.eventNotFound });
    const currency = await potterCurrency(tx, userId);
    const boothFeeMinor = toMinorOrNull(body.boothFee, currency, "boothFee", "Booth fee");
    const [row] = await tx
      .update(marketEvents)
      .set({
        ...(body.name !== undefined ? { name: body.name } : {}),
        ...(body.date !== undefined ? { date: body.date } : {}),
        ...(body.place !== undefined ? { place: body.place ?? null } : {}),
        ...(boothFeeMinor !== undefined ? { boothFeeMinor } : {}),
        ...(body.notes !== undefined ? { notes: body.notes ?? null } : {}),
        updatedAt: deps.now(),
      })
      .where(eq(marketEvents.id, id))
      .returning();
    return detail(tx, userId, row!);
  });
}

/** Deletes the market day and its packing list; its sales stay, without the event. */
export async function deleteEvent(deps: AppDeps, userId: number, id: number): Promise<void> {
  await findOwned(deps.db, marketEvents, userId, id, { message: T.eventNotFound });
  await deps.db.delete(marketEvents).where(and(eq(marketEvents.id, id), eq(marketEvents.userId, userId)));
}

/** Packs pieces (already packed ones stay once); an unknown piece is a 404 and packs nothing. */
export async function packPieces(deps: AppDeps, userId: number, id: number, body: PackPiecesInput): Promise<EventDetail> {
  return deps.db.transaction(async (tx) => {
    const event = await findOwned(tx, marketEvents, userId, id, { forUpdate: true, message: T.eventNotFound });
    const ids = [...new Set(body.pieceIds)];
    const found = await tx.select({ id: pieces.id }).from(pieces).where(and(eq(pieces.userId, userId), inArray(pieces.id, ids)));
    if (found.length !== ids.length) throw new AppError(404, T.pieceNotFound, { pieceIds: T.pieceNotFound });
    await tx
      .insert(eventPieces)
      .values(ids.map((pieceId) => ({ userId, eventId: id, pieceId, createdAt: deps.now() })))
      .onConflictDoNothing({ target: [eventPieces.eventId, eventPieces.pieceId] });
    return detail(tx, userId, event);
  });
}

export async function unpackPiece(deps: AppDeps, userId: number, id: number, pieceId: number): Promise<EventDetail> {
  return deps.db.transaction(async (tx) => {
    const event = await findOwned(tx, marketEvents, userId, id, { forUpdate: true, message: T.eventNotFound });
    const removed = await tx
      .delete(eventPieces)
      .where(and(eq(eventPieces.eventId, id), eq(eventPieces.pieceId, pieceId), eq(eventPieces.userId, userId)))
      .returning({ id: eventPieces.id });
    if (removed.length === 0) throw AppError.notFound(T.notPacked);
    return detail(tx, userId, event);
  });
}
