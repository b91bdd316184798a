/**
 * GET /api/subscription-plans (product.md#r16, product.md#r44, product.md#r119): the Plus plan with card prices on the card method,
 * App Store product ids on the Apple method, and the fallback plan when card payments are not set up.
 */
import { BILLING_MESSAGES, FALLBACK_PLAN, PLAN_CONSTANTS, savingsLabel, type SubscriptionPlan } from "../../../contract/billing/schemas";
import type { AppDeps } from "../../context";
import { callCardGateway } from "./billing-card-call";

function appStorePlan(deps: AppDeps): SubscriptionPlan {
  const products = deps.appStoreGateway.productIds;
  return {
    ...FALLBACK_PLAN,
    monthly: { priceId: products.monthly, amount: PLAN_CONSTANTS.appleMonthly },
    annual: {
      priceId: products.annual,
      amount: PLAN_CONSTANTS.appleAnnual,
      savings: savingsLabel(PLAN_CONSTANTS.appleMonthly, PLAN_CONSTANTS.appleAnnual),
    },
  };
}

export async function listPlans(deps: AppDeps, provider: "stripe" | "apple" | undefined): Promise<SubscriptionPlan[]> {
  if (provider !== "stripe") return [appStorePlan(deps)];
  const prices = await callCardGateway(deps.logger, BILLING_MESSAGES.plansFailed, () => deps.cardGateway.planPrices());
  if (!prices) return [FALLBACK_PLAN];
  const { monthly, annual } = prices;
  return [
    {
      ...FALLBACK_PLAN,
      monthly: { priceId: monthly.id, amount: monthly.amount },
      annual: { priceId: annual.id, amount: annual.amount, savings: savingsLabel(monthly.amount, annual.amount) },
    },
  ];
}
