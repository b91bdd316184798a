/**
 * Spec 001 §4 surface combo autosave: 1 s after the last change that differs from the last saved snapshot;
 * indicator idle → saving → saved → idle (2 s). After an error it pauses until the user edits again.
 */
import { useEffect, useRef, useState } from "react";

export type SaveStatus = "idle" | "saving" | "saved";
export const COMBO_AUTOSAVE_MS = 1000;
export const SAVED_INDICATOR_MS = 2000;

export function useComboAutosave<T>(form: T | null, initial: T | null, save: (value: T) => Promise<void>) {
  const [status, setStatus] = useState<SaveStatus>("idle");
  const [error, setError] = useState<string | null>(null);
  const lastSaved = useRef<string | null>(null);
  const paused = useRef(false);
  const saveRef = useRef(save);
  saveRef.current = save;

  useEffect(() => {
    if (initial !== null && lastSaved.current === null) lastSaved.current = JSON.stringify(initial);
  }, [initial]);

  const serialized = form === null ? null : JSON.stringify(form);
  useEffect(() => {
    if (serialized === null || lastSaved.current === null || serialized === lastSaved.current || paused.current) return;
    const timer = setTimeout(async () => {
      setStatus("saving");
      try {
        await saveRef.current(JSON.parse(serialized) as T);
        lastSaved.current = serialized;
        setError(null);
        setStatus("saved");
        setTimeout(() => setStatus((s) => (s === "saved" ? "idle" : s)), SAVED_INDICATOR_MS);
      } catch (e) {
        paused.current = true;
        setError(e instanceof Error ? e.message : "Unknown error");
        setStatus("idle");
      }
    }, COMBO_AUTOSAVE_MS);
    return () => clearTimeout(timer);
  }, [serialized]);

  /** Call on every user edit: an edit resumes a paused autosave. */
  const edited = () => {
    paused.current = false;
  };
  return { status, error, edited };
}
