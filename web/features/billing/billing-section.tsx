/**
 * Settings ▸ Billing & Subscription (spec 000 §2). Owned by the billing issue; placeholder body.
 */
export function BillingSection() {
  return null;
}
