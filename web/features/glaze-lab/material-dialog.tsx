/**
 * A material of the potter's own (product.md#r265): a local feldspar with its analysis from the supplier's sheet, a
 * change to one, or the potter's copy of a default material with their supplier's figures (which then stands in for
 * the default in their list). react-hook-form checked by the contract's own schema before sending.
 */
import { Pencil, Plus } from "lucide-react";
import { useState, type ReactNode } from "react";
import { useForm, type FieldErrors, type Resolver } from "react-hook-form";
import { CreateMaterialBodySchema, type CreateMaterialBody, type Material } from "../../../contract/glaze-lab/schemas";
import { FormField } from "../../components/form-field";
import { Button } from "../../components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "../../components/ui/dialog";
import { Input } from "../../components/ui/input";
import { toast } from "../../components/ui/toast-store";
import { ApiError } from "../../lib/api-error";
import { useCreateMaterial, useUpdateMaterial } from "./glaze-lab-api";
import { LAB_SCREEN_TEXTS as T } from "../../../contract/glaze-lab/screen-texts";

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

function valuesOf(material: Material): MaterialFormValues {
  const analysis = Object.fromEntries(FORM_OXIDES.map((o) => [o, material.analysis[o] !== undefined ? String(material.analysis[o]) : ""]));
  return { name: material.name, aliases: material.aliases.join(", "), loi: material.loi === null ? "" : String(material.loi), analysis: analysis as Record<FormOxide, string> };
}

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

/** What the form changes: a new material, one of the potter's own, or a default the potter makes their copy of. */
type Target = { kind: "new" } | { kind: "own"; material: Material } | { kind: "copy"; material: Material };

function MaterialForm({ target, onDone }: { target: Target; onDone: () => void }) {
  const create = useCreateMaterial();
  const update = useUpdateMaterial();
  const form = useForm<MaterialFormValues, unknown, CreateMaterialBody>({ resolver, defaultValues: target.kind === "new" ? EMPTY : valuesOf(target.material) });
  const { errors, isSubmitting } = form.formState;
  const submit = form.handleSubmit(async (body) => {
    try {
      const material =
        target.kind === "own"
          ? await update.mutateAsync({ id: Number(target.material.id), body })
          : await create.mutateAsync(target.kind === "copy" ? { ...body, copyOf: String(target.material.id) } : body);
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

function MaterialDialog({ target, trigger }: { target: Target; trigger: (open: () => void) => ReactNode }) {
  const [open, setOpen] = useState(false);
  const title = target.kind === "new" ? T.newMaterialHeading : target.kind === "own" ? T.editMaterialHeading(target.material.name) : T.copyMaterialHeading(target.material.name);
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      {trigger(() => setOpen(true))}
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{title}</DialogTitle>
          <DialogDescription>{target.kind === "copy" ? T.copyMaterialHint : T.newMaterialHint}</DialogDescription>
        </DialogHeader>
        {open ? <MaterialForm target={target} onDone={() => setOpen(false)} /> : null}
      </DialogContent>
    </Dialog>
  );
}

export function NewMaterialButton() {
  return (
    <MaterialDialog
      target={{ kind: "new" }}
      trigger={(open) => (
        <Button variant="outline" className="min-h-11" onClick={open}>
          <Plus aria-hidden="true" />
          {T.addMaterial}
        </Button>
      )}
    />
  );
}

/** 'Edit' on the potter's own material, 'Edit my copy' on a default one. */
export function EditMaterialButton({ material }: { material: Material }) {
  const label = material.own ? T.editMaterial(material.name) : T.copyMaterial(material.name);
  return (
    <MaterialDialog
      target={material.own ? { kind: "own", material } : { kind: "copy", material }}
      trigger={(open) => (
        <Button variant="ghost" className="min-h-11" aria-label={label} onClick={open}>
          <Pencil aria-hidden="true" />
          {material.own ? T.edit : T.editCopy}
        </Button>
      )}
    />
  );
}
