/**
 * "Scan a label" at the stall (product.md#r278): the camera of the codes area (QrScanner, as 'Scan ticket' uses it)
 * reads a piece's label and hands its code over once the dialog has closed; without a camera the code is typed.
 */
import { CameraIcon } from "lucide-react";
import { useId, useRef, useState } from "react";
import { Button } from "../../components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "../../components/ui/dialog";
import { Input } from "../../components/ui/input";
import { Label } from "../../components/ui/label";
import { QrScanner } from "../codes/qr-scanner";
import { BIZ } from "../../../contract/business/screen-texts";

function TypeCode({ onCode }: { onCode: (code: string) => void }) {
  const uid = useId();
  const [typed, setTyped] = useState("");
  return (
    <form
      className="flex items-end gap-2"
      onSubmit={(e) => {
        e.preventDefault();
        e.stopPropagation();
        if (typed.trim()) onCode(typed.trim());
      }}
    >
      <div className="grid flex-1 gap-1">
        <Label htmlFor={`${uid}-code`}>{BIZ.codeLabel}</Label>
        <Input
          id={`${uid}-code`}
          value={typed}
          maxLength={20}
          autoFocus
          autoComplete="off"
          autoCapitalize="characters"
          className="min-h-11 font-mono"
          onChange={(e) => setTyped(e.target.value)}
        />
      </div>
      <Button type="submit" className="min-h-11" disabled={!typed.trim()}>
        {BIZ.findPiece}
      </Button>
    </form>
  );
}

export function ScanLabelButton({ onCode }: { onCode: (code: string) => void }) {
  const [open, setOpen] = useState(false);
  const read = useRef<string | null>(null);
  const take = (code: string) => {
    read.current = code;
    setOpen(false);
  };
  return (
    <>
      <Button
        type="button"
        size="lg"
        className="min-h-12 w-full"
        onClick={() => {
          read.current = null;
          setOpen(true);
        }}
      >
        <CameraIcon aria-hidden="true" />
        {BIZ.scanLabel}
      </Button>
      <Dialog open={open} onOpenChange={setOpen}>
        <DialogContent
          onCloseAutoFocus={(event) => {
            const code = read.current;
            read.current = null;
            if (code === null) return;
            // Focus goes to the sale that opens for this piece, not back to the button.
            event.preventDefault();
            onCode(code);
          }}
        >
          <DialogHeader>
            <DialogTitle>{BIZ.scanTitle}</DialogTitle>
            <DialogDescription>{BIZ.scanHelp}</DialogDescription>
          </DialogHeader>
          {open ? <QrScanner label={BIZ.scanVideo} onCode={take} typeInstead={<TypeCode onCode={take} />} /> : null}
        </DialogContent>
      </Dialog>
    </>
  );
}
