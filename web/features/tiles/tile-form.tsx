/**
 * The test-tile form, for a new tile and for changing one (docs/decisions/0110-test-tiles.md): react-hook-form checked by the contract's
 * own schema, so the potter sees the server's rules (the one-of material rule, cone list, rating, lengths) before
 * sending. Method, coats and thickness are offered per type as on a decoration layer (product.md#r97, #r98).
 */
import { zodResolver } from "@hookform/resolvers/zod";
import { useId, useState } from "react";
import { Controller, useForm, type FieldErrors } from "react-hook-form";
import type { z } from "zod";
import { byName } from "../../../contract/glazes/names";
import { CONE_OPTIONS } from "../../../contract/glazes/rules";
import { APPLICATION_METHODS, COAT_OPTIONS, THICKNESSES, type LayerType } from "../../../contract/layers/texts";
import { ATMOSPHERE_MAX, ATMOSPHERE_SUGGESTIONS, MAX_TILE_PHOTOS } from "../../../contract/tiles/rules";
import { CreateTestTileBodySchema } from "../../../contract/tiles/schemas";
import { TILE_TEXTS } from "../../../contract/tiles/texts";
import { FormField } from "../../components/form-field";
import type { Choice } from "../../components/option-select";
import { Button } from "../../components/ui/button";
import { Input } from "../../components/ui/input";
import { Textarea } from "../../components/ui/textarea";
import { ApiError } from "../../lib/api-error";
import { useComboChoices } from "../combos/combos-api";
import { useGlazes } from "../glazes/glazes-api";
import { useMyShelves } from "../glazes/studio-shelf";
import { GLAZE_TEXTS } from "../../../contract/glazes/texts";
import { PhotoStrip } from "../photos/photo-strip";
import { usePreferences } from "../preferences/preferences-api";
import { ChoiceField, FormSection, MaterialSelect, TypeSelect } from "./tile-form-fields";
import { DefectsField, RatingField } from "./tile-result-fields";
import { effectiveType, fitToType, type TileFormValues } from "./tile-values";

type TileFormOutput = z.output<typeof CreateTestTileBodySchema>;
export type SubmitMode = "save" | "another";

const TEXT_CHOICE = "text";

interface TileFormProps {
  defaultValues: TileFormValues;
  /** The name shown for the current material while the library loads (or when it has left the library). */
  materialLabel?: string;
  /** Offers 'Save & add another' beside Save (new tiles). */
  offerAnother?: boolean;
  /** Resolves when saved; a rejection with an ApiError is shown on the form. Answers the values to start the next from. */
  onSubmit(values: TileFormOutput, mode: SubmitMode): Promise<TileFormValues | void>;
}

function choiceOf(values: Pick<TileFormValues, "glazeId" | "surfaceComboId" | "materialName">): string {
  if (values.glazeId !== null && values.glazeId !== undefined) return `g:${values.glazeId}`;
  if (values.surfaceComboId !== null && values.surfaceComboId !== undefined) return `c:${values.surfaceComboId}`;
  if (values.materialName !== null && values.materialName !== undefined) return TEXT_CHOICE;
  return "";
}

/** Field errors by name, the contract's `material` (one-of) rule included. */
function messageOf(errors: FieldErrors<TileFormValues>, name: string): string | undefined {
  return (errors as Record<string, { message?: string } | undefined>)[name]?.message;
}

