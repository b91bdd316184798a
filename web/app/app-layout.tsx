import { lazy, Suspense } from "react";
import { Outlet } from "react-router";
import { useUser } from "../features/auth/auth-queries";
import { isNativeApp } from "../lib/platform";
import { BottomNav } from "./bottom-nav";
import { FirstScreenMark, useAfterFirstScreen } from "./first-screen";
import { RouteFallback } from "./route-fallback";
import { ScrollToTop } from "./scroll-to-top";

// The saved theme only matters once signed in, and its preferences code pulls in the schema library: load it later.
const PreferencesThemeSync = lazy(() =>
  import("../features/preferences/preferences-theme-sync").then((m) => ({ default: m.PreferencesThemeSync })),
);
// product.md#r36 connection banner and indicator; the web shows the banner too since it works offline (decision 0192).
const ConnectionBanner = lazy(() => import("../features/connectivity/connection-banner").then((m) => ({ default: m.ConnectionBanner })));
const PendingChanges = lazy(() => import("../features/connectivity/pending-changes").then((m) => ({ default: m.PendingChanges })));
// A tapped reminder on the native app opens Today (product.md#r173).
const DeviceReminderTaps = lazy(() => import("../features/reminders/device-reminder-taps").then((m) => ({ default: m.DeviceReminderTaps })));
const ConnectionIndicator = lazy(() =>
  import("../features/connectivity/connection-indicator").then((m) => ({ default: m.ConnectionIndicator })),
);

/**
 * The frame around every route. Content is padded by the bottom nav's published height
 * (--bottom-nav-height, 0 when signed out) so nothing hides behind the bar.
 */
export function AppLayout() {
  const { data: user } = useUser();
  const native = isNativeApp();
  // The frame's extras load once the first screen is drawn (web/app/first-screen.ts).
  const extras = useAfterFirstScreen();
  return (
    <div className="flex min-h-dvh flex-col bg-background pr-[env(safe-area-inset-right)] pl-[env(safe-area-inset-left)] text-foreground">
      <ScrollToTop />
      {extras && (user || native) ? (
        <Suspense fallback={null}>
          <ConnectionBanner />
        </Suspense>
      ) : null}
      <main id="main" className="flex-1 pb-(--bottom-nav-height)">
        <Suspense fallback={<RouteFallback />}>
          <Outlet />
          <FirstScreenMark />
        </Suspense>
      </main>
      {user ? <BottomNav /> : null}
      {extras && user && native ? (
        <Suspense fallback={null}>
          <ConnectionIndicator />
          <DeviceReminderTaps />
        </Suspense>
      ) : null}
      {extras && user ? (
        <Suspense fallback={null}>
          <PendingChanges />
        </Suspense>
      ) : null}
      {extras && user ? (
        <Suspense fallback={null}>
          <PreferencesThemeSync />
        </Suspense>
      ) : null}
    </div>
  );
}
