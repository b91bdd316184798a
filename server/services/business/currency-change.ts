/**
 * A change of the potter's currency (product.md#r295, docs/decisions/0329-currency-change-keeps-the-numbers.md).
 * Amounts are kept in the currency's minor units (docs/decisions/0312-money-in-minor-units.md), so a currency with the
 * same decimals only relabels them. One with other decimals (USD → JPY) would make 4500 read ¥4,500 instead of $45.00:
 * instead, once the potter confirms, every amount keeps the number it reads ($45.00 becomes ¥45), in the change's own
 * transaction. Nothing is converted at an exchange rate. Going to fewer decimals, an amount the potter wrote with
 * cents the new currency has not (45.50 → JPY) refuses the change; what was worked out from amounts (a sold piece's
 * cost, a sale's discount shared over its pieces, a return's refund) is worked out again in the new units.
 */
import { and, eq, ne, sql, type SQL } from "drizzle-orm";
import type { PgColumn, PgTable } from "drizzle-orm/pg-core";
import { currencyDigits, displayMoney, splitByWeights } from "../../../contract/business/money";
import { PREFERENCES_TEXTS as T } from "../../../contract/preferences/texts";
import type { DbOrTx } from "../../db/client";
import {
  clayPrices,
  glazePrices,
  kilnCosts,
  marketEvents,
  materialPrices,
  materialPurchases,
  pieceSelling,
  saleItems,
  saleReturns,
  sales,
  supplies,
} from "../../db/schema";
import { AppError } from "../../errors";

type Owned = PgTable & { userId: PgColumn };

/** The rows of a read through `execute` (PGlite and node-postgres both answer `{ rows }`). */
async function rowsOf<T>(tx: DbOrTx, query: SQL): Promise<T[]> {
  return ((await tx.execute(query)) as unknown as { rows: T[] }).rows;
}

/** The amounts the potter wrote, each with what the refusal calls it. Each must keep its number exactly. */
export const WRITTEN_AMOUNTS: readonly { table: Owned; column: PgColumn; what: string }[] = [
  { table: clayPrices, column: clayPrices.bagPriceMinor, what: "a clay price" },
  { table: glazePrices, column: glazePrices.jarPriceMinor, what: "a glaze price" },
  { table: materialPrices, column: materialPrices.priceMinor, what: "a material price" },
  { table: materialPurchases, column: materialPurchases.totalMinor, what: "a material purchase" },
  { table: supplies, column: supplies.priceMinor, what: "a supply's price" },
  { table: supplies, column: supplies.perPieceMinor, what: "a supply's cost per piece" },
  { table: kilnCosts, column: kilnCosts.perFiringMinor, what: "a kiln's cost per firing" },
  { table: pieceSelling, column: pieceSelling.priceMinor, what: "a piece's price" },
  { table: marketEvents, column: marketEvents.boothFeeMinor, what: "a booth fee" },
  { table: sales, column: sales.discountMinor, what: "a sale's discount" },
  { table: sales, column: sales.feeMinor, what: "a sale's fee" },
  { table: sales, column: sales.taxMinor, what: "a sale's tax" },
  { table: saleItems, column: saleItems.priceMinor, what: "a sold piece's price" },
];

/** Amounts worked out from the written ones, worked out again after them (the test of this list reads the schema). */
export const WORKED_OUT_AMOUNTS: readonly PgColumn[] = [saleItems.costMinor, saleItems.discountMinor, saleReturns.refundMinor];

/** A piece's own costs, written by the potter, inside a JSON list (amountMinor). */
const otherCosts = (userId: number) =>
  sql`from ${pieceSelling}, jsonb_array_elements(${pieceSelling.otherCosts}) as c where ${pieceSelling.userId} = ${userId}`;

async function countAmounts(tx: DbOrTx, userId: number): Promise<{ count: number; example: number | null }> {
  let count = 0;
  let example: number | null = null;
  for (const { table, column } of WRITTEN_AMOUNTS) {
    const [row] = await rowsOf<{ n: number; example: number | null }>(
      tx,
      sql`select count(*)::int as n, min(${column}) as example from ${table} where ${table.userId} = ${userId} and ${column} <> 0`,
    );
    count += Number(row!.n);
    if (example === null && row!.example !== null) example = Number(row!.example);
  }
  const [own] = await rowsOf<{ n: number }>(tx, sql`select count(*)::int as n ${otherCosts(userId)} and (c->>'amountMinor')::int <> 0`);
  // A sold piece's cost counts too: it is rewritten with the rest even when no price is left.
  const [costs] = await rowsOf<{ n: number }>(tx, sql`select count(*)::int as n from ${saleItems} where ${saleItems.userId} = ${userId} and ${saleItems.costMinor} <> 0`);
  return { count: count + Number(own!.n) + Number(costs!.n), example };
}

