/**
 * The test-tile form (issue 22), for a new tile and for changing one: react-hook-form checked by the contract's
 * own schema, so the potter sees the server's rules (the one-of material rule, cone list, rating, lengths) before
 * sending. Method, coats and thickness are offered per type as on a decoration layer (product.md#r97, #r98).
 */
import { zodResolver } from "@hookform/resolvers/zod";
import { Star } from "lucide-react";
import { useId, useState } from "react";
import { Controller, useForm, type FieldErrors } from "react-hook-form";
import type { z } from "zod";
import { byName } from "../../../contract/glazes/names";
import { CONE_OPTIONS } from "../../../contract/glazes/rules";
import { APPLICATION_METHODS, COAT_OPTIONS, LAYER_TYPES, THICKNESSES, type LayerType } from "../../../contract/layers/texts";
import { ATMOSPHERE_MAX, ATMOSPHERE_SUGGESTIONS, MAX_TILE_PHOTOS, TILE_DEFECTS, TILE_RATING_MAX } from "../../../contract/tiles/rules";
import { CreateTestTileBodySchema } from "../../../contract/tiles/schemas";
import { TILE_TEXTS } from "../../../contract/tiles/texts";
import { FormField } from "../../components/form-field";
import { OptionSelect, type Choice } from "../../components/option-select";
import { Button } from "../../components/ui/button";
import { Card, CardContent, CardHeader } from "../../components/ui/card";
import { Checkbox } from "../../components/ui/checkbox";
import { Input } from "../../components/ui/input";
import { Label } from "../../components/ui/label";
import { Textarea } from "../../components/ui/textarea";
import { ApiError } from "../../lib/api-error";
import { cn } from "../../lib/utils";
import { useComboChoices } from "../combos/combos-api";
import { useGlazes } from "../glazes/glazes-api";
import { PhotoStrip } from "../photos/photo-strip";
import { usePreferences } from "../preferences/preferences-api";
import { effectiveType, fitToType, type TileFormValues } from "./tile-values";

type TileFormOutput = z.output<typeof CreateTestTileBodySchema>;
export type SubmitMode = "save" | "another";

