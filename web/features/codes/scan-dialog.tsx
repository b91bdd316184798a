/**
 * "Scan a label" (product.md#r135–r136): the camera reads a label's QR code and the record opens through the code
 * screen, which finds it on the server or, offline, in the device's copy. Without a camera (none, or permission
 * refused) the potter types the code in the same dialog.
 */
import { ScanLine } from "lucide-react";
import { useState } from "react";
import { useNavigate } from "react-router";
import { CODE_TEXTS as T } from "../../../contract/codes/texts";
import { Button } from "../../components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "../../components/ui/dialog";
import { GoToCodeForm } from "./go-to-code-form";
import { useQrScan, type ScanState } from "./use-qr-scan";

const STATUS: Record<ScanState, string> = {
  starting: T.scanStarting,
  scanning: T.scanHelp,
  "not-a-label": T.scanNotALabel,
  "no-camera": T.scanNoCamera,
  "no-reader": T.scanNoReader,
};

function Scanner({ onClose }: { onClose: () => void }) {
  const navigate = useNavigate();
  const { videoRef, state } = useQrScan(true, (code) => {
    onClose();
    void navigate(`/c/${encodeURIComponent(code)}`);
  });
  const typeInstead = state === "no-camera" || state === "no-reader";
  return (
    <div className="grid gap-3">
      <div className={typeInstead ? "hidden" : "relative aspect-square w-full overflow-hidden rounded-lg bg-black"}>
        <video ref={videoRef} className="size-full object-cover" muted playsInline aria-label={T.scanLabel} />
        {/* The square to aim the label at. */}
        <div aria-hidden="true" className="pointer-events-none absolute inset-[18%] rounded-lg border-2 border-white/80" />
      </div>
      <p role="status" aria-live="polite" className={typeInstead ? "text-sm" : "text-sm text-muted-foreground"}>
        {STATUS[state]}
      </p>
      {typeInstead ? <GoToCodeForm id="scan-type-code" autoFocus onDone={onClose} /> : null}
    </div>
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
