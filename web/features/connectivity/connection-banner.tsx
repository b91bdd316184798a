import { ChevronDownIcon, RefreshCwIcon, WifiOffIcon } from "lucide-react";
import { useState, useSyncExternalStore } from "react";
import { Button } from "../../components/ui/button";
import { pendingCount, subscribeOutbox } from "../../lib/offline/outbox-runtime";
import { CONNECTIVITY_TEXTS as T } from "./connectivity-texts";
import { useConnectivity } from "./use-connectivity";

/**
 * product.md#r73: on every screen while disconnected (never on hosted-preview sites). Compact on a phone: the title
 * and Retry on one row, then what happens to the potter's changes with the number waiting; the error details and the
 * advice fold away (docs/decisions/0192-connection-banner.md).
 */
export function ConnectionBanner() {
  const { connected, checking, error, retry } = useConnectivity();
  const waiting = useSyncExternalStore(subscribeOutbox, pendingCount, () => 0);
  const [open, setOpen] = useState(false);
  if (connected) return null;
  return (
    <section
      role="alert"
      aria-labelledby="connection-lost-title"
      className="sticky top-0 z-50 border-b border-destructive/30 bg-destructive/10 px-4 pt-[max(0.25rem,env(safe-area-inset-top))] pb-2 text-sm text-foreground backdrop-blur dark:bg-destructive/20"
    >
      <div className="mx-auto grid max-w-lg gap-0.5">
        <div className="flex items-center justify-between gap-2">
          <h2 id="connection-lost-title" className="flex items-center gap-2 text-base font-semibold text-destructive">
            <WifiOffIcon className="size-5" aria-hidden="true" />
            {T.bannerTitle}
          </h2>
          <Button variant="outline" size="sm" className="min-h-11" onClick={retry} disabled={checking}>
            <RefreshCwIcon className={checking ? "animate-spin" : undefined} aria-hidden="true" />
            {checking ? T.checking : T.retry}
          </Button>
        </div>
        <div className="flex items-start justify-between gap-2">
          <p className="py-1">{T.bannerBody(waiting)}</p>
          <Button
            variant="ghost"
            size="icon"
            aria-expanded={open}
            aria-controls="connection-details"
            aria-label={open ? T.hideDetails : T.details}
            onClick={() => setOpen(!open)}
          >
            <ChevronDownIcon className={open ? "rotate-180" : undefined} aria-hidden="true" />
          </Button>
        </div>
        <div id="connection-details" hidden={!open} className="grid gap-1 pb-1 text-xs text-muted-foreground">
          {error ? (
            <p>
              {T.errorDetails} <span className="break-words">{error}</span>
            </p>
          ) : null}
          <p>{T.bannerAdvice}</p>
        </div>
      </div>
    </section>
  );
}
