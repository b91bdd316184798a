import { ChevronDownIcon } from "lucide-react";
import { cn } from "../../lib/utils";

/**
 * The look of a select's closed box, kept in one place for the three that draw it: the Radix trigger (select.tsx),
 * the native select (web/components/native-select.tsx) and the stand-in below, so they never drift apart. Features
 * use those components, never the classes.
 */
export const SELECT_BOX_CLASS =
  "flex min-h-11 w-full items-center justify-between gap-2 rounded-md border border-input bg-card px-3 py-2 text-base text-foreground shadow-xs focus-visible:border-ring focus-visible:ring-2 focus-visible:ring-ring/40 focus-visible:outline-none disabled:cursor-not-allowed disabled:opacity-50 aria-invalid:border-destructive data-[placeholder]:text-muted-foreground [&>span]:line-clamp-1";

interface SelectStandInProps {
  label: string;
  value: string;
  className?: string;
}

/** A select's closed box drawn while a lazily loaded picker's code arrives, announced as unavailable. */
export function SelectStandIn({ label, value, className }: SelectStandInProps) {
  return (
    <button type="button" role="combobox" aria-label={label} aria-expanded="false" aria-disabled="true" className={cn(SELECT_BOX_CLASS, className)}>
      <span>{value}</span>
      <ChevronDownIcon className="size-4 opacity-60" aria-hidden="true" />
    </button>
  );
}
