/**
 * Record a sale (product.md#r278): its pieces with the price each, the day (a calendar day), channel, venue, discount,
 * fee, tax, how it was paid and the buyer (private). Checked with the contract's schema; the server's refusal (a piece
 * already sold) shows in the form.
 */
import { zodResolver } from "@hookform/resolvers/zod";
import { XIcon } from "lucide-react";
import { useState } from "react";
import { useFieldArray, useForm } from "react-hook-form";
import type { z } from "zod";
import { CreateSaleBodySchema, PAYMENT_METHODS, SALE_CHANNELS, type InventoryItem } from "../../../contract/business/schemas";
import { FormField } from "../../components/form-field";
import { Button } from "../../components/ui/button";
import { Input } from "../../components/ui/input";
import { toast } from "../../components/ui/toast-store";
import { ApiError } from "../../lib/api-error";
import { today } from "../../lib/calendar-day";
import { useCreateSale, useInventory } from "./business-api";
import { NativeSelect } from "../../components/native-select";
import { BIZ, PAYMENT_METHOD_LABELS, SALE_CHANNEL_LABELS } from "../../../contract/business/screen-texts";

type SaleIn = z.input<typeof CreateSaleBodySchema>;
type SaleOut = z.output<typeof CreateSaleBodySchema>;

const optional = { setValueAs: (v: string | null | undefined) => (v ? v : null) };
const money = { inputMode: "decimal" as const, autoComplete: "off", className: "min-h-11", placeholder: "0.00" };

export function SaleForm({ onDone }: { onDone: () => void }) {
  const inventory = useInventory();
  const create = useCreateSale();
  const [choice, setChoice] = useState("");
  const form = useForm<SaleIn, unknown, SaleOut>({
    resolver: zodResolver(CreateSaleBodySchema),
    defaultValues: { date: today(), channel: "fair", venue: null, items: [], discount: null, fee: null, tax: null, paymentMethod: "cash", buyer: null },
  });
  const items = useFieldArray({ control: form.control, name: "items" });
  const pieces = inventory.data?.data ?? [];
  const byId = new Map<number, InventoryItem>(pieces.map((p) => [p.pieceId, p]));
  const chosen = new Set(items.fields.map((f) => f.pieceId));
  const offered = pieces.filter((p) => p.status !== "sold" && !chosen.has(p.pieceId));
  const e = form.formState.errors;

  const add = () => {
    const piece = byId.get(Number(choice));
    if (!piece) return;
    items.append({ pieceId: piece.pieceId, price: piece.price ?? "" });
    setChoice("");
  };

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      await create.mutateAsync(values);
      toast({ title: BIZ.saleSaved });
      onDone();
    } catch (error) {
      const fields = error instanceof ApiError ? Object.entries(error.errors ?? {}) : [];
      if (fields.length > 0) for (const [field, message] of fields) form.setError(field as keyof SaleIn, { message });
      else form.setError("root", { message: error instanceof Error ? error.message : String(error) });
    }
  });

  return (
    <form noValidate aria-label={BIZ.saleTitle} className="grid gap-3" onSubmit={onSubmit}>
      <fieldset className="grid gap-2">
        <legend className="text-sm font-medium">{BIZ.pieces}</legend>
        <ul className="grid gap-2">
          {items.fields.map((field, index) => {
            const name = byId.get(field.pieceId)?.name ?? String(field.pieceId);
            return (
              <li key={field.id} className="flex items-end gap-2">
                <FormField label={BIZ.priceOf(name)} error={e.items?.[index]?.price?.message} className="flex-1">
                  <Input {...money} {...form.register(`items.${index}.price`)} />
                </FormField>
                <Button type="button" variant="ghost" size="icon" className="size-11" aria-label={BIZ.removeItem(name)} onClick={() => items.remove(index)}>
                  <XIcon aria-hidden="true" />
                </Button>
              </li>
            );
          })}
        </ul>
        {pieces.length === 0 && !inventory.isPending ? <p className="text-sm text-muted-foreground">{BIZ.noPiecesForSale}</p> : null}
        <div className="flex items-end gap-2">
          <FormField label={BIZ.choosePiece} className="flex-1">
            <NativeSelect value={choice} onChange={(ev) => setChoice(ev.target.value)}>
              <option value="">—</option>
              {offered.map((p) => (
                <option key={p.pieceId} value={p.pieceId}>
                  {p.code ? `${p.name} (${p.code})` : p.name}
                </option>
              ))}
            </NativeSelect>
          </FormField>
          <Button type="button" variant="outline" className="min-h-11" disabled={!choice} onClick={add}>
            {BIZ.addPiece}
          </Button>
        </div>
        {e.items?.message || e.items?.root?.message ? (
          <p role="alert" className="text-sm font-medium text-destructive">
            {e.items.message ?? e.items.root?.message}
          </p>
        ) : null}
      </fieldset>
      <div className="grid grid-cols-2 gap-3">
        <FormField label={BIZ.date} error={e.date?.message}>
          <Input type="date" className="min-h-11" {...form.register("date")} />
        </FormField>
        <FormField label={BIZ.channel} error={e.channel?.message}>
          <NativeSelect {...form.register("channel")}>
            {SALE_CHANNELS.map((c) => (
              <option key={c} value={c}>
                {SALE_CHANNEL_LABELS[c]}
              </option>
            ))}
          </NativeSelect>
        </FormField>
      </div>
      <FormField label={BIZ.venue} error={e.venue?.message}>
        <Input autoComplete="off" className="min-h-11" {...form.register("venue", optional)} />
      </FormField>
      <div className="grid grid-cols-3 gap-2">
        <FormField label={BIZ.discount} error={e.discount?.message}>
          <Input {...money} {...form.register("discount", optional)} />
        </FormField>
        <FormField label={BIZ.fee} error={e.fee?.message}>
          <Input {...money} {...form.register("fee", optional)} />
        </FormField>
        <FormField label={BIZ.tax} error={e.tax?.message}>
          <Input {...money} {...form.register("tax", optional)} />
        </FormField>
      </div>
      <div className="grid grid-cols-2 gap-3">
        <FormField label={BIZ.paymentMethod} error={e.paymentMethod?.message}>
          <NativeSelect {...form.register("paymentMethod")}>
            {PAYMENT_METHODS.map((m) => (
              <option key={m} value={m}>
                {PAYMENT_METHOD_LABELS[m]}
              </option>
            ))}
          </NativeSelect>
        </FormField>
        <FormField label={BIZ.buyer} error={e.buyer?.message}>
          <Input autoComplete="off" className="min-h-11" {...form.register("buyer", optional)} />
        </FormField>
      </div>
      {e.root?.message ? (
        <p role="alert" className="text-sm font-medium text-destructive">
          {e.root.message}
        </p>
      ) : null}
      <div className="flex justify-end gap-2">
        <Button type="button" variant="outline" className="min-h-11" onClick={onDone}>
          {BIZ.cancel}
        </Button>
        <Button type="submit" className="min-h-11" disabled={form.formState.isSubmitting}>
          {form.formState.isSubmitting ? BIZ.saving : BIZ.saveSale}
        </Button>
      </div>
    </form>
  );
}
