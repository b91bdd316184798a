/** A market day's name, day, place and booth fee (product.md#r278), to create one or edit it. */
import { zodResolver } from "@hookform/resolvers/zod";
import { useForm } from "react-hook-form";
import type { z } from "zod";
import { CreateEventBodySchema, type EventSummary } from "../../../contract/business/schemas";
import { FormField } from "../../components/form-field";
import { Button } from "../../components/ui/button";
import { Input } from "../../components/ui/input";
import { ApiError } from "../../lib/api-error";
import { today } from "../../lib/calendar-day";
import { BIZ } from "../../../contract/business/screen-texts";

type EventIn = z.input<typeof CreateEventBodySchema>;
type EventOut = z.output<typeof CreateEventBodySchema>;
const optional = { setValueAs: (v: string | null | undefined) => (v ? v : null) };

export function EventForm({ initial, submitLabel, onSave }: { initial?: EventSummary; submitLabel: string; onSave: (body: EventOut) => Promise<unknown> }) {
  const form = useForm<EventIn, unknown, EventOut>({
    resolver: zodResolver(CreateEventBodySchema),
    defaultValues: initial
      ? { name: initial.name, date: initial.date, place: initial.place, boothFee: initial.boothFee }
      : { name: "", date: today(), place: null, boothFee: null },
  });
  const e = form.formState.errors;
  const onSubmit = form.handleSubmit(async (values) => {
    try {
      await onSave(values);
      if (!initial) form.reset({ name: "", date: today(), place: null, boothFee: null });
    } catch (error) {
      const fields = error instanceof ApiError ? Object.entries(error.errors ?? {}) : [];
      if (fields.length > 0) for (const [field, message] of fields) form.setError(field as keyof EventIn, { message });
      else form.setError("root", { message: error instanceof Error ? error.message : String(error) });
    }
  });
  return (
    <form noValidate aria-label={initial ? BIZ.editEvent : BIZ.newEvent} className="grid gap-3" onSubmit={onSubmit}>
      <FormField label={BIZ.eventName} error={e.name?.message}>
        <Input autoComplete="off" className="min-h-11" {...form.register("name")} />
      </FormField>
      <div className="grid grid-cols-2 gap-3">
        <FormField label={BIZ.date} error={e.date?.message}>
          <Input type="date" className="min-h-11" {...form.register("date")} />
        </FormField>
        <FormField label={BIZ.boothFee} error={e.boothFee?.message}>
          <Input inputMode="decimal" autoComplete="off" placeholder="0.00" className="min-h-11" {...form.register("boothFee", optional)} />
        </FormField>
      </div>
      <FormField label={BIZ.eventPlace} error={e.place?.message}>
        <Input autoComplete="off" className="min-h-11" {...form.register("place", optional)} />
      </FormField>
      {e.root?.message ? (
        <p role="alert" className="text-sm font-medium text-destructive">
          {e.root.message}
        </p>
      ) : null}
      <Button type="submit" className="min-h-11 justify-self-start" disabled={form.formState.isSubmitting}>
        {form.formState.isSubmitting ? BIZ.saving : submitLabel}
      </Button>
    </form>
  );
}
