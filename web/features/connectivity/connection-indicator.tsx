import { Tooltip, TooltipContent, TooltipTrigger } from "../../components/ui/tooltip";
import { cn } from "../../lib/utils";
import { CONNECTIVITY_TEXTS as T } from "./connectivity-texts";
import { connectivityChecked, useConnectivity } from "./use-connectivity";

/**
 * product.md#r36: the small connection icon above the bottom navigation in the mobile app. Green while connected;
 * a red retry button otherwise. The 44 px hit area wraps a small dot so it never crowds the screen.
 */
export function ConnectionIndicator() {
  const { connected, checking, error, retry } = useConnectivity();
  if (!connectivityChecked()) return null;
  const label = connected ? T.connected : error ? T.connectionError(error) : T.disconnected;
  const dot = (
    <span
      aria-hidden="true"
      className={cn(
        "block size-3 rounded-full ring-2 ring-background",
        connected ? "bg-green-600 dark:bg-green-500" : "bg-red-600 dark:bg-red-500",
        checking && "animate-pulse",
      )}
    />
  );
  return (
    <div className="pointer-events-none fixed right-3 z-40 bottom-[calc(var(--bottom-nav-height,0px)+0.5rem)]">
      <Tooltip>
        <TooltipTrigger asChild>
          {connected ? (
            <span
              role="status"
              aria-label={label}
              title={label}
              data-state-connection="connected"
              tabIndex={0}
              className="pointer-events-auto flex size-11 items-center justify-center rounded-full"
            >
              {dot}
            </span>
          ) : (
            <button
              type="button"
              aria-label={label}
              title={label}
              data-state-connection="disconnected"
              onClick={retry}
              className="pointer-events-auto flex size-11 items-center justify-center rounded-full focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
            >
              {dot}
            </button>
          )}
        </TooltipTrigger>
        <TooltipContent side="left">{label}</TooltipContent>
      </Tooltip>
    </div>
  );
}
