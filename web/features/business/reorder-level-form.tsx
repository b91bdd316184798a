/** A material's reorder level (product.md#r292): below it, the material goes on the shopping list; empty clears it. */
import { useId, useState } from "react";
import { JAR_WEIGHT_UNITS, type JarWeightUnit } from "../../../contract/business/rules";
import type { MaterialStock } from "../../../contract/business/stock-schemas";
import { STOCK_TEXTS as T } from "../../../contract/business/stock-texts";
import { NativeSelect } from "../../components/native-select";
import { Button } from "../../components/ui/button";
import { Input } from "../../components/ui/input";
import { Label } from "../../components/ui/label";
import { ApiError } from "../../lib/api-error";
import { useSetReorderLevel } from "./stock-api";

export function ReorderLevelForm({ stock }: { stock: MaterialStock }) {
  const ids = useId();
  const save = useSetReorderLevel();
  const [level, setLevel] = useState(stock.level === null ? "" : String(stock.level));
  const [unit, setUnit] = useState<JarWeightUnit>(stock.unit);
  const [problem, setProblem] = useState<string | null>(null);
  const name = stock.materialName ?? String(stock.materialId);
  const submit = async () => {
    setProblem(null);
    try {
      await save.mutateAsync({ materialId: stock.materialId, level: level.trim() ? Number(level.replace(",", ".")) : null, unit });
    } catch (error) {
      setProblem(error instanceof ApiError ? (error.errors?.level ?? error.message) : String(error));
    }
  };
  return (
    <form
      aria-label={T.setLevel(name)}
      className="grid grid-cols-[1fr_5rem_auto] items-end gap-2"
      onSubmit={(e) => {
        e.preventDefault();
        void submit();
      }}
    >
      <div className="grid gap-1">
        <Label htmlFor={`${ids}-level`}>{T.reorderLevel}</Label>
        <Input id={`${ids}-level`} inputMode="decimal" autoComplete="off" className="min-h-11" value={level} onChange={(e) => setLevel(e.target.value)} />
      </div>
      <div className="grid gap-1">
        <Label htmlFor={`${ids}-unit`}>{T.unit}</Label>
        <NativeSelect id={`${ids}-unit`} value={unit} onChange={(e) => setUnit(e.target.value as JarWeightUnit)}>
          {JAR_WEIGHT_UNITS.map((u) => (
            <option key={u} value={u}>
              {u}
            </option>
          ))}
        </NativeSelect>
      </div>
      <Button type="submit" variant="outline" className="min-h-11" disabled={save.isPending}>
        {T.saveLevel}
      </Button>
      {problem ? (
        <p role="alert" className="col-span-3 text-sm font-medium text-destructive">
          {problem}
        </p>
      ) : null}
    </form>
  );
}
