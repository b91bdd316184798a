/**
 * /firings/losses (decision 0120): pieces fired, survived and lost over a date range, and loss rates by five keys and
 * by recipe (product.md#r288).
 * ?studioId= shows a studio's report to its owner and staff, over every member's pieces in its firings, counts only
 * (docs/decisions/0238-studio-losses.md).
 */
import { useState } from "react";
import { useSearchParams } from "react-router";
import type { LossPairRow, LossRow } from "../../../contract/firings/losses-schemas";
import { FIRING_SCREEN_TEXTS as T } from "../../../contract/firings/texts";
import { BackLink } from "../../components/back-link";
import { PageContainer } from "../../components/page-container";
import { PageHeader } from "../../components/page-header";
import { Button } from "../../components/ui/button";
import { Input } from "../../components/ui/input";
import { Label } from "../../components/ui/label";
import { useLosses } from "./firings-api";
import { LossesByStage } from "./losses-by-stage";
import { useStudio } from "../studios/studios-api";

const pairRows = (rows: LossPairRow[]): LossRow[] => rows.map((r) => ({ ...r, label: T.glazeOnClay(r.material, r.clayBody) }));

function Rows<R extends LossRow>({ title, rows, keyOf = (r) => r.label }: { title: string; rows: R[]; keyOf?: (row: R) => string }) {
  if (rows.length === 0) return null;
  return (
    <section aria-label={title} className="grid gap-2">
      <h2 className="text-lg font-semibold">{title}</h2>
      <ul className="grid gap-1">
        {rows.map((r) => (
          <li key={keyOf(r)} className="flex min-h-11 items-center justify-between gap-2 rounded-lg border bg-card px-3 py-2">
            <span className="font-medium">{r.label}</span>
            <span className="text-sm text-muted-foreground">{T.rate(r.lost, r.fired, r.rate)}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}

export default function LossesScreen() {
  const [from, setFrom] = useState("");
  const [to, setTo] = useState("");
  const raw = useSearchParams()[0].get("studioId");
  const studioId = raw && /^[1-9][0-9]{0,9}$/.test(raw) ? Number(raw) : undefined;
  const studio = useStudio(studioId ?? 0, studioId !== undefined);
  const report = useLosses(from, to, studioId);
  return (
    <PageContainer className="grid gap-4">
      {studioId !== undefined ? (
        <BackLink to={`/studios/${studioId}`} label={T.backToStudio}>
          {T.backToStudio}
        </BackLink>
      ) : (
        <BackLink to="/firings" label={T.backToFirings}>
          {T.backToFirings}
        </BackLink>
      )}
      {studioId !== undefined ? (
        <PageHeader title={T.studioLossesTitle(studio.data?.name ?? "")} subtitle={T.studioLossesSubtitle} />
      ) : (
        <PageHeader title={T.lossesTitle} subtitle={T.lossesSubtitle} />
      )}
      <div className="grid grid-cols-2 gap-3">
        <div className="grid gap-1">
          <Label htmlFor="losses-from">{T.from}</Label>
          <Input id="losses-from" type="date" value={from} onChange={(e) => setFrom(e.target.value)} />
        </div>
        <div className="grid gap-1">
          <Label htmlFor="losses-to">{T.to}</Label>
          <Input id="losses-to" type="date" value={to} onChange={(e) => setTo(e.target.value)} />
        </div>
      </div>
      {report.isPending ? (
        <p role="status" className="text-muted-foreground">
          {T.loading}
        </p>
      ) : report.isError ? (
        <div role="alert" className="grid justify-items-start gap-3">
          <p className="text-destructive">{report.error instanceof Error ? report.error.message : T.loadFailed}</p>
          <Button variant="outline" onClick={() => void report.refetch()}>
            {T.tryAgain}
          </Button>
        </div>
      ) : report.data.fired === 0 && report.data.byStage.length === 0 ? (
        <p className="text-muted-foreground">{T.noLosses}</p>
      ) : (
        <>
          <p role="status" className="font-medium">
            {T.firedSummary(report.data.fired, report.data.survived, report.data.lost)}
          </p>
          <Rows title={T.byKiln} rows={report.data.byKiln} />
          <Rows title={T.byKind} rows={report.data.byKind.map((r) => ({ ...r, label: T.kindLabel[r.label] ?? r.label }))} />
          <Rows title={T.byCone} rows={report.data.byCone} />
          <Rows title={T.byClayBody} rows={report.data.byClayBody} />
          <Rows title={studioId !== undefined ? T.byStudioGlaze : T.byMaterial} rows={report.data.byMaterial} />
          <Rows title={T.byGlazeOnClay} rows={pairRows(report.data.byMaterialOnClay)} />
          {/* Two recipes may share a name: each row is its recipe and version (product.md#r288). */}
          <Rows title={T.byRecipe} rows={report.data.byRecipe} keyOf={(r) => `${r.recipeId}:${r.version}`} />
          <LossesByStage rows={report.data.byStage} />
        </>
      )}
    </PageContainer>
  );
}
