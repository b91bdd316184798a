import { useCallback, useEffect, useRef, useState } from "react";
import { PIECE_AUTOSAVE_MS, SAVED_INDICATOR_MS } from "../../../contract/pieces";

export type SaveStatus = "idle" | "saving" | "saved";

interface Options<T> {
  value: T;
  /** The copy last stored on the server; nothing is saved while the form equals it. */
  saved: T;
  canSave: (value: T) => boolean;
  save: (value: T) => Promise<void>;
}

/**
 * Spec 001 §4 auto-save on piece details: 2 s after the last change when the form differs from the saved copy;
 * `flush` saves at once (blur, leaving). Status idle → saving → saved → idle after 2 s; a failure returns to idle
 * and keeps the form as typed. Saves run one at a time, in order, so an older answer never wins.
 */
export function usePieceAutosave<T>({ value, saved, canSave, save }: Options<T>) {
  const [status, setStatus] = useState<SaveStatus>("idle");
  const latest = useRef(value);
  const stored = useRef(JSON.stringify(saved));
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const chain = useRef<Promise<void>>(Promise.resolve());
  const mounted = useRef(true);
  const stopped = useRef(false);
  const deps = useRef({ canSave, save });
  useEffect(() => {
    latest.current = value;
    deps.current = { canSave, save };
  });

  const flush = useCallback((): Promise<void> => {
    if (timer.current) clearTimeout(timer.current);
    timer.current = null;
    const run = async () => {
      const current = latest.current;
      const snapshot = JSON.stringify(current);
      if (stopped.current || snapshot === stored.current || !deps.current.canSave(current)) return;
      if (mounted.current) setStatus("saving");
      try {
        await deps.current.save(current);
        stored.current = snapshot;
        if (mounted.current) setStatus(JSON.stringify(latest.current) === snapshot ? "saved" : "saving");
      } catch (err) {
        console.warn("Auto-save failed", err);
        if (mounted.current) setStatus("idle");
      }
    };
    chain.current = chain.current.then(run);
    return chain.current;
  }, []);

  /** Drops pending work (the piece is being deleted). */
  const stop = useCallback(() => {
    stopped.current = true;
    if (timer.current) clearTimeout(timer.current);
    timer.current = null;
  }, []);

  useEffect(() => {
    if (JSON.stringify(value) === stored.current) return;
    if (timer.current) clearTimeout(timer.current);
    timer.current = setTimeout(() => void flush(), PIECE_AUTOSAVE_MS);
  }, [value, flush]);

  useEffect(() => {
    if (status !== "saved") return;
    const t = setTimeout(() => setStatus("idle"), SAVED_INDICATOR_MS);
    return () => clearTimeout(t);
  }, [status]);

  useEffect(() => {
    mounted.current = true;
    const onHide = () => {
      if (document.visibilityState === "hidden" && timer.current) void flush();
    };
    document.addEventListener("visibilitychange", onHide);
    return () => {
      document.removeEventListener("visibilitychange", onHide);
      mounted.current = false;
      // Leaving the screen saves what is still waiting.
      if (timer.current) void flush();
    };
  }, [flush]);

  return { status, flush, stop };
}
