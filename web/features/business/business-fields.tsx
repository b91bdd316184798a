/** Small pieces the business screens share: a native select (reliable with a keyboard and screen readers), money. */
import { forwardRef, type ComponentPropsWithoutRef } from "react";
import { SELECT_TRIGGER_CLASS } from "../../components/ui/select-trigger-class";
import { cn } from "../../lib/utils";
import { formatMoney } from "./money";

export const NativeSelect = forwardRef<HTMLSelectElement, ComponentPropsWithoutRef<"select">>(function NativeSelect({ className, ...props }, ref) {
  return <select ref={ref} className={cn(SELECT_TRIGGER_CLASS, "appearance-auto", className)} {...props} />;
});

/** An amount in the potter's currency (product.md#r276). */
export function Money({ amount, currency, className }: { amount: string | null | undefined; currency: string; className?: string }) {
  return <span className={cn("tabular-nums", className)}>{formatMoney(amount, currency)}</span>;
}
