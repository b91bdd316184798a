/**
 * "Scan a label" at the stall (product.md#r278): the camera of the codes area (QrScanner, as 'Scan ticket' uses it)
 * reads a piece's label and hands its code over once the dialog has closed; without a camera the code is typed.
 */
import { CameraIcon } from "lucide-react";
import { useRef, useState } from "react";
import { TypeCodeForm } from "../../components/type-code-form";
import { Button } from "../../components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "../../components/ui/dialog";
import { QrScanner } from "../codes/qr-scanner";
import { BIZ } from "../../../contract/business/screen-texts";

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
          {open ? <QrScanner label={BIZ.scanVideo} onCode={take} typeInstead={<TypeCodeForm label={BIZ.codeLabel} submitLabel={BIZ.findPiece} onCode={take} />} /> : null}
        </DialogContent>
      </Dialog>
    </>
  );
}