export function TileForm({ defaultValues, materialLabel, offerAnother = false, onSubmit }: TileFormProps) {
  const ids = useId();
  const library = useGlazes();
  const combos = useComboChoices();
  const prefs = usePreferences();
  const form = useForm<TileFormValues, unknown, TileFormOutput>({
    resolver: zodResolver(CreateTestTileBodySchema),
    defaultValues,
  });
  const { errors, isSubmitting } = form.formState;
  const [mode, setMode] = useState<SubmitMode>("save");
  const [glazeId, surfaceComboId, materialName, typed] = form.watch(["glazeId", "surfaceComboId", "materialName", "type"]);
  // The potter's own surfaces, then their studios' shelves (docs/decisions/0237-studio-glaze-shelf.md).
  const shelves = useMyShelves();
  const glazes = [...(library.data ?? []), ...shelves.flatMap((s) => s.glazes)];
  const type = effectiveType({ glazeId, surfaceComboId, type: typed }, glazes);
  const choice = choiceOf({ glazeId, surfaceComboId, materialName });

  const materialChoices: Choice[] = [
    ...[...(library.data ?? [])].sort(byName).map((g) => ({ value: `g:${g.id}`, label: g.type === "Glaze" ? g.name : `${g.name} (${g.type})` })),
    ...shelves.flatMap(({ studio, glazes: shelf }) =>
      [...shelf].sort(byName).map((g) => ({ value: `g:${g.id}`, label: `${g.type === "Glaze" ? g.name : `${g.name} (${g.type})`} (${GLAZE_TEXTS.shelfGroup(studio.name)})` })),
    ),
    ...[...(combos.data ?? [])].sort(byName).map((c) => ({ value: `c:${c.id}`, label: `${c.name} (Saved combo)` })),
    { value: TEXT_CHOICE, label: TILE_TEXTS.materialOther },
  ];
  if (choice && !materialChoices.some((c) => c.value === choice)) materialChoices.unshift({ value: choice, label: materialLabel ?? "…" });

  const setFitted = (next: LayerType | null) => {
    const fitted = fitToType(form.getValues(), next);
    form.setValue("applicationMethod", fitted.applicationMethod);
    form.setValue("coats", fitted.coats);
    form.setValue("thickness", fitted.thickness);
  };

  const chooseMaterial = (value: string | null) => {
    const [kind, raw] = (value ?? "").split(":");
    const id = Number(raw);
    form.setValue("glazeId", kind === "g" ? id : null);
    form.setValue("surfaceComboId", kind === "c" ? id : null);
    form.setValue("materialName", value === TEXT_CHOICE ? (form.getValues("materialName") ?? "") : null);
    if (value !== TEXT_CHOICE) form.setValue("type", null);
    setFitted(effectiveType({ glazeId: kind === "g" ? id : null, surfaceComboId: kind === "c" ? id : null, type: form.getValues("type") }, glazes));
    form.clearErrors("material" as never);
  };

  const submit = (how: SubmitMode) =>
    form.handleSubmit(async (values) => {
      setMode(how);
      try {
        const next = await onSubmit(values, how);
        if (next) {
          form.reset(next);
          window.scrollTo({ top: 0 });
        }
      } catch (error) {
        const message = error instanceof Error && error.message ? error.message : TILE_TEXTS.createFailed;
        for (const [field, text] of Object.entries(error instanceof ApiError ? (error.errors ?? {}) : {})) {
          form.setError(field as keyof TileFormValues, { message: text });
        }
        form.setError("root", { message });
      }
    });

  const clayChoices = [...new Set([...(prefs.data?.clayBodies ?? [])])];
  const atmosphereChoices = [...new Set([...ATMOSPHERE_SUGGESTIONS, ...(prefs.data?.firingAtmospheres ?? [])])];
  const methods = type ? APPLICATION_METHODS[type] : [];
  const takesCoats = type === "Glaze" || type === "Underglaze";
  const takesThickness = type === "Slip" || type === "Oxide";
  const isCombo = choice.startsWith("c:");

  return (
    <form noValidate onSubmit={submit("save")} className="flex flex-col gap-5" aria-label={TILE_TEXTS.editTitle}>
      {errors.root?.message ? (
        <p role="alert" className="rounded-md border border-destructive/40 bg-destructive/10 p-3 text-sm text-destructive">
          {errors.root.message}
        </p>
      ) : null}

      <Controller
        control={form.control}
        name="imageUrls"
        render={({ field }) => <PhotoStrip urls={field.value ?? []} max={MAX_TILE_PHOTOS} onChange={field.onChange} label={TILE_TEXTS.photosLabel} />}
      />

      <FormSection title={TILE_TEXTS.whatSection} className="grid gap-4">
          <FormField label={TILE_TEXTS.materialLabel} error={messageOf(errors, "material") ?? errors.glazeId?.message ?? errors.surfaceComboId?.message}>
            <MaterialSelect value={choice} options={materialChoices} onChange={chooseMaterial} />
          </FormField>
          {choice === TEXT_CHOICE ? (
            <div className="grid gap-4 sm:grid-cols-2">
              <FormField label={TILE_TEXTS.materialNameLabel} error={errors.materialName?.message}>
                <Input placeholder={TILE_TEXTS.materialNamePlaceholder} maxLength={200} autoComplete="off" {...form.register("materialName")} />
              </FormField>
              <FormField label={TILE_TEXTS.typeLabel} error={errors.type?.message}>
                <TypeSelect
                  value={type ?? "Glaze"}
                  onChange={(next) => {
                    form.setValue("type", next);
                    setFitted(next);
                  }}
                />
              </FormField>
            </div>
          ) : null}
          <FormField label={TILE_TEXTS.clayBodyLabel} error={errors.clayBody?.message}>
            <Input list={`${ids}-clay`} maxLength={200} autoComplete="off" {...form.register("clayBody")} />
          </FormField>
          <datalist id={`${ids}-clay`}>
            {clayChoices.map((c) => (
              <option key={c} value={c} />
            ))}
          </datalist>
      </FormSection>

      <FormSection title={TILE_TEXTS.firingSection} className="grid gap-4 sm:grid-cols-2">
          <ChoiceField
            control={form.control}
            name="cone"
            label={TILE_TEXTS.coneLabel}
            error={errors.cone?.message}
            options={CONE_OPTIONS}
            placeholder={TILE_TEXTS.conePlaceholder}
            noneLabel={TILE_TEXTS.noCone}
          />
          <FormField label={TILE_TEXTS.atmosphereLabel} error={errors.atmosphere?.message}>
            <Input list={`${ids}-atmosphere`} maxLength={ATMOSPHERE_MAX} autoComplete="off" {...form.register("atmosphere")} />
          </FormField>
          <datalist id={`${ids}-atmosphere`}>
            {atmosphereChoices.map((a) => (
              <option key={a} value={a} />
            ))}
          </datalist>
          <FormField label={TILE_TEXTS.firedOnLabel} error={errors.firedOn?.message}>
            <Input type="date" {...form.register("firedOn")} />
          </FormField>
          <FormField label={TILE_TEXTS.kilnNameLabel} error={errors.kilnName?.message}>
            <Input placeholder={TILE_TEXTS.kilnNamePlaceholder} maxLength={200} autoComplete="off" {...form.register("kilnName")} />
          </FormField>
      </FormSection>

      <FormSection title={TILE_TEXTS.applicationSection} className="grid gap-4 sm:grid-cols-2">
          {isCombo ? (
            <p className="text-sm text-muted-foreground sm:col-span-2">{TILE_TEXTS.comboCarriesLayers}</p>
          ) : (
            <>
              {methods.length > 0 ? (
                <ChoiceField
                  control={form.control}
                  name="applicationMethod"
                  label={TILE_TEXTS.methodLabel}
                  error={errors.applicationMethod?.message}
                  options={methods}
                  placeholder={TILE_TEXTS.methodPlaceholder}
                />
              ) : null}
              {takesCoats ? (
                <ChoiceField
                  control={form.control}
                  name="coats"
                  label={TILE_TEXTS.coatsLabel}
                  error={errors.coats?.message}
                  options={COAT_OPTIONS.map((c) => ({ value: String(c.value), label: c.label }))}
                  placeholder={TILE_TEXTS.coatsPlaceholder}
                />
              ) : null}
              {takesThickness ? (
                <ChoiceField
                  control={form.control}
                  name="thickness"
                  label={TILE_TEXTS.thicknessLabel}
                  error={errors.thickness?.message}
                  options={THICKNESSES}
                  placeholder={TILE_TEXTS.thicknessPlaceholder}
                />
              ) : null}
            </>
          )}
      </FormSection>

      <FormSection title={TILE_TEXTS.resultSection} className="grid gap-5">
          <Controller
            control={form.control}
            name="rating"
            render={({ field }) => <RatingField value={field.value ?? null} onChange={field.onChange} error={errors.rating?.message} />}
          />
          <Controller
            control={form.control}
            name="defects"
            render={({ field }) => <DefectsField value={(field.value ?? []) as string[]} onChange={field.onChange} error={errors.defects?.message} />}
          />
          <FormField label={TILE_TEXTS.defectNoteLabel} error={errors.defectNote?.message}>
            <Textarea rows={2} placeholder={TILE_TEXTS.defectNotePlaceholder} maxLength={10_000} {...form.register("defectNote")} />
          </FormField>
          <FormField label={TILE_TEXTS.notesLabel} error={errors.notes?.message}>
            <Textarea rows={3} placeholder={TILE_TEXTS.notesPlaceholder} maxLength={10_000} {...form.register("notes")} />
          </FormField>
      </FormSection>

      <div className="flex flex-wrap gap-3">
        <Button type="submit" size="lg" disabled={isSubmitting}>
          {isSubmitting && mode === "save" ? TILE_TEXTS.saving : TILE_TEXTS.save}
        </Button>
        {offerAnother ? (
          <Button type="button" size="lg" variant="outline" disabled={isSubmitting} onClick={() => void submit("another")()}>
            {isSubmitting && mode === "another" ? TILE_TEXTS.saving : TILE_TEXTS.saveAndAnother}
          </Button>
        ) : null}
      </div>
    </form>
  );
}
