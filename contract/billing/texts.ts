/** Billing texts, free of zod so the billing screens need no schema library. */

/** The features every plan card lists (product.md#r44). */
export const PLAN_FEATURES = [
  "Unlimited pieces and stage history",
  "Full glaze and surface library with combinations",
  "Unlimited photos of every piece",
  "Inspiration collection with sources and tags",
  "Works on the web, iPhone and Android",
] as const;

/** product.md#r34 payment messages, verbatim, plus the server's own. */
export const BILLING_MESSAGES = {
  notConfigured: "Stripe pricing not configured. Please contact support.",
  subscriptionFailed: "Failed to create subscription. Please try again.",
  checkoutFailed: "Failed to create checkout session. Please try again.",
  noPlanSelected: "No plan selected for purchase",
  invalidPrice: "Invalid price",
  alreadySubscribed: "You already have an active subscription",
  noBillingAccount: "No billing account found. Subscribe first to manage billing.",
  portalFailed: "Failed to open the billing portal. Please try again.",
  plansFailed: "Failed to load subscription plans. Please try again.",
  verifyFailed: "Failed to verify the checkout session. Please try again.",
  webhookNotConfigured: "Stripe webhooks are not configured",
  invalidSignature: "Invalid webhook signature",
  appleNotConfigured: "Apple In-App Purchase is not configured",
  appleInvalid: "The App Store purchase could not be verified",
  appleMismatch: "The App Store purchase does not match this request",
  appleUnknownProduct: "Unknown App Store product",
  appleUsed: "This App Store purchase has already been applied to another account",
  appleExpired: "This App Store subscription has expired",
  appleActivated: "Your Plus subscription is now active.",
} as const;

/** product.md#r34: Apple errors rewritten into friendlier text (matched case-insensitively on the raw message). */
export const APPLE_FRIENDLY_ERRORS: [RegExp, string][] = [
  [/agreement|financial|paid applications/i, "In-app purchases aren't set up for this app yet (App Store agreements or banking). Please subscribe with a card instead."],
  [/metadata/i, "This subscription is still being set up in the App Store. Please try again later or subscribe with a card."],
  [/timed? ?out|timeout/i, "The App Store took too long to answer. Check your connection and try again."],
  [/not found|invalid product|no products?/i, "This subscription isn't available in the App Store right now. Please try again later."],
  [/simulator/i, "In-app purchases don't work in the iOS Simulator. Please use a real device."],
  [/plugin|not implemented|unimplemented/i, "In-app purchases aren't available in this version of the app. Please update it or subscribe with a card."],
];

/** product.md#r36 Subscribe, Subscribe success, Settings ▸ Billing and the payment toasts (product.md#r34), verbatim. */
export const BILLING_TEXTS = {
  upgradeHeading: "Upgrade Your Plan",
  trialExpired: "Your 30-day free trial has expired. Subscribe to Claybook Plus to keep tracking your pieces, glazes and inspirations.",
  // Not in product.md#r61, which only knows the expired trial: a trial potter who opens /subscribe early is told the
  // days left, not that the trial has expired.
  trialActive: (days: number) =>
    `You have ${days} ${days === 1 ? "day" : "days"} left in your free trial. Subscribe to Claybook Plus to keep tracking your pieces, glazes and inspirations.`,
  // A potter who must subscribe is not trapped: from here they can still log out, export or delete the account.
  accountHeading: "Your account",
  monthly: "Monthly",
  annual: "Annual",
  perMonth: "/month",
  perYear: "/year",
  billedAnnually: (amount: string) => `Billed annually at $${amount}`,
  /** With ?discount=trial10 (product.md#r61): the first payment, and what it would be without the offer. */
  offerPrice: (cycle: "monthly" | "annual", amount: string, usual: string) =>
    `With your trial offer: $${amount} for the first ${cycle === "annual" ? "year" : "month"} (usually $${usual})`,
  trialBanner: "Special Trial Offer: Save 10% on your first subscription!",
  noPlans: "No subscription plans available at this time.",
  subscribe: "Subscribe",
  subscribing: "Processing...",
  completeTitle: "Complete Your Subscription",
  backToPlans: "Back to Plans",
  completePayment: "Complete Payment",
  orPayWithCard: "Or pay with card",
  configErrorTitle: "Configuration Error",
  loadErrorTitle: "Unable to load plans",
  tryAgain: "Try Again",
  activatedTitle: "Subscription Activated!",
  activatedBody: "Your Plus subscription is now active.",
  purchaseFailed: "Purchase Failed",
  testingMode: "Testing Mode",
  appleUnavailable: "Apple In-App Purchase isn't available in this environment. You can still subscribe using a credit card below.",
  /** The payment-method choice of product.md#r61 and product.md#r150. */
  paymentMethod: "Payment method",
  methodCard: "Card",
  methodCardHint: "Credit or debit card, paid securely through Stripe.",
  methodApple: "Apple In-App Purchase",
  methodAppleHint: "Paid with your Apple ID; manage it in your iPhone's settings.",
  canceledCheckout: "Checkout canceled. You have not been charged.",
  invalidSession: "Invalid Session",
  invalidSessionBody: "No checkout session was found in this link.",
  verifying: "Verifying Payment",
  verifyingBody: "Please wait while we confirm your payment...",
  verifyFailed: "Payment Verification Failed",
  verifyFailedBody: "We couldn't verify your payment. If you were charged, your subscription will activate shortly.",
  welcome: "Welcome to Claybook Plus!",
  welcomeBody: "Your subscription is active. Enjoy unlimited access to every Claybook feature.",
  startCreating: "Start Creating Pieces",
  viewDetails: "View Subscription Details",
  processing: "Payment Processing",
  processingBody: "Your payment is still being processed. This can take a moment.",
  refreshStatus: "Refresh Status",
  goToSettings: "Go to Settings",
  freeTrial: "Free Trial",
  plusPlan: "Plus Plan",
  proPlan: "Pro Plan",
  trialEnds: "Trial ends",
  notAvailable: "N/A",
  upgrade: "Upgrade",
  viewPlans: "View Plans & Pricing",
  unlimitedAccess: "Unlimited access",
  manageSubscription: "Manage Subscription",
} as const;
