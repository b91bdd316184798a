/**
 * A recipe's batch cost on its page (product.md#r281): per kg and per lb of dry glaze from the potter's material prices
 * (Settings ▸ Prices), with the materials that have none named, as the server works it out.
 */
import { useId } from "react";
import { displayAmount } from "../../../contract/business/money";
import { BUSINESS_TEXTS as T } from "../../../contract/business/texts";
import { Skeleton } from "../../components/ui/skeleton";
import { useRecipeCost } from "../business/business-api";

export function BatchCostSection({ recipeId }: { recipeId: number }) {
  const ids = useId();
  const cost = useRecipeCost(recipeId);
  const c = cost.data;
  return (
    <section aria-labelledby={`${ids}-h`} className="flex flex-col gap-2 rounded-xl border p-4">
      <h2 id={`${ids}-h`} className="text-lg font-semibold">
        {T.recipeCostTitle}
      </h2>
      {!c ? (
        <Skeleton className="h-10" />
      ) : (
        <>
          {c.perKg !== null && c.perLb !== null ? (
            <p className="text-base font-medium">{T.recipeCostLine(displayAmount(c.perKg, c.currency), displayAmount(c.perLb, c.currency))}</p>
          ) : null}
          <p className="text-sm text-muted-foreground">{c.explanation}</p>
        </>
      )}
    </section>
  );
}
