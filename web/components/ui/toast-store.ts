import { useSyncExternalStore, type ReactNode } from "react";
import { UNDO_TEXTS } from "../../../contract/common/texts";

export type ToastVariant = "default" | "destructive";

export interface ToastOptions {
  title: ReactNode;
  description?: ReactNode;
  variant?: ToastVariant;
  /** Milliseconds; defaults to the provider's 5000 ms (product.md#r119). */
  duration?: number;
  /** One button in the toast, e.g. Undo; tapping it closes the toast. */
  action?: { label: string; onSelect: () => void };
  /** A second button beside it (a sent piece's toast: Print tickets and Undo, product.md#r242). */
  secondAction?: { label: string; onSelect: () => void };
}

export interface ToastItem extends ToastOptions {
  id: string;
  open: boolean;
}

// product.md#r119: one toast at a time, so a new toast replaces the current one.
const TOAST_LIMIT = 1;
// Keep a closed toast mounted briefly so its exit animation can play.
const REMOVE_DELAY_MS = 300;

let toasts: ToastItem[] = [];
let counter = 0;
const listeners = new Set<() => void>();

function emit(next: ToastItem[]): void {
  toasts = next;
  for (const listener of listeners) listener();
}

export function dismissToast(id?: string): void {
  emit(toasts.map((t) => (id === undefined || t.id === id ? { ...t, open: false } : t)));
  setTimeout(() => emit(toasts.filter((t) => t.open)), REMOVE_DELAY_MS);
}

/** Shows a toast from anywhere (components, mutation callbacks, plain modules). */
export function toast(options: ToastOptions): { id: string; dismiss: () => void } {
  counter += 1;
  const id = String(counter);
  emit([{ ...options, id, open: true }, ...toasts.map((t) => ({ ...t, open: false }))].slice(0, TOAST_LIMIT));
  return { id, dismiss: () => dismissToast(id) };
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useToast() {
  const current = useSyncExternalStore(subscribe, () => toasts, () => toasts);
  return { toasts: current, toast, dismiss: dismissToast };
}

/** A removal's toast with Undo for the toast's few seconds (docs/decisions/0131-undo-and-stage-edits.md). */
export function toastUndo(what: string, onUndo: () => void): void {
  toast({ title: UNDO_TEXTS.removed(what), action: { label: UNDO_TEXTS.undo, onSelect: onUndo } });
}
