/**
 * The label layout to print on, as radio cards (docs/decisions/0147-printable-labels.md): the Print labels dialog and
 * a firing ticket's (docs/decisions/0249-studio-tickets.md) offer the same sheets with the same names.
 */
import { useId } from "react";
import type { LabelLayout } from "../../../contract/labels/rules";
import { LABEL_TEXTS as T } from "../../../contract/labels/texts";

interface LayoutChoiceProps<L extends LabelLayout> {
  layouts: readonly L[];
  value: L;
  onChange: (layout: L) => void;
  disabled?: boolean;
}

export function LayoutChoice<L extends LabelLayout>({ layouts, value, onChange, disabled = false }: LayoutChoiceProps<L>) {
  const uid = useId();
  return (
    <fieldset className="grid gap-2" disabled={disabled}>
      <legend className="mb-1 text-sm font-medium">{T.layoutLabel}</legend>
      {layouts.map((option) => (
        <label
          key={option}
          className="flex min-h-11 cursor-pointer items-start gap-3 rounded-lg border px-3 py-2 has-[:checked]:border-primary has-[:checked]:bg-primary/5"
        >
          <input
            type="radio"
            name={`${uid}-layout`}
            value={option}
            checked={value === option}
            onChange={() => onChange(option)}
            className="mt-1 size-4 accent-primary"
          />
          <span className="grid gap-0.5">
            <span className="font-medium">{T.layoutNames[option]}</span>
            <span className="text-sm text-muted-foreground">{T.layoutDescriptions[option]}</span>
          </span>
        </label>
      ))}
    </fieldset>
  );
}
