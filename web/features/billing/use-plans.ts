import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { FALLBACK_PLAN } from "../../../contract/billing/rules";
import type { SubscriptionPlan } from "../../../contract/billing/schemas";
import { appleAvailable } from "./apple-purchase";
import { billingKeys } from "./billing-keys";
import { planQueries } from "./billing-api";

export type PaymentMethod = "card" | "apple";

/**
 * product.md#r41: card by default; Apple on native iOS when in-app purchase is available. The potter may pick the
 * other one where both are offered (product.md#r150); Apple is never the method where it is not available.
 */
export function usePaymentMethod(): {
  method: PaymentMethod;
  choose: (method: PaymentMethod) => void;
  appleChecked: boolean;
  appleAvailable: boolean;
} {
  const { data, isSuccess } = useQuery({ queryKey: billingKeys.appleAvailable, queryFn: appleAvailable, staleTime: Infinity, retry: false });
  const [chosen, choose] = useState<PaymentMethod | null>(null);
  const available = Boolean(data);
  const method: PaymentMethod = available ? (chosen ?? "apple") : "card";
  return { method, choose, appleChecked: isSuccess, appleAvailable: available };
}

/** Only plans whose name contains 'plus' are offered (product.md#r36). */
export const offered = (plans: SubscriptionPlan[]) => plans.filter((p) => p.name.toLowerCase().includes("plus"));

export function usePlans(method: PaymentMethod) {
  const card = useQuery({ ...planQueries.card(), enabled: method === "card", retry: false });
  const apple = useQuery({ ...planQueries.apple(), enabled: method === "apple", retry: false });
  const source = method === "card" ? card : apple;
  // The card method shows the fallback at once; a fetched list replaces it only when it is not empty.
  const plans = source.data !== undefined && (source.data.length > 0 || method === "apple") ? source.data : [FALLBACK_PLAN];
  return { plans: offered(plans), isFetching: source.isFetching };
}
