/**
 * The market days' calendar link on the Business screen (product.md#r294,
 * docs/decisions/0328-market-days-calendar-link.md): the potter makes a secret address once, copies it or subscribes
 * with webcal://, makes a new one (the old one stops) or turns it off. Online only: the link is the server's to make.
 */
import { CalendarPlusIcon, CopyIcon } from "lucide-react";
import { useState } from "react";
import { BIZ } from "../../../contract/business/screen-texts";
import { ConfirmDialog } from "../../components/confirm-dialog";
import { Button } from "../../components/ui/button";
import { Skeleton } from "../../components/ui/skeleton";
import { toast } from "../../components/ui/toast-store";
import { useCreateEventFeed, useEventFeed, useRemoveEventFeed } from "./business-api";

const failed = (error: unknown) => toast({ title: error instanceof Error ? error.message : String(error), variant: "destructive" });

async function copy(url: string) {
  try {
    await navigator.clipboard.writeText(url);
    toast({ title: BIZ.calendarLinkCopied });
  } catch {
    // No clipboard permission: the address is on screen to select.
    toast({ title: BIZ.calendarLinkCopyFailed });
  }
}

export function CalendarLinkSection() {
  const state = useEventFeed();
  const create = useCreateEventFeed();
  const remove = useRemoveEventFeed();
  const [confirm, setConfirm] = useState<"renew" | "off" | null>(null);
  const feed = state.data?.feed ?? null;
  return (
    <section aria-labelledby="calendar-link" className="grid gap-2 rounded-lg border p-4">
      <h2 id="calendar-link" className="text-base font-semibold">
        {BIZ.calendarLink}
      </h2>
      <p className="text-sm text-muted-foreground">{BIZ.calendarLinkHelp}</p>
      {state.error ? <p role="alert" className="text-sm text-destructive">{state.error.message}</p> : null}
      {state.isPending ? <Skeleton className="h-11 rounded-md" /> : null}
      {state.data && !feed ? (
        <Button className="min-h-11 justify-self-start" disabled={create.isPending} onClick={() => create.mutate(undefined, { onError: failed })}>
          <CalendarPlusIcon aria-hidden="true" />
          {BIZ.calendarLinkOn}
        </Button>
      ) : null}
      {feed ? (
        <>
          <input
            readOnly
            aria-label={BIZ.calendarLinkAddress}
            value={feed.url}
            onFocus={(e) => e.currentTarget.select()}
            className="min-h-11 w-full min-w-0 rounded-md border border-input bg-card px-3 text-sm"
          />
          <p className="text-sm text-muted-foreground">{BIZ.calendarLinkPrivate}</p>
          <div className="flex flex-wrap gap-2">
            <Button variant="outline" className="min-h-11" onClick={() => void copy(feed.url)}>
              <CopyIcon aria-hidden="true" />
              {BIZ.calendarLinkCopy}
            </Button>
            <Button asChild className="min-h-11">
              <a href={feed.webcalUrl}>
                <CalendarPlusIcon aria-hidden="true" />
                {BIZ.calendarLinkSubscribe}
              </a>
            </Button>
            <Button variant="outline" className="min-h-11" onClick={() => setConfirm("renew")}>
              {BIZ.calendarLinkRenew}
            </Button>
            <Button variant="outline" className="min-h-11" onClick={() => setConfirm("off")}>
              {BIZ.calendarLinkOff}
            </Button>
          </div>
        </>
      ) : null}
      <ConfirmDialog
        open={confirm !== null}
        onOpenChange={(open) => (open ? undefined : setConfirm(null))}
        title={confirm === "off" ? BIZ.calendarLinkOffTitle : BIZ.calendarLinkRenewTitle}
        description={confirm === "off" ? BIZ.calendarLinkOffText : BIZ.calendarLinkRenewText}
        confirmLabel={confirm === "off" ? BIZ.calendarLinkOff : BIZ.calendarLinkRenew}
        destructive={confirm === "off"}
        onConfirm={() =>
          (confirm === "off" ? remove.mutateAsync() : create.mutateAsync()).then(
            () => {
              toast({ title: confirm === "off" ? BIZ.calendarLinkIsOff : BIZ.calendarLinkRenewed });
              setConfirm(null);
            },
            failed,
          )
        }
      />
    </section>
  );
}
