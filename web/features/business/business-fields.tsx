/** A native select for the business forms: reliable with a keyboard, a screen reader and react-hook-form. */
import { forwardRef, type ComponentPropsWithoutRef } from "react";
import { SELECT_TRIGGER_CLASS } from "../../components/ui/select-trigger-class";
import { cn } from "../../lib/utils";

export const NativeSelect = forwardRef<HTMLSelectElement, ComponentPropsWithoutRef<"select">>(function NativeSelect({ className, ...props }, ref) {
  return <select ref={ref} className={cn(SELECT_TRIGGER_CLASS, "appearance-auto", className)} {...props} />;
});

