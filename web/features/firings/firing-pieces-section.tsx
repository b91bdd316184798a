/**
 * The pieces in a firing: before unloading each can be taken out, after (cooling or done) each outcome can be changed;
 * both with Undo (docs/decisions/0191-kiln-and-firing-screens.md). In a studio firing, a ticket's code typed or scanned
 * picks its piece's outcome (decision 0231); the change goes through the outbox like every firing change. Staff see
 * each member's piece with the member and its code (product.md#r228); a member sees only their own pieces and
 * outcomes, read-only (product.md#r227).
 */
import { useId } from "react";
import { X } from "lucide-react";
import { Link } from "react-router";
import { OUTCOMES } from "../../../contract/firings/rules";
import type { FiringDetail } from "../../../contract/firings/schemas";
import { FIRING_SCREEN_TEXTS as T } from "../../../contract/firings/texts";
import { UNDO_TEXTS } from "../../../contract/common/texts";
import { Badge } from "../../components/ui/badge";
import { Button } from "../../components/ui/button";
import { NativeSelect } from "../../components/native-select";
import { toast } from "../../components/ui/toast-store";
import { useLoadQueue } from "../studios/studio-requests-api";
import { useAddToFiring, useRemoveFiringPiece, useUpdateFiringPiece } from "./firings-api";
import { TicketCodeFinder } from "./ticket-code-finder";

type Outcome = (typeof OUTCOMES)[number];
const failed = (err: unknown) => toast({ title: err instanceof Error ? err.message : T.saveFailed, variant: "destructive" });

export function FiringPiecesSection({ firing: f }: { firing: FiringDetail }) {
  const takeOut = useRemoveFiringPiece(f.id);
  const putBack = useAddToFiring();
  // A member's piece is put back as staff load it from the queue: by its request.
  const loadBack = useLoadQueue(f.studioId ?? 0);
  const update = useUpdateFiringPiece(f.id);
  const unloaded = f.status === "cooling" || f.status === "done";
  const readOnly = !f.canRun;
  const uid = useId();
  const outcomeId = (pieceId: number) => `${uid}-outcome-${pieceId}`;

  const remove = (p: FiringDetail["pieces"][number]) =>
    takeOut.mutate(p.pieceId, {
      onSuccess: () =>
        // A member's piece goes back to the studio's queue (only its owner may add it by id); Undo loads its request
        // again from there, as staff would.
        p.memberFirstName !== undefined
          ? toast({
              title: T.backOnShelf(p.name),
              action:
                p.requestId === undefined
                  ? undefined
                  : { label: UNDO_TEXTS.undo, onSelect: () => loadBack.mutate({ firingId: f.id, requestIds: [p.requestId!] }, { onError: failed }) },
            })
          : toast({
              title: T.takenOut(p.name),
              action: { label: UNDO_TEXTS.undo, onSelect: () => putBack.mutate({ id: f.id, pieceIds: [p.pieceId], position: p.position }, { onError: failed }) },
            }),
      onError: failed,
    });
  const change = (p: FiringDetail["pieces"][number], outcome: Outcome) =>
    update.mutate(
      { pieceId: p.pieceId, outcome },
      {
        onSuccess: () =>
          toast({
            title: T.outcomeChanged(p.name, T.outcome[outcome] ?? outcome),
            action: { label: UNDO_TEXTS.undo, onSelect: () => update.mutate({ pieceId: p.pieceId, outcome: p.outcome as Outcome }, { onError: failed }) },
          }),
        onError: failed,
      },
    );

  return (
    <section aria-labelledby="firing-pieces" className="grid gap-2">
      <h2 id="firing-pieces" className="text-lg font-semibold">
        {T.piecesHeading} <span className="text-muted-foreground">({f.pieceCount})</span>
      </h2>
      {readOnly ? <p>{f.pieces.length === 0 ? T.noPiecesOfYours : T.yourPieces(f.pieces.length, f.pieceCount)}</p> : null}
      {unloaded && !readOnly && f.pieces.some((p) => p.pieceCode) ? <TicketCodeFinder pieces={f.pieces} outcomeId={outcomeId} /> : null}
      {f.pieces.length === 0 ? (
        readOnly ? null : (
          <p className="text-muted-foreground">
            {T.noPieces}{" "}
            <Link to={f.studioId === null ? "/waiting" : `/studios/${f.studioId}/queue`} className="underline underline-offset-4">
              {f.studioId === null ? T.addFromWaiting : T.addFromQueue}
            </Link>
          </p>
        )
      ) : (
        <ul className="grid grid-cols-2 gap-2 sm:grid-cols-3">
          {f.pieces.map((p) => (
            <li key={p.pieceId} className="grid content-start gap-1 rounded-lg border bg-card p-2">
              {p.memberFirstName !== undefined ? (
                // A studio member's piece, as its staff see it (decision 0231): its request fields, not a link to it.
                <div className="grid gap-1">
                  {p.imageUrl ? <img src={p.imageUrl} alt="" className="aspect-square w-full rounded-md object-cover" /> : null}
                  <span className="line-clamp-2 min-h-6 font-medium">{p.name}</span>
                  <span className="text-sm text-muted-foreground">{T.memberLine(p.memberName ?? p.memberFirstName, p.pieceCode ?? null)}</span>
                </div>
              ) : (
                <Link to={`/pieces/${p.pieceId}`} className="grid gap-1 rounded-md outline-none focus-visible:ring-2 focus-visible:ring-ring">
                  {p.imageUrl ? <img src={p.imageUrl} alt="" className="aspect-square w-full rounded-md object-cover" /> : null}
                  <span className="line-clamp-2 min-h-6 font-medium">{p.name}</span>
                </Link>
              )}
              {readOnly ? (
                <Badge variant="outline" className="justify-self-start">
                  {T.outcome[p.outcome] ?? p.outcome}
                </Badge>
              ) : unloaded ? (
                <NativeSelect
                  id={outcomeId(p.pieceId)}
                  aria-label={T.changeOutcome(p.name)}
                  value={p.outcome}
                  disabled={update.isPending}
                  onChange={(e) => change(p, e.target.value as Outcome)}
                >
                  {OUTCOMES.map((o) => (
                    <option key={o} value={o}>
                      {T.outcome[o]}
                    </option>
                  ))}
                </NativeSelect>
              ) : (
                <div className="flex items-center justify-between gap-1">
                  <Badge variant="outline">{T.outcome[p.outcome] ?? p.outcome}</Badge>
                  <Button variant="ghost" size="icon" aria-label={T.takeOut(p.name)} disabled={takeOut.isPending} onClick={() => remove(p)}>
                    <X aria-hidden="true" />
                  </Button>
                </div>
              )}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
