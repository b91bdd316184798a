import { STAGE_TEXTS } from "../../../contract/stages/texts";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "../../components/ui/select";

interface StageLocationSelectProps {
  stage: string;
  value: string;
  /** The user's studio locations from preferences: the only choices (product.md#r77). */
  locations: string[];
  onChange: (location: string) => void;
  disabled?: boolean;
}

/** A checked stage's location; with no saved locations it shows the current one and the Settings hint. */
export function StageLocationSelect({ stage, value, locations, onChange, disabled }: StageLocationSelectProps) {
  if (locations.length === 0) {
    return (
      <div className="grid gap-0.5 text-sm">
        {value ? <span>{value}</span> : null}
        <span className="text-xs text-muted-foreground">{STAGE_TEXTS.noLocations}</span>
      </div>
    );
  }
  const options = [...new Set([...locations, ...(value ? [value] : [])])];
  return (
    <Select value={value} onValueChange={onChange} disabled={disabled}>
      <SelectTrigger aria-label={`${stage} location`} className="w-full min-w-36">
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
