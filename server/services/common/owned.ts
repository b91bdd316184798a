/**
 * "The owner's row or 404" for every area: each query is scoped to the caller, so another user's row is
 * simply not found (product.md#r6) and nobody learns that it exists.
 */
import { and, eq, type InferSelectModel } from "drizzle-orm";
import type { PgColumn, PgTable } from "drizzle-orm/pg-core";
import type { DbOrTx } from "../../db/client";
import { AppError } from "../../errors";

/** A table with a numeric `id` and the owner's `userId`, like every record a potter creates. */
type OwnedTable = PgTable & { id: PgColumn; userId: PgColumn };

export interface FindOwnedOptions {
  /** Locks the row for the rest of the transaction (SELECT … FOR UPDATE). */
  forUpdate?: boolean;
}

/** The owner's row, or null. */
export async function findOwnedOrNull<T extends OwnedTable>(
  db: DbOrTx,
  table: T,
  userId: number,
  id: number,
  options: FindOwnedOptions = {},
): Promise<InferSelectModel<T> | null> {
  const query = db
    .select()
    .from(table as PgTable)
    .where(and(eq(table.id, id), eq(table.userId, userId)))
    .limit(1);
  const rows = options.forUpdate ? await query.for("update") : await query;
  return (rows[0] as InferSelectModel<T> | undefined) ?? null;
}

/** The owner's row, or a 404 with the area's own text (the generic one when none is given). */
export async function findOwned<T extends OwnedTable>(
  db: DbOrTx,
  table: T,
  userId: number,
  id: number,
  options: FindOwnedOptions & { message?: string } = {},
): Promise<InferSelectModel<T>> {
  const row = await findOwnedOrNull(db, table, userId, id, options);
  if (!row) throw AppError.notFound(options.message);
  return row;
}
