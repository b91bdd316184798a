/** The losses report's rows by stage (product.md#r180): lost in a kiln, lost outside a kiln, and reclaimed. */
import type { LossStageRow } from "../../../contract/firings/losses-schemas";
import { FATE_TEXTS } from "../../../contract/pieces/fate-texts";

export function LossesByStage({ rows }: { rows: LossStageRow[] }) {
  if (rows.length === 0) return null;
  return (
    <section className="grid gap-2">
      <h2 className="text-lg font-semibold">{FATE_TEXTS.byStageTitle}</h2>
      <p className="text-sm text-muted-foreground">{FATE_TEXTS.byStageNote}</p>
      <ul className="grid gap-1">
        {rows.map((r) => (
          <li key={r.stage} className="grid min-h-11 gap-0.5 rounded-lg border bg-card px-3 py-2">
            <span className="font-medium">{r.stage}</span>
            <span className="text-sm text-muted-foreground">
              {[`${FATE_TEXTS.inKiln}: ${r.inKiln}`, `${FATE_TEXTS.outsideKiln}: ${r.outsideKiln}`, `${FATE_TEXTS.reclaimed}: ${r.reclaimed}`].join(" · ")}
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}
