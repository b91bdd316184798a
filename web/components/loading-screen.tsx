import { PRODUCT_NAME, TAGLINE } from "../../contract/app/constants";
import { BrandMark } from "./brand-mark";

interface LoadingScreenProps {
  /** Text under the product name; defaults to the tagline. */
  message?: string;
  /** Full-screen overlay (app start) or inline block (inside a page). */
  fullScreen?: boolean;
}

/**
 * The general loader: product name, tagline and a pulsing mark. Pure CSS so it costs almost nothing
 * in the entry chunk (no class merging either: docs/decisions/0157-declarative-router.md). Callers own the minimum
 * time (TIMINGS.generalLoaderMinMs / appLoaderMinMs).
 */
export function LoadingScreen({ message = TAGLINE, fullScreen = true }: LoadingScreenProps) {
  return (
    <div
      role="status"
      aria-live="polite"
      className={`flex flex-col items-center justify-center gap-4 bg-background px-6 text-center ${fullScreen ? "fixed inset-0 z-[60]" : "min-h-[60dvh]"}`}
    >
      <BrandMark className="size-20 animate-pulse-soft" />
      <p className="text-3xl font-bold tracking-tight text-primary">{PRODUCT_NAME}</p>
      <p className="text-base text-muted-foreground">{message}</p>
      <span className="mt-2 flex gap-1.5" aria-hidden="true">
        <span className="size-2 animate-bounce rounded-full bg-primary [animation-delay:-0.3s]" />
        <span className="size-2 animate-bounce rounded-full bg-primary [animation-delay:-0.15s]" />
        <span className="size-2 animate-bounce rounded-full bg-primary" />
      </span>
    </div>
  );
}
