/**
 * Public toast API (product.md#r119). Import `toast` / `useToast` from here; this file stays tiny so any
 * screen can use it without pulling Radix Toast, which the lazily mounted Toaster (./toaster) renders.
 */
export { dismissToast, toast, toastUndo, useToast } from "./toast-store";
export type { ToastItem, ToastOptions, ToastVariant } from "./toast-store";
