import { useLayoutEffect, useRef } from "react";
import { cn } from "../../lib/utils";

/** product.md#r75: the title steps down past 15 and past 20 characters so long names still fit on a phone. */
export function titleSizeClass(name: string): string {
  if (name.length > 20) return "text-lg sm:text-xl";
  if (name.length > 15) return "text-xl sm:text-2xl";
  return "text-2xl sm:text-3xl";
}

interface SurfaceTitleProps {
  value: string;
  onChange: (value: string) => void;
}

/** The editable name at the top of the edit screen; it wraps (and grows) rather than hiding a long name. */
export function SurfaceTitle({ value, onChange }: SurfaceTitleProps) {
  const ref = useRef<HTMLTextAreaElement>(null);
  useLayoutEffect(() => {
    const el = ref.current;
    if (!el) return;
    el.style.height = "auto";
    el.style.height = `${el.scrollHeight}px`;
  }, [value]);
  return (
    <h1 className="min-w-0 flex-1">
      <textarea
        ref={ref}
        rows={1}
        aria-label="Surface treatment name"
        value={value}
        // A name is one line: Enter finishes editing, pasted line breaks become spaces.
        onChange={(e) => onChange(e.target.value.replace(/[\r\n]+/g, " "))}
        onKeyDown={(e) => {
          if (e.key === "Enter") {
            e.preventDefault();
            e.currentTarget.blur();
          }
        }}
        placeholder="Name"
        aria-invalid={value.trim() === "" || undefined}
        className={cn(
          "block min-h-11 w-full resize-none overflow-hidden rounded-md border border-transparent bg-transparent px-1 py-1 font-bold tracking-tight text-foreground outline-none hover:border-input focus-visible:border-ring focus-visible:ring-2 focus-visible:ring-ring/40 aria-invalid:border-destructive",
          titleSizeClass(value),
        )}
      />
    </h1>
  );
}
