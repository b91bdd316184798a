/**
 * "Record purchase" (product.md#r291): a glaze material bought, on a day, its weight and unit, the total paid and the
 * supplier, checked with the contract's schema; the server's refusal shows under its field. One saved with no
 * connection is kept on the device and said so (stock-offline.ts).
 */
import { zodResolver } from "@hookform/resolvers/zod";
import { useForm, type Path } from "react-hook-form";
import type { z } from "zod";
import { JAR_WEIGHT_UNITS } from "../../../contract/business/rules";
import { CreateMaterialPurchaseBodySchema } from "../../../contract/business/stock-schemas";
import { STOCK_TEXTS as T } from "../../../contract/business/stock-texts";
import { BIZ } from "../../../contract/business/screen-texts";
import { FormField } from "../../components/form-field";
import { NativeSelect } from "../../components/native-select";
import { Button } from "../../components/ui/button";
import { Input } from "../../components/ui/input";
import { toast } from "../../components/ui/toast-store";
import { ApiError } from "../../lib/api-error";
import { today } from "../../lib/calendar-day";
import { useRecordPurchase } from "./stock-api";

type In = z.input<typeof CreateMaterialPurchaseBodySchema>;
type Out = z.output<typeof CreateMaterialPurchaseBodySchema>;

const asMaterialId = (v: string | number) => (typeof v === "string" && /^\d+$/.test(v) ? Number(v) : v);

export function PurchaseForm({ materials }: { materials: { id: number | string; name: string }[] }) {
  const record = useRecordPurchase();
  const form = useForm<In, unknown, Out>({
    resolver: zodResolver(CreateMaterialPurchaseBodySchema),
    defaultValues: { materialId: "", date: today(), unit: "kg", total: "", supplier: "" },
  });
  const e = form.formState.errors;
  const save = form.handleSubmit(async (values) => {
    try {
      const saved = await record.mutateAsync(values);
      if (saved.id < 0) toast({ title: BIZ.savedOnDevice });
      form.reset({ materialId: values.materialId, date: values.date, unit: values.unit, total: "", supplier: values.supplier ?? "" });
    } catch (error) {
      const named = Object.entries(error instanceof ApiError ? (error.errors ?? {}) : {});
      if (named.length > 0) for (const [field, message] of named) form.setError(field as Path<In>, { message: String(message) });
      else form.setError("root", { message: error instanceof Error ? error.message : String(error) });
    }
  });
  return (
    <form noValidate className="grid gap-3" aria-label={T.recordPurchase} onSubmit={save}>
      <FormField label={T.material} error={e.materialId?.message}>
        <NativeSelect {...form.register("materialId", { setValueAs: asMaterialId })}>
          <option value="">{BIZ.chooseMaterial}</option>
          {materials.map((m) => (
            <option key={m.id} value={m.id}>
              {m.name}
            </option>
          ))}
        </NativeSelect>
      </FormField>
      <FormField label={T.date} error={e.date?.message}>
        <Input type="date" className="min-h-11" {...form.register("date")} />
      </FormField>
      <div className="grid grid-cols-2 gap-3">
        <FormField label={T.quantity} error={e.quantity?.message}>
          <Input inputMode="decimal" autoComplete="off" className="min-h-11" {...form.register("quantity", { valueAsNumber: true })} />
        </FormField>
        <FormField label={T.unit} error={e.unit?.message}>
          <NativeSelect {...form.register("unit")}>
            {JAR_WEIGHT_UNITS.map((u) => (
              <option key={u} value={u}>
                {u}
              </option>
            ))}
          </NativeSelect>
        </FormField>
      </div>
      <FormField label={T.totalPaid} error={e.total?.message}>
        <Input inputMode="decimal" autoComplete="off" className="min-h-11" {...form.register("total")} />
      </FormField>
      <FormField label={T.supplier} error={e.supplier?.message}>
        <Input autoComplete="off" className="min-h-11" {...form.register("supplier")} />
      </FormField>
      {e.root?.message ? (
        <p role="alert" className="text-sm font-medium text-destructive">
          {e.root.message}
        </p>
      ) : null}
      <Button type="submit" className="min-h-11 justify-self-start" disabled={form.formState.isSubmitting}>
        {T.save}
      </Button>
    </form>
  );
}
