/** The report's period as days (product.md#r279), and its plot's points from the report's months or days. */
import type { SalesReport } from "../../../contract/business/schemas";
import type { PlotSeries } from "./sales-plot";

export interface Period {
  from: string;
  to: string;
  /** The tax year the CSV downloads: the period's calendar year. */
  taxYear: number;
  months: string[];
}

const pad = (n: number) => String(n).padStart(2, "0");

export function periodOf(kind: "month" | "year", month: string, year: number): Period {
  if (kind === "year") {
    return { from: `${year}-01-01`, to: `${year}-12-31`, taxYear: year, months: Array.from({ length: 12 }, (_, i) => `${year}-${pad(i + 1)}`) };
  }
  const [y, m] = month.split("-").map(Number) as [number, number];
  // Day 0 of the next month is this month's last day, in UTC so no zone moves it.
  const last = new Date(Date.UTC(y, m, 0)).getUTCDate();
  return { from: `${month}-01`, to: `${month}-${pad(last)}`, taxYear: y, months: [month] };
}

/** One point a month; a single month's plot is that month alone, with a zero start so a line shows. */
export function plotSeries(report: SalesReport, period: Period): PlotSeries {
  const byMonth = new Map(report.byMonth.map((l) => [l.key, l]));
  const months = period.months.length === 1 ? ["", ...period.months] : period.months;
  return {
    labels: months.map((m) => (m ? m.slice(5) : "")),
    revenue: months.map((m) => Number(byMonth.get(m)?.revenue ?? 0)),
    cost: months.map((m) => Number(byMonth.get(m)?.costOfGoods ?? 0)),
  };
}
