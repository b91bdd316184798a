/** product.md#r34 shared request error texts; client-only, so they live here rather than in contract/. */
export const API_TEXTS = {
  timeout: "Request timed out. Server may be unavailable or network connection is slow.",
  network: "Network connection failed. Make sure you are connected to the internet and the server is reachable.",
  invalidJson: "Invalid JSON response from server",
  invalidRequestData: "Invalid request data format",
  queryFailed: (message: string) => `Failed to load data: ${message}. Please check your internet connection and try again.`,
} as const;
