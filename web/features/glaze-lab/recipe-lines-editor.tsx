/**
 * A recipe's lines in the editor (product.md#r265): material, amount and whether it is an addition on top, each base
 * line's share of 100 beside it and the base's total under them, updated as the potter types.
 */
import { Plus, Trash2 } from "lucide-react";
import { Controller, useFieldArray, type Control, type FieldErrors, type UseFormRegister } from "react-hook-form";
import type { CreateRecipeInput, Material } from "../../../contract/glaze-lab/schemas";
import { Button } from "../../components/ui/button";
import { Checkbox } from "../../components/ui/checkbox";
import { Input } from "../../components/ui/input";
import { Label } from "../../components/ui/label";
import { LAB_SCREEN_TEXTS as T } from "../../../contract/glaze-lab/screen-texts";
import { MaterialPicker } from "./material-picker";
import { materialKey } from "./recipe-chemistry";
import type { RecipeFormValues } from "./recipe-form-values";

interface LinesEditorProps {
  control: Control<RecipeFormValues, unknown, CreateRecipeInput>;
  register: UseFormRegister<RecipeFormValues>;
  errors: FieldErrors<RecipeFormValues>;
  materials: readonly Material[];
  lines: RecipeFormValues["lines"];
}

const round = (n: number) => (Math.round(n * 10) / 10).toString();

export function RecipeLinesEditor({ control, register, errors, materials, lines }: LinesEditorProps) {
  const { fields, append, remove } = useFieldArray({ control, name: "lines" });
  const base = lines.reduce((sum, l) => (l.addition || !Number.isFinite(l.amount) ? sum : sum + l.amount), 0);
  const nameOf = (id: string | number | null) => (id === null ? "" : (materials.find((m) => materialKey(m.id) === materialKey(id))?.name ?? ""));
  const linesError = errors.lines?.message ?? errors.lines?.root?.message;

  return (
    <fieldset className="flex flex-col gap-3">
      <legend className="mb-2 text-lg font-semibold">{T.lines}</legend>
      <ol className="flex flex-col gap-3">
        {fields.map((field, i) => {
          const line = lines[i];
          const lineErrors = errors.lines?.[i];
          const share = line && !line.addition && base > 0 && Number.isFinite(line.amount) ? (line.amount / base) * 100 : null;
          return (
            <li key={field.id} className="flex flex-col gap-2 rounded-lg border p-3">
              <Controller
                control={control}
                name={`lines.${i}.materialId`}
                render={({ field: f }) => (
                  <MaterialPicker label={T.pickMaterial(i + 1)} materials={materials} value={f.value} onChange={f.onChange} invalid={Boolean(lineErrors?.materialId)} />
                )}
              />
              {lineErrors?.materialId?.message ? (
                <p role="alert" className="text-sm font-medium text-destructive">
                  {lineErrors.materialId.message}
                </p>
              ) : null}
              <div className="flex flex-wrap items-center gap-3">
                <Input
                  aria-label={T.amountOf(i + 1)}
                  type="number"
                  inputMode="decimal"
                  step="any"
                  min={0}
                  className="h-11 w-28"
                  aria-invalid={lineErrors?.amount ? true : undefined}
                  {...register(`lines.${i}.amount`, { valueAsNumber: true })}
                />
                <span className="min-w-20 text-sm text-muted-foreground tabular-nums">{share !== null ? T.normalised(round(share)) : null}</span>
                <Controller
                  control={control}
                  name={`lines.${i}.addition`}
                  render={({ field: f }) => (
                    <div className="flex min-h-11 items-center gap-2">
                      <Checkbox id={`line-${field.id}-addition`} checked={f.value} onCheckedChange={(v) => f.onChange(v === true)} aria-label={T.additionOf(i + 1)} />
                      <Label htmlFor={`line-${field.id}-addition`} className="text-sm">
                        {T.addition}
                      </Label>
                    </div>
                  )}
                />
                <Button type="button" variant="ghost" size="icon" className="ml-auto size-11" aria-label={T.removeLine(nameOf(line?.materialId ?? null))} onClick={() => remove(i)}>
                  <Trash2 aria-hidden="true" />
                </Button>
              </div>
              {lineErrors?.amount?.message ? (
                <p role="alert" className="text-sm font-medium text-destructive">
                  {lineErrors.amount.message}
                </p>
              ) : null}
            </li>
          );
        })}
      </ol>
      <p className="text-sm text-muted-foreground tabular-nums" data-testid="base-total">
        {T.baseTotal(round(base))}
      </p>
      {linesError ? (
        <p role="alert" className="text-sm font-medium text-destructive">
          {linesError}
        </p>
      ) : null}
      <Button type="button" variant="outline" className="min-h-11 self-start" onClick={() => append({ materialId: null, amount: Number.NaN, addition: false })}>
        <Plus aria-hidden="true" />
        {T.addLine}
      </Button>
    </fieldset>
  );
}
