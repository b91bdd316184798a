/**
 * 'Ticket code' on a firing's screen and in its unload dialog (docs/decisions/0231-firing-queue.md, product.md#r207):
 * staff type a studio ticket's code, or scan it with a scanner that types it or with the camera ('Scan ticket',
 * product.md#r208), and focus moves to that piece's outcome.
 */
import { useId, useState } from "react";
import type { FiringDetail } from "../../../contract/firings/schemas";
import { FIRING_SCREEN_TEXTS as T } from "../../../contract/firings/texts";
import { Button } from "../../components/ui/button";
import { Input } from "../../components/ui/input";
import { Label } from "../../components/ui/label";
import { ScanTicketButton } from "../studios/scan-ticket-button";
import { pieceByTicketCode } from "./ticket-code";

/** A ticket's code (typed, from a scanner that types it, or read by the camera) moves to that piece's outcome, ready to choose. */
export function TicketCodeFinder({ pieces, outcomeId }: { pieces: FiringDetail["pieces"]; outcomeId: (pieceId: number) => string }) {
  const uid = useId();
  const [code, setCode] = useState("");
  const [message, setMessage] = useState<string | null>(null);
  const find = (typed: string) => {
    const match = pieceByTicketCode(pieces, typed);
    if (match.kind !== "found") {
      setMessage(match.kind === "none" ? T.noPieceWithCode(match.code) : T.severalWithCode(match.pieces.map((p) => p.memberName ?? p.memberFirstName ?? p.name), match.code));
      return;
    }
    setMessage(null);
    setCode("");
    const select = document.getElementById(outcomeId(match.piece.pieceId));
    select?.scrollIntoView({ block: "center" });
    select?.focus();
  };
  return (
    <div className="grid gap-1">
      <Label htmlFor={`${uid}-ticket`}>{T.ticketCode}</Label>
      {/* At 390 px 'Scan ticket' sits under the field; wider, beside it. */}
      <div className="flex flex-wrap gap-2">
        <form
          className="flex min-w-56 flex-1 gap-2"
          onSubmit={(e) => {
            e.preventDefault();
            if (code.trim()) find(code);
          }}
        >
          <Input id={`${uid}-ticket`} value={code} autoComplete="off" inputMode="text" onChange={(e) => setCode(e.target.value)} />
          <Button type="submit" className="min-h-11" disabled={!code.trim()}>
            {T.findByTicket}
          </Button>
        </form>
        <ScanTicketButton submitLabel={T.findByTicket} onCode={find} />
      </div>
      {message ? (
        <p role="alert" className="text-sm text-destructive">
          {message}
        </p>
      ) : null}
    </div>
  );
}
