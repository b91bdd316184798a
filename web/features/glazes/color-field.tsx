import { X } from "lucide-react";
import { Button } from "../../components/ui/button";
import { Label } from "../../components/ui/label";

const DEFAULT_PICK = "#1f4e79";

interface ColorFieldProps {
  id: string;
  value: string | null;
  onChange: (value: string | null) => void;
}

/** product.md#r77: the colour picker for Underglaze and Slip, which can be cleared. */
export function ColorField({ id, value, onChange }: ColorFieldProps) {
  return (
    <div className="flex flex-col gap-2">
      <Label htmlFor={id}>Color</Label>
      <div className="flex items-center gap-3">
        <input
          id={id}
          type="color"
          value={value ?? DEFAULT_PICK}
          onChange={(e) => onChange(e.target.value)}
          className="h-11 w-16 cursor-pointer rounded-md border border-input bg-card p-1"
        />
        <span className="text-sm text-muted-foreground">{value ?? "No colour chosen"}</span>
        {value ? (
          <Button type="button" variant="ghost" size="sm" onClick={() => onChange(null)} aria-label="Clear colour">
            <X aria-hidden="true" />
            Clear
          </Button>
        ) : null}
      </div>
    </div>
  );
}
