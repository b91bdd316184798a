/**
 * "How did this piece end?" (product.md#r180): lost with a cause, or reclaimed, with an optional note. Saving marks
 * the piece at its current stage and offers Undo in the toast (decision 0131); the piece's screen then shows the
 * fate with a button that restores it at any time.
 */
import { useState } from "react";
import { UNDO_TEXTS } from "../../../contract/common/texts";
import { FATE_CAUSE_LABELS, FATE_CAUSES, FATE_LABELS, FATE_TEXTS, FATES, type Fate, type FateCause } from "../../../contract/pieces/fate-texts";
import { Button } from "../../components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from "../../components/ui/dialog";
import { Label } from "../../components/ui/label";
import { Textarea } from "../../components/ui/textarea";
import { toast } from "../../components/ui/toast";
import { usePieceFate } from "./pieces-api";

interface FateDialogProps {
  pieceId: number;
  name: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

const errorText = (err: unknown, fallback: string) => (err instanceof Error && err.message ? err.message : fallback);

function Choice({ name, value, checked, label, onChange }: { name: string; value: string; checked: boolean; label: string; onChange: () => void }) {
  const id = `${name}-${value.replace(/\W+/g, "-")}`;
  return (
    <div className="flex min-h-11 items-center gap-3">
      <input id={id} type="radio" name={name} value={value} checked={checked} onChange={onChange} className="size-5 accent-primary" />
      <Label htmlFor={id} className="font-normal">
        {label}
      </Label>
    </div>
  );
}

export function FateDialog({ pieceId, name, open, onOpenChange }: FateDialogProps) {
  const { set, clear } = usePieceFate(pieceId);
  const [fate, setFate] = useState<Fate>("lost");
  const [cause, setCause] = useState<FateCause>("cracked");
  const [note, setNote] = useState("");

  const save = async () => {
    try {
      await set.mutateAsync({ fate, cause: fate === "lost" ? cause : null, note: note.trim() || null });
      onOpenChange(false);
      toast({
        title: FATE_TEXTS.marked(fate),
        action: {
          label: UNDO_TEXTS.undo,
          onSelect: () =>
            void clear.mutateAsync().then(
              () => toast({ title: FATE_TEXTS.restored }),
              (err: unknown) => toast({ title: errorText(err, FATE_TEXTS.restoreFailed), variant: "destructive" }),
            ),
        },
      });
    } catch (err) {
      toast({ title: errorText(err, FATE_TEXTS.saveFailed), variant: "destructive" });
    }
  };

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{FATE_TEXTS.dialogTitle}</DialogTitle>
          <DialogDescription>{FATE_TEXTS.dialogText(name)}</DialogDescription>
        </DialogHeader>
        <fieldset className="grid gap-1">
          <legend className="mb-1 text-sm font-medium">{FATE_TEXTS.fateLabel}</legend>
          {FATES.map((f) => (
            <Choice key={f} name="fate" value={f} checked={fate === f} label={FATE_LABELS[f]} onChange={() => setFate(f)} />
          ))}
        </fieldset>
        {fate === "lost" ? (
          <fieldset className="grid grid-cols-2 gap-x-3">
            <legend className="mb-1 text-sm font-medium">{FATE_TEXTS.causeLabel}</legend>
            {FATE_CAUSES.map((c) => (
              <Choice key={c} name="cause" value={c} checked={cause === c} label={FATE_CAUSE_LABELS[c]} onChange={() => setCause(c)} />
            ))}
          </fieldset>
        ) : null}
        <div className="grid gap-1">
          <Label htmlFor="fate-note">{FATE_TEXTS.noteLabel}</Label>
          <Textarea id="fate-note" value={note} placeholder={FATE_TEXTS.notePlaceholder} maxLength={10_000} onChange={(e) => setNote(e.target.value)} />
        </div>
        <DialogFooter>
          <Button variant="outline" onClick={() => onOpenChange(false)}>
            {FATE_TEXTS.cancel}
          </Button>
          <Button onClick={() => void save()} disabled={set.isPending}>
            {set.isPending ? FATE_TEXTS.saving : FATE_TEXTS.save}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
