/** The test tile's result: its rating (radio buttons) and its defects (check boxes), each a fieldset with its error. */
import { Star } from "lucide-react";
import { useId, type ReactNode } from "react";
import { TILE_DEFECTS, TILE_RATING_MAX } from "../../../contract/tiles/rules";
import { TILE_TEXTS } from "../../../contract/tiles/texts";
import { Checkbox } from "../../components/ui/checkbox";
import { Label } from "../../components/ui/label";
import { cn } from "../../lib/utils";

function Fieldset({ legend, error, children }: { legend: string; error?: string; children: ReactNode }) {
  return (
    <fieldset className="grid gap-2">
      <legend className="mb-2 text-sm font-medium">{legend}</legend>
      {children}
      {error ? (
        <p role="alert" className="text-sm font-medium text-destructive">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}

/** 'No rating' or 1 to 5 stars, as radio buttons: arrow keys move between them. */
export function RatingField({ value, onChange, error }: { value: number | null; onChange(v: number | null): void; error?: string }) {
  const name = useId();
  const options: (number | null)[] = [null, ...Array.from({ length: TILE_RATING_MAX }, (_, i) => i + 1)];
  return (
    <Fieldset legend={TILE_TEXTS.ratingLabel} error={error}>
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
    </Fieldset>
  );
}

export function DefectsField({ value, onChange, error }: { value: string[]; onChange(v: string[]): void; error?: string }) {
  const ids = useId();
  return (
    <Fieldset legend={TILE_TEXTS.defectsLabel} error={error}>
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
    </Fieldset>
  );
}
