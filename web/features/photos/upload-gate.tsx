/**
 * The upload gate (docs/decisions/0130-save-waits-for-uploads.md): a screen that saves photos creates one, puts it
 * around its photo strips, and Save (or leaving the screen) waits until every running upload has landed in the form, so
 * no photo finishes into nothing.
 */
import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState, type ReactNode } from "react";
import { useNavigationBlocker } from "../../lib/navigation-blocker";

export interface UploadGate {
  /** True while a strip inside the gate uploads. */
  busy: boolean;
  /** Counts a strip's batch, from picking to the form holding its urls. */
  track: <T>(work: Promise<T>) => Promise<T>;
  /** Resolves once no upload runs and the screen has rendered the urls they added. */
  settled: () => Promise<void>;
}

const GateContext = createContext<UploadGate | null>(null);

export function UploadGateProvider({ gate, children }: { gate: UploadGate; children: ReactNode }) {
  return <GateContext.Provider value={gate}>{children}</GateContext.Provider>;
}

/** The gate of the screen around a strip, if any. */
export function useEnclosingUploadGate(): UploadGate | null {
  return useContext(GateContext);
}

export function useUploadGate(): UploadGate {
  const [count, setCount] = useState(0);
  const running = useRef(0);
  const waiters = useRef<(() => void)[]>([]);

  // Released after the render in which the last batch's urls reached the form: a batch hands its urls to the form
  // before it stops counting, so this render holds them, and the screen's effects have seen them.
  useEffect(() => {
    if (count > 0) return;
    const waiting = waiters.current;
    waiters.current = [];
    for (const release of waiting) release();
  }, [count]);

  const track = useCallback(async <T,>(work: Promise<T>): Promise<T> => {
    running.current += 1;
    setCount((c) => c + 1);
    try {
      return await work;
    } finally {
      running.current -= 1;
      setCount((c) => c - 1);
    }
  }, []);

  const settled = useCallback(
    () => (running.current === 0 ? Promise.resolve() : new Promise<void>((resolve) => waiters.current.push(resolve))),
    [],
  );

  return useMemo(() => ({ busy: count > 0, track, settled }), [count, track, settled]);
}

/**
 * On an auto-saving details screen: leaving while a photo uploads waits for it (the strip then hands the url to the
 * form, whose auto-save stores it on leaving). Answers true while the screen waits, to show 'Saving...'. Links,
 * `navigate()` and the browser's Back and Forward are all held (web/lib/navigation-blocker.tsx).
 */
export function useFinishUploadsBeforeLeaving(gate: UploadGate): boolean {
  const blocker = useNavigationBlocker(({ currentLocation, nextLocation }) => gate.busy && currentLocation.pathname !== nextLocation.pathname);
  useEffect(() => {
    if (blocker.state === "blocked" && !gate.busy) blocker.proceed();
  }, [blocker, gate.busy]);
  return blocker.state === "blocked";
}
