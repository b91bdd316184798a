/**
 * The forms of Settings ▸ Prices (product.md#r276): a clay body's bag, a commercial glaze's jar, a glaze material's
 * price per weight (product.md#r280), a supply, an own kiln's firing. Each checks with the contract's schema (react-hook-form) and shows the server's refusal in the form.
 */
import { zodResolver } from "@hookform/resolvers/zod";
import { useForm, type FieldValues, type Path, type UseFormRegisterReturn, type UseFormReturn } from "react-hook-form";
import type { z } from "zod";
import { CreateMaterialPriceBodySchema, type MaterialPrice } from "../../../contract/business/material-price-schemas";
import {
  BAG_WEIGHT_UNITS,
  CreateClayPriceBodySchema,
  CreateGlazePriceBodySchema,
  CreateKilnCostBodySchema,
  CreateSupplyBodySchema,
  JAR_WEIGHT_UNITS,
  type ClayPrice,
  type GlazePrice,
  type KilnCost,
  type Supply,
} from "../../../contract/business/schemas";
import { FormField } from "../../components/form-field";
import { Button } from "../../components/ui/button";
import { Input } from "../../components/ui/input";
import { ApiError } from "../../lib/api-error";
import { NativeSelect } from "../../components/native-select";
import { BIZ } from "../../../contract/business/screen-texts";

/** A price's weight unit (bag, jar or material), registered with the form that holds it. */
function UnitField({ units, error, registration }: { units: readonly string[]; error?: string; registration: UseFormRegisterReturn }) {
  return (
    <FormField label={BIZ.unit} error={error}>
      <NativeSelect {...registration}>
        {units.map((u) => (
          <option key={u} value={u}>
            {u}
          </option>
        ))}
      </NativeSelect>
    </FormField>
  );
}

interface FormProps<T> {
  initial?: T;
  onSave: (body: never) => Promise<unknown>;
  onDone: () => void;
}

/** The server's refusal lands on its field when it names one, else above the buttons. */
function saveWith<F extends FieldValues>(form: UseFormReturn<F>, save: (values: F) => Promise<unknown>, done: () => void) {
  return form.handleSubmit(async (values) => {
    try {
      await save(values);
      done();
    } catch (error) {
      const fields = error instanceof ApiError ? (error.errors ?? {}) : {};
      const named = Object.entries(fields);
      if (named.length > 0) for (const [field, message] of named) form.setError(field as Path<F>, { message: String(message) });
      else form.setError("root", { message: error instanceof Error ? error.message : String(error) });
    }
  });
}

function Buttons({ busy, error, onCancel }: { busy: boolean; error?: string; onCancel: () => void }) {
  return (
    <>
      {error ? (
        <p role="alert" className="text-sm font-medium text-destructive">
          {error}
        </p>
      ) : null}
      <div className="flex justify-end gap-2">
        <Button type="button" variant="outline" className="min-h-11" onClick={onCancel}>
          {BIZ.cancel}
        </Button>
        <Button type="submit" className="min-h-11" disabled={busy}>
          {busy ? BIZ.saving : BIZ.save}
        </Button>
      </div>
    </>
  );
}

const moneyInput = { inputMode: "decimal" as const, autoComplete: "off", className: "min-h-11" };
const weightField = { valueAsNumber: true };

