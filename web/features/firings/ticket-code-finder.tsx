/**
 * 'Ticket code' on a firing's screen and in its unload dialog (docs/decisions/0231-firing-queue.md, product.md#r207):
 * staff type a studio ticket's code, or scan it with a scanner that types it, and focus moves to that piece's outcome.
 */
import { useId, useState } from "react";
import type { FiringDetail } from "../../../contract/firings/schemas";
import { FIRING_SCREEN_TEXTS as T } from "../../../contract/firings/texts";
import { Button } from "../../components/ui/button";
import { Input } from "../../components/ui/input";
import { Label } from "../../components/ui/label";
import { pieceByTicketCode } from "./ticket-code";

/** A ticket's code (typed, or from a scanner that types it) moves to that piece's outcome, ready to choose. */
export function TicketCodeFinder({ pieces, outcomeId }: { pieces: FiringDetail["pieces"]; outcomeId: (pieceId: number) => string }) {
  const uid = useId();
  const [code, setCode] = useState("");
  const [message, setMessage] = useState<string | null>(null);
  return (
    <form
      className="grid gap-1"
      onSubmit={(e) => {
        e.preventDefault();
        if (!code.trim()) return;
        const match = pieceByTicketCode(pieces, code);
        if (match.kind !== "found") {
          setMessage(match.kind === "none" ? T.noPieceWithCode(match.code) : T.severalWithCode(match.pieces.map((p) => p.memberFirstName ?? p.name), match.code));
          return;
        }
        setMessage(null);
        setCode("");
        const select = document.getElementById(outcomeId(match.piece.pieceId));
        select?.scrollIntoView({ block: "center" });
        select?.focus();
      }}
    >
      <Label htmlFor={`${uid}-ticket`}>{T.ticketCode}</Label>
      <div className="flex gap-2">
        <Input id={`${uid}-ticket`} value={code} autoComplete="off" inputMode="text" onChange={(e) => setCode(e.target.value)} />
        <Button type="submit" className="min-h-11" disabled={!code.trim()}>
          {T.findByTicket}
        </Button>
      </div>
      {message ? (
        <p role="alert" className="text-sm text-destructive">
          {message}
        </p>
      ) : null}
    </form>
  );
}
