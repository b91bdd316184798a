import { useId, type ComponentProps, type ReactNode } from "react";
import { cn } from "../lib/utils";
import { Label } from "./ui/label";
import { SELECT_BOX_CLASS } from "./ui/select-box";

type NativeSelectProps = ComponentProps<"select"> & {
  /**
   * The label shown above the select, tied to it by id. Without it the select is named otherwise: its own
   * `aria-label` (a select in a list row), or a `FormField` around it, which passes the id.
   */
  label?: ReactNode;
  /** Classes of the label and select's wrapper, when there is a label. */
  wrapperClassName?: string;
};

/**
 * The house's plain select: the phone's own picker (a wheel on iOS, a sheet on Android), 44 px high, in the Radix
 * select's box, and with the dark theme's colours on its open list too (`scheme-dark`), which the browser draws.
 */
export function NativeSelect({ label, wrapperClassName, className, id, ...props }: NativeSelectProps) {
  const ownId = useId();
  const selectId = id ?? (label === undefined ? undefined : ownId);
  const select = <select id={selectId} className={cn(SELECT_BOX_CLASS, "dark:scheme-dark", className)} {...props} />;
  if (label === undefined) return select;
  return (
    <div className={cn("grid gap-1", wrapperClassName)}>
      <Label htmlFor={selectId}>{label}</Label>
      {select}
    </div>
  );
}