type ClayIn = z.input<typeof CreateClayPriceBodySchema>;
export function ClayPriceForm({ initial, clayBodies, onSave, onDone }: FormProps<ClayPrice> & { clayBodies: string[] }) {
  const form = useForm<ClayIn, unknown, z.output<typeof CreateClayPriceBodySchema>>({
    resolver: zodResolver(CreateClayPriceBodySchema),
    defaultValues: initial
      ? { clayBody: initial.clayBody, bagPrice: initial.bagPrice, bagWeight: initial.bagWeight, weightUnit: initial.weightUnit }
      : { clayBody: clayBodies[0] ?? "", bagPrice: "", weightUnit: "kg" },
  });
  const e = form.formState.errors;
  return (
    <form noValidate className="grid gap-3" aria-label={BIZ.clayBodies} onSubmit={saveWith(form, (v) => onSave(v as never), onDone)}>
      <FormField label={BIZ.clayBody} error={e.clayBody?.message}>
        <Input list="claybook-clay-bodies" autoComplete="off" className="min-h-11" {...form.register("clayBody")} />
      </FormField>
      <datalist id="claybook-clay-bodies">
        {clayBodies.map((c) => (
          <option key={c} value={c} />
        ))}
      </datalist>
      <FormField label={BIZ.bagPrice} error={e.bagPrice?.message}>
        <Input {...moneyInput} {...form.register("bagPrice")} />
      </FormField>
      <div className="grid grid-cols-2 gap-3">
        <FormField label={BIZ.bagWeight} error={e.bagWeight?.message}>
          <Input inputMode="decimal" className="min-h-11" {...form.register("bagWeight", weightField)} />
        </FormField>
        <UnitField units={BAG_WEIGHT_UNITS} error={e.weightUnit?.message} registration={form.register("weightUnit")} />
      </div>
      <Buttons busy={form.formState.isSubmitting} error={e.root?.message} onCancel={onDone} />
    </form>
  );
}

type GlazeIn = z.input<typeof CreateGlazePriceBodySchema>;
export function GlazePriceForm({ initial, glazes, onSave, onDone }: FormProps<GlazePrice> & { glazes: { id: number; name: string }[] }) {
  const form = useForm<GlazeIn, unknown, z.output<typeof CreateGlazePriceBodySchema>>({
    resolver: zodResolver(CreateGlazePriceBodySchema),
    defaultValues: initial
      ? { name: initial.name, glazeId: initial.glazeId, jarPrice: initial.jarPrice, jarWeight: initial.jarWeight, weightUnit: initial.weightUnit }
      : { name: "", glazeId: null, jarPrice: "", weightUnit: "g" },
  });
  const e = form.formState.errors;
  return (
    <form noValidate className="grid gap-3" aria-label={BIZ.commercialGlazes} onSubmit={saveWith(form, (v) => onSave(v as never), onDone)}>
      <FormField label={BIZ.glazeName} error={e.name?.message}>
        <Input autoComplete="off" className="min-h-11" {...form.register("name")} />
      </FormField>
      <FormField label={BIZ.libraryGlaze} error={e.glazeId?.message}>
        <NativeSelect {...form.register("glazeId", { setValueAs: (v: string | number | null) => (v === "" || v === null ? null : Number(v)) })}>
          <option value="">{BIZ.noLibraryGlaze}</option>
          {glazes.map((g) => (
            <option key={g.id} value={g.id}>
              {g.name}
            </option>
          ))}
        </NativeSelect>
      </FormField>
      <FormField label={BIZ.jarPrice} error={e.jarPrice?.message}>
        <Input {...moneyInput} {...form.register("jarPrice")} />
      </FormField>
      <div className="grid grid-cols-2 gap-3">
        <FormField label={BIZ.jarWeight} error={e.jarWeight?.message}>
          <Input inputMode="decimal" className="min-h-11" {...form.register("jarWeight", weightField)} />
        </FormField>
        <UnitField units={JAR_WEIGHT_UNITS} error={e.weightUnit?.message} registration={form.register("weightUnit")} />
      </div>
      <Buttons busy={form.formState.isSubmitting} error={e.root?.message} onCancel={onDone} />
    </form>
  );
}

