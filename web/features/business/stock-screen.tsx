/**
 * /business/stock (product.md#r291, product.md#r292): 'Record purchase', each glaze material's stock on hand (bought
 * less what mix logs used) with its rolling average price and reorder level, and the purchases, newest first.
 */
import { Link } from "react-router";
import type { MaterialStock } from "../../../contract/business/stock-schemas";
import { STOCK_TEXTS as T } from "../../../contract/business/stock-texts";
import { BIZ } from "../../../contract/business/screen-texts";
import { BackLink } from "../../components/back-link";
import { PageContainer } from "../../components/page-container";
import { PageHeader } from "../../components/page-header";
import { Badge } from "../../components/ui/badge";
import { Button } from "../../components/ui/button";
import { Card } from "../../components/ui/card";
import { formatDay } from "../../lib/calendar-day";
import { OFFLINE_TEXTS } from "../../lib/offline/offline-texts";
import { useMaterials } from "../glaze-lab/glaze-lab-api";
import { formatMoney } from "./money";
import { PurchaseForm } from "./purchase-form";
import { ReorderLevelForm } from "./reorder-level-form";
import { useMaterialStock, usePurchases, useRemovePurchase } from "./stock-api";

function StockRow({ stock, currency }: { stock: MaterialStock; currency: string }) {
  const name = stock.materialName ?? String(stock.materialId);
  return (
    <li className="grid gap-2 rounded-lg border bg-card px-3 py-2" aria-label={name}>
      <div className="flex items-baseline justify-between gap-2">
        <span className="font-medium">{name}</span>
        <span className="flex items-center gap-2">
          {stock.below ? <Badge variant="destructive">{T.below}</Badge> : null}
          <span className="font-semibold tabular-nums">{`${stock.onHand} ${stock.unit}`}</span>
        </span>
      </div>
      <p className="text-sm text-muted-foreground">{stock.explanation}</p>
      {stock.value ? <p className="text-sm">{`${T.average}: ${formatMoney(stock.averagePrice, currency)} / ${stock.unit} · ${formatMoney(stock.value, currency)}`}</p> : null}
      <ReorderLevelForm key={`${stock.level}-${stock.unit}`} stock={stock} />
    </li>
  );
}

export default function StockScreen() {
  const stock = useMaterialStock();
  const purchases = usePurchases();
  const materials = useMaterials();
  const remove = useRemovePurchase();
  const currency = stock.data?.currency ?? purchases.data?.currency ?? "USD";
  const list = stock.data?.data ?? [];
  const bought = purchases.data?.data ?? [];
  return (
    <PageContainer className="grid gap-4">
      <BackLink to="/business">{BIZ.hubTitle}</BackLink>
      <PageHeader title={T.stockTitle} subtitle={T.stockHelp} className="pb-0" />
      <Link to="/business/shopping-list" className="inline-flex min-h-11 items-center font-medium text-primary underline-offset-4 hover:underline">
        {T.shoppingList}
      </Link>
      <Card className="grid gap-3 p-4">
        <h2 className="text-base font-semibold">{T.recordPurchase}</h2>
        <PurchaseForm materials={(materials.data ?? []).map((m) => ({ id: m.id, name: m.name }))} />
      </Card>
      {stock.error ? <p role="alert" className="text-sm text-destructive">{stock.error.message}</p> : null}
      {stock.data && list.length === 0 ? <p className="text-sm text-muted-foreground">{T.stockEmpty}</p> : null}
      <ul className="grid gap-2" aria-label={T.stockTitle}>
        {list.map((s) => (
          <StockRow key={String(s.materialId)} stock={s} currency={currency} />
        ))}
      </ul>
      {bought.length > 0 ? (
        <section aria-labelledby="purchases" className="grid gap-2">
          <h2 id="purchases" className="text-lg font-semibold">
            {T.purchases}
          </h2>
          <ul className="grid gap-2">
            {bought.map((p) => (
              <li key={p.id} className="flex items-center justify-between gap-2 rounded-lg border bg-card px-3 py-2">
                <span className="grid">
                  <span className="font-medium">{`${formatDay(p.date)} · ${p.materialName ?? BIZ.deletedMaterial}`}</span>
                  <span className="text-sm text-muted-foreground">{T.purchaseLine(String(p.quantity), p.unit, formatMoney(p.total, currency), p.supplier)}</span>
                </span>
                {p.id < 0 ? (
                  // Kept on the device until the connection is back: there is nothing on the server to remove yet.
                  <Badge variant="secondary">{OFFLINE_TEXTS.notSynced}</Badge>
                ) : (
                  <Button variant="ghost" className="min-h-11" aria-label={`${T.remove} ${formatDay(p.date)} ${p.materialName ?? ""}`} onClick={() => remove.mutate(p.id)}>
                    {T.remove}
                  </Button>
                )}
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </PageContainer>
  );
}
