/**
 * A material of the potter's own (product.md#r265): a local feldspar with its analysis from the supplier's sheet.
 * react-hook-form checked by the contract's own schema, so the potter sees the server's rules before sending.
 */
import { Plus } from "lucide-react";
import { useState } from "react";
import { useForm, type FieldErrors, type Resolver } from "react-hook-form";
import { CreateMaterialBodySchema, type CreateMaterialBody } from "../../../contract/glaze-lab/schemas";
import { FormField } from "../../components/form-field";
import { Button } from "../../components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "../../components/ui/dialog";
import { Input } from "../../components/ui/input";
import { toast } from "../../components/ui/toast-store";
import { ApiError } from "../../lib/api-error";
import { useCreateMaterial } from "./glaze-lab-api";
import { LAB_SCREEN_TEXTS as T } from "./lab-texts";

/** The oxides a data sheet of a raw material gives; colourants go in as materials of their own. */
const FORM_OXIDES = ["SiO2", "Al2O3", "B2O3", "Na2O", "K2O", "Li2O", "CaO", "MgO", "ZnO", "SrO", "BaO", "Fe2O3", "TiO2"] as const;
type FormOxide = (typeof FORM_OXIDES)[number];

interface MaterialFormValues {
  name: string;
  aliases: string;
  loi: string;
  analysis: Record<FormOxide, string>;
}

const EMPTY: MaterialFormValues = { name: "", aliases: "", loi: "", analysis: Object.fromEntries(FORM_OXIDES.map((o) => [o, ""])) as Record<FormOxide, string> };

function toBody(values: MaterialFormValues): CreateMaterialBody {
  const analysis: Record<string, number> = {};
  for (const oxide of FORM_OXIDES) {
    const text = values.analysis[oxide].trim();
    if (text) analysis[oxide] = Number(text.replace(",", "."));
  }
  const aliases = values.aliases.split(",").map((a) => a.trim()).filter(Boolean);
  return {
    name: values.name,
    analysis,
    ...(aliases.length ? { aliases } : {}),
    ...(values.loi.trim() ? { loi: Number(values.loi.replace(",", ".")) } : {}),
  };
}

/** The contract's schema over the form's text fields: an issue on analysis.SiO2 lands on that field. */
const resolver: Resolver<MaterialFormValues, unknown, CreateMaterialBody> = (values) => {
  const body = toBody(values);
  const result = CreateMaterialBodySchema.safeParse(body);
  if (result.success) return { values: body, errors: {} };
  const errors: Record<string, unknown> = {};
  for (const issue of result.error.issues) {
    const [head, oxide] = issue.path.map(String);
    if (head === "analysis") {
      const field = oxide ?? "SiO2";
      errors.analysis = { ...(errors.analysis as object), [field]: { type: "schema", message: issue.message } };
    } else if (head && !errors[head]) errors[head] = { type: "schema", message: issue.message };
  }
  return { values: {}, errors: errors as FieldErrors<MaterialFormValues> };
};

function MaterialForm({ onDone }: { onDone: () => void }) {
  const create = useCreateMaterial();
  const form = useForm<MaterialFormValues, unknown, CreateMaterialBody>({ resolver, defaultValues: EMPTY });
  const { errors, isSubmitting } = form.formState;
  const submit = form.handleSubmit(async (body) => {
    try {
      const material = await create.mutateAsync(body);
      toast({ title: T.materialSaved(material.name) });
      onDone();
    } catch (error) {
      form.setError("root", { message: error instanceof ApiError ? error.message : String(error) });
    }
  });
  return (
    <form onSubmit={(e) => void submit(e)} noValidate className="grid gap-4">
      <FormField label={T.materialName} error={errors.name?.message}>
        <Input autoComplete="off" {...form.register("name")} />
      </FormField>
      <FormField label={T.materialAliases} error={errors.aliases?.message}>
        <Input autoComplete="off" {...form.register("aliases")} />
      </FormField>
      <div className="grid grid-cols-2 gap-3">
        {FORM_OXIDES.map((oxide) => (
          <FormField key={oxide} label={T.oxidePercent(oxide)} error={errors.analysis?.[oxide]?.message}>
            <Input inputMode="decimal" autoComplete="off" {...form.register(`analysis.${oxide}`)} />
          </FormField>
        ))}
        <FormField label={T.materialLoi} error={errors.loi?.message}>
          <Input inputMode="decimal" autoComplete="off" {...form.register("loi")} />
        </FormField>
      </div>
      {errors.root?.message ? (
        <p role="alert" className="text-sm font-medium text-destructive">
          {errors.root.message}
        </p>
      ) : null}
      <div className="flex justify-end gap-2">
        <Button type="button" variant="outline" className="min-h-11" onClick={onDone}>
          {T.cancel}
        </Button>
        <Button type="submit" className="min-h-11" disabled={isSubmitting}>
          {T.saveMaterial}
        </Button>
      </div>
    </form>
  );
}

export function NewMaterialButton() {
  const [open, setOpen] = useState(false);
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <Button variant="outline" className="min-h-11" onClick={() => setOpen(true)}>
        <Plus aria-hidden="true" />
        {T.addMaterial}
      </Button>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{T.newMaterialHeading}</DialogTitle>
          <DialogDescription>{T.newMaterialHint}</DialogDescription>
        </DialogHeader>
        {open ? <MaterialForm onDone={() => setOpen(false)} /> : null}
      </DialogContent>
    </Dialog>
  );
}
