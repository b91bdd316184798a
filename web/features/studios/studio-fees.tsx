/**
 * A studio's fees for a month (docs/decisions/0248-studio-fees-statement.md): owner and staff see each member's total
 * and pieces, a member their own; the rule of what counts is said above the figures; the same statement downloads as
 * CSV for the studio's books.
 */
import { ChevronDown, Download, Loader2 } from "lucide-react";
import { useId, useState } from "react";
import { MONTH_PATTERN } from "../../../contract/studios/fee-rules";
import { FEE_TEXTS as T } from "../../../contract/studios/fee-texts";
import type { FeeStatement } from "../../../contract/studios/fees";
import type { Studio } from "../../../contract/studios/schemas";
import { Button } from "../../components/ui/button";
import { Input } from "../../components/ui/input";
import { Label } from "../../components/ui/label";
import { Skeleton } from "../../components/ui/skeleton";
import { toast } from "../../components/ui/toast-store";
import { isNetworkError } from "../../lib/api-error";
import { downloadFeesCsv, thisMonth, useFeeStatement } from "./studio-fees-api";

const totalText = (totals: FeeStatement["totals"]) => totals.map((t) => T.money(t.amount, t.currency)).join(" + ") || T.money(0, "USD");
/** The day a piece was sent on the studio's calendar, the one that put it in the month (decision 0252). */
function day(iso: string, timeZone: string): string {
  const options: Intl.DateTimeFormatOptions = { day: "numeric", month: "short" };
  try {
    return new Date(iso).toLocaleDateString("en-US", { ...options, timeZone });
  } catch {
    // A browser whose time zone list lacks the studio's zone shows the UTC day rather than failing.
    return new Date(iso).toLocaleDateString("en-US", { ...options, timeZone: "UTC" });
  }
}

export function StudioFees({ studio }: { studio: Studio }) {
  const [month, setMonth] = useState(() => thisMonth(studio.timeZone));
  const [busy, setBusy] = useState(false);
  const statement = useFeeStatement(studio.id, month);
  const uid = useId();
  const validMonth = MONTH_PATTERN.test(month);

  const download = async () => {
    setBusy(true);
    try {
      await downloadFeesCsv(studio.id, studio.name, month);
      toast({ title: T.downloaded });
    } catch (err) {
      toast({ title: isNetworkError(err) ? T.downloadFailed : err instanceof Error && err.message ? err.message : T.downloadFailed, variant: "destructive" });
    } finally {
      setBusy(false);
    }
  };

  const data = statement.data;
  return (
    <section aria-labelledby={`${uid}-fees`} className="mt-6 grid gap-3">
      <h2 id={`${uid}-fees`} className="text-lg font-semibold">
        {T.section}
      </h2>
      <p className="text-sm text-muted-foreground">
        {T.rule(statement.data?.timeZone ?? studio.timeZone)}
        {data?.scope === "own" ? ` ${T.ownOnly}` : ""}
      </p>
      <div className="flex flex-wrap items-end gap-2">
        <div className="grid gap-1">
          <Label htmlFor={`${uid}-month`}>{T.monthLabel}</Label>
          {/* A browser without a month picker shows a text box: the form is said when what is typed is not a month. */}
          <Input
            id={`${uid}-month`}
            type="month"
            value={month}
            placeholder="YYYY-MM"
            aria-invalid={!validMonth || undefined}
            aria-describedby={validMonth ? undefined : `${uid}-month-hint`}
            onChange={(e) => setMonth(e.target.value)}
            className="min-h-11 w-44"
          />
        </div>
        <Button variant="outline" className="min-h-11" disabled={busy || !data} onClick={() => void download()}>
          {busy ? <Loader2 className="animate-spin" aria-hidden="true" /> : <Download aria-hidden="true" />}
          {busy ? T.downloading : T.download}
        </Button>
      </div>
      {validMonth ? null : (
        <p id={`${uid}-month-hint`} className="text-sm text-destructive">
          {T.monthInvalid}
        </p>
      )}
      {statement.isPending && statement.fetchStatus !== "idle" ? (
        <Skeleton className="h-16 rounded-lg" />
      ) : statement.error ? (
        <p role="alert" className="text-sm text-destructive">
          {statement.error.message || T.loadFailed}
        </p>
      ) : !data ? null : data.members.length === 0 ? (
        <p className="text-sm text-muted-foreground">{T.empty}</p>
      ) : (
        <>
          <ul className="grid gap-2" aria-label={T.section}>
            {data.members.map((m) => (
              <li key={m.memberId} className="rounded-lg border">
                <details className="group">
                  <summary className="flex min-h-11 cursor-pointer list-none items-center gap-2 px-3 py-2 [&::-webkit-details-marker]:hidden">
                    <ChevronDown aria-hidden="true" className="size-4 shrink-0 transition-transform group-open:rotate-180" />
                    <span className="flex-1 font-medium">{T.memberTotal(m.firstName, totalText(m.totals))}</span>
                    <span className="text-sm text-muted-foreground">{T.pieces(m.requests.length)}</span>
                  </summary>
                  <ul className="grid gap-1 border-t px-3 py-2 text-sm">
                    {m.requests.map((r) => (
                      <li key={r.id} className="flex flex-wrap gap-x-2">
                        <span className="text-muted-foreground">{day(r.requestedAt, data.timeZone)}</span>
                        <span className="font-medium">{[r.pieceCode, r.pieceName].filter(Boolean).join(" ")}</span>
                        <span className="text-muted-foreground">
                          {[T.kinds[r.kind] ?? r.kind, r.targetCone, T.status[r.status] ?? r.status].filter(Boolean).join(" · ")}
                        </span>
                        <span className="ml-auto tabular-nums">{T.money(r.fee, r.currency)}</span>
                      </li>
                    ))}
                  </ul>
                </details>
              </li>
            ))}
          </ul>
          {data.scope === "all" ? (
            <p className="flex justify-between font-semibold">
              <span>{T.grandTotal}</span>
              <span className="tabular-nums">{totalText(data.totals)}</span>
            </p>
          ) : null}
        </>
      )}
    </section>
  );
}
