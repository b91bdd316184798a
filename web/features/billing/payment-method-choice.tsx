import { BILLING_TEXTS } from "../../../contract/billing/texts";
import { cn } from "../../lib/utils";
import type { PaymentMethod } from "./use-plans";

interface Props {
  value: PaymentMethod;
  appleAvailable: boolean;
  /** Until the check has answered, Apple is shown without its reason, so the web never reads 'not available' twice. */
  appleChecked: boolean;
  onChange(method: PaymentMethod): void;
}

/**
 * The payment-method choice of product.md#r61 (product.md#r150): card everywhere, Apple In-App Purchase where the
 * app can offer it; an option that is not offered here stays in sight, disabled, with the spec's reason.
 */
export function PaymentMethodChoice({ value, appleAvailable, appleChecked, onChange }: Props) {
  const options: { method: PaymentMethod; label: string; hint: string; disabled: boolean }[] = [
    { method: "card", label: BILLING_TEXTS.methodCard, hint: BILLING_TEXTS.methodCardHint, disabled: false },
    {
      method: "apple",
      label: BILLING_TEXTS.methodApple,
      hint: appleAvailable || !appleChecked ? BILLING_TEXTS.methodAppleHint : BILLING_TEXTS.appleUnavailable,
      disabled: !appleAvailable,
    },
  ];
  return (
    <fieldset className="grid gap-2">
      <legend className="mb-2 text-sm font-medium">{BILLING_TEXTS.paymentMethod}</legend>
      {options.map((option) => {
        const id = `payment-method-${option.method}`;
        return (
          <label
            key={option.method}
            htmlFor={id}
            className={cn(
              "flex min-h-11 items-start gap-3 rounded-md border px-4 py-3",
              option.disabled ? "cursor-not-allowed opacity-70" : "cursor-pointer has-[:checked]:border-primary has-[:checked]:bg-primary/5",
            )}
          >
            <input
              id={id}
              type="radio"
              name="payment-method"
              value={option.method}
              checked={value === option.method}
              disabled={option.disabled}
              aria-labelledby={`${id}-label`}
              aria-describedby={`${id}-hint`}
              onChange={() => onChange(option.method)}
              className="mt-1 size-4 accent-primary"
            />
            <span className="grid gap-0.5">
              <span id={`${id}-label`} className="font-medium">
                {option.label}
              </span>
              <span id={`${id}-hint`} className="text-sm text-muted-foreground">
                {option.hint}
              </span>
            </span>
          </label>
        );
      })}
    </fieldset>
  );
}
