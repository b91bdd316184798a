/**
 * "Scan ticket" (product.md#r208, docs/decisions/0250-scan-tickets.md): the camera reads the QR code on a studio ticket
 * and hands its piece's code to the caller as if it were typed there: the queue loads it, a firing's ticket field
 * finds its piece. Without a camera (none, or permission refused) the dialog says so and takes the code typed.
 * The code reaches the caller once the dialog is gone, so the caller may move focus (to an outcome choice) without the
 * dialog's focus trap taking it back; otherwise focus returns to this button.
 */
import { Camera } from "lucide-react";
import { useRef, useState } from "react";
import { REQUEST_TEXTS as T } from "../../../contract/studios/request-texts";
import { TypeCodeForm } from "../../components/type-code-form";
import { Button } from "../../components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "../../components/ui/dialog";
import { QrScanner } from "../codes/qr-scanner";

interface ScanTicketButtonProps {
  /** The code read (canonical, `26-0018`) or typed (as typed), once the dialog has closed. */
  onCode: (code: string) => void;
  /** What the typed code does there ('Load by code', 'Find piece'). */
  submitLabel: string;
  disabled?: boolean;
}

export function ScanTicketButton({ onCode, submitLabel, disabled = false }: ScanTicketButtonProps) {
  const [open, setOpen] = useState(false);
  const trigger = useRef<HTMLButtonElement>(null);
  const read = useRef<string | null>(null);
  const take = (code: string) => {
    read.current = code;
    setOpen(false);
  };
  return (
    <>
      <Button
        ref={trigger}
        type="button"
        variant="outline"
        className="min-h-11 min-w-11"
        disabled={disabled}
        onClick={() => {
          read.current = null;
          setOpen(true);
        }}
      >
        <Camera aria-hidden="true" />
        {T.scanTicket}
      </Button>
      <Dialog open={open} onOpenChange={setOpen}>
        <DialogContent
          onCloseAutoFocus={(event) => {
            const code = read.current;
            read.current = null;
            if (code === null) return;
            event.preventDefault();
            trigger.current?.focus();
            onCode(code);
          }}
        >
          <DialogHeader>
            <DialogTitle>{T.scanTicketTitle}</DialogTitle>
            <DialogDescription>{T.scanTicketHelp}</DialogDescription>
          </DialogHeader>
          {/* Mounted only while open, so the camera runs only then. */}
          {open ? (
            <QrScanner
              label={T.scanTicketVideo}
              status={{ scanning: T.scanTicketHelp, "not-a-label": T.scanNotATicket }}
              onCode={take}
              typeInstead={<TypeCodeForm label={T.codeLabel} placeholder={T.codePlaceholder} submitLabel={submitLabel} onCode={take} />}
            />
          ) : null}
        </DialogContent>
      </Dialog>
    </>
  );
}
