/** product.md#r73 "Connection banner and indicator" texts. */
export const CONNECTIVITY_TEXTS = {
  bannerTitle: "Connection Lost",
  /** The app keeps every change (docs/decisions/0192-connection-banner.md), so the banner says so, with the count. */
  bannerBody: (waiting: number) =>
    `Changes are kept on this device and sent when the connection is back${waiting === 0 ? "." : waiting === 1 ? "; 1 is waiting." : `; ${waiting} are waiting.`}`,
  details: "Details",
  hideDetails: "Hide details",
  bannerAdvice: "Please check that you have an internet connection and that you can reach the Claybook server.",
  errorDetails: "Error details:",
  retry: "Retry Connection",
  checking: "Checking connection...",
  connected: "Connected to server",
  disconnected: "Disconnected - Click to retry",
  connectionError: (message: string) => `Connection error: ${message}. Click to retry.`,
} as const;
