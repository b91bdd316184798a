/**
 * /business/reports (product.md#r279): a month's or a year's numbers: revenue, cost of goods and margin, by channel,
 * venue and form, best sellers and what sits unsold longest, with a plot; the tax year's CSV and the market days'
 * calendar file.
 */
import { Suspense, lazy, useState } from "react";
import type { ReportLine, SalesReport } from "../../../contract/business/schemas";
import { BackLink } from "../../components/back-link";
import { FormField } from "../../components/form-field";
import { PageContainer } from "../../components/page-container";
import { PageHeader } from "../../components/page-header";
import { Button } from "../../components/ui/button";
import { Input } from "../../components/ui/input";
import { Skeleton } from "../../components/ui/skeleton";
import { toast } from "../../components/ui/toast-store";
import { today } from "../../lib/calendar-day";
import { downloadEventsIcs, downloadSalesCsv, useSalesReport } from "./business-api";
import { NativeSelect } from "../../components/native-select";
import { BIZ, SALE_CHANNEL_LABELS } from "../../../contract/business/screen-texts";
import { formatMoney } from "./money";
import { periodOf, plotSeries, type Period } from "./report-period";

const SalesPlot = lazy(() => import("./sales-plot"));

function Lines({ title, lines, currency, label = (k) => k }: { title: string; lines: ReportLine[]; currency: string; label?: (key: string) => string }) {
  if (lines.length === 0) return null;
  return (
    <section aria-label={title} className="grid gap-1">
      <h2 className="text-base font-semibold">{title}</h2>
      <ul className="grid gap-1">
        {lines.map((l) => (
          <li key={l.key} className="flex min-h-11 items-center justify-between gap-2 rounded-md border bg-card px-3 text-sm">
            <span>
              {label(l.key)} · {l.pieces}
            </span>
            <span className="tabular-nums">{formatMoney(l.revenue, currency)}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}

function Numbers({ report, period }: { report: SalesReport; period: Period }) {
  const money = (a: string) => formatMoney(a, report.currency);
  const plot = plotSeries(report, period);
  return (
    <>
      <dl className="grid grid-cols-3 gap-2">
        {[
          [BIZ.revenue, report.revenue],
          [BIZ.costOfGoods, report.costOfGoods],
          [BIZ.margin, report.margin],
        ].map(([label, amount]) => (
          <div key={label} className="grid gap-0.5 rounded-lg border bg-card p-2">
            <dt className="text-xs text-muted-foreground">{label}</dt>
            <dd className="font-semibold tabular-nums">{money(amount!)}</dd>
          </div>
        ))}
      </dl>
      <p className="text-sm text-muted-foreground">
        {BIZ.piecesSold}: {report.piecesSold} · {BIZ.fees}: {money(report.fees)}
      </p>
      {report.sales === 0 ? <p className="text-sm text-muted-foreground">{BIZ.nothingInPeriod}</p> : null}
      <Suspense fallback={<Skeleton className="h-56 rounded-lg" />}>
        <SalesPlot data={plot} label={BIZ.plotLabel} revenueLabel={BIZ.revenue} costLabel={BIZ.costOfGoods} />
      </Suspense>
      <Lines title={BIZ.byChannel} lines={report.byChannel} currency={report.currency} label={(k) => SALE_CHANNEL_LABELS[k as keyof typeof SALE_CHANNEL_LABELS] ?? k} />
      <Lines title={BIZ.byVenue} lines={report.byVenue} currency={report.currency} />
      <Lines title={BIZ.byForm} lines={report.byForm} currency={report.currency} />
      <Lines title={BIZ.bestSellers} lines={report.bestSellers} currency={report.currency} />
      {report.longestUnsold.length > 0 ? (
        <section aria-label={BIZ.longestUnsold} className="grid gap-1">
          <h2 className="text-base font-semibold">{BIZ.longestUnsold}</h2>
          <ul className="grid gap-1">
            {report.longestUnsold.map((p) => (
              <li key={p.pieceId} className="flex min-h-11 items-center justify-between gap-2 rounded-md border bg-card px-3 text-sm">
                <span>{p.code ? `${p.name} (${p.code})` : p.name}</span>
                <span className="text-muted-foreground">{BIZ.daysUnsold(p.days)}</span>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </>
  );
}

async function run(task: () => Promise<void>) {
  try {
    await task();
  } catch (error) {
    toast({ title: "Error", description: error instanceof Error ? error.message : String(error), variant: "destructive" });
  }
}

export default function ReportsScreen() {
  const now = today();
  const [kind, setKind] = useState<"month" | "year">("month");
  const [month, setMonth] = useState(now.slice(0, 7));
  const [year, setYear] = useState(Number(now.slice(0, 4)));
  const period = periodOf(kind, month, year);
  const report = useSalesReport({ from: period.from, to: period.to });
  const years = Array.from({ length: 6 }, (_, i) => Number(now.slice(0, 4)) - i);
  return (
    <PageContainer className="grid gap-4">
      <BackLink to="/business">{BIZ.hubTitle}</BackLink>
      <PageHeader title={BIZ.reports} className="pb-0" />
      <div className="grid grid-cols-2 gap-3">
        <FormField label={BIZ.period}>
          <NativeSelect value={kind} onChange={(e) => setKind(e.target.value as "month" | "year")}>
            <option value="month">{BIZ.month}</option>
            <option value="year">{BIZ.year}</option>
          </NativeSelect>
        </FormField>
        {kind === "month" ? (
          <FormField label={BIZ.month}>
            <Input type="month" value={month} onChange={(e) => e.target.value && setMonth(e.target.value)} />
          </FormField>
        ) : (
          <FormField label={BIZ.year}>
            <NativeSelect value={year} onChange={(e) => setYear(Number(e.target.value))}>
              {years.map((y) => (
                <option key={y} value={y}>
                  {y}
                </option>
              ))}
            </NativeSelect>
          </FormField>
        )}
      </div>
      {report.error ? <p role="alert" className="text-sm text-destructive">{report.error.message}</p> : null}
      {report.data ? <Numbers report={report.data} period={period} /> : <Skeleton className="h-40 rounded-lg" />}
      <section aria-label={BIZ.downloadCsv} className="grid gap-2 rounded-lg border p-3">
        <p className="text-sm">{BIZ.csvHelp(period.taxYear)}</p>
        <Button variant="outline" className="min-h-11 justify-self-start" onClick={() => void run(() => downloadSalesCsv(period.taxYear))}>
          {BIZ.downloadCsv}
        </Button>
        <p className="text-sm">{BIZ.calendarHelp}</p>
        <Button variant="outline" className="min-h-11 justify-self-start" onClick={() => void run(downloadEventsIcs)}>
          {BIZ.calendarFeed}
        </Button>
      </section>
    </PageContainer>
  );
}
