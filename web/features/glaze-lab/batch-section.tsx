/**
 * A recipe's batch calculator and batch sheet (product.md#r266): the base scaled to the batch size in g, kg, lb or oz
 * with the additions on top, and 'Print batch sheet', a PDF drawn on the device with a tick box per material, the
 * recipe's code and a QR that opens its page (docs/decisions/0311-glaze-lab-screens.md).
 */
import { useId, useState } from "react";
import type { Batch } from "../../../contract/glaze-lab/lab-schemas";
import { BATCH_UNITS, type BatchUnit } from "../../../contract/glaze-lab/rules";
import type { Recipe } from "../../../contract/glaze-lab/schemas";
import { Button } from "../../components/ui/button";
import { Input } from "../../components/ui/input";
import { Label } from "../../components/ui/label";
import { NativeSelect } from "../../components/native-select";
import { ApiError } from "../../lib/api-error";
import { today } from "../../lib/calendar-day";
import { apiBaseUrl } from "../../lib/platform";
import { saveFile } from "../../lib/save-file";
import { useBatch } from "./glaze-lab-api";
import { BATCH_UNIT_LABELS, LAB_SCREEN_TEXTS as T } from "../../../contract/glaze-lab/screen-texts";
import { recipeCode } from "./recipe-code";

const amountText = (n: number) => String(Math.round(n * 1000) / 1000);

async function printSheet(recipe: Recipe, batch: Batch): Promise<void> {
  const { batchSheetPdf } = await import("./batch-sheet-pdf");
  const code = recipeCode(recipe);
  const cones = recipe.cone ? (recipe.coneHigh ? `Cone ${recipe.cone}-${recipe.coneHigh}` : `Cone ${recipe.cone}`) : null;
  const bytes = await batchSheetPdf({
    title: recipe.name,
    code,
    address: `${apiBaseUrl() || window.location.origin}/glaze-lab/recipes/${recipe.id}`,
    batchLine: T.batchLine(amountText(batch.total), batch.unit),
    detail: [cones, recipe.atmosphere, T.version(batch.version)].filter(Boolean).join(" · "),
    headings: { material: T.material, amount: T.amount, additions: T.additions },
    lines: batch.lines.map((l) => ({ name: l.materialName, amount: `${amountText(l.amount)} ${batch.unit}`, addition: l.addition })),
    footer: T.sheetFooter(today()),
  });
  await saveFile(new Blob([bytes as BlobPart], { type: "application/pdf" }), `claybook-batch-${code.replace(/\s+/g, "-")}-${today()}.pdf`, "application/pdf");
}

export function BatchSection({ recipe }: { recipe: Recipe }) {
  const ids = useId();
  const [total, setTotal] = useState("1000");
  const [unit, setUnit] = useState<BatchUnit>("g");
  const [problem, setProblem] = useState<string | null>(null);
  const batch = useBatch(recipe.id);
  const [printing, setPrinting] = useState(false);

  const calculate = async (): Promise<Batch | null> => {
    setProblem(null);
    try {
      return await batch.mutateAsync({ total: Number(total.replace(",", ".")), unit });
    } catch (error) {
      setProblem(error instanceof ApiError ? error.message : String(error));
      return null;
    }
  };
  const print = async () => {
    setPrinting(true);
    try {
      const answer = batch.data && batch.data.total === Number(total) && batch.data.unit === unit ? batch.data : await calculate();
      if (answer) await printSheet(recipe, answer);
    } finally {
      setPrinting(false);
    }
  };

  return (
    <section aria-labelledby={`${ids}-h`} className="flex flex-col gap-3 rounded-xl border p-4">
      <h2 id={`${ids}-h`} className="text-lg font-semibold">
        {T.batch}
      </h2>
      <form
        className="flex flex-wrap items-end gap-3"
        onSubmit={(e) => {
          e.preventDefault();
          void calculate();
        }}
      >
        <div className="grid gap-1">
          <Label htmlFor={`${ids}-total`}>{T.batchTotal}</Label>
          <Input id={`${ids}-total`} inputMode="decimal" className="h-11 w-32" value={total} onChange={(e) => setTotal(e.target.value)} aria-invalid={problem ? true : undefined} />
        </div>
        <div className="grid gap-1">
          <Label htmlFor={`${ids}-unit`}>{T.batchUnit}</Label>
          <NativeSelect id={`${ids}-unit`} className="w-24" value={unit} onChange={(e) => setUnit(e.target.value as BatchUnit)}>
            {BATCH_UNITS.map((u) => (
              <option key={u} value={u}>
                {BATCH_UNIT_LABELS[u]}
              </option>
            ))}
          </NativeSelect>
        </div>
        <Button type="submit" variant="outline" className="min-h-11" disabled={batch.isPending}>
          {T.calculate}
        </Button>
      </form>
      {problem ? (
        <p role="alert" className="text-sm font-medium text-destructive">
          {problem}
        </p>
      ) : null}
      {batch.data ? (
        <table className="w-full text-sm tabular-nums" aria-label={T.batchLine(amountText(batch.data.total), batch.data.unit)}>
          <tbody>
            {batch.data.lines.map((l, i) => (
              <tr key={`${String(l.materialId)}-${i}`} className="border-t border-border/60">
                <th scope="row" className="py-1 text-left font-normal">
                  {l.materialName}
                  {l.addition ? <span className="text-muted-foreground"> ({T.addition})</span> : null}
                </th>
                <td className="py-1 text-right">
                  {amountText(l.amount)} {batch.data.unit}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : null}
      <Button type="button" className="min-h-11 self-start" disabled={printing} onClick={() => void print()}>
        {T.printSheet}
      </Button>
    </section>
  );
}
