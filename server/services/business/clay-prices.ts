/** Clay bodies' bag prices (product.md#r269): one per clay body, private to the potter (owned.ts: another's id is a 404). */
import { and, asc, eq, ne } from "drizzle-orm";
import {
  BUSINESS_TEXTS as T,
  type ClayPrice,
  type CreateClayPriceInput,
  type UpdateClayPriceInput,
} from "../../../contract/business/schemas";
import type { AppDeps } from "../../context";
import type { DbOrTx } from "../../db/client";
import { clayPrices } from "../../db/schema";
import { AppError } from "../../errors";
import { findOwned } from "../common/owned";
import { money, potterCurrency, toMinor } from "./money-input";

type Row = typeof clayPrices.$inferSelect;

const toDto = (row: Row, currency: string): ClayPrice => ({
  id: row.id,
  clayBody: row.clayBody,
  bagPrice: money(row.bagPriceMinor, currency),
  bagWeight: Number(row.bagWeight),
  weightUnit: row.weightUnit as ClayPrice["weightUnit"],
  notes: row.notes,
  currency,
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
});

async function refuseDuplicate(db: DbOrTx, userId: number, clayBody: string, exceptId?: number): Promise<void> {
  const rows = await db
    .select({ id: clayPrices.id })
    .from(clayPrices)
    .where(and(eq(clayPrices.userId, userId), eq(clayPrices.clayBody, clayBody), ...(exceptId ? [ne(clayPrices.id, exceptId)] : [])))
    .limit(1);
  if (rows.length > 0) throw new AppError(409, T.clayPriceDuplicate, { clayBody: T.clayPriceDuplicate });
}

export async function listClayPrices(deps: AppDeps, userId: number): Promise<{ data: ClayPrice[]; currency: string }> {
  const currency = await potterCurrency(deps.db, userId);
  const rows = await deps.db.select().from(clayPrices).where(eq(clayPrices.userId, userId)).orderBy(asc(clayPrices.clayBody), asc(clayPrices.id));
  return { data: rows.map((r) => toDto(r, currency)), currency };
}

export async function createClayPrice(deps: AppDeps, userId: number, body: CreateClayPriceInput): Promise<ClayPrice> {
  return deps.db.transaction(async (tx) => {
    const currency = await potterCurrency(tx, userId);
    const bagPriceMinor = toMinor(body.bagPrice, currency, "bagPrice", "Bag price");
    await refuseDuplicate(tx, userId, body.clayBody.trim());
    const now = deps.now();
    const [row] = await tx
      .insert(clayPrices)
      .values({
        userId,
        clayBody: body.clayBody.trim(),
        bagPriceMinor,
        bagWeight: String(body.bagWeight),
        weightUnit: body.weightUnit,
        notes: body.notes ?? null,
        createdAt: now,
        updatedAt: now,
      })
      .returning();
    return toDto(row!, currency);
  });
}

export async function updateClayPrice(deps: AppDeps, userId: number, id: number, body: UpdateClayPriceInput): Promise<ClayPrice> {
  return deps.db.transaction(async (tx) => {
    await findOwned(tx, clayPrices, userId, id, { forUpdate: true, message: T.clayPriceNotFound });
    const currency = await potterCurrency(tx, userId);
    if (body.clayBody !== undefined) await refuseDuplicate(tx, userId, body.clayBody.trim(), id);
    const [row] = await tx
      .update(clayPrices)
      .set({
        ...(body.clayBody !== undefined ? { clayBody: body.clayBody.trim() } : {}),
        ...(body.bagPrice !== undefined ? { bagPriceMinor: toMinor(body.bagPrice, currency, "bagPrice", "Bag price") } : {}),
        ...(body.bagWeight !== undefined ? { bagWeight: String(body.bagWeight) } : {}),
        ...(body.weightUnit !== undefined ? { weightUnit: body.weightUnit } : {}),
        ...(body.notes !== undefined ? { notes: body.notes ?? null } : {}),
        updatedAt: deps.now(),
      })
      .where(eq(clayPrices.id, id))
      .returning();
    return toDto(row!, currency);
  });
}

export async function deleteClayPrice(deps: AppDeps, userId: number, id: number): Promise<void> {
  await findOwned(deps.db, clayPrices, userId, id, { message: T.clayPriceNotFound });
  await deps.db.delete(clayPrices).where(and(eq(clayPrices.id, id), eq(clayPrices.userId, userId)));
}
