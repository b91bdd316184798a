/**
 * The recipe editor's form (product.md#r265): the recipe's fields, its lines, the paste box and the chemistry, which
 * the shared `analyseRecipe` works out on the device as the potter types; the Stull point moves with it.
 */
import { useMemo } from "react";
import { useForm, useWatch } from "react-hook-form";
import { RECIPE_KINDS } from "../../../contract/glaze-lab/rules";
import type { CreateRecipeInput, Material } from "../../../contract/glaze-lab/schemas";
import { CONE_OPTIONS } from "../../../contract/glazes/rules";
import { FormField } from "../../components/form-field";
import { Button } from "../../components/ui/button";
import { Input } from "../../components/ui/input";
import { NativeSelect } from "../../components/native-select";
import { Textarea } from "../../components/ui/textarea";
import { ApiError } from "../../lib/api-error";
import { ChemistryPanel } from "./chemistry-panel";
import { LAB_SCREEN_TEXTS as T, RECIPE_KIND_LABELS } from "../../../contract/glaze-lab/screen-texts";
import { PasteRecipe } from "./paste-recipe";
import { analyseOnDevice } from "./recipe-chemistry";
import type { RecipeFormValues } from "./recipe-form-values";
import { RecipeLinesEditor } from "./recipe-lines-editor";
import { recipeResolver } from "./recipe-resolver";

interface RecipeFormProps {
  defaultValues: RecipeFormValues;
  materials: readonly Material[];
  /** Resolves once saved (or kept in the outbox); a rejection with an ApiError is shown on the form. */
  onSubmit: (values: CreateRecipeInput, changed: (keyof RecipeFormValues)[]) => Promise<void>;
}

function ConeSelect({ id, value, onChange, ...rest }: { id?: string; value: string | null; onChange: (v: string | null) => void }) {
  return (
    <NativeSelect id={id} value={value ?? ""} onChange={(e) => onChange(e.target.value || null)} {...rest}>
      <option value="">{T.noCone}</option>
      {CONE_OPTIONS.map((c) => (
        <option key={c} value={c}>
          {c}
        </option>
      ))}
    </NativeSelect>
  );
}

export function RecipeForm({ defaultValues, materials, onSubmit }: RecipeFormProps) {
  const form = useForm<RecipeFormValues, unknown, CreateRecipeInput>({ resolver: recipeResolver, defaultValues });
  const { errors, isSubmitting, dirtyFields } = form.formState;
  const lines = useWatch({ control: form.control, name: "lines" });
  const cone = useWatch({ control: form.control, name: "cone" });
  const coneHigh = useWatch({ control: form.control, name: "coneHigh" });
  // The chemistry of what is typed now, on the device, by the code the server runs (product.md#r265).
  const analysis = useMemo(() => analyseOnDevice(lines, materials, cone), [lines, materials, cone]);

  const submit = form.handleSubmit(async (values) => {
    try {
      await onSubmit(values, Object.keys(dirtyFields) as (keyof RecipeFormValues)[]);
    } catch (error) {
      if (error instanceof ApiError && error.errors) {
        for (const [field, message] of Object.entries(error.errors)) form.setError(field as keyof RecipeFormValues, { message });
      }
      form.setError("root", { message: error instanceof Error ? error.message : String(error) });
    }
  });

  return (
    <form onSubmit={(e) => void submit(e)} noValidate className="flex flex-col gap-5">
      <FormField label={T.name} error={errors.name?.message}>
        <Input autoComplete="off" {...form.register("name")} />
      </FormField>
      <FormField label={T.kind} error={errors.kind?.message}>
        <NativeSelect {...form.register("kind")}>
          {RECIPE_KINDS.map((k) => (
            <option key={k} value={k}>
              {RECIPE_KIND_LABELS[k]}
            </option>
          ))}
        </NativeSelect>
      </FormField>
      <div className="grid grid-cols-2 gap-3">
        <FormField label={T.coneFrom} error={errors.cone?.message}>
          <ConeSelect value={cone} onChange={(v) => form.setValue("cone", v, { shouldDirty: true })} />
        </FormField>
        <FormField label={T.coneTo} error={errors.coneHigh?.message}>
          <ConeSelect value={coneHigh} onChange={(v) => form.setValue("coneHigh", v, { shouldDirty: true })} />
        </FormField>
      </div>
      <div className="grid grid-cols-2 gap-3">
        <FormField label={T.atmosphere} error={errors.atmosphere?.message}>
          <Input autoComplete="off" {...form.register("atmosphere")} />
        </FormField>
        <FormField label={T.surface} error={errors.surface?.message}>
          <Input autoComplete="off" placeholder={T.surfacePlaceholder} {...form.register("surface")} />
        </FormField>
      </div>
      <FormField label={T.source} error={errors.source?.message}>
        <Input autoComplete="off" placeholder={T.sourcePlaceholder} {...form.register("source")} />
      </FormField>
      <PasteRecipe materials={materials} onRead={(read) => form.setValue("lines", read, { shouldDirty: true, shouldValidate: false })} />
      <RecipeLinesEditor control={form.control} register={form.register} errors={errors} materials={materials} lines={lines} />
      <ChemistryPanel analysis={analysis} />
      <FormField label={T.notes} error={errors.notes?.message}>
        <Textarea rows={3} {...form.register("notes")} />
      </FormField>
      {errors.root?.message ? (
        <p role="alert" className="text-sm font-medium text-destructive">
          {errors.root.message}
        </p>
      ) : null}
      <Button type="submit" className="min-h-11" disabled={isSubmitting}>
        {isSubmitting ? T.saving : T.save}
      </Button>
    </form>
  );
}
