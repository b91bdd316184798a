/**
 * 'Print ticket' (docs/decisions/0249-studio-tickets.md): a firing request's ticket on the label layouts, the 2 × 1
 * label printer first; the PDF downloads (or opens the share sheet in the native app). Mounted beside a member's own
 * requests and on the staff's queue; `requestIds` may be one request or several.
 */
import { Loader2, Printer, Ticket } from "lucide-react";
import { useRef, useState } from "react";
import { LABEL_TEXTS } from "../../../contract/labels/texts";
import { TICKET_LAYOUTS, type TicketLayout } from "../../../contract/studios/fee-rules";
import { FEE_TEXTS as T } from "../../../contract/studios/fee-texts";
import { Button } from "../../components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from "../../components/ui/dialog";
import { toast } from "../../components/ui/toast-store";
import { isNetworkError } from "../../lib/api-error";
import { printTickets } from "./studio-fees-api";
import { LayoutChoice } from "../labels/layout-choice";

interface TicketButtonProps {
  studioId: number;
  requestIds: readonly number[];
  /** The button's words; 'Print ticket' (or 'Print n tickets') when not given. */
  label?: string;
  variant?: "outline" | "ghost" | "default";
}

export function TicketButton({ studioId, requestIds, label, variant = "outline" }: TicketButtonProps) {
  const [open, setOpen] = useState(false);
  const [layout, setLayout] = useState<TicketLayout>("single-2x1");
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const abort = useRef<AbortController | null>(null);

  const close = (next: boolean) => {
    if (!next) abort.current?.abort();
    setOpen(next);
    setError(null);
  };

  const make = async () => {
    setBusy(true);
    setError(null);
    abort.current = new AbortController();
    try {
      await printTickets(studioId, { requestIds: [...requestIds], layout }, abort.current.signal);
      toast({ title: T.ticketReady });
      setOpen(false);
    } catch (err) {
      if (abort.current.signal.aborted) return;
      setError(isNetworkError(err) ? T.ticketOffline : err instanceof Error && err.message ? err.message : T.ticketFailed);
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <Button variant={variant} className="min-h-11" disabled={requestIds.length === 0} onClick={() => setOpen(true)}>
        <Ticket aria-hidden="true" />
        {label ?? T.tickets(requestIds.length)}
      </Button>
      <Dialog open={open} onOpenChange={close}>
        <DialogContent className="max-h-[90dvh] overflow-y-auto">
          <DialogHeader>
            <DialogTitle>{T.ticketTitle(requestIds.length)}</DialogTitle>
            <DialogDescription>{T.ticketIntro}</DialogDescription>
          </DialogHeader>
          <LayoutChoice layouts={TICKET_LAYOUTS} value={layout} onChange={setLayout} disabled={busy} />
          {error ? (
            <p role="alert" className="rounded-md border border-destructive/50 px-3 py-2 text-sm text-destructive">
              {error}
            </p>
          ) : null}
          <p role="status" className="sr-only">
            {busy ? T.ticketMaking : ""}
          </p>
          <DialogFooter>
            <Button variant="outline" className="min-h-11" onClick={() => close(false)}>
              {LABEL_TEXTS.cancel}
            </Button>
            <Button className="min-h-11" disabled={busy} onClick={() => void make()}>
              {busy ? <Loader2 className="animate-spin" aria-hidden="true" /> : <Printer aria-hidden="true" />}
              {T.ticketPrint}
            </Button>
          </DialogFooter>
        </DialogContent>
      </Dialog>
    </>
  );
}
