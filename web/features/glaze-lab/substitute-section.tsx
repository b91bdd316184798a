/**
 * Substitution on a recipe's page (product.md#r267): one material replaced by another (Custer by Minspar), with the
 * amounts that keep the UMF closest and what still differs; nothing is stored until the potter edits the recipe.
 */
import { useId, useState } from "react";
import type { Material, Recipe } from "../../../contract/glaze-lab/schemas";
import { Button } from "../../components/ui/button";
import { Label } from "../../components/ui/label";
import { NativeSelect } from "../../components/native-select";
import { ApiError } from "../../lib/api-error";
import { useSubstitute } from "./glaze-lab-api";
import { LAB_SCREEN_TEXTS as T } from "../../../contract/glaze-lab/screen-texts";
import { MaterialPicker } from "./material-picker";
import { materialKey } from "./recipe-chemistry";

export function SubstituteSection({ recipe, materials }: { recipe: Recipe; materials: readonly Material[] }) {
  const ids = useId();
  const [from, setFrom] = useState(recipe.lines[0] ? materialKey(recipe.lines[0].materialId) : "");
  const [to, setTo] = useState<string | number | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const substitute = useSubstitute(recipe.id);
  const fromId = recipe.lines.find((l) => materialKey(l.materialId) === from)?.materialId;

  const run = async () => {
    setProblem(null);
    if (fromId === undefined || to === null) return;
    try {
      await substitute.mutateAsync({ from: fromId, to });
    } catch (error) {
      setProblem(error instanceof ApiError ? error.message : String(error));
    }
  };

  return (
    <section aria-labelledby={`${ids}-h`} className="flex flex-col gap-3 rounded-xl border p-4">
      <h2 id={`${ids}-h`} className="text-lg font-semibold">
        {T.substitution}
      </h2>
      <div className="grid gap-1">
        <Label htmlFor={`${ids}-from`}>{T.substituteFrom}</Label>
        <NativeSelect id={`${ids}-from`} value={from} onChange={(e) => setFrom(e.target.value)}>
          {recipe.lines.map((l) => (
            <option key={materialKey(l.materialId)} value={materialKey(l.materialId)}>
              {l.materialName}
            </option>
          ))}
        </NativeSelect>
      </div>
      <div className="grid gap-1">
        <span className="text-sm font-medium">{T.substituteTo}</span>
        <MaterialPicker id={`${ids}-to`} label={T.substituteTo} materials={materials} value={to} onChange={setTo} />
      </div>
      {problem ? (
        <p role="alert" className="text-sm font-medium text-destructive">
          {problem}
        </p>
      ) : null}
      <Button type="button" variant="outline" className="min-h-11 self-start" disabled={to === null || substitute.isPending} onClick={() => void run()}>
        {T.substituteRun}
      </Button>
      {substitute.data ? (
        <div className="flex flex-col gap-2 text-sm tabular-nums">
          <ul>
            {substitute.data.lines.map((l, i) => (
              <li key={`${materialKey(l.materialId)}-${i}`} className="flex justify-between border-t border-border/60 py-1">
                <span>{l.materialName}</span>
                <span>{(Math.round(l.amount * 100) / 100).toString()}</span>
              </li>
            ))}
          </ul>
          {substitute.data.differences.length === 0 ? (
            <p>{T.matchesWell}</p>
          ) : (
            <>
              <h3 className="font-semibold">{T.stillDiffers}</h3>
              <ul>
                {substitute.data.differences.map((d) => (
                  <li key={d.oxide}>
                    {d.oxide}: {d.before.toFixed(3)} → {d.after.toFixed(3)}
                  </li>
                ))}
              </ul>
            </>
          )}
        </div>
      ) : null}
    </section>
  );
}
