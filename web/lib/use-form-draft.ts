/**
 * An unsaved New form kept on the device (docs/decisions/0132-unsaved-drafts.md): every change is written to
 * localStorage under the potter's id, and the next visit to the screen offers it back. Save clears it.
 */
import { useCallback, useEffect, useRef, useState } from "react";
import { DRAFT_RULES } from "../../contract/common/texts";

interface Stored<T> {
  savedAt: number;
  value: T;
}

const keyOf = (owner: number, name: string) => `claybook-draft:${owner}:${name}`;

function read<T>(key: string): Stored<T> | null {
  try {
    const stored = JSON.parse(localStorage.getItem(key) ?? "null") as Stored<T> | null;
    if (!stored || typeof stored.savedAt !== "number" || Date.now() - stored.savedAt > DRAFT_RULES.keepMs) return null;
    return stored;
  } catch {
    return null;
  }
}

function write(key: string, stored: Stored<unknown> | null) {
  try {
    if (stored) localStorage.setItem(key, JSON.stringify(stored));
    else localStorage.removeItem(key);
  } catch (error) {
    // Private mode or a full disk: the form still works, only without the kept draft.
    console.warn("draft not kept", error);
  }
}

export interface FormDraftOptions<T> {
  /** The screen, e.g. 'new-piece'. */
  name: string;
  /** The signed-in potter's id; nothing is kept or offered without it. */
  owner: number | undefined;
  /** The form as shown; its first value is the empty form, which is never kept. */
  value: T;
  /** Puts a kept draft into the form. */
  onRestore: (value: T) => void;
  /** The draft without its photos, for a draft older than the server keeps unattached uploads. */
  withoutPhotos?: (value: T) => T;
}

export function useFormDraft<T>({ name, owner, value, onRestore, withoutPhotos }: FormDraftOptions<T>) {
  const key = owner ? keyOf(owner, name) : null;
  const [empty] = useState(() => JSON.stringify(value));
  const [offer, setOffer] = useState<T | null>(null);
  const checked = useRef<string | null>(null);
  const finished = useRef(false);
  const written = useRef(empty);
  const restore = useRef(onRestore);
  useEffect(() => {
    restore.current = onRestore;
  });

  // Once per potter and screen: a kept draft is offered before anything new is written over it.
  useEffect(() => {
    if (!key || checked.current === key) return;
    checked.current = key;
    const stored = read<T>(key);
    if (!stored || JSON.stringify(stored.value) === empty) return;
    const old = Date.now() - stored.savedAt > DRAFT_RULES.photosKeepMs;
    setOffer(old && withoutPhotos ? withoutPhotos(stored.value) : stored.value);
  }, [key, empty, withoutPhotos]);

  useEffect(() => {
    if (!key || checked.current !== key || offer !== null || finished.current) return;
    const json = JSON.stringify(value);
    if (json === written.current) return;
    written.current = json;
    write(key, json === empty ? null : { savedAt: Date.now(), value });
  }, [key, value, offer, empty]);

  const accept = useCallback(() => {
    if (offer !== null) restore.current(offer);
    setOffer(null);
  }, [offer]);

  const discard = useCallback(() => {
    if (key) write(key, null);
    written.current = empty;
    setOffer(null);
  }, [key, empty]);

  /** After a successful save: the draft is gone and nothing more is kept from this visit. */
  const clear = useCallback(() => {
    finished.current = true;
    if (key) write(key, null);
  }, [key]);

  return { offered: offer !== null, accept, discard, clear };
}

export type FormDraft = ReturnType<typeof useFormDraft>;
