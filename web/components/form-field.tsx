import { useId, type ReactElement, type ReactNode } from "react";
import { cloneElement } from "react";
import { cn } from "../lib/utils";
import { Label } from "./ui/label";

interface FormFieldProps {
  label: ReactNode;
  /** The control; it receives id, aria-invalid and aria-describedby automatically. */
  children: ReactElement<Record<string, unknown>>;
  error?: string;
  hint?: ReactNode;
  className?: string;
  /** Rendered at the right of the label row (e.g. a 'Forgot password?' link). */
  labelAside?: ReactNode;
}

/** Label + control + hint + error with the ARIA wiring done once, for react-hook-form or plain state. */
export function FormField({ label, children, error, hint, className, labelAside }: FormFieldProps) {
  const id = useId();
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedBy = [hintId, errorId].filter(Boolean).join(" ") || undefined;
  return (
    <div className={cn("grid gap-2", className)}>
      <div className="flex items-center justify-between gap-2">
        <Label htmlFor={id}>{label}</Label>
        {labelAside}
      </div>
      {cloneElement(children, { id, "aria-invalid": error ? true : undefined, "aria-describedby": describedBy })}
      {hint ? (
        <p id={hintId} className="text-xs text-muted-foreground">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={errorId} role="alert" className="text-sm font-medium text-destructive">
          {error}
        </p>
      ) : null}
    </div>
  );
}
