import { QueryClient } from "@tanstack/react-query";
import { isNetworkError, queryFn } from "../lib/api";
import { seedFromPage } from "./page-bootstrap";
import { prefetchForPage } from "./route-prefetch";

const MAX_QUERY_RETRIES = 3;

/**
 * Spec 000 §9 data cache: nothing goes stale by itself, no focus/interval refetch,
 * retries only when the request never reached the server, and mutations never retry.
 * Individual queries (trial status, user) opt in to their own stale times.
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        queryFn,
        staleTime: Infinity,
        refetchOnWindowFocus: false,
        refetchInterval: false,
        retry: (failureCount, error) => failureCount < MAX_QUERY_RETRIES && isNetworkError(error),
      },
      mutations: {
        retry: false,
      },
    },
  });
}

export const queryClient = createQueryClient();
seedFromPage(queryClient);
prefetchForPage(queryClient);
