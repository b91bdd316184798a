/**
 * GET /api/subscription-plans (D16, spec 000 §3/§9): the Plus plan with Stripe prices on the card method,
 * Apple product ids on the Apple method, and the fallback plan when Stripe is not configured.
 */
import { BILLING_MESSAGES, FALLBACK_PLAN, PLAN_CONSTANTS, savingsLabel, type SubscriptionPlan } from "../../contract/billing/schemas";
import type { StripeSettings } from "../config";
import type { AppDeps } from "../context";
import { callStripe, stripeFor } from "./stripe-client";

const PRICE_CACHE_MS = 5 * 60 * 1000;
const cache = new WeakMap<StripeSettings, { at: number; plan: SubscriptionPlan }>();

export function applePlan(deps: AppDeps): SubscriptionPlan {
  const apple = deps.config.apple;
  return {
    ...FALLBACK_PLAN,
    monthly: { priceId: apple?.productMonthly ?? PLAN_CONSTANTS.appleProductMonthly, amount: PLAN_CONSTANTS.appleMonthly },
    annual: {
      priceId: apple?.productAnnual ?? PLAN_CONSTANTS.appleProductAnnual,
      amount: PLAN_CONSTANTS.appleAnnual,
      savings: savingsLabel(PLAN_CONSTANTS.appleMonthly, PLAN_CONSTANTS.appleAnnual),
    },
  };
}

async function stripePlan(deps: AppDeps, settings: StripeSettings): Promise<SubscriptionPlan> {
  const cached = cache.get(settings);
  // Real time, not deps.now(): this is a network cache, not business time.
  if (cached && Date.now() - cached.at < PRICE_CACHE_MS) return cached.plan;
  const stripe = stripeFor(settings);
  const [monthly, annual] = await callStripe(deps, BILLING_MESSAGES.plansFailed, () =>
    Promise.all([stripe.prices.retrieve(settings.priceMonthly), stripe.prices.retrieve(settings.priceAnnual)]),
  );
  const monthlyAmount = (monthly.unit_amount ?? 0) / 100;
  const annualAmount = (annual.unit_amount ?? 0) / 100;
  const plan: SubscriptionPlan = {
    ...FALLBACK_PLAN,
    monthly: { priceId: monthly.id, amount: monthlyAmount },
    annual: { priceId: annual.id, amount: annualAmount, savings: savingsLabel(monthlyAmount, annualAmount) },
  };
  cache.set(settings, { at: Date.now(), plan });
  return plan;
}

export async function listPlans(deps: AppDeps, provider: "stripe" | "apple" | undefined): Promise<SubscriptionPlan[]> {
  if (provider !== "stripe") return [applePlan(deps)];
  const settings = deps.config.stripe;
  if (!settings || !settings.priceMonthly || !settings.priceAnnual) return [FALLBACK_PLAN];
  return [await stripePlan(deps, settings)];
}
