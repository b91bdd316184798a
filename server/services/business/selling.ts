/**
 * A piece's selling side (product.md#r270): its price, sale status, place (home, or a shop on consignment with its
 * commission), and what its cost counts (grams per layer, its own other costs). A piece without a row is available,
 * at home, unpriced. "sold" is written only by a sale and undone only by its return (./sales.ts).
 */
import { and, asc, desc, eq, inArray, isNull, or, sql } from "drizzle-orm";
import { thumbnailAddress } from "../../../contract/photos/rules";
import {
  BUSINESS_TEXTS as T,
  DEFAULT_CURRENCY,
  formOfName,
  type InventoryItem,
  type InventoryQuery,
  type SaleStatus,
  type Selling,
  type UpdateSellingInput,
} from "../../../contract/business/schemas";
import type { AppDeps } from "../../context";
import type { DbOrTx } from "../../db/client";
import { decorationLayers, layerGrams, pieceSelling, pieces, userPreferences } from "../../db/schema";
import { AppError } from "../../errors";
import { findOwned } from "../common/owned";
import { money, moneyOrNull, potterCurrency, toMinor } from "./money-input";

export type SellingRow = typeof pieceSelling.$inferSelect;

export async function sellingRow(db: DbOrTx, pieceId: number, options: { forUpdate?: boolean } = {}): Promise<SellingRow | null> {
  const query = db.select().from(pieceSelling).where(eq(pieceSelling.pieceId, pieceId)).limit(1);
  const rows = options.forUpdate ? await query.for("update") : await query;
  return rows[0] ?? null;
}

/** The grams the potter set for the piece's layers, in layer order. */
export async function layerGramsOf(db: DbOrTx, userId: number, pieceId: number): Promise<{ layerId: number; grams: number }[]> {
  return db
    .select({ layerId: layerGrams.layerId, grams: layerGrams.grams })
    .from(layerGrams)
    .innerJoin(decorationLayers, eq(decorationLayers.id, layerGrams.layerId))
    .where(and(eq(decorationLayers.pieceId, pieceId), eq(layerGrams.userId, userId)))
    .orderBy(asc(decorationLayers.orderIndex), asc(decorationLayers.id));
}

export function toSellingDto(
  piece: { id: number; name: string },
  row: SellingRow | null,
  grams: { layerId: number; grams: number }[],
  currency: string,
): Selling {
  return {
    pieceId: piece.id,
    price: row ? moneyOrNull(row.priceMinor, currency) : null,
    status: (row?.status ?? "available") as SaleStatus,
    place: (row?.place ?? "home") as Selling["place"],
    shop: row?.shop ?? null,
    commission: row?.commission ?? null,
    form: row?.form ?? formOfName(piece.name),
    layerGrams: grams,
    otherCosts: (row?.otherCosts ?? []).map((c) => ({ description: c.description, amount: money(c.amountMinor, currency) })),
    saleId: row?.saleId ?? null,
    currency,
  };
}

/** Writes the piece's selling row (created on first use); the caller holds the piece. */
export async function writeSelling(tx: DbOrTx, userId: number, pieceId: number, values: Partial<typeof pieceSelling.$inferInsert>, now: Date): Promise<SellingRow> {
  const [row] = await tx
    .insert(pieceSelling)
    .values({ userId, pieceId, ...values, updatedAt: now })
    .onConflictDoUpdate({ target: pieceSelling.pieceId, set: { ...values, updatedAt: now } })
    .returning();
  return row!;
}

export async function getSelling(deps: AppDeps, userId: number, pieceId: number): Promise<Selling> {
  const piece = await findOwned(deps.db, pieces, userId, pieceId, { message: T.pieceNotFound });
  const currency = await potterCurrency(deps.db, userId);
  return toSellingDto(piece, await sellingRow(deps.db, pieceId), await layerGramsOf(deps.db, userId, pieceId), currency);
}

export async function updateSelling(deps: AppDeps, userId: number, pieceId: number, body: UpdateSellingInput): Promise<Selling> {
  return deps.db.transaction(async (tx) => {
    const piece = await findOwned(tx, pieces, userId, pieceId, { forUpdate: true, message: T.pieceNotFound });
    const currency = await potterCurrency(tx, userId);
    const current = await sellingRow(tx, pieceId, { forUpdate: true });
    if (body.status !== undefined && current?.status === "sold") throw AppError.conflict(T.soldNeedsReturn);
    const values: Partial<typeof pieceSelling.$inferInsert> = {};
    if (body.price !== undefined) values.priceMinor = body.price === null ? null : toMinor(body.price, currency, "price", "Price");
    if (body.status !== undefined) values.status = body.status;
    if (body.place !== undefined) values.place = body.place;
    if (body.shop !== undefined) values.shop = body.shop;
    if (body.commission !== undefined) values.commission = body.commission;
    if (body.form !== undefined) values.form = body.form;
    // At home there is no shop and no commission (product.md#r270).
    if ((body.place ?? current?.place ?? "home") === "home") Object.assign(values, { shop: null, commission: null });
    if (body.layerGrams !== undefined) {
      const ids = [...new Set(body.layerGrams.map((l) => l.layerId))];
      const found = ids.length
        ? await tx
            .select({ id: decorationLayers.id })
            .from(decorationLayers)
            .where(and(eq(decorationLayers.pieceId, pieceId), eq(decorationLayers.userId, userId), inArray(decorationLayers.id, ids)))
        : [];
      if (found.length !== ids.length) throw AppError.badRequest(T.layerNotOnPiece, { layerGrams: T.layerNotOnPiece });
      // Sent whole: the piece's layers not listed go back to the default.
      const onPiece = tx.select({ id: decorationLayers.id }).from(decorationLayers).where(eq(decorationLayers.pieceId, pieceId));
      await tx.delete(layerGrams).where(and(eq(layerGrams.userId, userId), inArray(layerGrams.layerId, onPiece)));
      const byLayer = new Map(body.layerGrams.map((l) => [l.layerId, l.grams]));
      if (byLayer.size > 0) await tx.insert(layerGrams).values([...byLayer].map(([layerId, grams]) => ({ userId, layerId, grams })));
    }
    if (body.otherCosts !== undefined) {
      values.otherCosts = body.otherCosts.map((c, i) => ({ description: c.description, amountMinor: toMinor(c.amount, currency, `otherCosts.${i}.amount`, "Amount") }));
    }
    const row = await writeSelling(tx, userId, pieceId, values, deps.now());
    return toSellingDto(piece, row, await layerGramsOf(tx, userId, pieceId), currency);
  });
}

