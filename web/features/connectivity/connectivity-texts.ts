/** product.md#r36 "Connection banner and indicator" texts. */
export const CONNECTIVITY_TEXTS = {
  bannerTitle: "Connection Lost",
  bannerBody: "Unable to connect to the server. Your changes will not be saved until you're back online.",
  bannerAdvice: "Please check that you have an internet connection and that you can reach the Claybook server.",
  errorDetails: "Error details:",
  retry: "Retry Connection",
  checking: "Checking connection...",
  connected: "Connected to server",
  disconnected: "Disconnected - Click to retry",
  connectionError: (message: string) => `Connection error: ${message}. Click to retry.`,
} as const;
