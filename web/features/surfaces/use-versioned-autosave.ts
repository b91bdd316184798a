import { useCallback, useEffect, useRef, useState } from "react";

export type SaveStatus = "idle" | "saving" | "saved" | "error";

interface Options<T, R> {
  value: T;
  delayMs: number;
  savedMs: number;
  canSave: (value: T) => boolean;
  save: (value: T) => Promise<R>;
  /** Called with the answer of the newest edit only; answers for older versions are ignored. */
  onSaved: (result: R) => void;
}

/**
 * Spec 001 §4 edit surface treatment: save 2 s after the last edit, with a version counter so a stale answer
 * never overwrites a newer edit. Saves run one at a time, in order, so the server also sees them in order.
 * `flush` saves now (leaving, duplicating); `cancel` drops pending work (deleting). Leaving saves what is pending.
 */
export function useVersionedAutosave<T, R>({ value, delayMs, savedMs, canSave, save, onSaved }: Options<T, R>) {
  const [status, setStatus] = useState<SaveStatus>("idle");
  const [error, setError] = useState<string | null>(null);
  const version = useRef(0);
  const savedVersion = useRef(0);
  const lastJson = useRef(JSON.stringify(value));
  const latest = useRef(value);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const chain = useRef<Promise<void>>(Promise.resolve());
  const cancelled = useRef(false);
  const mounted = useRef(true);
  const callbacks = useRef({ canSave, save, onSaved });

  useEffect(() => {
    callbacks.current = { canSave, save, onSaved };
  });

  const flush = useCallback((): Promise<void> => {
    if (timer.current) clearTimeout(timer.current);
    timer.current = null;
    const run = async () => {
      const v = version.current;
      const snapshot = latest.current;
      if (cancelled.current || v === savedVersion.current || !callbacks.current.canSave(snapshot)) return;
      if (mounted.current) setStatus("saving");
      try {
        const result = await callbacks.current.save(snapshot);
        if (v > savedVersion.current) savedVersion.current = v;
        // Only the newest edit's answer is shown; an older one would undo what the potter typed since.
        if (v === version.current && mounted.current) {
          callbacks.current.onSaved(result);
          setError(null);
          setStatus("saved");
        }
      } catch (err) {
        if (v === version.current && mounted.current) {
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
    const json = JSON.stringify(value);
    if (json === lastJson.current) return;
    lastJson.current = json;
    latest.current = value;
    version.current += 1;
    if (timer.current) clearTimeout(timer.current);
    timer.current = setTimeout(() => void flush(), delayMs);
  }, [value, delayMs, flush]);

  useEffect(() => {
    if (status !== "saved") return;
    const t = setTimeout(() => setStatus("idle"), savedMs);
    return () => clearTimeout(t);
  }, [status, savedMs]);

  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
      if (version.current !== savedVersion.current) void flush();
    };
  }, [flush]);

  return { status, error, flush, cancel };
}
