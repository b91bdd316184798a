import type { ReactNode } from "react";
import { TIMINGS } from "../../contract/app/constants";
import { IosSplash } from "../components/ios-splash";
import { LoadingScreen } from "../components/loading-screen";
import { useUser } from "../features/auth/auth-queries";
import { isIos } from "../lib/platform";
import { useMinimumDuration } from "../lib/use-minimum-duration";

/**
 * product.md#r36's 1500 ms in every build a potter gets. Two builds of their own set VITE_APP_LOADER_MIN_MS to 0: the
 * benchmark's, to show what the minimum costs in Lighthouse (decision 0105), and the browser tests', where it was a
 * pause on every page load and nothing else (docs/decisions/0332-browser-tests-without-the-loader-pause.md);
 * app-start-gate.test.tsx holds the minimum itself.
 */
const APP_LOADER_MS = Number(import.meta.env.VITE_APP_LOADER_MIN_MS ?? TIMINGS.appLoaderMinMs);

/**
 * product.md#r36: the app-start loader shows for at least 1500 ms and until the session check settles.
 * The router renders underneath meanwhile (inert) so the first screen's chunk loads in parallel.
 */
export function AppStartGate({ children }: { children: ReactNode }) {
  // The iOS app opens on the 9:16 splash for 3000 ms instead (product.md#r36, product.md#r119).
  const ios = isIos();
  // The web loader is painted by index.html from the first byte, so its minimum counts from the page's start.
  const minElapsed = useMinimumDuration(ios ? TIMINGS.iosSplashMs : APP_LOADER_MS, !ios);
  const { isPending } = useUser();
  const showLoader = !minElapsed || isPending;
  return (
    <>
      <div inert={showLoader} aria-hidden={showLoader || undefined}>
        {children}
      </div>
      {showLoader ? (ios ? <IosSplash /> : <LoadingScreen />) : null}
    </>
  );
}
