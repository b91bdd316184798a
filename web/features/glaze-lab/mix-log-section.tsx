/** A recipe's mix log (product.md#r267): each bucket mixed, with its date, size, water, specific gravity and who mixed it. */
import { useId, useState } from "react";
import { BATCH_UNITS, WATER_UNITS, type BatchUnit, type WaterUnit } from "../../../contract/glaze-lab/rules";
import { Button } from "../../components/ui/button";
import { Input } from "../../components/ui/input";
import { FormField } from "../../components/form-field";
import { NativeSelect } from "../../components/native-select";
import { ApiError } from "../../lib/api-error";
import { formatDay, today } from "../../lib/calendar-day";
import { STOCK_TEXTS } from "../../../contract/business/stock-texts";
import { useCreateMix, useDeleteMix, useMixes } from "./glaze-lab-api";
import { LAB_SCREEN_TEXTS as T } from "../../../contract/glaze-lab/screen-texts";
import type { CreateMixBody, Mix } from "../../../contract/glaze-lab/lab-schemas";

const num = (text: string) => (text.trim() ? Number(text.replace(",", ".")) : null);

export function MixLogSection({ recipeId }: { recipeId: number }) {
  return <MixLog mixes={useMixes(recipeId).data} create={useCreateMix(recipeId)} remove={useDeleteMix(recipeId)} />;
}

/** What logs a mix: the recipe's own call, or a studio shelf's (product.md#r289). */
export interface MixCreator {
  mutateAsync(body: CreateMixBody): Promise<unknown>;
  isPending: boolean;
}

/** What removes a mix, giving back the stock it used (product.md#r291): the potter's own log only. */
export interface MixRemover {
  mutate(id: number, options: { onError: (error: unknown) => void }): void;
  isPending: boolean;
}

/** The log, and its form when the potter may add to it (a studio's member reads the shelf's log only). */
export function MixLog({ mixes: list, create, remove, note }: { mixes: Mix[] | undefined; create?: MixCreator; remove?: MixRemover; note?: string }) {
  const ids = useId();
  const mixes = { data: list };
  const [date, setDate] = useState(today());
  const [size, setSize] = useState("");
  const [unit, setUnit] = useState<BatchUnit>("g");
  const [water, setWater] = useState("");
  const [waterUnit, setWaterUnit] = useState<WaterUnit>("ml");
  const [gravity, setGravity] = useState("");
  const [by, setBy] = useState("");
  const [problem, setProblem] = useState<string | null>(null);

  const add = async () => {
    setProblem(null);
    if (!create) return;
    try {
      const batchTotal = num(size);
      const waterAmount = num(water);
      await create.mutateAsync({
        date,
        batchTotal,
        batchUnit: batchTotal === null ? null : unit,
        water: waterAmount,
        waterUnit: waterAmount === null ? null : waterUnit,
        specificGravity: num(gravity),
        mixedBy: by,
      });
      setSize("");
      setWater("");
      setGravity("");
    } catch (error) {
      setProblem(error instanceof ApiError ? error.message : String(error));
    }
  };

  return (
    <section aria-labelledby={`${ids}-h`} className="flex flex-col gap-3 rounded-xl border p-4">
      <h2 id={`${ids}-h`} className="text-lg font-semibold">
        {T.mixLog}
      </h2>
      {(mixes.data ?? []).length === 0 ? (
        <p className="text-sm text-muted-foreground">{T.mixEmpty}</p>
      ) : (
        <ul className="flex flex-col gap-1 text-sm">
          {mixes.data!.map((m) => (
            <li key={m.id} className="flex items-center justify-between gap-2 border-t border-border/60 py-1">
              <span>
              {[
                formatDay(m.date),
                m.batchTotal !== null ? `${m.batchTotal} ${m.batchUnit ?? ""}` : null,
                m.water !== null ? `${T.mixWater} ${m.water} ${m.waterUnit ?? ""}` : null,
                m.specificGravity !== null ? `SG ${m.specificGravity}` : null,
                m.mixedBy,
              ]
                .filter(Boolean)
                .join(" · ")}
              </span>
              {/* What the batch used goes back into the materials' stock (product.md#r291). */}
              {remove ? (
              <Button
                type="button"
                variant="ghost"
                className="min-h-11"
                aria-label={`${STOCK_TEXTS.deleteMix} ${formatDay(m.date)}`}
                disabled={remove.isPending}
                onClick={() => remove.mutate(m.id, { onError: (error) => setProblem(error instanceof ApiError ? error.message : String(error)) })}
              >
                {STOCK_TEXTS.remove}
              </Button>
              ) : null}
            </li>
          ))}
        </ul>
      )}
      {note ? <p className="text-sm text-muted-foreground">{note}</p> : null}
      {create ? (
        <form
          className="grid grid-cols-2 gap-3"
          onSubmit={(e) => {
            e.preventDefault();
            void add();
          }}
        >
          <FormField label={T.mixDate} className="gap-1">
            <Input type="date" className="h-11" value={date} onChange={(e) => setDate(e.target.value)} />
          </FormField>
          <FormField label={T.mixBy} className="gap-1">
            <Input className="h-11" value={by} onChange={(e) => setBy(e.target.value)} />
          </FormField>
          <FormField label={T.mixSize} className="gap-1">
            <Input inputMode="decimal" className="h-11" value={size} onChange={(e) => setSize(e.target.value)} />
          </FormField>
          <FormField label={T.batchUnit} className="gap-1">
            <NativeSelect value={unit} onChange={(e) => setUnit(e.target.value as BatchUnit)}>
              {BATCH_UNITS.map((u) => (
                <option key={u} value={u}>
                  {u}
                </option>
              ))}
            </NativeSelect>
          </FormField>
          <FormField label={T.mixWater} className="gap-1">
            <Input inputMode="decimal" className="h-11" value={water} onChange={(e) => setWater(e.target.value)} />
          </FormField>
          <FormField label={T.mixWaterUnit} className="gap-1">
            <NativeSelect value={waterUnit} onChange={(e) => setWaterUnit(e.target.value as WaterUnit)}>
              {WATER_UNITS.map((u) => (
                <option key={u} value={u}>
                  {u}
                </option>
              ))}
            </NativeSelect>
          </FormField>
          <FormField label={T.mixGravity} className="gap-1">
            <Input inputMode="decimal" className="h-11" value={gravity} onChange={(e) => setGravity(e.target.value)} />
          </FormField>
          {problem ? (
            <p role="alert" className="col-span-2 text-sm font-medium text-destructive">
              {problem}
            </p>
          ) : null}
          <Button type="submit" variant="outline" className="col-span-2 min-h-11 justify-self-start" disabled={create.isPending}>
            {T.addMix}
          </Button>
        </form>
      ) : null}
    </section>
  );
}
