/**
 * Glaze materials bought and used (product.md#r291, product.md#r292): purchases, each material's stock and rolling
 * average, reorder levels and the shopping list. A purchase goes through the outbox, sent with its Idempotency-Key
 * and retried on a lost connection, so a retry records it once (decision 0116); one made offline waits on the device
 * (stock-offline.ts). A mix log's changes refresh the stock (glaze-lab-api.ts).
 */
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { BUSINESS_ENDPOINTS } from "../../../contract/business/endpoints";
import type { BusinessRoutes } from "../../../contract/business/routes";
import type { CreateMaterialPurchaseBody, SetReorderLevelBody } from "../../../contract/business/stock-schemas";
import { areaClient } from "../../lib/api-client";
import { businessApi } from "./business-api";
import { businessKeys } from "./business-keys";
import { PURCHASE_OFFLINE } from "./stock-offline";

type PurchaseRoutes = Pick<BusinessRoutes, "createMaterialPurchase">;

const loadRoutes = import.meta.env.DEV ? () => import("../../../contract/business/routes").then((m) => m.BUSINESS_ROUTES) : undefined;

const purchaseApi = areaClient<PurchaseRoutes>({ createMaterialPurchase: BUSINESS_ENDPOINTS.createMaterialPurchase }, loadRoutes, {
  calls: PURCHASE_OFFLINE,
});

export const usePurchases = () =>
  useQuery({ queryKey: businessKeys.purchases, queryFn: ({ signal }) => businessApi.materialPurchases(undefined, { signal }), staleTime: 0 });
/** Asked each time a screen opens: a mix log in the glaze lab changes it. */
export const useMaterialStock = () =>
  useQuery({ queryKey: businessKeys.materialStock, queryFn: ({ signal }) => businessApi.materialStock(undefined, { signal }), staleTime: 0 });
export const useShoppingList = () =>
  useQuery({ queryKey: businessKeys.shoppingList, queryFn: ({ signal }) => businessApi.shoppingList(undefined, { signal }), staleTime: 0 });

/** A purchase, a level or a removal changes the stock, the list and a recipe's batch cost. */
function useStockMutation<V, R>(call: (vars: V) => Promise<R>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: call,
    // Not awaited: a purchase kept on the device says so at once, even while refetches retry a server out of reach.
    onSettled: () => {
      void client.invalidateQueries({ queryKey: businessKeys.stock });
      void client.invalidateQueries({ queryKey: businessKeys.recipeCosts });
      void client.invalidateQueries({ queryKey: businessKeys.pieces });
    },
  });
}

export const useRecordPurchase = () => useStockMutation((body: CreateMaterialPurchaseBody) => purchaseApi.createMaterialPurchase({ body }));
export const useRemovePurchase = () => useStockMutation((id: number) => businessApi.removeMaterialPurchase({ params: { id } }));
export const useSetReorderLevel = () => useStockMutation((body: SetReorderLevelBody) => businessApi.setReorderLevel({ body }));
