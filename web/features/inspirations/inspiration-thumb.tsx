import { cn } from "../../lib/utils";
import { initialsOf } from "./inspiration-format";

interface InspirationThumbProps {
  name: string;
  src: string | null | undefined;
  className?: string;
}

/** The first image of an inspiration, or the first two letters of its name in capitals. */
export function InspirationThumb({ name, src, className }: InspirationThumbProps) {
  if (src) {
    return <img src={src} alt="" loading="lazy" className={cn("size-full object-cover", className)} />;
  }
  return (
    <div
      aria-hidden="true"
      className={cn(
        "flex size-full items-center justify-center bg-gradient-to-br from-amber-100 to-orange-200 text-2xl font-semibold text-amber-900 dark:from-amber-950 dark:to-orange-900 dark:text-amber-100",
        className,
      )}
    >
      {initialsOf(name)}
    </div>
  );
}
