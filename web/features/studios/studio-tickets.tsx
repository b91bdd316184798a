/**
 * The caller's own pieces on the studio's shelf, each with its ticket (docs/decisions/0249-studio-tickets.md), and
 * all their tickets at once: the ticket goes on the shelf with the piece and the staff scan it to load it.
 */
import { useId } from "react";
import { FEE_TEXTS as T } from "../../../contract/studios/fee-texts";
import { REQUEST_TEXTS as R } from "../../../contract/studios/request-texts";
import { Skeleton } from "../../components/ui/skeleton";
import { useMyShelf } from "./studio-fees-api";
import { TicketButton } from "./ticket-button";

export function StudioTickets({ studioId }: { studioId: number }) {
  const shelf = useMyShelf(studioId);
  const uid = useId();
  return (
    <section aria-labelledby={`${uid}-tickets`} className="mt-6 grid gap-2">
      <h2 id={`${uid}-tickets`} className="text-lg font-semibold">
        {T.myTickets}
      </h2>
      {shelf.isPending ? (
        <Skeleton className="h-12 rounded-lg" />
      ) : shelf.error ? (
        <p role="alert" className="text-sm text-destructive">
          {shelf.error.message}
        </p>
      ) : shelf.data.length === 0 ? (
        <p className="text-sm text-muted-foreground">{T.noTickets}</p>
      ) : (
        <>
          <ul className="grid gap-2">
            {shelf.data.map((r) => (
              <li key={r.id} className="flex flex-wrap items-center gap-2 rounded-lg border p-3">
                <span className="flex-1">
                  <span className="font-medium">{[r.pieceCode, r.pieceName].filter(Boolean).join(" ")}</span>
                  <span className="text-sm text-muted-foreground">
                    {" · "}
                    {[R.kinds[r.kind] ?? r.kind, r.targetCone, R.status[r.status] ?? r.status, T.money(r.fee, r.currency)].filter(Boolean).join(" · ")}
                  </span>
                </span>
                <TicketButton studioId={studioId} requestIds={[r.id]} label={T.ticket} />
              </li>
            ))}
          </ul>
          {shelf.data.length > 1 ? <TicketButton studioId={studioId} requestIds={shelf.data.map((r) => r.id)} variant="default" /> : null}
        </>
      )}
    </section>
  );
}
