import { Loader2Icon } from "lucide-react";

/** The shell shows it while a screen loads, so it uses no class merging (docs/decisions/0157-declarative-router.md). */
export function Spinner({ label = "Loading" }: { label?: string }) {
  return (
    <span role="status" className="inline-flex items-center">
      <Loader2Icon className="size-6 animate-spin text-primary" aria-hidden="true" />
      <span className="sr-only">{label}</span>
    </span>
  );
}
