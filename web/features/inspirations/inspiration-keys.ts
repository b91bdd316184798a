import { INSPIRATIONS_PATH } from "../../../contract/inspirations/texts";

/**
 * Query keys follow the app's `[path, params?]` convention so the shared queryFn fetches them. Their own module so
 * the start-up prefetch (web/app/route-prefetch.ts) names them without the hooks' code.
 */
export const inspirationKeys = {
  list: [INSPIRATIONS_PATH] as const,
  one: (id: number) => [`${INSPIRATIONS_PATH}/${id}`] as const,
};
