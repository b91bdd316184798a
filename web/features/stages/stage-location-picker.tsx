import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "../../components/ui/select";

interface StageLocationPickerProps {
  label: string;
  value: string;
  options: string[];
  onChange: (location: string) => void;
  disabled?: boolean;
}

/** The pop-up picker of a stage's location; loaded on its own (stage-location-select.tsx). */
export function StageLocationPicker({ label, value, options, onChange, disabled }: StageLocationPickerProps) {
  return (
    <Select value={value} onValueChange={onChange} disabled={disabled}>
      <SelectTrigger aria-label={label} className="w-full min-w-36">
        <SelectValue />
      </SelectTrigger>
      <SelectContent>
        {options.map((location) => (
          <SelectItem key={location} value={location}>
            {location}
          </SelectItem>
        ))}
      </SelectContent>
    </Select>
  );
}
