import { useEffect, useState } from "react";

/** True once `ms` have passed since mount; loaders use it so they never flash by (spec 000 §2 minimums). */
export function useMinimumDuration(ms: number): boolean {
  const [elapsed, setElapsed] = useState(ms <= 0);
  useEffect(() => {
    if (ms <= 0) return;
    const timer = setTimeout(() => setElapsed(true), ms);
    return () => clearTimeout(timer);
  }, [ms]);
  return elapsed;
}
