import { PRODUCT_NAME, TAGLINE, TIMINGS } from "../../contract/app/constants";
import { useMinimumDuration } from "../lib/use-minimum-duration";
import { BrandMark } from "./brand-mark";

interface IosSplashProps {
  /** Fill the screen (native start) or render as a 9:16 phone frame (the loading demo). */
  framed?: boolean;
}

/**
 * iOS-style splash: terracotta field, content fades in after 500 ms (product.md#r36). The app start shows it, so its
 * classes are written out whole rather than merged (docs/decisions/0157-declarative-router.md).
 */
export function IosSplash({ framed = false }: IosSplashProps) {
  const contentVisible = useMinimumDuration(TIMINGS.iosSplashFadeInMs);
  return (
    <div
      role="status"
      aria-live="polite"
      className={`flex flex-col items-center justify-center gap-4 bg-terracotta text-clay-light dark:bg-clay-dark ${
        framed
          ? "aspect-[9/16] h-[min(80dvh,640px)] w-auto overflow-hidden rounded-[2rem] border-4 border-clay-dark shadow-xl dark:border-terracotta"
          : "fixed inset-0 z-[60]"
      }`}
    >
      <div className={`flex flex-col items-center gap-3 transition-opacity duration-500 ${contentVisible ? "opacity-100" : "opacity-0"}`}>
        <BrandMark className="size-24 rounded-3xl shadow-lg" />
        <p className="text-3xl font-bold tracking-tight">{PRODUCT_NAME}</p>
        <p className="text-sm opacity-90">{TAGLINE}</p>
      </div>
    </div>
  );
}
