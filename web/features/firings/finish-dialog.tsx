/**
 * The finish dialog (docs/decisions/0120-firings.md): unload location, and what came out in one screen. Every piece
 * survives unless the potter picks what happened to it; saving moves the firing to done with the outcomes, in one call.
 */
import { useState } from "react";
import { OUTCOMES, type Outcome } from "../../../contract/firings/rules";
import type { FiringDetail } from "../../../contract/firings/schemas";
import { FIRING_SCREEN_TEXTS as T } from "../../../contract/firings/texts";
import { Button } from "../../components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from "../../components/ui/dialog";
import { Input } from "../../components/ui/input";
import { Label } from "../../components/ui/label";
import { TicketCodeFinder } from "./ticket-code-finder";

const LOSSES = OUTCOMES.filter((o) => o !== "pending" && o !== "survived");

/** A piece's outcome as the firing's PATCH takes it (contract/firings/schemas.ts `outcomes`). */
export interface FinishOutcome {
  pieceId: number;
  outcome: Outcome;
}

/** The select's value as an outcome: its options are the contract's outcomes, so it always is one. */
const asOutcome = (value: string): Outcome | undefined => OUTCOMES.find((o) => o === value);

interface FinishDialogProps {
  firing: FiringDetail;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  pending: boolean;
  onFinish: (unloadLocation: string | null, outcomes: FinishOutcome[]) => void;
}

export function FinishDialog({ firing, open, onOpenChange, pending, onFinish }: FinishDialogProps) {
  const [location, setLocation] = useState("");
  const [outcomes, setOutcomes] = useState<Record<number, Outcome>>({});
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-h-[90dvh] overflow-y-auto">
        <DialogHeader>
          <DialogTitle>{T.finishTitle}</DialogTitle>
          <DialogDescription>{T.finishIntro}</DialogDescription>
        </DialogHeader>
        <div className="grid gap-2">
          <Label htmlFor="unload-location">{T.unloadLocation}</Label>
          <Input id="unload-location" value={location} placeholder={T.unloadPlaceholder} onChange={(e) => setLocation(e.target.value)} />
        </div>
        {/* A studio firing's tickets: scan one to reach its piece (decision 0231). */}
        {firing.pieces.some((p) => p.pieceCode) ? <TicketCodeFinder pieces={firing.pieces} outcomeId={(id) => `outcome-${id}`} /> : null}
        <ul className="grid gap-2">
          {firing.pieces.map((p) => (
            <li key={p.pieceId} className="grid gap-1 rounded-lg border px-3 py-2">
              <Label htmlFor={`outcome-${p.pieceId}`} className="font-medium">
                {p.name}
              </Label>
              <select
                id={`outcome-${p.pieceId}`}
                aria-label={T.markLost(p.name)}
                className="min-h-11 rounded-md border bg-background px-2"
                value={outcomes[p.pieceId] ?? "survived"}
                onChange={(e) => {
                  const outcome = asOutcome(e.target.value);
                  if (outcome) setOutcomes({ ...outcomes, [p.pieceId]: outcome });
                }}
              >
                <option value="survived">{T.survived}</option>
                {LOSSES.map((o) => (
                  <option key={o} value={o}>
                    {T.outcome[o]}
                  </option>
                ))}
              </select>
            </li>
          ))}
        </ul>
        <DialogFooter>
          <Button
            className="min-h-11"
            disabled={pending}
            onClick={() =>
              onFinish(
                location.trim() || null,
                Object.entries(outcomes)
                  .filter(([, o]) => o !== "survived")
                  .map(([pieceId, outcome]): FinishOutcome => ({ pieceId: Number(pieceId), outcome })),
              )
            }
          >
            {pending ? T.finishing : T.confirmFinish}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
