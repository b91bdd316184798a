/**
 * A piece's "Price & cost" card (product.md#r277): its asking price, sale status and where it is (home, or a shop on
 * consignment with its commission), set here; and its cost, itemised with each part explained, with the suggested
 * price. A sold piece's status is the sale's: a return on the Sales screen undoes it.
 */
import { zodResolver } from "@hookform/resolvers/zod";
import { useForm } from "react-hook-form";
import { z } from "zod";
import { PIECE_PLACES, SETTABLE_SALE_STATUSES, UpdateSellingBodySchema, type PieceCost, type Selling } from "../../../contract/business/schemas";
import { FormField } from "../../components/form-field";
import { Button } from "../../components/ui/button";
import { Card } from "../../components/ui/card";
import { Input } from "../../components/ui/input";
import { toast } from "../../components/ui/toast-store";
import { ApiError, isNetworkError } from "../../lib/api-error";
import { usePieceCost, useSelling, useUpdateSelling } from "../business/business-api";
import { NativeSelect } from "../../components/native-select";
import { BIZ, PIECE_PLACE_LABELS, SALE_STATUS_LABELS } from "../../../contract/business/screen-texts";
import { formatMoney } from "../business/money";

const FormSchema = UpdateSellingBodySchema.pick({ price: true, status: true, place: true, shop: true, commission: true }).required({
  status: true,
  place: true,
});
type FormIn = z.input<typeof FormSchema>;
type FormOut = z.output<typeof FormSchema>;

function SellingForm({ pieceId, selling }: { pieceId: number; selling: Selling }) {
  const update = useUpdateSelling(pieceId);
  const sold = selling.status === "sold";
  const form = useForm<FormIn, unknown, FormOut>({
    resolver: zodResolver(FormSchema),
    defaultValues: {
      price: selling.price,
      status: sold ? "available" : (selling.status as FormIn["status"]),
      place: selling.place,
      shop: selling.shop,
      commission: selling.commission,
    },
  });
  const place = form.watch("place");
  const e = form.formState.errors;
  const onSubmit = form.handleSubmit(async (values) => {
    try {
      const body = sold ? { price: values.price, place: values.place, shop: values.shop, commission: values.commission } : values;
      await update.mutateAsync(place === "home" ? { ...body, shop: null, commission: null } : body);
      toast({ title: BIZ.saved });
    } catch (error) {
      const fields = error instanceof ApiError ? (error.errors ?? {}) : {};
      const entries = Object.entries(fields);
      if (entries.length > 0) for (const [field, message] of entries) form.setError(field as keyof FormIn, { message });
      else form.setError("root", { message: error instanceof Error ? error.message : String(error) });
    }
  });
  return (
    <form noValidate aria-label={BIZ.priceAndCost} className="grid gap-3" onSubmit={onSubmit}>
      <div className="grid grid-cols-2 gap-3">
        <FormField label={BIZ.price} error={e.price?.message}>
          <Input
            inputMode="decimal"
            autoComplete="off"
            className="min-h-11"
            placeholder="0.00"
            {...form.register("price", { setValueAs: (v: string | null) => (v ? v : null) })}
          />
        </FormField>
        {sold ? (
          <div className="grid gap-2">
            <span className="text-sm font-medium">{BIZ.status}</span>
            <span className="flex min-h-11 items-center font-semibold">{SALE_STATUS_LABELS.sold}</span>
          </div>
        ) : (
          <FormField label={BIZ.status} error={e.status?.message}>
            <NativeSelect {...form.register("status")}>
              {SETTABLE_SALE_STATUSES.map((s) => (
                <option key={s} value={s}>
                  {SALE_STATUS_LABELS[s]}
                </option>
              ))}
            </NativeSelect>
          </FormField>
        )}
      </div>
      {sold ? <p className="text-sm text-muted-foreground">{BIZ.soldBySale}</p> : null}
      <FormField label={BIZ.whereItIs} error={e.place?.message}>
        <NativeSelect {...form.register("place")}>
          {PIECE_PLACES.map((p) => (
            <option key={p} value={p}>
              {PIECE_PLACE_LABELS[p]}
            </option>
          ))}
        </NativeSelect>
      </FormField>
      {place === "shop" ? (
        <div className="grid grid-cols-2 gap-3">
          <FormField label={BIZ.shopName} error={e.shop?.message}>
            <Input autoComplete="off" className="min-h-11" {...form.register("shop", { setValueAs: (v: string | null) => (v ? v : null) })} />
          </FormField>
          <FormField label={BIZ.commission} error={e.commission?.message}>
            <Input inputMode="decimal" className="min-h-11" {...form.register("commission", { setValueAs: (v: string | null) => (v ? v : null) })} />
          </FormField>
        </div>
      ) : null}
      {e.root?.message ? (
        <p role="alert" className="text-sm font-medium text-destructive">
          {e.root.message}
        </p>
      ) : null}
      <Button type="submit" className="min-h-11 justify-self-start" disabled={form.formState.isSubmitting}>
        {form.formState.isSubmitting ? BIZ.saving : BIZ.savePrice}
      </Button>
    </form>
  );
}

function CostBreakdown({ cost }: { cost: PieceCost }) {
  const money = (a: string) => formatMoney(a, cost.currency);
  return (
    <section aria-label={BIZ.cost} className="grid gap-2">
      <h3 className="text-base font-semibold">{BIZ.costTotal(money(cost.total))}</h3>
      {cost.parts.length === 0 ? <p className="text-sm text-muted-foreground">{BIZ.noCost}</p> : null}
      <ul className="grid gap-1">
        {cost.parts.map((part, i) => (
          <li key={`${part.kind}-${i}`} className="grid gap-0.5 rounded-md border px-3 py-2">
            <span className="flex justify-between gap-2 text-sm font-medium">
              <span>{BIZ.costParts[part.kind]}</span>
              <span className="tabular-nums">{money(part.amount)}</span>
            </span>
            <span className="text-sm text-muted-foreground">{part.explanation}</span>
          </li>
        ))}
      </ul>
      {cost.suggestedPrice ? <p className="text-sm">{BIZ.suggested(money(cost.suggestedPrice))}</p> : null}
      {cost.similarSoldFor ? <p className="text-sm">{BIZ.similarSold(money(cost.similarSoldFor))}</p> : null}
    </section>
  );
}

export function PriceCostCard({ pieceId }: { pieceId: number }) {
  const selling = useSelling(pieceId);
  const cost = usePieceCost(pieceId);
  return (
    <Card className="grid gap-4 p-4">
      <h2 className="text-base font-semibold">{BIZ.priceAndCost}</h2>
      {selling.data ? <SellingForm key={`${selling.data.status}-${selling.data.saleId ?? 0}`} pieceId={pieceId} selling={selling.data} /> : null}
      {/* Offline the card waits for the connection quietly, as the piece's other server parts do. */}
      {selling.error && !isNetworkError(selling.error) ? <p role="alert" className="text-sm text-destructive">{selling.error.message}</p> : null}
      {cost.data ? <CostBreakdown cost={cost.data} /> : null}
      {cost.error && !isNetworkError(cost.error) ? <p role="alert" className="text-sm text-destructive">{cost.error.message}</p> : null}
    </Card>
  );
}
