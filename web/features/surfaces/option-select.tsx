import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "../../components/ui/select";

/** Radix Select has no empty item, so "not set" travels as this value. */
const NONE = "__none__";

interface OptionSelectProps {
  id: string;
  value: string | null;
  options: readonly string[];
  placeholder: string;
  onChange: (value: string | null) => void;
  /** The label of the item that clears the choice. */
  noneLabel?: string;
  disabled?: boolean;
}

/** A labelled single choice from a fixed list that can also be cleared (cone, finish). */
export function OptionSelect({ id, value, options, placeholder, onChange, noneLabel = "None", disabled }: OptionSelectProps) {
  // A stored value missing from the list (older data) still shows rather than vanishing.
  const all = value && !options.includes(value) ? [value, ...options] : options;
  return (
    <Select value={value ?? ""} onValueChange={(v) => onChange(v === NONE ? null : v)} disabled={disabled}>
      <SelectTrigger id={id}>
        <SelectValue placeholder={placeholder} />
      </SelectTrigger>
      <SelectContent>
        {value ? <SelectItem value={NONE}>{noneLabel}</SelectItem> : null}
        {all.map((option) => (
          <SelectItem key={option} value={option}>
            {option}
          </SelectItem>
        ))}
      </SelectContent>
    </Select>
  );
}
