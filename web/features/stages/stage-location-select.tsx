import { Suspense } from "react";
import { STAGE_TEXTS } from "../../../contract/stages/texts";
import { SelectStandIn } from "../../components/ui/select-box";
import { lazyPart } from "../../lib/lazy-part";
import { usePreloadWhenIdle } from "../../lib/preload";

// The pop-up picker's code (Radix's select and its positioning engine) is not needed to draw a piece's stages (decision
// 0164): until it arrives, the same box shows the location, announced as unavailable.
const picker = lazyPart(() => import("./stage-location-picker").then((m) => m.StageLocationPicker));

interface StageLocationSelectProps {
  stage: string;
  value: string;
  /** The user's studio locations from preferences: the only choices (product.md#r77). */
  locations: string[];
  onChange: (location: string) => void;
  disabled?: boolean;
  /** Whether this row says where locations are added (one row of a table says it, not every one). */
  hint?: boolean;
}

/** A checked stage's location; with no saved locations it shows the current one and the Settings hint. */
export function StageLocationSelect({ stage, value, locations, onChange, disabled, hint = true }: StageLocationSelectProps) {
  usePreloadWhenIdle(picker.preload);
  if (locations.length === 0) {
    return (
      <div className="grid gap-0.5 text-sm">
        {value ? <span>{value}</span> : null}
        {hint ? <span className="text-xs text-muted-foreground">{STAGE_TEXTS.noLocations}</span> : null}
      </div>
    );
  }
  const options = [...new Set([...locations, ...(value ? [value] : [])])];
  const label = `${stage} location`;
  return (
    <Suspense
      fallback={<SelectStandIn label={label} value={value} className="min-w-36" />}
    >
      <picker.Part label={label} value={value} options={options} onChange={onChange} disabled={disabled} />
    </Suspense>
  );
}
