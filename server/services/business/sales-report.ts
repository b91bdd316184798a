/**
 * The numbers (product.md#r273, docs/decisions/0315-market-days-and-report.md): revenue, cost of goods and margin of
 * the pieces sold and kept in a range of days, by channel, venue, form and month, in one scan of sale_items by its
 * (user, day) index with grouping sets; sums are bigint in SQL and exact in minor units. Best sellers are the forms
 * that sold most; longest unsold, the finished pieces still available, oldest first.
 */
import { and, asc, eq, gte, isNull, lte, sql } from "drizzle-orm";
import { REPORT_TOP, type ReportLine, type SalesReport, type SalesReportQuery } from "../../../contract/business/schemas";
import type { AppDeps } from "../../context";
import type { DbOrTx } from "../../db/client";
import { marketEvents, pieceSelling, pieces, saleItems, sales } from "../../db/schema";
import { money, moneyOrNull, potterCurrency } from "./money-input";

interface Sums {
  revenue: number;
  cost: number;
  pieces: number;
}
const line = (key: string, s: Sums, currency: string): ReportLine => ({
  key,
  revenue: money(s.revenue, currency),
  costOfGoods: money(s.cost, currency),
  margin: money(s.revenue - s.cost, currency),
  pieces: s.pieces,
});

/** The kept items of a range, grouped every way at once. */
async function itemSums(db: DbOrTx, userId: number, q: SalesReportQuery) {
  const month = sql<string>`to_char(${saleItems.date}, 'YYYY-MM')`;
  const rows = await db
    .select({
      channel: saleItems.channel,
      venue: sql<string>`coalesce(${saleItems.venue}, '')`,
      form: saleItems.form,
      month,
      g: sql<number>`grouping(${saleItems.channel}, coalesce(${saleItems.venue}, ''), ${saleItems.form}, ${month})`,
      revenue: sql<string>`sum(${saleItems.priceMinor} - ${saleItems.discountMinor})::bigint`,
      cost: sql<string>`sum(${saleItems.costMinor})::bigint`,
      pieces: sql<number>`count(*)::int`,
    })
    .from(saleItems)
    .where(
      and(
        eq(saleItems.userId, userId),
        isNull(saleItems.returnId),
        ...(q.from ? [gte(saleItems.date, q.from)] : []),
        ...(q.to ? [lte(saleItems.date, q.to)] : []),
      ),
    )
    .groupBy(sql`grouping sets ((${saleItems.channel}), (coalesce(${saleItems.venue}, '')), (${saleItems.form}), (${month}), ())`);
  const sums = (r: (typeof rows)[number]): Sums => ({ revenue: Number(r.revenue), cost: Number(r.cost), pieces: Number(r.pieces) });
  // grouping() sets a bit for each column left out: 0b0111 = by channel, 0b1011 = venue, 0b1101 = form, 0b1110 = month.
  const pick = (g: number) => rows.filter((r) => Number(r.g) === g);
  return {
    all: rows.find((r) => Number(r.g) === 15),
    byChannel: pick(7).map((r) => ({ key: r.channel, s: sums(r) })),
    byVenue: pick(11).map((r) => ({ key: r.venue, s: sums(r) })),
    byForm: pick(13).map((r) => ({ key: r.form, s: sums(r) })),
    byMonth: pick(14).map((r) => ({ key: r.month, s: sums(r) })),
    sums,
  };
}

async function saleSums(db: DbOrTx, userId: number, q: SalesReportQuery) {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int`, fees: sql<string>`coalesce(sum(${sales.feeMinor}), 0)::bigint`, tax: sql<string>`coalesce(sum(${sales.taxMinor}), 0)::bigint` })
    .from(sales)
    .where(and(eq(sales.userId, userId), ...(q.from ? [gte(sales.date, q.from)] : []), ...(q.to ? [lte(sales.date, q.to)] : [])));
  const [booth] = await db
    .select({ fees: sql<string>`coalesce(sum(${marketEvents.boothFeeMinor}), 0)::bigint` })
    .from(marketEvents)
    .where(and(eq(marketEvents.userId, userId), ...(q.from ? [gte(marketEvents.date, q.from)] : []), ...(q.to ? [lte(marketEvents.date, q.to)] : [])));
  return { sales: Number(row?.n ?? 0), fees: Number(row?.fees ?? 0), tax: Number(row?.tax ?? 0), boothFees: Number(booth?.fees ?? 0) };
}

async function longestUnsold(db: DbOrTx, userId: number, today: string, currency: string): Promise<SalesReport["longestUnsold"]> {
  const since = sql<string>`to_char(coalesce(${pieces.currentStageSince}, ${pieces.createdAt}) at time zone 'UTC', 'YYYY-MM-DD')`;
  const rows = await db
    .select({ pieceId: pieces.id, code: pieces.code, name: pieces.name, type: pieces.type, priceMinor: pieceSelling.priceMinor, since })
    .from(pieces)
    .leftJoin(pieceSelling, eq(pieceSelling.pieceId, pieces.id))
    .where(and(eq(pieces.userId, userId), isNull(pieces.fate), eq(pieces.currentStage, "Finished"), sql`coalesce(${pieceSelling.status}, 'available') = 'available'`))
    .orderBy(asc(sql`coalesce(${pieces.currentStageSince}, ${pieces.createdAt})`), asc(pieces.id))
    .limit(REPORT_TOP);
  const dayNumber = (day: string) => Math.round(Date.parse(`${day}T00:00:00Z`) / 86_400_000);
  return rows.map((r) => ({ ...r, price: moneyOrNull(r.priceMinor, currency), days: Math.max(0, dayNumber(today) - dayNumber(r.since)) }));
}

export async function salesReport(deps: AppDeps, userId: number, query: SalesReportQuery): Promise<SalesReport> {
  const currency = await potterCurrency(deps.db, userId);
  const items = await itemSums(deps.db, userId, query);
  const other = await saleSums(deps.db, userId, query);
  const all = items.all ? items.sums(items.all) : { revenue: 0, cost: 0, pieces: 0 };
  const lines = (list: { key: string; s: Sums }[]) =>
    list.sort((a, b) => b.s.revenue - a.s.revenue || a.key.localeCompare(b.key)).map((x) => line(x.key, x.s, currency));
  return {
    from: query.from ?? null,
    to: query.to ?? null,
    currency,
    revenue: money(all.revenue, currency),
    costOfGoods: money(all.cost, currency),
    margin: money(all.revenue - all.cost, currency),
    fees: money(other.fees, currency),
    tax: money(other.tax, currency),
    boothFees: money(other.boothFees, currency),
    sales: other.sales,
    piecesSold: all.pieces,
    byChannel: lines(items.byChannel),
    byVenue: lines(items.byVenue),
    byForm: lines(items.byForm),
    byMonth: items.byMonth.sort((a, b) => a.key.localeCompare(b.key)).map((x) => line(x.key, x.s, currency)),
    bestSellers: [...items.byForm]
      .sort((a, b) => b.s.pieces - a.s.pieces || b.s.revenue - a.s.revenue || a.key.localeCompare(b.key))
      .slice(0, REPORT_TOP)
      .map((x) => line(x.key, x.s, currency)),
    longestUnsold: await longestUnsold(deps.db, userId, deps.now().toISOString().slice(0, 10), currency),
  };
}
