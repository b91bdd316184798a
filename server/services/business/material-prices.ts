/**
 * Glaze materials' prices (product.md#r280): what the potter pays for a weight of a material of their glaze lab, a
 * default one or their own, one price per material. Private to the potter; another's id is a 404, as is a material
 * their library does not hold.
 */
import { and, asc, eq, ne } from "drizzle-orm";
import { BUSINESS_TEXTS as T } from "../../../contract/business/schemas";
import type { CreateMaterialPriceInput, MaterialPrice, UpdateMaterialPriceInput } from "../../../contract/business/material-price-schemas";
import type { AppDeps } from "../../context";
import type { DbOrTx } from "../../db/client";
import { materialPrices } from "../../db/schema";
import { AppError } from "../../errors";
import { findOwned } from "../common/owned";
import { loadLibrary, type Library } from "../glaze-lab/material-library";
import { money, potterCurrency, toMinor } from "./money-input";

type Row = typeof materialPrices.$inferSelect;

/** The stored key: "default:<key>" as it is, an own material's number as text. */
const materialKey = (id: string | number) => String(id);
/** The key back to a recipe line's id: a number for an own material. */
const materialIdOf = (key: string): string | number => (/^\d+$/.test(key) ? Number(key) : key);

const toDto = (row: Row, library: Library, currency: string): MaterialPrice => {
  const materialId = materialIdOf(row.materialId);
  return {
    id: row.id,
    materialId,
    materialName: library.find(materialId)?.name ?? null,
    price: money(row.priceMinor, currency),
    weight: Number(row.weight),
    weightUnit: row.weightUnit as MaterialPrice["weightUnit"],
    notes: row.notes,
    currency,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
};

/** The material a price names: one in the potter's library, not priced already. */
async function priceable(db: DbOrTx, userId: number, library: Library, materialId: string | number, exceptId?: number): Promise<string> {
  if (!library.find(materialId)) throw new AppError(404, T.materialNotFound, { materialId: T.materialNotFound });
  const key = materialKey(materialId);
  const taken = await db
    .select({ id: materialPrices.id })
    .from(materialPrices)
    .where(and(eq(materialPrices.userId, userId), eq(materialPrices.materialId, key), ...(exceptId ? [ne(materialPrices.id, exceptId)] : [])))
    .limit(1);
  if (taken.length > 0) throw new AppError(409, T.materialAlreadyPriced, { materialId: T.materialAlreadyPriced });
  return key;
}

export async function listMaterialPrices(deps: AppDeps, userId: number): Promise<{ data: MaterialPrice[]; currency: string }> {
  const currency = await potterCurrency(deps.db, userId);
  const library = await loadLibrary(deps.db, userId);
  const rows = await deps.db.select().from(materialPrices).where(eq(materialPrices.userId, userId)).orderBy(asc(materialPrices.id));
  const data = rows.map((r) => toDto(r, library, currency));
  data.sort((a, b) => (a.materialName ?? "").localeCompare(b.materialName ?? "") || a.id - b.id);
  return { data, currency };
}

export async function createMaterialPrice(deps: AppDeps, userId: number, body: CreateMaterialPriceInput): Promise<MaterialPrice> {
  return deps.db.transaction(async (tx) => {
    const currency = await potterCurrency(tx, userId);
    const priceMinor = toMinor(body.price, currency, "price", "Price");
    const library = await loadLibrary(tx, userId);
    const materialId = await priceable(tx, userId, library, body.materialId);
    const now = deps.now();
    const [row] = await tx
      .insert(materialPrices)
      .values({ userId, materialId, priceMinor, weight: String(body.weight), weightUnit: body.weightUnit, notes: body.notes ?? null, createdAt: now, updatedAt: now })
      .returning();
    return toDto(row!, library, currency);
  });
}

export async function updateMaterialPrice(deps: AppDeps, userId: number, id: number, body: UpdateMaterialPriceInput): Promise<MaterialPrice> {
  return deps.db.transaction(async (tx) => {
    const current = await findOwned(tx, materialPrices, userId, id, { forUpdate: true, message: T.materialPriceNotFound });
    const currency = await potterCurrency(tx, userId);
    const library = await loadLibrary(tx, userId);
    const materialId =
      body.materialId !== undefined && materialKey(body.materialId) !== current.materialId ? await priceable(tx, userId, library, body.materialId, id) : undefined;
    const [row] = await tx
      .update(materialPrices)
      .set({
        ...(materialId !== undefined ? { materialId } : {}),
        ...(body.price !== undefined ? { priceMinor: toMinor(body.price, currency, "price", "Price") } : {}),
        ...(body.weight !== undefined ? { weight: String(body.weight) } : {}),
        ...(body.weightUnit !== undefined ? { weightUnit: body.weightUnit } : {}),
        ...(body.notes !== undefined ? { notes: body.notes ?? null } : {}),
        updatedAt: deps.now(),
      })
      .where(eq(materialPrices.id, id))
      .returning();
    return toDto(row!, library, currency);
  });
}

export async function deleteMaterialPrice(deps: AppDeps, userId: number, id: number): Promise<void> {
  await findOwned(deps.db, materialPrices, userId, id, { message: T.materialPriceNotFound });
  await deps.db.delete(materialPrices).where(and(eq(materialPrices.id, id), eq(materialPrices.userId, userId)));
}
