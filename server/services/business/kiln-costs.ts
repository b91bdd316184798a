/**
 * The potter's own kiln's cost per firing (product.md#r269), shared over the pieces of each firing. Only the potter's
 * own kilns: a studio's firing is charged by its fee statement instead.
 */
import { and, asc, eq } from "drizzle-orm";
import { BUSINESS_TEXTS as T, type CreateKilnCostInput, type KilnCost, type UpdateKilnCostInput } from "../../../contract/business/schemas";
import type { AppDeps } from "../../context";
import type { DbOrTx } from "../../db/client";
import { kilnCosts, kilns } from "../../db/schema";
import { AppError } from "../../errors";
import { findOwned, findOwnedOrNull } from "../common/owned";
import { money, potterCurrency, toMinor } from "./money-input";

type Row = typeof kilnCosts.$inferSelect;

const toDto = (row: Row, kilnName: string, currency: string): KilnCost => ({
  id: row.id,
  kilnId: row.kilnId,
  kilnName,
  perFiring: money(row.perFiringMinor, currency),
  notes: row.notes,
  currency,
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
});

async function ownKiln(db: DbOrTx, userId: number, kilnId: number): Promise<typeof kilns.$inferSelect> {
  const kiln = await findOwnedOrNull(db, kilns, userId, kilnId);
  if (!kiln) throw new AppError(404, T.kilnNotFound, { kilnId: T.kilnNotFound });
  if (kiln.studioId !== null) throw new AppError(400, T.kilnNotOwn, { kilnId: T.kilnNotOwn });
  return kiln;
}

export async function listKilnCosts(deps: AppDeps, userId: number): Promise<{ data: KilnCost[]; currency: string }> {
  const currency = await potterCurrency(deps.db, userId);
  const rows = await deps.db
    .select({ cost: kilnCosts, kilnName: kilns.name })
    .from(kilnCosts)
    .innerJoin(kilns, eq(kilns.id, kilnCosts.kilnId))
    .where(eq(kilnCosts.userId, userId))
    .orderBy(asc(kilns.name), asc(kilnCosts.id));
  return { data: rows.map((r) => toDto(r.cost, r.kilnName, currency)), currency };
}

export async function createKilnCost(deps: AppDeps, userId: number, body: CreateKilnCostInput): Promise<KilnCost> {
  return deps.db.transaction(async (tx) => {
    const currency = await potterCurrency(tx, userId);
    const perFiringMinor = toMinor(body.perFiring, currency, "perFiring", "Cost per firing");
    const kiln = await ownKiln(tx, userId, body.kilnId);
    const taken = await tx.select({ id: kilnCosts.id }).from(kilnCosts).where(eq(kilnCosts.kilnId, kiln.id)).limit(1);
    if (taken.length > 0) throw new AppError(409, T.kilnCostDuplicate, { kilnId: T.kilnCostDuplicate });
    const now = deps.now();
    const [row] = await tx
      .insert(kilnCosts)
      .values({ userId, kilnId: kiln.id, perFiringMinor, notes: body.notes ?? null, createdAt: now, updatedAt: now })
      .returning();
    return toDto(row!, kiln.name, currency);
  });
}

export async function updateKilnCost(deps: AppDeps, userId: number, id: number, body: UpdateKilnCostInput): Promise<KilnCost> {
  return deps.db.transaction(async (tx) => {
    const current = await findOwned(tx, kilnCosts, userId, id, { forUpdate: true, message: T.kilnCostNotFound });
    const currency = await potterCurrency(tx, userId);
    const [row] = await tx
      .update(kilnCosts)
      .set({
        ...(body.perFiring !== undefined ? { perFiringMinor: toMinor(body.perFiring, currency, "perFiring", "Cost per firing") } : {}),
        ...(body.notes !== undefined ? { notes: body.notes ?? null } : {}),
        updatedAt: deps.now(),
      })
      .where(eq(kilnCosts.id, id))
      .returning();
    const kiln = await findOwned(tx, kilns, userId, current.kilnId);
    return toDto(row!, kiln.name, currency);
  });
}

export async function deleteKilnCost(deps: AppDeps, userId: number, id: number): Promise<void> {
  await findOwned(deps.db, kilnCosts, userId, id, { message: T.kilnCostNotFound });
  await deps.db.delete(kilnCosts).where(and(eq(kilnCosts.id, id), eq(kilnCosts.userId, userId)));
}
