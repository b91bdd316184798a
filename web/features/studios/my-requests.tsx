/**
 * The member's own firing requests in a studio (docs/decisions/0231-firing-queue.md): status, fee and what came out;
 * withdraw while on the shelf, behind a confirmation; a ticket for each piece on the shelf or in the kiln, and all of
 * them at once (docs/decisions/0249-studio-tickets.md): the ticket goes on the shelf with the piece.
 */
import { useState } from "react";
import { REQUEST_TEXTS as T } from "../../../contract/studios/request-texts";
import { FEE_TEXTS as F } from "../../../contract/studios/fee-texts";
import type { RequestView } from "../../../contract/studios/requests";
import { ConfirmDialog } from "../../components/confirm-dialog";
import { Badge } from "../../components/ui/badge";
import { Button } from "../../components/ui/button";
import { Skeleton } from "../../components/ui/skeleton";
import { toast } from "../../components/ui/toast-store";
import { useMyRequests, useWithdrawRequest } from "./studio-requests-api";
import { TicketButton } from "./ticket-button";

/** A piece on the shelf or in the kiln: the requests a ticket is for. */
const ON_SHELF: readonly RequestView["status"][] = ["requested", "loaded"];

export function MyRequests({ studioId }: { studioId: number }) {
  const requests = useMyRequests(studioId);
  const withdraw = useWithdrawRequest(studioId);
  const [asking, setAsking] = useState<RequestView | null>(null);
  const onShelf = (requests.data ?? []).filter((r) => ON_SHELF.includes(r.status));
  return (
    <section aria-labelledby="my-requests" className="mt-6 grid gap-2">
      <h2 id="my-requests" className="text-lg font-semibold">
        {T.myRequests}
      </h2>
      {requests.isPending ? (
        <Skeleton className="h-12 rounded-lg" />
      ) : requests.data?.length ? (
        <ul className="grid gap-2">
          {requests.data.map((r) => (
            <li key={r.id} className="flex flex-wrap items-center gap-2 rounded-lg border p-3">
              <div className="grid flex-1 gap-0.5">
                <span className="font-medium">{[r.pieceCode, r.pieceName].filter(Boolean).join(" ")}</span>
                <span className="text-sm text-muted-foreground">
                  {[T.kinds[r.kind] ?? r.kind, r.targetCone, T.money(r.fee, r.currency)].filter(Boolean).join(" · ")}
                </span>
                {r.outcome ? <span className="text-sm">{T.outcome(r.outcome)}</span> : null}
              </div>
              <Badge variant="outline">{T.status[r.status] ?? r.status}</Badge>
              {ON_SHELF.includes(r.status) ? <TicketButton studioId={studioId} requestIds={[r.id]} label={F.ticket} /> : null}
              {r.status === "requested" ? (
                <Button variant="outline" className="min-h-11" aria-label={`${T.withdraw}: ${r.pieceName}`} onClick={() => setAsking(r)}>
                  {T.withdraw}
                </Button>
              ) : null}
            </li>
          ))}
        </ul>
      ) : null}
      {onShelf.length > 1 ? <TicketButton studioId={studioId} requestIds={onShelf.map((r) => r.id)} variant="default" /> : null}
      {requests.isPending || requests.data?.length ? null : (
        <p className="text-sm text-muted-foreground">{T.noRequests}</p>
      )}
      <ConfirmDialog
        open={asking !== null}
        onOpenChange={(open) => (open ? null : setAsking(null))}
        title={asking ? T.withdrawTitle(asking.pieceName) : ""}
        description={T.withdrawBody}
        confirmLabel={T.withdraw}
        cancelLabel={T.cancel}
        destructive
        onConfirm={() =>
          asking
            ? withdraw.mutateAsync(asking.id).then(
                () => toast({ title: T.withdrawn }),
                (err: Error) => toast({ title: err.message || T.sendFailed, variant: "destructive" }),
              )
            : undefined
        }
      />
    </section>
  );
}
