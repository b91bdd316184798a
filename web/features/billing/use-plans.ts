import { useQuery } from "@tanstack/react-query";
import type { SubscriptionPlan } from "../../../contract/billing/schemas";
import { FALLBACK_PLAN, PLAN_CONSTANTS } from "../../../contract/billing/texts";
import { api, queryFn } from "../../lib/api";
import { appleAvailable } from "./apple-purchase";

export type PaymentMethod = "card" | "apple";

/** Spec 000 §4: card by default; Apple on native iOS when in-app purchase is available. */
export function usePaymentMethod(): { method: PaymentMethod; appleChecked: boolean; appleAvailable: boolean } {
  const { data, isSuccess } = useQuery({ queryKey: ["native:apple-available"], queryFn: appleAvailable, staleTime: Infinity, retry: false });
  return { method: data ? "apple" : "card", appleChecked: isSuccess, appleAvailable: Boolean(data) };
}

const wait = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** Non-card plan fetch: up to 3 attempts, waiting 1000 ms × the attempt number; then the fallback stays. */
async function fetchApplePlans(): Promise<SubscriptionPlan[]> {
  for (let attempt = 1; attempt <= PLAN_CONSTANTS.planFetchAttempts; attempt++) {
    try {
      return await api.get<SubscriptionPlan[]>("/api/subscription-plans");
    } catch {
      if (attempt < PLAN_CONSTANTS.planFetchAttempts) await wait(PLAN_CONSTANTS.planFetchBackoffMs * attempt);
    }
  }
  return [FALLBACK_PLAN];
}

/** Only plans whose name contains 'plus' are offered (spec 000 §2). */
export const offered = (plans: SubscriptionPlan[]) => plans.filter((p) => p.name.toLowerCase().includes("plus"));

export function usePlans(method: PaymentMethod) {
  const card = useQuery<SubscriptionPlan[]>({
    queryKey: ["/api/subscription-plans", { provider: "stripe" }],
    queryFn: queryFn as () => Promise<SubscriptionPlan[]>,
    enabled: method === "card",
    retry: false,
  });
  const apple = useQuery<SubscriptionPlan[]>({
    queryKey: ["/api/subscription-plans", { provider: "apple" }],
    queryFn: fetchApplePlans,
    enabled: method === "apple",
    retry: false,
  });
  const source = method === "card" ? card : apple;
  // The card method shows the fallback at once; a fetched list replaces it only when it is not empty.
  const plans = source.data !== undefined && (source.data.length > 0 || method === "apple") ? source.data : [FALLBACK_PLAN];
  return { plans: offered(plans), isFetching: source.isFetching };
}
