import { QueryClient } from "@tanstack/react-query";
import { isNetworkError } from "../lib/api-error";

const MAX_QUERY_RETRIES = 3;

/**
 * product.md#r119 data cache: nothing goes stale by itself, no focus/interval refetch,
 * retries only when the request never reached the server, and mutations never retry.
 * Individual queries (trial status, user) opt in to their own stale times. Every query brings its own queryFn from
 * its area's API module; there is no default that turns a key into an address.
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: Infinity,
        refetchOnWindowFocus: false,
        refetchInterval: false,
        // The device's copy keeps what the cache holds (docs/decisions/0116-outbox.md): a screen not open for a while
        // stays available offline instead of being dropped after the default 5 minutes.
        gcTime: 7 * 24 * 60 * 60_000,
        retry: (failureCount, error) => failureCount < MAX_QUERY_RETRIES && isNetworkError(error),
      },
      mutations: {
        retry: false,
        // Changes always run: offline, the outbox keeps them and the screen shows them at once (decision 0116).
        networkMode: "always",
      },
    },
  });
}
