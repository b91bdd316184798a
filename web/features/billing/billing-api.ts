/**
 * The billing area's calls (product.md#r16 Stripe, product.md#r17 Apple), built on the contract's route table: the plans, the three
 * ways to start paying, the checkout session's status and the billing portal. Components use these and never a
 * path or the raw client (docs/architecture.md).
 */
import { queryOptions, useQuery } from "@tanstack/react-query";
import { BILLING_ENDPOINTS } from "../../../contract/billing/endpoints";
import type { BillingRoutes } from "../../../contract/billing/routes";
import { FALLBACK_PLAN, PLAN_CONSTANTS } from "../../../contract/billing/rules";
import type { ApplePurchaseBody, SubscriptionBody, SubscriptionPlan } from "../../../contract/billing/schemas";
import { areaClient } from "../../lib/api-client";
import { billingKeys } from "./billing-keys";

const billingApi = areaClient<BillingRoutes>(
  BILLING_ENDPOINTS,
  import.meta.env.DEV ? () => import("../../../contract/billing/routes").then((m) => m.BILLING_ROUTES) : undefined,
);

const wait = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** Non-card plan fetch: up to 3 attempts, waiting 1000 ms × the attempt number; then the fallback stays. */
async function fetchApplePlans(): Promise<SubscriptionPlan[]> {
  for (let attempt = 1; attempt <= PLAN_CONSTANTS.planFetchAttempts; attempt++) {
    try {
      return await billingApi.plans();
    } catch {
      if (attempt < PLAN_CONSTANTS.planFetchAttempts) await wait(PLAN_CONSTANTS.planFetchBackoffMs * attempt);
    }
  }
  return [FALLBACK_PLAN];
}

export const planQueries = {
  /** Stripe prices (product.md#r16). */
  card: () =>
    queryOptions({
      queryKey: billingKeys.plans("stripe"),
      queryFn: ({ signal }) => billingApi.plans({ query: { provider: "stripe" } }, { signal }),
    }),
  /** Apple product ids (product.md#r17), retried, with the fallback plan when the server stays silent. */
  apple: () => queryOptions({ queryKey: billingKeys.plans("apple"), queryFn: fetchApplePlans }),
};

/** The payment status of a hosted Checkout session (/subscribe/success?session_id=..). */
export function useCheckoutSession(sessionId: string) {
  return useQuery({
    queryKey: billingKeys.checkoutSession(sessionId),
    queryFn: ({ signal }) => billingApi.checkoutSession({ params: { id: sessionId } }, { signal }),
    enabled: sessionId.length > 0,
    retry: false,
  });
}

/** Web card: a subscription for the Payment Element, answering its clientSecret (product.md#r16). */
export function createSubscription(body: SubscriptionBody) {
  return billingApi.subscription({ body });
}

/** Native card: a hosted Checkout page to open in the in-app browser (product.md#r16). */
export async function createCheckoutUrl(body: SubscriptionBody): Promise<string> {
  return (await billingApi.checkout({ body })).checkoutUrl;
}

/** Apple: applies a verified StoreKit 2 transaction (product.md#r17). */
export function completeApplePurchase(body: ApplePurchaseBody) {
  return billingApi.applePurchase({ body });
}

/** Manage Subscription for Stripe subscribers: the billing portal's address. */
export async function billingPortalUrl(): Promise<string> {
  return (await billingApi.portal()).url;
}
