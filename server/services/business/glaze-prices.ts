/**
 * Commercial glazes' jar prices (product.md#r269), each attached to at most one surface of the glazes area (the
 * potter's own or one on their studio's shelf) by its id. Private to the potter; another's id is a 404.
 */
import { and, asc, eq, inArray, ne } from "drizzle-orm";
import { BUSINESS_TEXTS as T, type CreateGlazePriceInput, type GlazePrice, type UpdateGlazePriceInput } from "../../../contract/business/schemas";
import type { AppDeps } from "../../context";
import type { DbOrTx } from "../../db/client";
import { glazePrices, glazes } from "../../db/schema";
import { AppError } from "../../errors";
import { findOwned } from "../common/owned";
import { glazeFor } from "../studios/studio-access";
import { money, potterCurrency, toMinor } from "./money-input";

type Row = typeof glazePrices.$inferSelect;

const toDto = (row: Row, glazeName: string | null, currency: string): GlazePrice => ({
  id: row.id,
  name: row.name,
  glazeId: row.glazeId,
  glazeName,
  jarPrice: money(row.jarPriceMinor, currency),
  jarWeight: Number(row.jarWeight),
  weightUnit: row.weightUnit as GlazePrice["weightUnit"],
  notes: row.notes,
  currency,
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
});

/** The surface a price attaches to: one the potter may read, and not priced already. Its name for the answer. */
async function attachable(db: DbOrTx, userId: number, glazeId: number | null | undefined, exceptId?: number): Promise<string | null> {
  if (glazeId === null || glazeId === undefined) return null;
  const glaze = await glazeFor(db, userId, glazeId, "read", T.glazeNotFound).catch((err: unknown) => {
    if (err instanceof AppError && err.status === 404) throw new AppError(404, T.glazeNotFound, { glazeId: T.glazeNotFound });
    throw err;
  });
  const taken = await db
    .select({ id: glazePrices.id })
    .from(glazePrices)
    .where(and(eq(glazePrices.userId, userId), eq(glazePrices.glazeId, glazeId), ...(exceptId ? [ne(glazePrices.id, exceptId)] : [])))
    .limit(1);
  if (taken.length > 0) throw new AppError(409, T.glazeAlreadyPriced, { glazeId: T.glazeAlreadyPriced });
  return glaze.name;
}

async function glazeNames(db: DbOrTx, ids: number[]): Promise<Map<number, string>> {
  if (ids.length === 0) return new Map();
  const rows = await db.select({ id: glazes.id, name: glazes.name }).from(glazes).where(inArray(glazes.id, ids));
  return new Map(rows.map((r) => [r.id, r.name]));
}

export async function listGlazePrices(deps: AppDeps, userId: number): Promise<{ data: GlazePrice[]; currency: string }> {
  const currency = await potterCurrency(deps.db, userId);
  const rows = await deps.db.select().from(glazePrices).where(eq(glazePrices.userId, userId)).orderBy(asc(glazePrices.name), asc(glazePrices.id));
  const names = await glazeNames(deps.db, rows.flatMap((r) => (r.glazeId ? [r.glazeId] : [])));
  return { data: rows.map((r) => toDto(r, r.glazeId ? (names.get(r.glazeId) ?? null) : null, currency)), currency };
}

export async function createGlazePrice(deps: AppDeps, userId: number, body: CreateGlazePriceInput): Promise<GlazePrice> {
  return deps.db.transaction(async (tx) => {
    const currency = await potterCurrency(tx, userId);
    const jarPriceMinor = toMinor(body.jarPrice, currency, "jarPrice", "Jar price");
    const glazeName = await attachable(tx, userId, body.glazeId);
    const now = deps.now();
    const [row] = await tx
      .insert(glazePrices)
      .values({
        userId,
        name: body.name,
        glazeId: body.glazeId ?? null,
        jarPriceMinor,
        jarWeight: String(body.jarWeight),
        weightUnit: body.weightUnit,
        notes: body.notes ?? null,
        createdAt: now,
        updatedAt: now,
      })
      .returning();
    return toDto(row!, glazeName, currency);
  });
}

export async function updateGlazePrice(deps: AppDeps, userId: number, id: number, body: UpdateGlazePriceInput): Promise<GlazePrice> {
  return deps.db.transaction(async (tx) => {
    const current = await findOwned(tx, glazePrices, userId, id, { forUpdate: true, message: T.glazePriceNotFound });
    const currency = await potterCurrency(tx, userId);
    if (body.glazeId !== undefined && body.glazeId !== current.glazeId) await attachable(tx, userId, body.glazeId, id);
    const [row] = await tx
      .update(glazePrices)
      .set({
        ...(body.name !== undefined ? { name: body.name } : {}),
        ...(body.glazeId !== undefined ? { glazeId: body.glazeId ?? null } : {}),
        ...(body.jarPrice !== undefined ? { jarPriceMinor: toMinor(body.jarPrice, currency, "jarPrice", "Jar price") } : {}),
        ...(body.jarWeight !== undefined ? { jarWeight: String(body.jarWeight) } : {}),
        ...(body.weightUnit !== undefined ? { weightUnit: body.weightUnit } : {}),
        ...(body.notes !== undefined ? { notes: body.notes ?? null } : {}),
        updatedAt: deps.now(),
      })
      .where(eq(glazePrices.id, id))
      .returning();
    const names = await glazeNames(tx, row!.glazeId ? [row!.glazeId] : []);
    return toDto(row!, row!.glazeId ? (names.get(row!.glazeId) ?? null) : null, currency);
  });
}

export async function deleteGlazePrice(deps: AppDeps, userId: number, id: number): Promise<void> {
  await findOwned(deps.db, glazePrices, userId, id, { message: T.glazePriceNotFound });
  await deps.db.delete(glazePrices).where(and(eq(glazePrices.id, id), eq(glazePrices.userId, userId)));
}
