/**
 * /business/shopping-list (product.md#r292): the glaze materials below their reorder level, what to buy to reach it
 * and about what it costs at the rolling average, with the supplier last bought from.
 */
import { Link } from "react-router";
import { STOCK_TEXTS as T } from "../../../contract/business/stock-texts";
import { BackLink } from "../../components/back-link";
import { PageContainer } from "../../components/page-container";
import { PageHeader } from "../../components/page-header";
import { formatMoney } from "./money";
import { useShoppingList } from "./stock-api";

export default function ShoppingListScreen() {
  const list = useShoppingList();
  const items = list.data?.data ?? [];
  const currency = list.data?.currency ?? "USD";
  return (
    <PageContainer className="grid gap-4">
      <BackLink to="/business/stock">{T.stockTitle}</BackLink>
      <PageHeader title={T.shoppingList} className="pb-0" />
      {list.error ? <p role="alert" className="text-sm text-destructive">{list.error.message}</p> : null}
      {list.data && items.length === 0 ? <p className="text-sm text-muted-foreground">{T.shoppingEmpty}</p> : null}
      <ul className="grid gap-2" aria-label={T.shoppingList}>
        {items.map((item) => {
          const name = item.materialName ?? String(item.materialId);
          return (
            <li key={String(item.materialId)} aria-label={name} className="grid gap-1 rounded-lg border bg-card px-3 py-2">
              <span className="font-medium">{name}</span>
              <span className="font-semibold">{T.toBuy(String(item.toBuy), item.unit, item.estimate ? formatMoney(item.estimate, currency) : null)}</span>
              <span className="text-sm text-muted-foreground">{T.shoppingLine(String(item.onHand), String(item.level), item.unit)}</span>
              {item.lastSupplier ? <span className="text-sm text-muted-foreground">{T.lastSupplier(item.lastSupplier)}</span> : null}
            </li>
          );
        })}
      </ul>
      {items.length > 0 ? <p className="font-medium">{T.shoppingTotal(formatMoney(list.data!.estimate, currency))}</p> : null}
      <Link to="/business/stock" className="inline-flex min-h-11 items-center font-medium text-primary underline-offset-4 hover:underline">
        {T.recordPurchase}
      </Link>
    </PageContainer>
  );
}
