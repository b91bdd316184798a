import { RefreshCwIcon, WifiOffIcon } from "lucide-react";
import { Button } from "../../components/ui/button";
import { CONNECTIVITY_TEXTS as T } from "./connectivity-texts";
import { useConnectivity } from "./use-connectivity";

/** product.md#r36: on every screen while disconnected (never in the web build or on hosted-preview sites). */
export function ConnectionBanner() {
  const { connected, checking, error, retry } = useConnectivity();
  if (connected) return null;
  return (
    <section
      role="alert"
      aria-labelledby="connection-lost-title"
      className="sticky top-0 z-50 border-b border-destructive/30 bg-destructive/10 px-4 pt-[max(0.75rem,env(safe-area-inset-top))] pb-3 text-sm text-foreground backdrop-blur dark:bg-destructive/20"
    >
      <div className="mx-auto flex max-w-lg flex-col gap-2">
        <h2 id="connection-lost-title" className="flex items-center gap-2 text-base font-semibold text-destructive">
          <WifiOffIcon className="size-5" aria-hidden="true" />
          {T.bannerTitle}
        </h2>
        <p>{T.bannerBody}</p>
        {error ? (
          <p className="text-xs text-muted-foreground">
            {T.errorDetails} <span className="break-words">{error}</span>
          </p>
        ) : null}
        <p className="text-xs text-muted-foreground">{T.bannerAdvice}</p>
        <Button variant="outline" className="self-start" onClick={retry} disabled={checking}>
          <RefreshCwIcon className={checking ? "animate-spin" : undefined} aria-hidden="true" />
          {checking ? T.checking : T.retry}
        </Button>
      </div>
    </section>
  );
}