/** `price` of PATCH /api/pieces/{id} (product.md#r270), written in the piece's transaction. */
export async function setPiecePrice(tx: DbOrTx, userId: number, pieceId: number, price: string | null, now: Date): Promise<void> {
  const currency = await potterCurrency(tx, userId);
  const priceMinor = price === null ? null : toMinor(price, currency, "price", "Price");
  await writeSelling(tx, userId, pieceId, { priceMinor }, now);
}

/**
 * The price and other costs another app's file gives a piece (docs/decisions/0321-mud-room-recipes-and-sales.md),
 * written in the import's batch; an amount that does not read as money is a 400 naming it, which the import lists.
 */
export async function setImportedSelling(
  tx: DbOrTx,
  userId: number,
  pieceId: number,
  given: { price: string | null; otherCosts: { description: string; amount: string }[] },
  now: Date,
): Promise<void> {
  const currency = await potterCurrency(tx, userId);
  const values: Partial<typeof pieceSelling.$inferInsert> = {};
  if (given.price !== null) values.priceMinor = toMinor(given.price, currency, "price", "Price");
  if (given.otherCosts.length > 0) {
    values.otherCosts = given.otherCosts.map((c, i) => ({ description: c.description, amountMinor: toMinor(c.amount, currency, `otherCosts.${i}.amount`, "Amount") }));
  }
  if (Object.keys(values).length > 0) await writeSelling(tx, userId, pieceId, values, now);
}

/** The piece's price as a piece's answer carries it (product.md#r270): one indexed read with the currency. */
export async function piecePrice(db: DbOrTx, userId: number, pieceId: number): Promise<string | null> {
  const rows = await db
    .select({
      priceMinor: pieceSelling.priceMinor,
      currency: sql<string | null>`(select ${userPreferences.currency} from ${userPreferences} where ${userPreferences.userId} = ${userId})`,
    })
    .from(pieceSelling)
    .where(and(eq(pieceSelling.pieceId, pieceId), eq(pieceSelling.userId, userId)))
    .limit(1);
  const row = rows[0];
  return row?.priceMinor == null ? null : money(row.priceMinor, row.currency ?? DEFAULT_CURRENCY);
}

/** Finished pieces, and any piece with a selling row (priced, placed or sold), newest first. */
export async function inventory(deps: AppDeps, userId: number, query: InventoryQuery): Promise<{ data: InventoryItem[]; currency: string }> {
  const currency = await potterCurrency(deps.db, userId);
  const status = sql<string>`coalesce(${pieceSelling.status}, 'available')`;
  const place = sql<string>`coalesce(${pieceSelling.place}, 'home')`;
  const rows = await deps.db
    .select({
      id: pieces.id,
      code: pieces.code,
      name: pieces.name,
      type: pieces.type,
      imageUrls: pieces.imageUrls,
      priceMinor: pieceSelling.priceMinor,
      status,
      place,
      shop: pieceSelling.shop,
      form: pieceSelling.form,
    })
    .from(pieces)
    .leftJoin(pieceSelling, eq(pieceSelling.pieceId, pieces.id))
    .where(
      and(
        eq(pieces.userId, userId),
        isNull(pieces.fate),
        or(eq(pieces.currentStage, "Finished"), sql`${pieceSelling.id} is not null`),
        ...(query.status ? [sql`${status} = ${query.status}`] : []),
        ...(query.place ? [sql`${place} = ${query.place}`] : []),
      ),
    )
    .orderBy(desc(pieces.createdAt), asc(pieces.id))
    .limit(2000);
  return {
    data: rows.map((r) => {
      const last = r.imageUrls.at(-1);
      return {
        pieceId: r.id,
        code: r.code,
        name: r.name,
        type: r.type,
        form: r.form ?? formOfName(r.name),
        thumbnailUrl: last ? thumbnailAddress(last) : null,
        price: moneyOrNull(r.priceMinor, currency),
        status: r.status as SaleStatus,
        place: r.place as InventoryItem["place"],
        shop: r.shop,
      };
    }),
    currency,
  };
}
