import { CheckIcon } from "lucide-react";
import { Checkbox as CheckboxPrimitive } from "radix-ui";
import type { ComponentProps } from "react";
import { cn } from "../../lib/utils";

/**
 * The visible box is 20px; the ::before pseudo-element widens the tap target to 44px. The tick is drawn by CSS from the
 * box's own state rather than Radix's Indicator, whose presence reads its computed style on every mount (a forced style
 * recalculation per ticked box on piece details; decision 0159).
 */
function Checkbox({ className, ...props }: ComponentProps<typeof CheckboxPrimitive.Root>) {
  return (
    <CheckboxPrimitive.Root
      data-slot="checkbox"
      className={cn(
        "group/checkbox peer relative size-5 shrink-0 rounded-sm border border-input bg-card shadow-xs before:absolute before:-inset-3 before:content-[''] focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 focus-visible:ring-offset-background focus-visible:outline-none disabled:cursor-not-allowed disabled:opacity-50 aria-invalid:border-destructive data-[state=checked]:border-primary data-[state=checked]:bg-primary data-[state=checked]:text-primary-foreground",
        className,
      )}
      {...props}
    >
      <span className="hidden items-center justify-center text-current group-data-[state=checked]/checkbox:flex">
        <CheckIcon className="size-4" aria-hidden="true" />
      </span>
    </CheckboxPrimitive.Root>
  );
}

export { Checkbox };
