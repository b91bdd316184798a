import { LIMITS } from "../common/limits";
import { IdParamSchema } from "../common/schemas";
import { matchRoute } from "./route-screens";

/**
 * The API reads a signed-in page's screen makes as soon as it opens (docs/decisions/0163-first-answers-in-the-page.md).
 * The server answers them inside the page it serves, so the first screen needs no request after the app's code has run.
 * They are the same addresses the screens ask for (web/app/route-prefetch.ts); an answer nobody asks for is dropped. A
 * page with a search in its address (a filter, another page of the list) carries none.
 */
export function firstCallsFor(pathname: string, search: string): string[] {
  const match = matchRoute(pathname, true);
  if (!match || search) return [];
  if (match.screen.path === "/pieces") return [`/api/pieces?page=1&limit=${LIMITS.pageLimitDefault}`];
  if (match.screen.path === "/pieces/:id") {
    // Only an id the API would take: any other answers 400, and the screen says so itself.
    const id = match.params.id ?? "";
    if (!IdParamSchema.safeParse({ id }).success) return [];
    return [`/api/pieces/${id}`, `/api/pieces/${id}/stage-history`, `/api/pieces/${id}/decoration-layers`];
  }
  return [];
}
