/**
 * Sales and returns (product.md#r271, docs/decisions/0314-sales-and-returns.md). A sale marks its pieces sold in its
 * own transaction; a piece already sold is a 409 naming it, and the partial unique index on sale_items keeps that true
 * under any race. The discount is shared over the items by price so every item's net is exact, and each item keeps
 * the piece's cost when it sold. A return undoes the sale of some of its pieces, with its reason. Idempotency-Key is
 * honoured by the house's middleware (server/http/idempotency.ts): a market day's retry sells once.
 */
import { and, asc, desc, eq, gte, inArray, lte } from "drizzle-orm";
import { splitByWeights } from "../../../contract/business/money";
import { formOfName } from "../../../contract/business/rules";
import {
  SALES_PAGE_MAX,
  BUSINESS_TEXTS as T,
  type CreateReturnInput,
  type CreateSaleInput,
  type Sale,
  type SalesQuery,
} from "../../../contract/business/schemas";
import type { AppDeps } from "../../context";
import type { DbOrTx } from "../../db/client";
import { marketEvents, pieceSelling, pieces, saleItems, saleReturns, sales } from "../../db/schema";
import { AppError } from "../../errors";
import { findOwned, findOwnedOrNull } from "../common/owned";
import { potterCurrency, toMinor } from "./money-input";
import { computePieceCost } from "./piece-cost";
import { sellingRow, writeSelling } from "./selling";
import { toSaleDtos } from "./sales-dto";

const isUniqueViolation = (err: unknown): boolean => {
  const e = err as { code?: string; cause?: { code?: string } } | null;
  return e?.code === "23505" || e?.cause?.code === "23505";
};

/** The pieces of a sale, locked in id order (so two sales of the same pieces wait for each other, never deadlock). */
async function piecesForSale(tx: DbOrTx, userId: number, ids: number[]): Promise<Map<number, typeof pieces.$inferSelect>> {
  const rows = await tx
    .select()
    .from(pieces)
    .where(and(eq(pieces.userId, userId), inArray(pieces.id, ids)))
    .orderBy(asc(pieces.id))
    .for("update");
  if (rows.length !== ids.length) throw new AppError(404, T.pieceNotFound, { items: T.pieceNotFound });
  return new Map(rows.map((r) => [r.id, r]));
}

async function saleDto(db: DbOrTx, sale: typeof sales.$inferSelect, currency: string): Promise<Sale> {
  return (await toSaleDtos(db, [sale], currency))[0]!;
}

export async function createSale(deps: AppDeps, userId: number, body: CreateSaleInput): Promise<Sale> {
  try {
    return await deps.db.transaction(async (tx) => {
      const { sale, currency } = await recordSale(tx, userId, body, deps.now());
      return saleDto(tx, sale, currency);
    });
  } catch (err) {
    // Two sales of one piece at once: the second waits for the first's lock and finds it sold; the index is the net.
    if (isUniqueViolation(err)) throw AppError.conflict(T.alreadySold("A piece"));
    throw err;
  }
}

/**
 * A sale in the caller's transaction: a sale from the app, or one from another app's file in an import's batch
 * (docs/decisions/0321-mud-room-recipes-and-sales.md). Every refusal is an AppError thrown before anything is written.
 */
export async function recordSale(tx: DbOrTx, userId: number, body: CreateSaleInput, now: Date): Promise<{ sale: typeof sales.$inferSelect; currency: string }> {
  const currency = await potterCurrency(tx, userId);
  const prices = body.items.map((item, i) => toMinor(item.price, currency, `items.${i}.price`, "Price"));
  const discount = body.discount ? toMinor(body.discount, currency, "discount", "Discount") : 0;
  const fee = body.fee ? toMinor(body.fee, currency, "fee", "Fee") : 0;
  const tax = body.tax ? toMinor(body.tax, currency, "tax", "Tax") : 0;
  const subtotal = prices.reduce((s, p) => s + p, 0);
  if (discount > subtotal) throw AppError.badRequest(T.discountTooLarge, { discount: T.discountTooLarge });
  if (body.eventId) {
    const event = await findOwnedOrNull(tx, marketEvents, userId, body.eventId);
    if (!event) throw new AppError(404, T.eventNotFound, { eventId: T.eventNotFound });
  }
  const found = await piecesForSale(tx, userId, body.items.map((i) => i.pieceId));
  const costs: number[] = [];
  const forms: string[] = [];
  for (const item of body.items) {
    const piece = found.get(item.pieceId)!;
    const selling = await sellingRow(tx, piece.id, { forUpdate: true });
    forms.push(selling?.form ?? formOfName(piece.name));
    if (selling?.status === "sold") throw AppError.conflict(T.alreadySold(piece.name));
    if (piece.fate) throw AppError.conflict(T.notForSale(piece.name, piece.fate));
    if (selling?.status === "gifted" || selling?.status === "kept") throw AppError.conflict(T.notForSale(piece.name, selling.status));
    costs.push((await computePieceCost(tx, userId, piece, currency)).totalMinor);
  }
  const shares = splitByWeights(discount, prices);
  const [sale] = await tx
    .insert(sales)
    .values({
      userId,
      date: body.date,
      channel: body.channel,
      venue: body.venue ?? null,
      eventId: body.eventId ?? null,
      discountMinor: discount,
      feeMinor: fee,
      taxMinor: tax,
      paymentMethod: body.paymentMethod ?? null,
      buyer: body.buyer ?? null,
      notes: body.notes ?? null,
      createdAt: now,
    })
    .returning();
  await tx.insert(saleItems).values(
    body.items.map((item, i) => {
      const piece = found.get(item.pieceId)!;
      return {
        userId,
        saleId: sale!.id,
        pieceId: piece.id,
        pieceName: piece.name,
        pieceCode: piece.code,
        form: forms[i]!,
        date: body.date,
        channel: body.channel,
        venue: body.venue ?? null,
        priceMinor: prices[i]!,
        discountMinor: shares[i]!,
        costMinor: costs[i]!,
      };
    }),
  );
  for (const item of body.items) await writeSelling(tx, userId, item.pieceId, { status: "sold", saleId: sale!.id }, now);
  return { sale: sale!, currency };
}

