/**
 * The member's request on their own piece (product.md#r242): "On Clay Commons' shelf · $4.00" with Print ticket and
 * Withdraw on the piece's screen, and a mark on its card in My Pieces, so the request lives where the piece does.
 */
import { Link } from "react-router";
import { useState } from "react";
import { FEE_TEXTS as F } from "../../../contract/studios/fee-texts";
import { REQUEST_TEXTS as Q } from "../../../contract/studios/request-texts";
import { STUDIO_TEXTS as T } from "../../../contract/studios/texts";
import { ConfirmDialog } from "../../components/confirm-dialog";
import { Badge } from "../../components/ui/badge";
import { Button } from "../../components/ui/button";
import { toast } from "../../components/ui/toast-store";
import { useOpenRequests, useWithdrawRequest, type OpenRequest } from "./studio-requests-api";
import { TicketButton } from "./ticket-button";

const where = ({ request, studioName }: OpenRequest) => (request.status === "loaded" ? T.inKiln(studioName) : T.onShelf(studioName));

export function PieceRequest({ pieceId }: { pieceId: number }) {
  const open = useOpenRequests().get(pieceId);
  if (!open) return null;
  return <PieceRequestPanel open={open} />;
}

function PieceRequestPanel({ open }: { open: OpenRequest }) {
  const { request } = open;
  const [asking, setAsking] = useState(false);
  const withdraw = useWithdrawRequest(request.studioId);
  return (
    <section aria-label={where(open)} className="flex flex-wrap items-center gap-2 rounded-lg border bg-card p-3">
      <p className="flex-1 text-sm">
        <Link to={`/studios/${request.studioId}`} className="font-medium underline underline-offset-4">
          {where(open)}
        </Link>
        {" · "}
        {[Q.kinds[request.kind] ?? request.kind, request.targetCone, Q.money(request.fee, request.currency)].filter(Boolean).join(" · ")}
      </p>
      <TicketButton studioId={request.studioId} requestIds={[request.id]} label={F.ticket} />
      {request.status === "requested" ? (
        <Button variant="outline" className="min-h-11" onClick={() => setAsking(true)}>
          {Q.withdraw}
        </Button>
      ) : null}
      <ConfirmDialog
        open={asking}
        onOpenChange={setAsking}
        title={Q.withdrawTitle(request.pieceName)}
        description={Q.withdrawBody}
        confirmLabel={Q.withdraw}
        cancelLabel={Q.cancel}
        destructive
        onConfirm={() =>
          withdraw.mutateAsync(request.id).then(
            () => toast({ title: Q.withdrawn }),
            (err: Error) => toast({ title: err.message || Q.sendFailed, variant: "destructive" }),
          )
        }
      />
    </section>
  );
}

/** The card's mark: where the piece waits, in a word or two. */
export function PieceRequestMark({ pieceId }: { pieceId: number }) {
  const open = useOpenRequests().get(pieceId);
  return open ? <Badge variant="outline">{where(open)}</Badge> : null;
}
