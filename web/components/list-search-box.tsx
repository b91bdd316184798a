import { Search } from "lucide-react";
import { Input } from "./ui/input";
import { Label } from "./ui/label";

/** A labelled search box for a list filtered on the device as the potter types (product.md#r129). */
export function ListSearchBox({ id, label, placeholder, value, onChange }: { id: string; label: string; placeholder: string; value: string; onChange: (value: string) => void }) {
  return (
    <div className="relative">
      <Label htmlFor={id} className="sr-only">
        {label}
      </Label>
      <Search className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground" aria-hidden="true" />
      <Input id={id} type="search" value={value} onChange={(e) => onChange(e.target.value)} placeholder={placeholder} maxLength={200} className="h-11 pl-9" />
    </div>
  );
}
