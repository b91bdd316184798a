/**
 * A tax year's sales and costs as CSV (product.md#r273): one row per piece sold, returned ones marked, then the year's
 * totals (revenue, cost of goods, margin, fees, tax, booth fees). Cells are made safe for spreadsheets by
 * services/common/csv.ts; amounts are the API's exact decimal strings.
 */
import { and, asc, eq, gte, lte } from "drizzle-orm";
import { BUSINESS_TEXTS as T, type SalesCsvQuery } from "../../../contract/business/schemas";
import type { AppDeps } from "../../context";
import { saleItems, sales } from "../../db/schema";
import { csvText } from "../common/csv";
import { money, potterCurrency } from "./money-input";
import { salesReport } from "./sales-report";

export async function salesCsv(deps: AppDeps, userId: number, query: SalesCsvQuery): Promise<{ fileName: string; csv: string }> {
  const currency = await potterCurrency(deps.db, userId);
  const from = `${query.year}-01-01`;
  const to = `${query.year}-12-31`;
  const rows = await deps.db
    .select({ item: saleItems })
    .from(saleItems)
    .innerJoin(sales, eq(sales.id, saleItems.saleId))
    .where(and(eq(saleItems.userId, userId), gte(saleItems.date, from), lte(saleItems.date, to)))
    .orderBy(asc(saleItems.date), asc(saleItems.saleId), asc(saleItems.id));
  const report = await salesReport(deps, userId, { from, to });
  const out: (string | number | null)[][] = [[...T.csvHeader]];
  for (const { item: i } of rows) {
    out.push([
      i.date,
      i.saleId,
      i.channel,
      i.venue,
      i.pieceCode,
      i.pieceName,
      i.form,
      money(i.priceMinor, currency),
      money(i.discountMinor, currency),
      i.returnId === null ? "" : "yes",
      money(i.costMinor, currency),
      currency,
    ]);
  }
  out.push([]);
  out.push([T.csvTotals, null, null, null, null, null, null, report.revenue, null, null, report.costOfGoods, currency]);
  out.push([T.csvMargin, null, null, null, null, null, null, report.margin, null, null, null, currency]);
  out.push([T.csvFees, null, null, null, null, null, null, report.fees, null, null, null, currency]);
  out.push([T.csvTax, null, null, null, null, null, null, report.tax, null, null, null, currency]);
  out.push([T.csvBoothFees, null, null, null, null, null, null, report.boothFees, null, null, null, currency]);
  return { fileName: T.csvFileName(query.year), csv: csvText(out) };
}
