/** Product-wide constants from product.md#r27, product.md#r119 and product.md#r1. */
export const PRODUCT_NAME = "Claybook";
export const TAGLINE = "Tracking your studio magic...";
export const DEFAULT_SUPPORT_EMAIL = "support@claybook.app";

export const TIMINGS = {
  appLoaderMinMs: 1500,
  /** product.md#r120: an auto-save's 'Saved' shows for 2 s on every screen, then the indicator goes idle. */
  savedIndicatorMs: 2000,
  generalLoaderMinMs: 2000,
  iosSplashMs: 3000,
  iosSplashFadeInMs: 500,
  demoLoaderMs: 3000,
  demoSplashMs: 4000,
  toastDurationMs: 5000,
  toastSwipeThresholdPx: 50,
  deletionToastMs: 3000,
  deletionRedirectMs: 2500,
  requestTimeoutMs: 30_000,
  refreshThresholdMs: 2 * 60_000,
  launchRefreshTimeoutMs: 3000,
  launchAuthCheckTimeoutMs: 800,
  connectivityPollMs: 30_000,
  connectivityBannerPollMs: 10_000,
  connectivityInitialDelayMs: 2000,
  connectivityTimeoutMs: 8000,
  staleUserWebMs: 5 * 60_000,
  stalePreferencesMs: 5 * 60_000,
  trialStatusRefetchMs: 5 * 60_000,
} as const;

export const NOT_FOUND_TEXTS = {
  heading: "404 Page Not Found",
  hint: "Did you forget to add the page to the router?",
} as const;

