/** Plan constants and plan figures, free of zod so the billing screens need no schema library. */
import { PRODUCT_NAME } from "../app/constants";
import { PLAN_FEATURES } from "./texts";

/** product.md#r119 plan constants. */
export const PLAN_CONSTANTS = {
  fallbackMonthly: 5,
  fallbackAnnual: 50,
  fallbackSavings: "Save $10",
  appleMonthly: 4.99,
  appleAnnual: 49.99,
  appleProductMonthly: "app.claybook.plus.monthly",
  appleProductAnnual: "app.claybook.plus.annual",
  discountCode: "trial10",
  discountPercent: 10,
  planFetchAttempts: 3,
  planFetchBackoffMs: 1000,
} as const;

/** Where Apple subscribers manage their subscription (product.md#r36 Manage Subscription). */
export const APPLE_SUBSCRIPTIONS_URL = "https://apps.apple.com/account/subscriptions";

/** A plan's figures; contract/billing/schemas.ts SubscriptionPlan has this shape. */
interface PlanFigures {
  id: string;
  name: string;
  description: string;
  features: string[];
  monthly: { priceId: string; amount: number };
  annual: { priceId: string; amount: number; savings: string };
}

/** product.md#r44 fallback plan: shown at once on the card method, and when Stripe is not configured (product.md#r16). */
export const FALLBACK_PLAN: PlanFigures = {
  id: "plus",
  name: `${PRODUCT_NAME} Plus`,
  description: "Track and manage all of your projects in one place",
  features: [...PLAN_FEATURES],
  monthly: { priceId: "", amount: PLAN_CONSTANTS.fallbackMonthly },
  annual: { priceId: "", amount: PLAN_CONSTANTS.fallbackAnnual, savings: PLAN_CONSTANTS.fallbackSavings },
};

/** 'Save $10' from the monthly and annual amounts; empty when the annual price saves nothing. */
export function savingsLabel(monthly: number, annual: number): string {
  const saved = Math.round((monthly * 12 - annual) * 100) / 100;
  if (saved <= 0) return "";
  return `Save $${Number.isInteger(saved) ? saved : saved.toFixed(2)}`;
}

/** product.md#r119: the monthly-effective figure is the annual price ÷ 12, to 2 decimals. */
export function monthlyEffective(annual: number): string {
  return (Math.round((annual / 12) * 100) / 100).toFixed(2);
}
