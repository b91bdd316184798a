import { Suspense } from "react";
import { Outlet } from "react-router";
import { useUser } from "../features/auth/use-user";
import { PreferencesThemeSync } from "../features/settings/preferences-theme-sync";
import { BottomNav } from "./bottom-nav";
import { RouteFallback } from "./route-fallback";
import { ScrollToTop } from "./scroll-to-top";

/**
 * The frame around every route. Content is padded by the bottom nav's published height
 * (--bottom-nav-height, 0 when signed out) so nothing hides behind the bar.
 */
export function AppLayout() {
  const { data: user } = useUser();
  return (
    <div className="flex min-h-dvh flex-col bg-background text-foreground">
      <ScrollToTop />
      <main id="main" className="flex-1 pb-(--bottom-nav-height)">
        <Suspense fallback={<RouteFallback />}>
          <Outlet />
        </Suspense>
      </main>
      {user ? <BottomNav /> : null}
      {user ? <PreferencesThemeSync /> : null}
    </div>
  );
}
