import { useEffect, useState } from "react";

/**
 * True once `ms` have passed; loaders use it so they never flash by (product.md#r36 minimums). Counted from mount,
 * or with `fromPageStart` from the page's navigation start: the app-start loader is already on screen from
 * index.html before React mounts, and that time counts towards its minimum.
 */
export function useMinimumDuration(ms: number, fromPageStart = false): boolean {
  const [remaining] = useState(() => (fromPageStart ? ms - performance.now() : ms));
  const [elapsed, setElapsed] = useState(remaining <= 0);
  useEffect(() => {
    if (remaining <= 0) return;
    const timer = setTimeout(() => setElapsed(true), remaining);
    return () => clearTimeout(timer);
  }, [remaining]);
  return elapsed;
}
