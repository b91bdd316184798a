/** The plans' and purchases' query keys: every one starts with "billing". */
export const billingKeys = {
  /** Whether StoreKit in-app purchase is offered here (the native plugin, no server call). */
  appleAvailable: ["billing", "apple-available"] as const,
  appleProducts: ["billing", "apple-products"] as const,
  plans: (provider: "stripe" | "apple") => ["billing", "plans", provider] as const,
  checkoutSession: (id: string) => ["billing", "checkout-session", id] as const,
};
