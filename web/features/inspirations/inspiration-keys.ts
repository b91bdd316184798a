/**
 * The inspirations' query keys, in their own module so the start-up prefetch (web/app/route-prefetch.ts) and tests
 * name them without the hooks' code. Every key starts with "inspirations", so `inspirationKeys.all` refreshes them all.
 */
export const inspirationKeys = {
  all: ["inspirations"] as const,
  list: ["inspirations", "list"] as const,
  detail: (id: number) => ["inspirations", "detail", id] as const,
};
