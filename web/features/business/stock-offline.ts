/**
 * A glaze material bought with no connection, at the supplier's counter (product.md#r291, docs/decisions/0336-offline-purchases.md):
 * the purchase is kept in the outbox and sent once, with its Idempotency-Key, when the connection returns (decision
 * 0116). Meanwhile the device's list of purchases shows it, marked not synced; the stock and its average price are
 * the server's to work out, and follow when it answers.
 */
import type { QueryClient } from "@tanstack/react-query";
import type { BusinessRoutes } from "../../../contract/business/routes";
import { divRound, formatMoney, parseMoney } from "../../../contract/business/money";
import type { CreateMaterialPurchaseBody, MaterialPurchase } from "../../../contract/business/stock-schemas";
import { STOCK_TEXTS as T } from "../../../contract/business/stock-texts";
import type { MaterialList } from "../../../contract/glaze-lab/schemas";
import type { OfflineCalls } from "../../lib/offline/offline-call";
import { glazeLabKeys } from "../glaze-lab/glaze-lab-keys";
import { businessKeys } from "./business-keys";

type PurchaseList = { data: MaterialPurchase[]; currency: string };

function materialName(queryClient: QueryClient, id: number | string): string | null {
  const materials = queryClient.getQueryData<MaterialList>(glazeLabKeys.materials)?.data ?? [];
  return materials.find((m) => String(m.id) === String(id))?.name ?? null;
}

/**
 * The purchase as the device shows it until the server answers, its amounts worked out as the server does: in the
 * currency's minor units, the price per unit rounded once (docs/decisions/0312-money-in-minor-units.md). A total the
 * currency cannot hold is not kept: the server would refuse it, and online the form says why.
 */
export function purchaseOnDevice(body: CreateMaterialPurchaseBody, name: string | null, id: number, now: string, currency: string): MaterialPurchase {
  const minor = parseMoney(body.total, currency);
  if (minor === null) throw new Error("A total this currency cannot hold");
  const thousandths = BigInt(Math.round(body.quantity * 1000));
  return {
    id,
    materialId: body.materialId,
    materialName: name,
    date: body.date,
    quantity: body.quantity,
    unit: body.unit,
    total: formatMoney(minor, currency),
    unitPrice: formatMoney(thousandths === 0n ? 0 : divRound(BigInt(minor) * 1000n, thousandths), currency),
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
