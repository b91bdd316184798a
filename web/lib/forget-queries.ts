import type { Query, QueryClient } from "@tanstack/react-query";

/**
 * Removes the cached answers about a deleted record (docs/decisions/0142-quiet-console.md). A query still shown by the
 * screen being left is removed once its last observer goes: removing it earlier makes that observer build it again and
 * ask the server for a record that no longer exists (a 404 in the console). Queries nobody shows go at once.
 */
export function forgetQueries(queryClient: QueryClient, matches: (queryKey: readonly unknown[]) => boolean): void {
  const cache = queryClient.getQueryCache();
  const waiting = new Set<Query>();
  for (const query of cache.findAll({ predicate: (q) => matches(q.queryKey) })) {
    void query.cancel();
    if (query.getObserversCount() === 0) cache.remove(query);
    else waiting.add(query);
  }
  if (waiting.size === 0) return;
  const unsubscribe = cache.subscribe((event) => {
    if (event.type !== "observerRemoved" || !waiting.has(event.query) || event.query.getObserversCount() > 0) return;
    waiting.delete(event.query);
    cache.remove(event.query);
    if (waiting.size === 0) unsubscribe();
  });
}
