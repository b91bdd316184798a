import { useEffect } from "react";

/**
 * Code loaded ahead of its use (decision 0159): an area's offline calls, a form's checks, a dialog or a closed section.
 * `loadOnce` shares one load among every caller; a failed load (no connection and nothing cached yet) is tried again by
 * the next call.
 */
export function loadOnce<T>(load: () => Promise<T>): () => Promise<T> {
  let loading: Promise<T> | undefined;
  return () =>
    (loading ??= load().catch((error: unknown) => {
      loading = undefined;
      throw error;
    }));
}

/** The screen is drawn and its data shown by then, even on a slow phone: a preload never competes with them. */
const PRELOAD_AFTER_MS = 1_500;

/**
 * Runs `preload` when the browser is next idle a moment after the part's screen shows, so neither a submit nor the
 * part's first opening waits, and the screen's own chunks and answers never share the network with it.
 * @param preload stable across renders (defined at module level)
 */
export function usePreloadWhenIdle(preload: () => Promise<unknown>): void {
  useEffect(() => {
    const run = () => void preload().catch(() => undefined);
    let idle: number | undefined;
    const timer = setTimeout(() => {
      if (typeof window.requestIdleCallback === "function") idle = window.requestIdleCallback(run, { timeout: 3_000 });
      else run();
    }, PRELOAD_AFTER_MS);
    return () => {
      clearTimeout(timer);
      if (idle !== undefined) window.cancelIdleCallback(idle);
    };
  }, [preload]);
}

/** One preload for several parts of a screen. */
export const preloadAll =
  (...parts: { preload: () => Promise<unknown> }[]) =>
  () =>
    Promise.all(parts.map((part) => part.preload()));