/** The written amounts that the new currency's units cannot hold: how many, and the first one with what it is. */
async function uneven(tx: DbOrTx, userId: number, factor: number): Promise<{ count: number; first: { minor: number; what: string } | null }> {
  let count = 0;
  let first: { minor: number; what: string } | null = null;
  for (const { table, column, what } of WRITTEN_AMOUNTS) {
    const [row] = await rowsOf<{ n: number; example: number | null }>(
      tx,
      sql`select count(*)::int as n, min(${column}) as example from ${table} where ${table.userId} = ${userId} and ${column} % ${factor} <> 0`,
    );
    count += Number(row!.n);
    if (first === null && row!.example !== null) first = { minor: Number(row!.example), what };
  }
  const [own] = await rowsOf<{ n: number; example: number | null }>(
    tx,
    sql`select count(*)::int as n, min((c->>'amountMinor')::int) as example ${otherCosts(userId)} and (c->>'amountMinor')::int % ${factor} <> 0`,
  );
  count += Number(own!.n);
  if (first === null && own!.example !== null) first = { minor: Number(own!.example), what: "a piece's own cost" };
  return { count, first };
}

/** Every written amount times or divided by `factor`, in SQL; a piece's own costs inside their JSON list too. */
async function scaleWritten(tx: DbOrTx, userId: number, scale: (column: SQL) => SQL): Promise<void> {
  for (const { table, column } of WRITTEN_AMOUNTS) {
    await tx.execute(sql`update ${table} set ${sql.identifier(column.name)} = ${scale(sql`${column}`)} where ${table.userId} = ${userId} and ${column} <> 0`);
  }
  await tx.execute(sql`update ${pieceSelling} set other_costs = (
      select coalesce(jsonb_agg(jsonb_set(c, '{amountMinor}', to_jsonb(${scale(sql`(c->>'amountMinor')::int`)})) order by i), '[]'::jsonb)
      from jsonb_array_elements(${pieceSelling.otherCosts}) with ordinality as e(c, i))
    where ${pieceSelling.userId} = ${userId} and jsonb_array_length(${pieceSelling.otherCosts}) > 0`);
}

/** A sale's discount shared again over its pieces by their new prices, as the sale shared it (largest remainder). */
async function reshareDiscounts(tx: DbOrTx, userId: number): Promise<void> {
  const discounted = await tx.select({ id: sales.id, discount: sales.discountMinor }).from(sales).where(and(eq(sales.userId, userId), ne(sales.discountMinor, 0)));
  for (const sale of discounted) {
    const items = await tx.select({ id: saleItems.id, price: saleItems.priceMinor }).from(saleItems).where(eq(saleItems.saleId, sale.id)).orderBy(saleItems.id);
    const shares = splitByWeights(sale.discount, items.map((i) => i.price));
    for (const [i, item] of items.entries()) await tx.update(saleItems).set({ discountMinor: shares[i]! }).where(eq(saleItems.id, item.id));
  }
  await tx.execute(sql`update ${saleReturns} set refund_minor = (select coalesce(sum(${saleItems.priceMinor} - ${saleItems.discountMinor}), 0)
      from ${saleItems} where ${saleItems.returnId} = ${saleReturns.id}) where ${saleReturns.userId} = ${userId}`);
}

const decimalsWord = (digits: number) => (digits === 0 ? "no decimals" : `${digits} decimals`);

/**
 * Checks and makes the change of currency in the preferences' transaction: nothing to do for the same decimals or
 * no amounts; 422 when a written amount has more decimals than the new currency; 409 until the potter confirms.
 */
export async function keepAmountsInNewCurrency(tx: DbOrTx, userId: number, from: string, to: string, confirmed: boolean): Promise<void> {
  const [dFrom, dTo] = [currencyDigits(from), currencyDigits(to)];
  if (dFrom === dTo) return;
  const { count, example } = await countAmounts(tx, userId);
  if (count === 0) return;
  // Fewer decimals: an amount written with cents refuses the change before anything is asked.
  const down = 10 ** Math.max(0, dFrom - dTo);
  if (dTo < dFrom) {
    const bad = await uneven(tx, userId, down);
    if (bad.first) {
      const message = T.currencyChangeUneven(bad.count, to, decimalsWord(dTo), displayMoney(bad.first.minor, from), bad.first.what, decimalsWord(dFrom));
      throw new AppError(422, message, { currency: message });
    }
  }
  if (!confirmed) {
    const sample = example ?? 10 ** dFrom * 45;
    const after = dTo > dFrom ? sample * 10 ** (dTo - dFrom) : sample / down;
    const message = T.currencyChangeConfirm(count, from, decimalsWord(dFrom), to, decimalsWord(dTo), displayMoney(sample, from), displayMoney(after, to));
    throw new AppError(409, message, { currency: message });
  }
  if (dTo > dFrom) {
    const factor = 10 ** (dTo - dFrom);
    await scaleWritten(tx, userId, (c) => sql`${c} * ${factor}`);
    for (const column of WORKED_OUT_AMOUNTS) {
      const table = column.table as unknown as Owned;
      await tx.execute(sql`update ${table} set ${sql.identifier(column.name)} = ${column} * ${factor} where ${table.userId} = ${userId} and ${column} <> 0`);
    }
    return;
  }
  const factor = down;
  await scaleWritten(tx, userId, (c) => sql`${c} / ${factor}`);
  // A sold piece's cost was worked out to the old unit: rounded once more, half up, to the new one.
  await tx.execute(sql`update ${saleItems} set cost_minor = (${saleItems.costMinor} + ${factor / 2}) / ${factor} where ${saleItems.userId} = ${userId} and ${saleItems.costMinor} <> 0`);
  await reshareDiscounts(tx, userId);
}
