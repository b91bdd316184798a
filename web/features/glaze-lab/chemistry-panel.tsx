/**
 * A recipe's chemistry as the potter reads it (product.md#r265): the UMF table grouped R2O, RO, R2O3, RO2 (and the
 * colourants and opacifiers apart), the ratios, LOI, the expansion estimate with its coefficient set, the limit
 * warnings, and the Stull chart with the recipe's point. The same numbers on the editor (computed on the device as
 * the potter types) and on the recipe page (the server's, from the same code).
 */
import { lazy, Suspense } from "react";
import {
  EXPANSION_COEFFICIENT_SET,
  OXIDE_GROUPS,
  OXIDES,
  STULL_REGIONS,
  oxideEntries,
  stullPoint,
  stullRegion,
  type OxideGroup,
  type RecipeAnalysis,
} from "../../../contract/glaze-lab/chemistry";
import { LAB_SCREEN_TEXTS as T } from "../../../contract/glaze-lab/screen-texts";

const StullChart = lazy(() => import("./stull-chart"));

const GROUP_LABELS: Record<OxideGroup, string> = { R2O: "R2O", RO: "RO", R2O3: "R2O3", RO2: "RO2", other: "Other" };
const REGIONS = STULL_REGIONS.map((r) => ({ name: r.label, polygon: r.polygon.map((p) => [p.x, p.y] as const) }));

/** Whether the analysis has anything to show: some flux brought to unity. */
export function hasChemistry(analysis: RecipeAnalysis | null): analysis is RecipeAnalysis {
  return analysis !== null && Object.keys(analysis.umf).length > 0;
}

function UmfTable({ analysis }: { analysis: RecipeAnalysis }) {
  const rows = oxideEntries(analysis.umf);
  return (
    <table className="w-full text-sm tabular-nums" aria-label={T.umfHeading}>
      <thead>
        <tr className="text-left text-muted-foreground">
          <th scope="col" className="py-1 font-medium">
            {T.oxide}
          </th>
          <th scope="col" className="py-1 text-right font-medium">
            {T.umf}
          </th>
          <th scope="col" className="py-1 text-right font-medium">
            {T.weightPercent}
          </th>
        </tr>
      </thead>
      {OXIDE_GROUPS.map((group) => {
        const inGroup = rows.filter(([key]) => OXIDES[key].group === group);
        if (inGroup.length === 0) return null;
        return (
          <tbody key={group}>
            <tr>
              <th scope="rowgroup" colSpan={3} className="pt-2 text-left text-xs font-semibold tracking-wide text-muted-foreground uppercase">
                {GROUP_LABELS[group]}
              </th>
            </tr>
            {inGroup.map(([key, value]) => (
              <tr key={key} className="border-t border-border/60">
                <th scope="row" className="py-1 text-left font-medium">
                  {key}
                </th>
                <td className="py-1 text-right">{value.toFixed(3)}</td>
                <td className="py-1 text-right">{(analysis.oxidePercent[key] ?? 0).toFixed(2)}</td>
              </tr>
            ))}
          </tbody>
        );
      })}
    </table>
  );
}

export function ChemistryPanel({ analysis }: { analysis: RecipeAnalysis | null }) {
  if (!hasChemistry(analysis)) {
    return (
      <section aria-labelledby="chemistry-heading" className="rounded-xl border p-4">
        <h2 id="chemistry-heading" className="text-lg font-semibold">
          {T.chemistry}
        </h2>
        <p className="mt-2 text-sm text-muted-foreground">{T.chemistryEmpty}</p>
      </section>
    );
  }
  const point = stullPoint(analysis.umf);
  const region = stullRegion(point);
  const regionLabel = STULL_REGIONS.find((r) => r.key === region)?.label ?? null;
  return (
    <section aria-labelledby="chemistry-heading" className="flex flex-col gap-3 rounded-xl border p-4">
      <h2 id="chemistry-heading" className="text-lg font-semibold">
        {T.chemistry}
      </h2>
      <h3 className="text-sm font-semibold">{T.umfHeading}</h3>
      <UmfTable analysis={analysis} />
      <ul className="flex flex-wrap gap-x-4 gap-y-1 text-sm tabular-nums">
        {analysis.siAl !== null ? <li>{T.siAl(analysis.siAl)}</li> : null}
        <li>{T.r2oRo(analysis.r2oRo.r2o, analysis.r2oRo.ro)}</li>
        <li>{T.loi(analysis.loi)}</li>
        {analysis.expansion !== null ? <li>{T.expansion(analysis.expansion, EXPANSION_COEFFICIENT_SET)}</li> : null}
      </ul>
      {analysis.warnings.length > 0 ? (
        <div className="rounded-lg border border-amber-500/40 bg-amber-500/10 p-3 text-sm">
          <h3 className="font-semibold">{T.warnings}</h3>
          <ul className="mt-1 list-disc pl-5">
            {analysis.warnings.map((w) => (
              <li key={`${w.oxide}-${w.message}`}>{w.message}</li>
            ))}
          </ul>
        </div>
      ) : null}
      <h3 className="text-sm font-semibold">{T.stullChart}</h3>
      <p className="text-sm tabular-nums" data-testid="stull-point">
        {T.stullPoint(point.x, point.y, regionLabel)}
      </p>
      <Suspense fallback={<div className="h-60" />}>
        <StullChart point={{ siO2: point.x, al2O3: point.y }} regions={REGIONS} label={T.stullPoint(point.x, point.y, regionLabel)} />
      </Suspense>
    </section>
  );
}