type MaterialIn = z.input<typeof CreateMaterialPriceBodySchema>;
/** A material's price: "$12.50 per 25 lb bag" is a price of 12.50 for a weight of 25 lb. Own materials' ids are numbers. */
export function MaterialPriceForm({ initial, materials, onSave, onDone }: FormProps<MaterialPrice> & { materials: { id: number | string; name: string }[] }) {
  const form = useForm<MaterialIn, unknown, z.output<typeof CreateMaterialPriceBodySchema>>({
    resolver: zodResolver(CreateMaterialPriceBodySchema),
    defaultValues: initial
      ? { materialId: initial.materialId, price: initial.price, weight: initial.weight, weightUnit: initial.weightUnit }
      : { materialId: "", price: "", weightUnit: "lb" },
  });
  const e = form.formState.errors;
  return (
    <form noValidate className="grid gap-3" aria-label={BIZ.glazeMaterials} onSubmit={saveWith(form, (v) => onSave(v as never), onDone)}>
      <FormField label={BIZ.material} error={e.materialId?.message}>
        <NativeSelect {...form.register("materialId", { setValueAs: (v: string | number) => (typeof v === "string" && /^\d+$/.test(v) ? Number(v) : v) })}>
          <option value="">{BIZ.chooseMaterial}</option>
          {materials.map((m) => (
            <option key={m.id} value={m.id}>
              {m.name}
            </option>
          ))}
        </NativeSelect>
      </FormField>
      <FormField label={BIZ.materialPrice} error={e.price?.message}>
        <Input {...moneyInput} {...form.register("price")} />
      </FormField>
      <div className="grid grid-cols-2 gap-3">
        <FormField label={BIZ.materialWeight} error={e.weight?.message}>
          <Input inputMode="decimal" className="min-h-11" {...form.register("weight", weightField)} />
        </FormField>
        <UnitField units={JAR_WEIGHT_UNITS} error={e.weightUnit?.message} registration={form.register("weightUnit")} />
      </div>
      <Buttons busy={form.formState.isSubmitting} error={e.root?.message} onCancel={onDone} />
    </form>
  );
}

type SupplyIn = z.input<typeof CreateSupplyBodySchema>;
export function SupplyForm({ initial, onSave, onDone }: FormProps<Supply>) {
  const form = useForm<SupplyIn, unknown, z.output<typeof CreateSupplyBodySchema>>({
    resolver: zodResolver(CreateSupplyBodySchema),
    defaultValues: initial ? { name: initial.name, price: initial.price, perPiece: initial.perPiece } : { name: "", price: "", perPiece: null },
  });
  const e = form.formState.errors;
  return (
    <form noValidate className="grid gap-3" aria-label={BIZ.supplies} onSubmit={saveWith(form, (v) => onSave(v as never), onDone)}>
      <FormField label={BIZ.supplyName} error={e.name?.message}>
        <Input autoComplete="off" className="min-h-11" {...form.register("name")} />
      </FormField>
      <FormField label={BIZ.supplyPrice} error={e.price?.message}>
        <Input {...moneyInput} {...form.register("price")} />
      </FormField>
      <FormField label={BIZ.perPiece} hint={BIZ.perPieceHint} error={e.perPiece?.message}>
        <Input {...moneyInput} {...form.register("perPiece", { setValueAs: (v: string | null) => (v ? v : null) })} />
      </FormField>
      <Buttons busy={form.formState.isSubmitting} error={e.root?.message} onCancel={onDone} />
    </form>
  );
}

type KilnIn = z.input<typeof CreateKilnCostBodySchema>;
export function KilnCostForm({ initial, kilns, onSave, onDone }: FormProps<KilnCost> & { kilns: { id: number; name: string }[] }) {
  const form = useForm<KilnIn, unknown, z.output<typeof CreateKilnCostBodySchema>>({
    resolver: zodResolver(CreateKilnCostBodySchema),
    defaultValues: initial ? { kilnId: initial.kilnId, perFiring: initial.perFiring } : { kilnId: kilns[0]?.id, perFiring: "" },
  });
  const e = form.formState.errors;
  return (
    <form noValidate className="grid gap-3" aria-label={BIZ.ownKilns} onSubmit={saveWith(form, (v) => onSave(v as never), onDone)}>
      <FormField label={BIZ.kiln} error={e.kilnId?.message}>
        <NativeSelect disabled={Boolean(initial)} {...form.register("kilnId", { valueAsNumber: true })}>
          {(initial ? [{ id: initial.kilnId, name: initial.kilnName }] : kilns).map((k) => (
            <option key={k.id} value={k.id}>
              {k.name}
            </option>
          ))}
        </NativeSelect>
      </FormField>
      <FormField label={BIZ.perFiring} error={e.perFiring?.message}>
        <Input {...moneyInput} {...form.register("perFiring")} />
      </FormField>
      <Buttons busy={form.formState.isSubmitting} error={e.root?.message} onCancel={onDone} />
    </form>
  );
}
