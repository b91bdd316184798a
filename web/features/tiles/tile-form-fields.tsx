/**
 * The test-tile form's building blocks: a titled section, and the pickers (material, type, and the one-of-a-list
 * choices for cone, method, coats and thickness), each wired to the form by name.
 */
import type { ReactNode } from "react";
import { Controller, type Control } from "react-hook-form";
import { LAYER_TYPES, type LayerType } from "../../../contract/layers/texts";
import { TILE_TEXTS } from "../../../contract/tiles/texts";
import { FormField } from "../../components/form-field";
import { OptionSelect, type Choice } from "../../components/option-select";
import { Card, CardContent, CardHeader } from "../../components/ui/card";
import type { TileFormValues } from "./tile-values";

/** One card of the form with its heading. */
export function FormSection({ title, className, children }: { title: string; className: string; children: ReactNode }) {
  return (
    <Card>
      <CardHeader>
        <h2 className="text-lg leading-tight font-semibold">{title}</h2>
      </CardHeader>
      <CardContent className={className}>{children}</CardContent>
    </Card>
  );
}

/** The fields picked from a list; coats is a number, the others text. */
type ChoiceName = "cone" | "applicationMethod" | "coats" | "thickness";

interface ChoiceFieldProps {
  control: Control<TileFormValues>;
  name: ChoiceName;
  label: string;
  error?: string;
  options: readonly (string | Choice)[];
  placeholder: string;
  noneLabel?: string;
}

/** A labelled pick from a list, bound to one field of the form (coats is stored as a number). */
export function ChoiceField({ control, name, label, error, options, placeholder, noneLabel }: ChoiceFieldProps) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <FormField label={label} error={error}>
          <ChoiceSelect
            value={field.value === null || field.value === undefined || field.value === "" ? null : String(field.value)}
            options={options}
            placeholder={placeholder}
            noneLabel={noneLabel}
            onChange={(v) => field.onChange(name === "coats" && v !== null ? Number(v) : v)}
          />
        </FormField>
      )}
    />
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

export function MaterialSelect({ id, value, options, onChange }: { id?: string; value: string; options: Choice[]; onChange(v: string | null): void }) {
  return <OptionSelect id={id ?? ""} value={value || null} options={options} placeholder={TILE_TEXTS.materialPlaceholder} clearable={false} onChange={onChange} />;
}

export function TypeSelect({ id, value, onChange }: { id?: string; value: LayerType; onChange(v: LayerType): void }) {
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
