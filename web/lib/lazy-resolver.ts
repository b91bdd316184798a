import { useEffect } from "react";
import type { FieldValues, Resolver } from "react-hook-form";

/**
 * A react-hook-form resolver whose schema, and zod with it, loads once the form is on screen rather than with its
 * screen (issue 19): the sign-in screen is the first one a new visitor waits for, and zod is a third of its code.
 * `preload` starts the load (the form calls it when the browser is idle, or on its first focus); a submit before it
 * has finished waits for it.
 */
export function lazyResolver<In extends FieldValues, Out>(load: () => Promise<Resolver<In, unknown, Out>>) {
  let loading: Promise<Resolver<In, unknown, Out>> | undefined;
  // A failed load (no connection and nothing cached yet) is tried again by the next call.
  const preload = () =>
    (loading ??= load().catch((error: unknown) => {
      loading = undefined;
      throw error;
    }));
  const resolver: Resolver<In, unknown, Out> = async (values, context, options) => (await preload())(values, context, options);
  return { resolver, preload };
}

/** The screen is drawn and its data shown by then, even on a slow phone: a preload never competes with them. */
const PRELOAD_AFTER_MS = 1_500;

/**
 * Runs `preload` when the browser is next idle a moment after the part's screen shows, so neither a submit nor the
 * part's first opening waits, and the screen's own chunks and answers never share the network with it (issue 19).
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
