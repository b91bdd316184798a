/**
 * Registers the app's service worker (docs/decisions/0115-offline-app-shell.md): on the web, in every build (not the
 * Vite dev server, which has none). web/main.tsx calls it once the first screen is drawn (and the page has loaded), so
 * its install, which downloads every chunk, never competes with that screen (decision 0162). The native app serves its
 * files from the device already and does not register it.
 */
import { isNativeApp } from "../platform";

export function registerServiceWorker(): void {
  if (import.meta.hot || isNativeApp() || !("serviceWorker" in navigator)) return;
  const register = () => {
    navigator.serviceWorker.register("/sw.js").catch((error: unknown) => {
      // No service worker means no offline start, never a broken app: the app itself keeps working.
      console.warn("Service worker not registered", error);
    });
  };
  if (document.readyState === "complete") register();
  else window.addEventListener("load", register, { once: true });
}
