import { useCallback, useEffect, useRef, useState } from "react";

export type SaveStatus = "idle" | "saving" | "saved" | "error";

interface AutosaveOptions<T> {
  /** The current form value; a change schedules a save after `delayMs`. */
  value: T;
  /** The value as last stored; saving starts only when the form differs from it. */
  initial: T;
  delayMs: number;
  /** False while the value must not be saved (e.g. no name and no image). */
  canSave: (value: T) => boolean;
  save: (value: T) => Promise<void>;
  /** How long 'saved' stays before the indicator returns to idle. */
  savedMs?: number;
}

/**
 * Debounced auto-save (spec 001 §4): one save in flight at a time, in order, so an older answer never
 * overwrites a newer edit; `flush` saves now (blur, leaving, duplicate); `cancel` drops pending work (delete).
 * Unsaved changes are saved when the screen unmounts.
 */
export function useAutosave<T>({ value, initial, delayMs, canSave, save, savedMs = 2000 }: AutosaveOptions<T>) {
  const [status, setStatus] = useState<SaveStatus>("idle");
  const [error, setError] = useState<string | null>(null);
  const latest = useRef(value);
  const saved = useRef(JSON.stringify(initial));
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const chain = useRef<Promise<void>>(Promise.resolve());
  const cancelled = useRef(false);
  const mounted = useRef(true);
  const deps = useRef({ canSave, save });
  deps.current = { canSave, save };
  latest.current = value;

  const flush = useCallback((): Promise<void> => {
    if (timer.current) clearTimeout(timer.current);
    timer.current = null;
    const run = async () => {
      const current = latest.current;
      const snapshot = JSON.stringify(current);
      if (cancelled.current || snapshot === saved.current || !deps.current.canSave(current)) return;
      if (mounted.current) setStatus("saving");
      try {
        await deps.current.save(current);
        saved.current = snapshot;
        if (mounted.current) {
          setError(null);
          // A newer edit may be waiting; only show 'saved' when the stored value is the shown one.
          setStatus(JSON.stringify(latest.current) === snapshot ? "saved" : "saving");
        }
      } catch (err) {
        if (mounted.current) {
          setStatus("error");
          setError(err instanceof Error ? err.message : String(err));
        }
      }
    };
    chain.current = chain.current.then(run);
    return chain.current;
  }, []);

  const cancel = useCallback(() => {
    cancelled.current = true;
    if (timer.current) clearTimeout(timer.current);
    timer.current = null;
  }, []);

  useEffect(() => {
    if (JSON.stringify(value) === saved.current) return;
    // 'Saved' would now be untrue for what the screen shows.
    setStatus((s) => (s === "saved" ? "idle" : s));
    if (timer.current) clearTimeout(timer.current);
    timer.current = setTimeout(() => void flush(), delayMs);
  }, [value, delayMs, flush]);

  useEffect(() => {
    // Going to the background (tab switch, app switch, closing) saves at once rather than 2 s later.
    const onHide = () => {
      if (document.visibilityState === "hidden" && timer.current) void flush();
    };
    document.addEventListener("visibilitychange", onHide);
    return () => document.removeEventListener("visibilitychange", onHide);
  }, [flush]);

  useEffect(() => {
    if (status !== "saved") return;
    const t = setTimeout(() => setStatus("idle"), savedMs);
    return () => clearTimeout(t);
  }, [status, savedMs]);

  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
      // Leaving the screen saves what is still pending.
      if (timer.current) void flush();
    };
  }, [flush]);

  return { status, error, flush, cancel };
}
