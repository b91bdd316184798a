export const refreshTimeoutText = (ms: number) => `Token refresh timeout after ${ms}ms`;

/** product.md#r36: the hints under 'Connection Issue' in the mobile app (exact wording not shown in the spec). */
export const CONNECTION_DEBUG_HINTS = [
  "Session cookies may not be working in the app: sign in again to get a fresh login.",
  "The app may be pointing at the wrong server URL.",
  "There may be a network problem: check Wi-Fi or mobile data.",
] as const;
