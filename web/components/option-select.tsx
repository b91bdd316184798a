import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "./ui/select";

/** Radix Select has no empty item, so "not set" travels as this value. */
const NONE = "__none__";

export interface Choice {
  value: string;
  label: string;
}

interface OptionSelectProps {
  id: string;
  value: string | null;
  /** Plain strings are both value and label. */
  options: readonly (string | Choice)[];
  placeholder: string;
  onChange: (value: string | null) => void;
  /** The label of the item that clears the choice; `clearable={false}` offers none. */
  noneLabel?: string;
  clearable?: boolean;
  disabled?: boolean;
}

const toChoice = (option: string | Choice): Choice => (typeof option === "string" ? { value: option, label: option } : option);

/** A labelled single choice from a fixed list that can also be cleared (cone, finish, method, thickness). */
export function OptionSelect({ id, value, options, placeholder, onChange, noneLabel = "None", clearable = true, disabled }: OptionSelectProps) {
  const choices = options.map(toChoice);
  // A stored value missing from the list (older data) still shows rather than vanishing.
  const all = value && !choices.some((c) => c.value === value) ? [{ value, label: value }, ...choices] : choices;
  return (
    <Select value={value ?? ""} onValueChange={(v) => onChange(v === NONE ? null : v)} disabled={disabled}>
      <SelectTrigger id={id}>
        <SelectValue placeholder={placeholder} />
      </SelectTrigger>
      <SelectContent>
        {value && clearable ? <SelectItem value={NONE}>{noneLabel}</SelectItem> : null}
        {all.map((choice) => (
          <SelectItem key={choice.value} value={choice.value}>
            {choice.label}
          </SelectItem>
        ))}
      </SelectContent>
    </Select>
  );
}
