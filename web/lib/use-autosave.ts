import { TIMINGS } from "../../contract/app/constants";
import { useCallback, useEffect, useRef, useState } from "react";

export type SaveStatus = "idle" | "saving" | "saved" | "error";

export interface AutosaveOptions<T, R> {
  /** The form as shown. Its first value is taken as what the server already holds. */
  value: T;
  /** Debounce: a save starts this long after the last change. */
  delayMs: number;
  /** How long 'saved' shows before the indicator returns to idle. */
  savedMs?: number;
  /** False while the value must not be saved (e.g. an empty name); nothing is sent then. */
  canSave: (value: T) => boolean;
  save: (value: T) => Promise<R>;
  /** Gets the answer of a save only when no edit came after it, so a stale answer never lands on newer input. */
  onSaved?: (result: R) => void;
  /** After a failure nothing is sent again, not even on leaving, until the value changes (product.md#r76 combos). */
  pauseOnError?: boolean;
  /** An edit hides a 'saved' still showing, since it no longer describes the screen. */
  hideSavedOnEdit?: boolean;
}

/**
 * Debounced auto-save shared by the edit screens (product.md#r76). Saves run one at a time, in order, and each edit bumps
 * a version counter so only the newest edit's outcome reaches the indicator. Fast edits coalesce into one save of the
 * latest value; a value equal to the last one stored is not sent. Hiding the page saves what waits on the timer; leaving
 * the screen also retries a failed save. `flush` saves now (blur, duplicate); `cancel` drops all pending work (delete).
 */
export function useAutosave<T, R = void>(options: AutosaveOptions<T, R>) {
  const { value, delayMs, savedMs = TIMINGS.savedIndicatorMs, hideSavedOnEdit = false } = options;
  const [status, setStatus] = useState<SaveStatus>("idle");
  const [error, setError] = useState<string | null>(null);
  const [baseline] = useState(() => JSON.stringify(value));
  const seen = useRef(baseline);
  const stored = useRef(baseline);
  const latest = useRef(value);
  const version = useRef(0);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const chain = useRef<Promise<void>>(Promise.resolve());
  const cancelled = useRef(false);
  const paused = useRef(false);
  const mounted = useRef(true);
  const opts = useRef(options);
  useEffect(() => {
    opts.current = options;
  });

  const flush = useCallback((): Promise<void> => {
    if (timer.current) clearTimeout(timer.current);
    timer.current = null;
    const run = async () => {
      const current = latest.current;
      const json = JSON.stringify(current);
      const v = version.current;
      if (cancelled.current || paused.current) return;
      const { canSave, save, onSaved, pauseOnError } = opts.current;
      if (json === stored.current || !canSave(current)) {
        // A stale answer left 'saving' showing; settle it for what the screen shows now.
        if (mounted.current) setStatus((s) => (s !== "saving" ? s : json === stored.current ? "saved" : "idle"));
        return;
      }
      if (mounted.current) setStatus("saving");
      try {
        const result = await save(current);
        stored.current = json;
        // A newer edit is waiting on the timer; its own save settles the indicator.
        if (v !== version.current || !mounted.current) return;
        onSaved?.(result);
        setError(null);
        setStatus("saved");
      } catch (err) {
        console.warn("Auto-save failed", err);
        if (v !== version.current) return;
        if (pauseOnError) paused.current = true;
        if (!mounted.current) return;
        setError(err instanceof Error ? err.message : String(err));
        setStatus("error");
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
    const json = JSON.stringify(value);
    if (json === seen.current) return;
    seen.current = json;
    latest.current = value;
    version.current += 1;
    paused.current = false;
    if (hideSavedOnEdit && json !== stored.current) setStatus((s) => (s === "saved" ? "idle" : s));
    if (timer.current) clearTimeout(timer.current);
    timer.current = setTimeout(() => void flush(), delayMs);
  }, [value, delayMs, hideSavedOnEdit, flush]);

  useEffect(() => {
    if (status !== "saved") return;
    const t = setTimeout(() => setStatus("idle"), savedMs);
    return () => clearTimeout(t);
  }, [status, savedMs]);

  useEffect(() => {
    mounted.current = true;
    // Going to the background (tab or app switch, closing) saves at once rather than after the delay.
    const onHide = () => {
      if (document.visibilityState === "hidden" && timer.current) void flush();
    };
    document.addEventListener("visibilitychange", onHide);
    return () => {
      document.removeEventListener("visibilitychange", onHide);
      mounted.current = false;
      // Leaving is the last chance: save what waits, or retry what failed (unless paused until an edit).
      void flush();
    };
  }, [flush]);

  return { status, error, flush, cancel };
}
