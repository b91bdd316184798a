/**
 * "Scan a label" (product.md#r135–r136): the camera reads a label's QR code and the record opens through the code
 * screen, which finds it on the server or, offline, in the device's copy. Without a camera (none, or permission
 * refused) the potter types the code in the same dialog. The camera part is `QrScanner`, shared with "Scan ticket".
 */
import { ScanLine } from "lucide-react";
import { useState } from "react";
import { useNavigate } from "react-router";
import { CODE_TEXTS as T } from "../../../contract/codes/texts";
import { Button } from "../../components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "../../components/ui/dialog";
import { GoToCodeForm } from "./go-to-code-form";
import { QrScanner } from "./qr-scanner";

function Scanner({ onClose }: { onClose: () => void }) {
  const navigate = useNavigate();
  return (
    <QrScanner
      label={T.scanLabel}
      onCode={(code) => {
        onClose();
        void navigate(`/c/${encodeURIComponent(code)}`);
      }}
      typeInstead={<GoToCodeForm id="scan-type-code" autoFocus onDone={onClose} />}
    />
  );
}

export function ScanButton() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button type="button" variant="outline" className="min-h-11" onClick={() => setOpen(true)} aria-label={T.scanLabel}>
        <ScanLine aria-hidden="true" />
        {T.scan}
      </Button>
      <Dialog open={open} onOpenChange={setOpen}>
        <DialogContent>
          <DialogHeader>
            <DialogTitle>{T.scanTitle}</DialogTitle>
            <DialogDescription>{T.scanHelp}</DialogDescription>
          </DialogHeader>
          {/* Mounted only while open, so the camera runs only then. */}
          {open ? <Scanner onClose={() => setOpen(false)} /> : null}
        </DialogContent>
      </Dialog>
    </>
  );
}
