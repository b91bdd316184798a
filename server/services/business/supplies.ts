/** Other supplies (product.md#r269): a price, and optionally a cost every piece carries. Private to the potter. */
import { and, asc, eq } from "drizzle-orm";
import { BUSINESS_TEXTS as T, type CreateSupplyInput, type Supply, type UpdateSupplyInput } from "../../../contract/business/schemas";
import type { AppDeps } from "../../context";
import { supplies } from "../../db/schema";
import { findOwned } from "../common/owned";
import { money, moneyOrNull, potterCurrency, toMinor, toMinorOrNull } from "./money-input";

type Row = typeof supplies.$inferSelect;

const toDto = (row: Row, currency: string): Supply => ({
  id: row.id,
  name: row.name,
  price: money(row.priceMinor, currency),
  perPiece: moneyOrNull(row.perPieceMinor, currency),
  notes: row.notes,
  currency,
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
});

export async function listSupplies(deps: AppDeps, userId: number): Promise<{ data: Supply[]; currency: string }> {
  const currency = await potterCurrency(deps.db, userId);
  const rows = await deps.db.select().from(supplies).where(eq(supplies.userId, userId)).orderBy(asc(supplies.name), asc(supplies.id));
  return { data: rows.map((r) => toDto(r, currency)), currency };
}

export async function createSupply(deps: AppDeps, userId: number, body: CreateSupplyInput): Promise<Supply> {
  const currency = await potterCurrency(deps.db, userId);
  const priceMinor = toMinor(body.price, currency, "price", "Price");
  const perPieceMinor = toMinorOrNull(body.perPiece, currency, "perPiece", "Cost per piece") ?? null;
  const now = deps.now();
  const [row] = await deps.db
    .insert(supplies)
    .values({ userId, name: body.name, priceMinor, perPieceMinor, notes: body.notes ?? null, createdAt: now, updatedAt: now })
    .returning();
  return toDto(row!, currency);
}

export async function updateSupply(deps: AppDeps, userId: number, id: number, body: UpdateSupplyInput): Promise<Supply> {
  return deps.db.transaction(async (tx) => {
    await findOwned(tx, supplies, userId, id, { forUpdate: true, message: T.supplyNotFound });
    const currency = await potterCurrency(tx, userId);
    const perPieceMinor = toMinorOrNull(body.perPiece, currency, "perPiece", "Cost per piece");
    const [row] = await tx
      .update(supplies)
      .set({
        ...(body.name !== undefined ? { name: body.name } : {}),
        ...(body.price !== undefined ? { priceMinor: toMinor(body.price, currency, "price", "Price") } : {}),
        ...(perPieceMinor !== undefined ? { perPieceMinor } : {}),
        ...(body.notes !== undefined ? { notes: body.notes ?? null } : {}),
        updatedAt: deps.now(),
      })
      .where(eq(supplies.id, id))
      .returning();
    return toDto(row!, currency);
  });
}

export async function deleteSupply(deps: AppDeps, userId: number, id: number): Promise<void> {
  await findOwned(deps.db, supplies, userId, id, { message: T.supplyNotFound });
  await deps.db.delete(supplies).where(and(eq(supplies.id, id), eq(supplies.userId, userId)));
}