/**
 * Sales an ended import made go (import-undo.ts): their pieces are available again unless something else happened to
 * them since, as a return does, then the sales and their items go.
 */
export async function takeBackImportedSales(tx: DbOrTx, userId: number, saleIds: number[]): Promise<void> {
  if (saleIds.length === 0) return;
  await tx
    .update(pieceSelling)
    .set({ status: "available", saleId: null })
    .where(and(eq(pieceSelling.userId, userId), inArray(pieceSelling.saleId, saleIds)));
  await tx.delete(sales).where(and(eq(sales.userId, userId), inArray(sales.id, saleIds)));
}

export async function getSale(deps: AppDeps, userId: number, id: number): Promise<Sale> {
  const sale = await findOwned(deps.db, sales, userId, id, { message: T.saleNotFound });
  return saleDto(deps.db, sale, await potterCurrency(deps.db, userId));
}

export async function listSales(deps: AppDeps, userId: number, query: SalesQuery): Promise<{ data: Sale[]; more: boolean; currency: string }> {
  const currency = await potterCurrency(deps.db, userId);
  const rows = await deps.db
    .select()
    .from(sales)
    .where(
      and(
        eq(sales.userId, userId),
        ...(query.from ? [gte(sales.date, query.from)] : []),
        ...(query.to ? [lte(sales.date, query.to)] : []),
        ...(query.eventId ? [eq(sales.eventId, query.eventId)] : []),
      ),
    )
    .orderBy(desc(sales.date), desc(sales.id))
    .limit(SALES_PAGE_MAX + 1);
  const more = rows.length > SALES_PAGE_MAX;
  return { data: await toSaleDtos(deps.db, rows.slice(0, SALES_PAGE_MAX), currency), more, currency };
}

export async function createReturn(deps: AppDeps, userId: number, saleId: number, body: CreateReturnInput): Promise<Sale> {
  return deps.db.transaction(async (tx) => {
    const sale = await findOwned(tx, sales, userId, saleId, { forUpdate: true, message: T.saleNotFound });
    const currency = await potterCurrency(tx, userId);
    const items = await tx.select().from(saleItems).where(eq(saleItems.saleId, saleId)).orderBy(asc(saleItems.id)).for("update");
    const returning = body.pieceIds.map((pieceId) => {
      const item = items.find((i) => i.pieceId === pieceId);
      if (!item) throw new AppError(404, T.notInSale, { pieceIds: T.notInSale });
      if (item.returnId !== null) throw AppError.conflict(T.alreadyReturned(item.pieceName));
      return item;
    });
    const refund = returning.reduce((s, i) => s + i.priceMinor - i.discountMinor, 0);
    const [ret] = await tx
      .insert(saleReturns)
      .values({ userId, saleId, date: body.date ?? deps.now().toISOString().slice(0, 10), reason: body.reason, refundMinor: refund, createdAt: deps.now() })
      .returning();
    await tx.update(saleItems).set({ returnId: ret!.id }).where(inArray(saleItems.id, returning.map((i) => i.id)));
    for (const item of returning) {
      const selling = await sellingRow(tx, item.pieceId!, { forUpdate: true });
      // Back on the shelf, unless something else has happened to it since.
      if (selling?.saleId === saleId) await writeSelling(tx, userId, item.pieceId!, { status: "available", saleId: null }, deps.now());
    }
    return saleDto(tx, sale, currency);
  });
}
