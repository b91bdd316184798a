/**
 * The moment the first screen is drawn (its code loaded and committed), for the start-up work that must not compete
 * with it for the network or the main thread (decision 0159): the device-copy warm-up's code and the offline calls.
 * Lighthouse's slow 4G shares its bandwidth among every request in flight, so these used to push the screen's own
 * chunks back.
 */
import { useEffect, useSyncExternalStore } from "react";

/** If the first screen never commits (a route that fails to load), the deferred work still starts. */
const LATEST_MS = 5_000;

let shown = false;
const listeners = new Set<() => void>();

function markShown(): void {
  if (shown) return;
  shown = true;
  for (const listener of [...listeners]) listener();
}

if (typeof window !== "undefined") setTimeout(markShown, LATEST_MS);

/** Rendered beside the route's screen inside its Suspense boundary: it commits only with the screen itself. */
export function FirstScreenMark(): null {
  useEffect(markShown, []);
  return null;
}

/** Runs `work` when the browser is next idle after the first screen is drawn. */
export function afterFirstScreen(work: () => void): void {
  const idle = () => {
    if (typeof window.requestIdleCallback === "function") window.requestIdleCallback(work, { timeout: 2_000 });
    else setTimeout(work, 200);
  };
  if (shown) {
    idle();
    return;
  }
  const listener = () => {
    listeners.delete(listener);
    idle();
  };
  listeners.add(listener);
}

/**
 * The shell's own extras (the toaster, the connection banner, pending changes, the saved theme, Today's badge) wait for
 * the first screen too (decision 0164): each is a file or a call that used to go out beside the screen's own, and the
 * screen is what the potter opened the app for. True from the moment the browser is idle after the first screen.
 */
let extrasReady = false;
const extrasListeners = new Set<() => void>();
if (typeof window !== "undefined") {
  afterFirstScreen(() => {
    extrasReady = true;
    for (const listener of [...extrasListeners]) listener();
  });
}

function subscribeExtras(listener: () => void): () => void {
  extrasListeners.add(listener);
  return () => extrasListeners.delete(listener);
}

export function useAfterFirstScreen(): boolean {
  return useSyncExternalStore(subscribeExtras, () => extrasReady, () => false);
}
