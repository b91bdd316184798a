/** The labels' words (product.md#r132–r134), free of zod so screens need no schema library. */
import { LABELS_MAX, LABELS_PER_MINUTE } from "./rules";

export const LABEL_TEXTS = {
  // Refusals (POST /api/labels).
  kindInvalid: "Kind must be piece, surface, firing or tile",
  layoutInvalid: "Layout must be letter-30, a4-24, single-2x1 or code-sheet",
  idsRequired: "Choose at least one record to label",
  idsInvalid: "Ids must be whole numbers",
  tooMany: `At most ${LABELS_MAX.toLocaleString("en-US")} labels at a time`,
  rateLimited: (seconds: number) =>
    `At most ${LABELS_PER_MINUTE} label sheets a minute. Try again in ${seconds} ${seconds === 1 ? "second" : "seconds"}.`,
  busy: "Many label sheets are being made right now. Try again in a minute.",
  duplicateIds: "Each record can be chosen only once",
  startNotNumber: "Start must be a whole number",
  startInvalid: (positions: number) =>
    positions === 1 ? "This layout always starts at position 1" : `Start must be a position from 1 to ${positions} on this sheet`,
  notFound: {
    piece: "One or more pieces are not in your studio",
    surface: "One or more surface treatments are not in your library",
    firing: "One or more firings are not in your studio",
    tile: "One or more test tiles are not in your studio",
  },
  // On the label.
  noKiln: "No kiln",
  pdfTitle: "Claybook labels",
  // The 'Print labels' dialog.
  action: "Print labels",
  actionCount: (n: number) => `Print labels (${n})`,
  dialogTitle: (n: number) => (n === 1 ? "Print a label" : `Print ${n} labels`),
  dialogIntro: "Each label has a QR code that opens the record, its code in large type, its name and one line of detail.",
  layoutLabel: "Layout",
  layoutDescriptions: {
    "letter-30": "US Letter sheet, 30 labels of 2⅝ × 1 in (3 across, 10 down: the common address-label sheet, e.g. Avery 5160)",
    "a4-24": "A4 sheet, 24 labels of 63.5 × 33.9 mm (3 across, 8 down, e.g. Avery L7159)",
    "single-2x1": "One 2 × 1 in label a page, for a label printer",
    "code-sheet": "Code sheet: codes in large type with names, on plain paper, to copy onto pots with underglaze pencil",
  },
  layoutNames: {
    "letter-30": "Letter, 30 a sheet",
    "a4-24": "A4, 24 a sheet",
    "single-2x1": "Label printer, 2 × 1 in",
    "code-sheet": "Code sheet (no QR)",
  },
  startLabel: "Start at label",
  startHint: (positions: number) => `On a partly used sheet, the first free label: 1 is top left, then across; ${positions} is bottom right.`,
  make: "Make PDF",
  making: "Making labels…",
  cancel: "Cancel",
  ready: "Labels ready",
  failed: "Could not make the labels. Please try again.",
  offline: "Making labels needs a connection. Try again when you are online.",
  select: "Select",
  doneSelecting: "Done",
  selectedCount: (n: number) => (n === 1 ? "1 selected" : `${n} selected`),
  selectPiece: (name: string) => `Select ${name}`,
} as const;
