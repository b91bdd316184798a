/**
 * Which screen module each route of web/app/router.tsx loads, as plain data: the server reads it to preload a
 * page's screen chunk with the page itself (decision 0105), instead of after the app's own code has run.
 * route-screens.test.ts keeps it equal to the router.
 */
export type RouteAccess = "guest" | "signed-in" | "any";

export interface RouteScreen {
  path: string;
  /** The screen's source file, as Vite's build manifest names it. */
  module: string;
  access: RouteAccess;
}

const screen = (path: string, module: string, access: RouteAccess): RouteScreen => ({
  path,
  module: `web/features/${module}.tsx`,
  access,
});

export const ROUTE_SCREENS: readonly RouteScreen[] = [
  screen("/auth", "auth/auth-screen", "guest"),
  screen("/login", "auth/auth-screen", "guest"),
  screen("/forgot-password", "auth/forgot-password-screen", "any"),
  screen("/reset-password", "auth/reset-password-screen", "any"),
  screen("/jwt-test", "auth/jwt-test-screen", "any"),
  screen("/loading-demo", "shell/loading-demo-screen", "any"),
  screen("/pieces", "pieces/pieces-screen", "signed-in"),
  screen("/new-piece", "pieces/new-piece-screen", "signed-in"),
  screen("/pieces/:id", "pieces/piece-details-screen", "signed-in"),
  screen("/lost-and-reclaimed", "pieces/ended-pieces-screen", "signed-in"),
  screen("/today", "reminders/today-screen", "signed-in"),
  screen("/c/:code", "codes/code-screen", "signed-in"),
  screen("/glaze-library", "glazes/library-screen", "signed-in"),
  screen("/glaze-library/new", "glazes/new-surface-screen", "signed-in"),
  screen("/new-surface-treatment", "glazes/new-surface-screen", "signed-in"),
  screen("/glaze-library/edit/:id", "glazes/edit-surface-screen", "signed-in"),
  screen("/surface-combos/:id", "combos/combo-detail-screen", "signed-in"),
  screen("/glaze-library/test-tiles", "tiles/tiles-screen", "signed-in"),
  screen("/test-tiles/new", "tiles/new-tile-screen", "signed-in"),
  screen("/test-tiles/:id", "tiles/tile-detail-screen", "signed-in"),
  screen("/glaze-lab", "glaze-lab/glaze-lab-screen", "signed-in"),
  screen("/glaze-lab/recipes/new", "glaze-lab/recipe-editor-screen", "signed-in"),
  screen("/glaze-lab/recipes/:id", "glaze-lab/recipe-screen", "signed-in"),
  screen("/glaze-lab/recipes/:id/edit", "glaze-lab/recipe-editor-screen", "signed-in"),
  screen("/waiting", "firings/waiting-screen", "signed-in"),
  screen("/firings", "firings/firings-screen", "signed-in"),
  screen("/firings/losses", "firings/losses-screen", "signed-in"),
  screen("/firings/:id", "firings/firing-detail-screen", "signed-in"),
  screen("/kilns", "firings/kilns-screen", "signed-in"),
  screen("/kilns/:id", "firings/kiln-detail-screen", "signed-in"),
  screen("/inspiration", "inspirations/inspiration-list-screen", "signed-in"),
  screen("/new-inspiration", "inspirations/new-inspiration-screen", "signed-in"),
  screen("/inspiration/edit/:id", "inspirations/edit-inspiration-screen", "signed-in"),
  screen("/settings", "preferences/settings-screen", "signed-in"),
  screen("/business", "business/business-screen", "signed-in"),
  screen("/business/sales", "business/sales-screen", "signed-in"),
  screen("/business/markets/:id", "business/market-day-screen", "signed-in"),
  screen("/business/reports", "business/reports-screen", "signed-in"),
  screen("/business/stock", "business/stock-screen", "signed-in"),
  screen("/business/shopping-list", "business/shopping-list-screen", "signed-in"),
  screen("/studio-invite/:token", "studios/studio-invite-screen", "signed-in"),
  screen("/studios/:id", "studios/studio-screen", "signed-in"),
  screen("/studios/:id/queue", "studios/studio-queue-screen", "signed-in"),
  screen("/subscribe", "billing/subscribe-screen", "signed-in"),
  screen("/subscribe/success", "billing/subscribe-success-screen", "signed-in"),
  screen("/test-payment", "billing/test-payment-screen", "signed-in"),
];

/** The screen a path shows for a visitor in that state: signed out, protected paths show /auth; "/" is /pieces. */
export function screenFor(pathname: string, signedIn: boolean): RouteScreen | undefined {
  return matchRoute(pathname, signedIn)?.screen;
}

/** screenFor with the path's parameters (":id" → its value). */
export function matchRoute(pathname: string, signedIn: boolean): { screen: RouteScreen; params: Record<string, string> } | undefined {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, "") : pathname;
  if (path === "/") return matchRoute(signedIn ? "/pieces" : "/auth", signedIn);
  for (const screen of ROUTE_SCREENS) {
    const params = paramsOf(screen.path, path);
    if (!params) continue;
    if (screen.access === "signed-in" && !signedIn) return matchRoute("/auth", false);
    if (screen.access === "guest" && signedIn) return matchRoute("/pieces", true);
    return { screen, params };
  }
  return undefined;
}

function paramsOf(pattern: string, path: string): Record<string, string> | null {
  const a = pattern.split("/");
  const b = path.split("/");
  if (a.length !== b.length) return null;
  const params: Record<string, string> = {};
  for (const [i, part] of a.entries()) {
    if (part.startsWith(":")) {
      if (b[i] === "") return null;
      params[part.slice(1)] = b[i]!;
    } else if (part !== b[i]) return null;
  }
  return params;
}
