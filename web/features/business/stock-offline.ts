/**
 * A glaze material bought with no connection, at the supplier's counter (product.md#r291, docs/decisions/0336-offline-purchases.md):
 * the purchase is kept in the outbox and sent once, with its Idempotency-Key, when the connection returns (decision
 * 0116). Meanwhile the device's list of purchases shows it, marked not synced; the stock and its average price are
 * the server's to work out, and follow when it answers.
 */
import type { QueryClient } from "@tanstack/react-query";
import type { BusinessRoutes } from "../../../contract/business/routes";
import type { CreateMaterialPurchaseBody, MaterialPurchase } from "../../../contract/business/stock-schemas";
import { STOCK_TEXTS as T } from "../../../contract/business/stock-texts";
import type { Material } from "../../../contract/glaze-lab/schemas";
import type { OfflineCalls } from "../../lib/offline/offline-call";
import { glazeLabKeys } from "../glaze-lab/glaze-lab-keys";
import { businessKeys } from "./business-keys";

type PurchaseList = { data: MaterialPurchase[]; currency: string };

function materialName(queryClient: QueryClient, id: number | string): string | null {
  for (const [, answer] of queryClient.getQueriesData<{ data: Material[] }>({ queryKey: glazeLabKeys.materials })) {
    const found = answer?.data.find((m) => String(m.id) === String(id));
    if (found) return found.name;
  }
  return null;
}

/** The purchase as the device shows it until the server answers: what was typed, the price per unit to the cent. */
function purchaseOnDevice(body: CreateMaterialPurchaseBody, name: string | null, id: number, now: string, currency: string): MaterialPurchase {
  const total = body.total.trim();
  return {
    id,
    materialId: body.materialId,
    materialName: name,
    date: body.date,
    quantity: body.quantity,
    unit: body.unit,
    total,
    unitPrice: (Number(total) / body.quantity).toFixed(2),
    supplier: body.supplier?.trim() || null,
    notes: body.notes?.trim() || null,
    currency,
    createdAt: now,
  };
}

export const PURCHASE_OFFLINE: OfflineCalls<Pick<BusinessRoutes, "createMaterialPurchase">> = {
  createMaterialPurchase: {
    creates: true,
    label: ({ body }, queryClient) => T.purchaseLabel(body.quantity, body.unit, materialName(queryClient, body.materialId)),
    answer: ({ body }, { queryClient, tempId, now }) => {
      const list = queryClient.getQueryData<PurchaseList>(businessKeys.purchases);
      // Without the purchases on the device there is no list to show it in: it is not kept, and the form says so.
      if (!list) throw new Error("No purchases on this device");
      const purchase = purchaseOnDevice(body, materialName(queryClient, body.materialId), tempId, now, list.currency);
      queryClient.setQueryData<PurchaseList>(businessKeys.purchases, { ...list, data: [purchase, ...list.data] });
      return purchase;
    },
  },
};
