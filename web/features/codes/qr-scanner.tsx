/**
 * The camera part of every scan dialog (product.md#r135–r136, product.md#r208): the back camera in a square with the
 * aim mark, a status line read out as it changes, and, when there is no camera (none, or permission refused) or no QR
 * reader, the caller's form to type the code instead. "Scan a label" and "Scan ticket" both mount it, so the camera,
 * its texts and the fallback are one.
 */
import type { ReactNode } from "react";
import { CODE_TEXTS as T } from "../../../contract/codes/texts";
import { useQrScan, type ScanState } from "./use-qr-scan";

const STATUS: Record<ScanState, string> = {
  starting: T.scanStarting,
  scanning: T.scanHelp,
  "not-a-label": T.scanNotALabel,
  "no-camera": T.scanNoCamera,
  "no-reader": T.scanNoReader,
};

interface QrScannerProps {
  /** The first Claybook code read, once; the camera is off by then. */
  onCode: (code: string) => void;
  /** The video's accessible name. */
  label: string;
  /** Texts that differ from a label's (a ticket's help, say). */
  status?: Partial<Record<ScanState, string>>;
  /** The form to type the code, shown when the camera cannot be used. */
  typeInstead: ReactNode;
}

export function QrScanner({ onCode, label, status, typeInstead }: QrScannerProps) {
  // Mounted only while its dialog is open, so the camera runs only then.
  const { videoRef, state } = useQrScan(true, onCode);
  const typing = state === "no-camera" || state === "no-reader";
  return (
    <div className="grid gap-3">
      <div className={typing ? "hidden" : "relative aspect-square w-full overflow-hidden rounded-lg bg-black"}>
        <video ref={videoRef} className="size-full object-cover" muted playsInline aria-label={label} />
        {/* The square to aim the code at. */}
        <div aria-hidden="true" className="pointer-events-none absolute inset-[18%] rounded-lg border-2 border-white/80" />
      </div>
      <p role="status" aria-live="polite" className={typing ? "text-sm" : "text-sm text-muted-foreground"}>
        {status?.[state] ?? STATUS[state]}
      </p>
      {typing ? typeInstead : null}
    </div>
  );
}
