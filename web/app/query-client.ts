import { QueryClient, type InvalidateOptions, type InvalidateQueryFilters, type QueryKey } from "@tanstack/react-query";
import { isNetworkError } from "../lib/api-error";

const MAX_QUERY_RETRIES = 3;

/**
 * A change's refresh always reads the server after the change (docs/decisions/0338-refresh-after-a-first-load.md).
 * TanStack Query lets an invalidation join a query's first load when that load is still running, and that load may
 * have been read before the change: a studio created while Settings ▸ Studio was still loading its list stayed out of
 * the list ("You are not in a studio yet"), and a second tap would make a second studio. Such a first load is asked
 * again once it has answered; a query that has data is refetched as before (its running fetch is cancelled), and a
 * load paused for want of the network is not sent yet, so it will read after the change anyway.
 */
export class ClaybookQueryClient extends QueryClient {
  override invalidateQueries<TTaggedQueryKey extends QueryKey = QueryKey>(
    filters?: InvalidateQueryFilters<TTaggedQueryKey>,
    options?: InvalidateOptions,
  ): Promise<void> {
    const firstLoads = this.getQueryCache()
      .findAll(filters)
      .filter((query) => query.state.data === undefined && query.state.fetchStatus === "fetching");
    const refreshed = super.invalidateQueries(filters, options);
    const type = filters?.refetchType ?? filters?.type ?? "active";
    if (firstLoads.length === 0 || type === "none") return refreshed;
    return refreshed.then(() => this.refetchQueries({ type, predicate: (query) => firstLoads.includes(query) }, options));
  }
}

/**
 * product.md#r119 data cache: nothing goes stale by itself, no focus/interval refetch,
 * retries only when the request never reached the server, and mutations never retry.
 * Individual queries (trial status, user) opt in to their own stale times. Every query brings its own queryFn from
 * its area's API module; there is no default that turns a key into an address.
 */
export function createQueryClient(): QueryClient {
  return new ClaybookQueryClient({
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
