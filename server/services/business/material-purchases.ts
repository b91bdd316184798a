/**
 * Glaze materials bought (product.md#r291): a day, a weight as typed, the total paid in minor units and a supplier.
 * Each purchase moves its material's rolling average price (stock-ledger.ts). Private to the potter; another's id is
 * a 404, as is a material their library does not hold. A retried POST with its Idempotency-Key is recorded once
 * (server/http/idempotency.ts).
 */
import { and, desc, eq } from "drizzle-orm";
import { divRound } from "../../../contract/business/money";
import { BUSINESS_TEXTS } from "../../../contract/business/texts";
import type { CreateMaterialPurchaseInput, MaterialPurchase } from "../../../contract/business/stock-schemas";
import { STOCK_TEXTS as T } from "../../../contract/business/stock-texts";
import type { AppDeps } from "../../context";
import { materialPurchases } from "../../db/schema";
import { AppError } from "../../errors";
import { findOwned } from "../common/owned";
import { loadLibrary, type Library } from "../glaze-lab/material-library";
import { materialIdOf, materialKey } from "./material-keys";
import { money, potterCurrency, toMinor } from "./money-input";

type Row = typeof materialPurchases.$inferSelect;

/** "2.500" → 2500: a numeric(…, 3) column in thousandths. */
const thousandths = (text: string): bigint => {
  const [whole, fraction = ""] = text.split(".");
  return BigInt(whole! + fraction.padEnd(3, "0").slice(0, 3));
};

export function toPurchaseDto(row: Row, library: Library, currency: string): MaterialPurchase {
  const materialId = materialIdOf(row.materialId);
  const q = thousandths(row.quantity);
  return {
    id: row.id,
    materialId,
    materialName: library.find(materialId)?.name ?? null,
    date: row.purchasedOn,
    quantity: Number(row.quantity),
    unit: row.quantityUnit as MaterialPurchase["unit"],
    total: money(row.totalMinor, currency),
    unitPrice: money(q === 0n ? 0 : divRound(BigInt(row.totalMinor) * 1000n, q), currency),
    supplier: row.supplier,
    notes: row.notes,
    currency,
    createdAt: row.createdAt.toISOString(),
  };
}

/** Newest day first. */
export async function listMaterialPurchases(deps: AppDeps, userId: number): Promise<{ data: MaterialPurchase[]; currency: string }> {
  const currency = await potterCurrency(deps.db, userId);
  const library = await loadLibrary(deps.db, userId);
  const rows = await deps.db
    .select()
    .from(materialPurchases)
    .where(eq(materialPurchases.userId, userId))
    .orderBy(desc(materialPurchases.purchasedOn), desc(materialPurchases.id));
  return { data: rows.map((r) => toPurchaseDto(r, library, currency)), currency };
}

export async function createMaterialPurchase(deps: AppDeps, userId: number, body: CreateMaterialPurchaseInput): Promise<MaterialPurchase> {
  return deps.db.transaction(async (tx) => {
    const currency = await potterCurrency(tx, userId);
    const totalMinor = toMinor(body.total, currency, "total", "Total paid");
    const library = await loadLibrary(tx, userId);
    if (!library.find(body.materialId)) throw new AppError(404, BUSINESS_TEXTS.materialNotFound, { materialId: BUSINESS_TEXTS.materialNotFound });
    const [row] = await tx
      .insert(materialPurchases)
      .values({
        userId,
        materialId: materialKey(body.materialId),
        purchasedOn: body.date,
        quantity: String(body.quantity),
        quantityUnit: body.unit,
        totalMinor,
        supplier: body.supplier ?? null,
        notes: body.notes ?? null,
        createdAt: deps.now(),
      })
      .returning();
    return toPurchaseDto(row!, library, currency);
  });
}

export async function deleteMaterialPurchase(deps: AppDeps, userId: number, id: number): Promise<void> {
  await findOwned(deps.db, materialPurchases, userId, id, { message: T.purchaseNotFound });
  await deps.db.delete(materialPurchases).where(and(eq(materialPurchases.id, id), eq(materialPurchases.userId, userId)));
}
