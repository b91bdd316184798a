import { useState } from "react";
import { DECORATING_TECHNIQUES, PIECE_TEXTS } from "../../../contract/pieces/texts";
import { Button } from "../../components/ui/button";
import { Checkbox } from "../../components/ui/checkbox";
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from "../../components/ui/dialog";
import { Label } from "../../components/ui/label";

interface TechniquesDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  value: string[];
  onChange: (value: string[]) => void;
}

/** product.md#r75 'Choose Techniques': the fixed decorating technique list as checkboxes. */
export function TechniquesDialog({ open, onOpenChange, value, onChange }: TechniquesDialogProps) {
  const [draft, setDraft] = useState(value);
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (next) setDraft(value);
        onOpenChange(next);
      }}
    >
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{PIECE_TEXTS.chooseTechniques}</DialogTitle>
          <DialogDescription className="sr-only">{PIECE_TEXTS.decoratingTechniques}</DialogDescription>
        </DialogHeader>
        <ul className="grid grid-cols-1 gap-1 sm:grid-cols-2">
          {DECORATING_TECHNIQUES.map((technique) => {
            const id = `technique-${technique.replace(/\W+/g, "-")}`;
            const checked = draft.includes(technique);
            return (
              <li key={technique} className="flex min-h-11 items-center gap-3">
                <Checkbox
                  id={id}
                  checked={checked}
                  onCheckedChange={(on) =>
                    setDraft(on === true ? DECORATING_TECHNIQUES.filter((t) => t === technique || draft.includes(t)) : draft.filter((t) => t !== technique))
                  }
                />
                <Label htmlFor={id} className="font-normal">
                  {technique}
                </Label>
              </li>
            );
          })}
        </ul>
        <DialogFooter>
          <Button
            onClick={() => {
              onChange(draft);
              onOpenChange(false);
            }}
          >
            {PIECE_TEXTS.done}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
