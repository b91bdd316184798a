/**
 * The finish dialog (docs/decisions/0120-firings.md): unload location, and what came out in one screen. Each piece
 * starts at the outcome recorded for it (pending shows as Survived), and saving sends every piece's outcome as shown,
 * Survived included, so what the dialog shows is what it saves and a recorded loss can be undone here
 * (product.md#r226). Saving moves the firing to done with the outcomes, in one call. Staff tell members' pieces apart
 * by member and code (product.md#r228).
 */
import { useState } from "react";
import { OUTCOMES, type Outcome } from "../../../contract/firings/rules";
import type { FiringDetail } from "../../../contract/firings/schemas";
import { FIRING_SCREEN_TEXTS as T } from "../../../contract/firings/texts";
import { Button } from "../../components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from "../../components/ui/dialog";
import { Input } from "../../components/ui/input";
import { NativeSelect } from "../../components/native-select";
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

/** What the dialog starts from: each piece's recorded outcome, pending as Survived (finishing records it so). */
const recorded = (firing: FiringDetail): Record<number, Outcome> =>
  Object.fromEntries(firing.pieces.map((p) => [p.pieceId, asOutcome(p.outcome) === "pending" ? "survived" : (asOutcome(p.outcome) ?? "survived")]));

export function FinishDialog({ firing, open, onOpenChange, pending, onFinish }: FinishDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-h-[90dvh] overflow-y-auto">
        {/* Mounted at each opening, so it starts from the outcomes recorded now. */}
        <FinishForm firing={firing} pending={pending} onFinish={onFinish} />
      </DialogContent>
    </Dialog>
  );
}

function FinishForm({ firing, pending, onFinish }: Pick<FinishDialogProps, "firing" | "pending" | "onFinish">) {
  const [location, setLocation] = useState("");
  const [outcomes, setOutcomes] = useState<Record<number, Outcome>>(() => recorded(firing));
  return (
    <>
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
              {p.memberFirstName !== undefined ? (
                <span className="text-sm text-muted-foreground">{T.memberLine(p.memberName ?? p.memberFirstName, p.pieceCode ?? null)}</span>
              ) : null}
              <NativeSelect
                id={`outcome-${p.pieceId}`}
                aria-label={T.markLost(p.memberFirstName !== undefined ? `${p.name} (${T.memberLine(p.memberName ?? p.memberFirstName, p.pieceCode ?? null)})` : p.name)}
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
              </NativeSelect>
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
                firing.pieces.map((p): FinishOutcome => ({ pieceId: p.pieceId, outcome: outcomes[p.pieceId] ?? "survived" })),
              )
            }
          >
            {pending ? T.finishing : T.confirmFinish}
          </Button>
        </DialogFooter>
    </>
  );
}
