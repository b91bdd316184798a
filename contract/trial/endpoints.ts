import { endpoint } from "../common/route-table";

/** The trial and promo calls, method and path (product.md#r12, product.md#r13, product.md#r14); their schemas are in ./routes.ts. */
export const TRIAL_ENDPOINTS = {
  status: endpoint("GET", "/api/trial-status"),
  reminderShown: endpoint("POST", "/api/trial-reminder-shown"),
  cancel: endpoint("POST", "/api/cancel-trial"),
  applyPromo: endpoint("POST", "/api/promo-code/apply"),
} as const;
