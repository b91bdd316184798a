import { cva } from "class-variance-authority";
import { XIcon } from "lucide-react";
import { Toast as ToastPrimitive } from "radix-ui";
import { TIMINGS } from "../../../contract/app/constants";
import { cn } from "../../lib/utils";
import { dismissToast, useToast, type ToastItem } from "./toast-store";

const toastVariants = cva(
  "group pointer-events-auto relative flex w-full items-start gap-3 overflow-hidden rounded-lg border p-4 pr-12 shadow-lg transition-transform data-[state=open]:animate-fade-in data-[state=closed]:opacity-0 data-[swipe=cancel]:translate-x-0 data-[swipe=end]:translate-x-(--radix-toast-swipe-end-x) data-[swipe=move]:translate-x-(--radix-toast-swipe-move-x) data-[swipe=move]:transition-none",
  {
    variants: {
      variant: {
        default: "border-border bg-card text-card-foreground",
        destructive: "border-destructive bg-destructive text-destructive-foreground",
      },
    },
    defaultVariants: { variant: "default" },
  },
);

function ToastView({ item }: { item: ToastItem }) {
  return (
    <ToastPrimitive.Root
      open={item.open}
      onOpenChange={(open) => {
        if (!open) dismissToast(item.id);
      }}
      duration={item.duration}
      // Errors interrupt screen readers; everything else waits its turn.
      type={item.variant === "destructive" ? "foreground" : "background"}
      className={cn(toastVariants({ variant: item.variant }))}
    >
      <div className="grid flex-1 gap-1">
        <ToastPrimitive.Title className="text-sm font-semibold">{item.title}</ToastPrimitive.Title>
        {item.description ? (
          <ToastPrimitive.Description className="text-sm opacity-90">{item.description}</ToastPrimitive.Description>
        ) : null}
      </div>
      {[item.action, item.secondAction].map((action) =>
        action ? (
          <ToastPrimitive.Action
            key={action.label}
            altText={action.label}
            onClick={action.onSelect}
            className="inline-flex min-h-11 shrink-0 items-center rounded-md border px-3 text-sm font-semibold hover:bg-muted focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
          >
            {action.label}
          </ToastPrimitive.Action>
        ) : null,
      )}
      <ToastPrimitive.Close
        aria-label="Close"
        className="absolute top-1 right-1 inline-flex size-11 items-center justify-center rounded-md opacity-70 hover:opacity-100 focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
      >
        <XIcon className="size-4" aria-hidden="true" />
      </ToastPrimitive.Close>
    </ToastPrimitive.Root>
  );
}

/** Mounted once near the root (lazily, to keep Radix Toast out of the entry chunk). product.md#r119: 5000 ms, swipe right past 50 px dismisses, F8 focuses the region. */
export default function Toaster() {
  const { toasts } = useToast();
  return (
    <ToastPrimitive.Provider
      duration={TIMINGS.toastDurationMs}
      swipeDirection="right"
      swipeThreshold={TIMINGS.toastSwipeThresholdPx}
      label="Notification"
    >
      {toasts.map((item) => (
        <ToastView key={item.id} item={item} />
      ))}
      <ToastPrimitive.Viewport
        hotkey={["F8"]}
        className="fixed top-[env(safe-area-inset-top)] right-0 z-[100] flex max-h-dvh w-full flex-col gap-2 p-4 outline-none sm:max-w-sm"
      />
    </ToastPrimitive.Provider>
  );
}
