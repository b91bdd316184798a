/** The short codes' words (product.md#r130–r131, product.md#r135–r136). */
export const CODE_TEXTS = {
  notFound: "No piece with this code in your studio",
  tooLong: "A code is at most 20 characters",
  copied: (code: string) => `Copied ${code}`,
  copyLabel: (code: string) => `Code ${code}, tap to copy`,
  goToCode: "Go to code",
  goToCodePlaceholder: "e.g. 26-0018",
  go: "Open",
  finding: "Looking for that code...",
  /** Offline, and the device's copy of the studio does not hold it (docs/decisions/0195-offline-code-lookups.md). */
  notOnDevice: "This code is not in this device's copy of your studio. Connect to look it up.",
  // Scan to open (product.md#r135–r136).
  scan: "Scan",
  scanLabel: "Scan a label's QR code",
  scanTitle: "Scan a label",
  scanHelp: "Hold a Claybook label's QR code in front of the camera.",
  scanStarting: "Starting the camera...",
  scanNotALabel: "That QR code is not a Claybook label. Try another.",
  scanNoCamera: "Claybook cannot use the camera. Allow camera access for this site, or type the code instead.",
  scanNoReader: "This device cannot read QR codes. Type the code instead.",
  close: "Close",
} as const;