const TEXT_CHOICE = "text";
const CARD_TITLE = "text-lg leading-tight font-semibold";

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
  const glazes = library.data ?? [];
  const type = effectiveType({ glazeId, surfaceComboId, type: typed }, glazes);
  const choice = choiceOf({ glazeId, surfaceComboId, materialName });

  const materialChoices: Choice[] = [
    ...[...glazes].sort(byName).map((g) => ({ value: `g:${g.id}`, label: g.type === "Glaze" ? g.name : `${g.name} (${g.type})` })),
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

      <Card>
        <CardHeader>
          <h2 className={CARD_TITLE}>{TILE_TEXTS.whatSection}</h2>
        </CardHeader>
        <CardContent className="grid gap-4">
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
        </CardContent>
      </Card>

      <Card>
        <CardHeader>
          <h2 className={CARD_TITLE}>{TILE_TEXTS.firingSection}</h2>
        </CardHeader>
        <CardContent className="grid gap-4 sm:grid-cols-2">
          <Controller
            control={form.control}
            name="cone"
            render={({ field }) => (
              <FormField label={TILE_TEXTS.coneLabel} error={errors.cone?.message}>
                <ChoiceSelect value={field.value ?? null} options={CONE_OPTIONS} placeholder={TILE_TEXTS.conePlaceholder} noneLabel={TILE_TEXTS.noCone} onChange={field.onChange} />
              </FormField>
            )}
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
        </CardContent>
      </Card>

      <Card>
        <CardHeader>
          <h2 className={CARD_TITLE}>{TILE_TEXTS.applicationSection}</h2>
        </CardHeader>
        <CardContent className="grid gap-4 sm:grid-cols-2">
          {isCombo ? (
            <p className="text-sm text-muted-foreground sm:col-span-2">{TILE_TEXTS.comboCarriesLayers}</p>
          ) : (
            <>
              {methods.length > 0 ? (
                <Controller
                  control={form.control}
                  name="applicationMethod"
                  render={({ field }) => (
                    <FormField label={TILE_TEXTS.methodLabel} error={errors.applicationMethod?.message}>
                      <ChoiceSelect value={field.value ?? null} options={methods} placeholder={TILE_TEXTS.methodPlaceholder} onChange={field.onChange} />
                    </FormField>
                  )}
                />
              ) : null}
              {takesCoats ? (
                <Controller
                  control={form.control}
                  name="coats"
                  render={({ field }) => (
                    <FormField label={TILE_TEXTS.coatsLabel} error={errors.coats?.message}>
                      <ChoiceSelect
                        value={field.value ? String(field.value) : null}
                        options={COAT_OPTIONS.map((c) => ({ value: String(c.value), label: c.label }))}
                        placeholder={TILE_TEXTS.coatsPlaceholder}
                        onChange={(v) => field.onChange(v === null ? null : Number(v))}
                      />
                    </FormField>
                  )}
                />
              ) : null}
              {takesThickness ? (
                <Controller
                  control={form.control}
                  name="thickness"
                  render={({ field }) => (
                    <FormField label={TILE_TEXTS.thicknessLabel} error={errors.thickness?.message}>
                      <ChoiceSelect value={field.value ?? null} options={THICKNESSES} placeholder={TILE_TEXTS.thicknessPlaceholder} onChange={field.onChange} />
                    </FormField>
                  )}
                />
              ) : null}
            </>
          )}
        </CardContent>
      </Card>

      <Card>
        <CardHeader>
          <h2 className={CARD_TITLE}>{TILE_TEXTS.resultSection}</h2>
        </CardHeader>
        <CardContent className="grid gap-5">
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
        </CardContent>
      </Card>

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

/** OptionSelect takes its id from FormField (cloneElement), so these wrappers pass it through. */
function ChoiceSelect(props: {
  id?: string;
  value: string | null;
  options: readonly (string | Choice)[];
  placeholder: string;
  noneLabel?: string;
  onChange(value: string | null): void;
}) {
  return <OptionSelect {...props} id={props.id ?? ""} />;
}

function MaterialSelect({ id, value, options, onChange }: { id?: string; value: string; options: Choice[]; onChange(v: string | null): void }) {
  return <OptionSelect id={id ?? ""} value={value || null} options={options} placeholder={TILE_TEXTS.materialPlaceholder} clearable={false} onChange={onChange} />;
}

function TypeSelect({ id, value, onChange }: { id?: string; value: LayerType; onChange(v: LayerType): void }) {
  return (
    <OptionSelect
      id={id ?? ""}
      value={value}
      options={LAYER_TYPES}
      placeholder={TILE_TEXTS.typeLabel}
      clearable={false}
      onChange={(v) => v && onChange(v as LayerType)}
    />
  );
}

/** 'No rating' or 1 to 5 stars, as radio buttons: arrow keys move between them. */
function RatingField({ value, onChange, error }: { value: number | null; onChange(v: number | null): void; error?: string }) {
  const name = useId();
  const options: (number | null)[] = [null, ...Array.from({ length: TILE_RATING_MAX }, (_, i) => i + 1)];
  return (
    <fieldset className="grid gap-2">
      <legend className="mb-2 text-sm font-medium">{TILE_TEXTS.ratingLabel}</legend>
      <div className="flex flex-wrap gap-1">
        {options.map((n) => {
          const checked = value === n;
          const label = n === null ? TILE_TEXTS.noRating : TILE_TEXTS.starLabel(n);
          return (
            <label key={n ?? 0} className="relative">
              <input type="radio" name={name} className="peer sr-only" checked={checked} onChange={() => onChange(n)} aria-label={label} />
              <span
                aria-hidden="true"
                className={cn(
                  "flex min-h-11 min-w-11 cursor-pointer items-center justify-center gap-0.5 rounded-md border px-2 text-sm peer-focus-visible:ring-2 peer-focus-visible:ring-ring",
                  checked ? "border-primary bg-primary text-primary-foreground" : "bg-card hover:bg-accent",
                )}
              >
                {n === null ? (
                  TILE_TEXTS.noRating
                ) : (
                  <>
                    {n}
                    <Star className="size-4" fill="currentColor" />
                  </>
                )}
              </span>
            </label>
          );
        })}
      </div>
      {error ? (
        <p role="alert" className="text-sm font-medium text-destructive">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}

function DefectsField({ value, onChange, error }: { value: string[]; onChange(v: string[]): void; error?: string }) {
  const ids = useId();
  return (
    <fieldset className="grid gap-2">
      <legend className="mb-2 text-sm font-medium">{TILE_TEXTS.defectsLabel}</legend>
      <div className="grid grid-cols-2 gap-x-4 sm:grid-cols-3">
        {TILE_DEFECTS.map((defect) => {
          const id = `${ids}-${defect.replace(/\W/g, "")}`;
          return (
            <div key={defect} className="flex min-h-11 items-center gap-3">
              <Checkbox
                id={id}
                checked={value.includes(defect)}
                onCheckedChange={(on) => onChange(on === true ? TILE_DEFECTS.filter((d) => d === defect || value.includes(d)) : value.filter((d) => d !== defect))}
              />
              <Label htmlFor={id} className="font-normal">
                {defect}
              </Label>
            </div>
          );
        })}
      </div>
      {error ? (
        <p role="alert" className="text-sm font-medium text-destructive">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
