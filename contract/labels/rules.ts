/**
 * Printable labels (docs/decisions/0147-printable-labels.md): the layouts a potter can print on, in PDF points (1/72
 * in). Sheet layouts follow the common label sheets so a potter's bought sheets line up.
 */
export const LABEL_KINDS = ["piece", "surface", "firing", "tile"] as const;
export type LabelKind = (typeof LABEL_KINDS)[number];

export const LABEL_LAYOUTS = ["letter-30", "a4-24", "single-2x1", "code-sheet"] as const;
export type LabelLayout = (typeof LABEL_LAYOUTS)[number];

/** One PDF answer holds at most this many labels (docs/decisions/0176-label-worker.md). */
export const LABELS_MAX = 1000;
/** Label sheets a potter may ask for in a minute (docs/decisions/0175-rate-limits-on-heavy-calls.md). */
export const LABELS_PER_MINUTE = 10;

const INCH = 72;
const MM = 72 / 25.4;

export interface LayoutGeometry {
  /** Page width and height. */
  page: { width: number; height: number };
  columns: number;
  rows: number;
  /** One label's width and height. */
  label: { width: number; height: number };
  /** The first label's top-left corner, from the page's top-left. */
  left: number;
  top: number;
  /** From one label's top-left to the next one's, across and down. */
  pitchX: number;
  pitchY: number;
  /** False for the code sheet: codes and names in type, no QR code. */
  qr: boolean;
  /** How many starting positions the potter may pick: a sheet's labels, or 1 where a page is never partly used. */
  startPositions: number;
}

export const LAYOUTS: Record<LabelLayout, LayoutGeometry> = {
  // US Letter, 30 labels of 2⅝ × 1 in (the common address-label sheet, Avery 5160 geometry).
  "letter-30": {
    page: { width: 8.5 * INCH, height: 11 * INCH },
    columns: 3,
    rows: 10,
    label: { width: 2.625 * INCH, height: 1 * INCH },
    left: 0.1875 * INCH,
    top: 0.5 * INCH,
    pitchX: 2.75 * INCH,
    pitchY: 1 * INCH,
    qr: true,
    startPositions: 30,
  },
  // A4, 24 labels of 63.5 × 33.9 mm (the common 3 × 8 sheet, Avery L7159 geometry), centred on the page.
  "a4-24": {
    page: { width: 210 * MM, height: 297 * MM },
    columns: 3,
    rows: 8,
    label: { width: 63.5 * MM, height: 33.9 * MM },
    left: 7.25 * MM,
    top: 12.9 * MM,
    pitchX: 66 * MM,
    pitchY: 33.9 * MM,
    qr: true,
    startPositions: 24,
  },
  // One 2 × 1 in label a page, for a label printer.
  "single-2x1": {
    page: { width: 2 * INCH, height: 1 * INCH },
    columns: 1,
    rows: 1,
    label: { width: 2 * INCH, height: 1 * INCH },
    left: 0,
    top: 0,
    pitchX: 2 * INCH,
    pitchY: 1 * INCH,
    qr: true,
    startPositions: 1,
  },
  // Plain US Letter paper, 3 × 12 codes in large type with their names, to copy onto pots with underglaze pencil.
  "code-sheet": {
    page: { width: 8.5 * INCH, height: 11 * INCH },
    columns: 3,
    rows: 12,
    label: { width: 2.5 * INCH, height: 0.8125 * INCH },
    left: 0.5 * INCH,
    top: 0.625 * INCH,
    pitchX: 2.5 * INCH,
    pitchY: 0.8125 * INCH,
    qr: false,
    startPositions: 1,
  },
};

export const labelsPerPage = (layout: LabelLayout) => LAYOUTS[layout].columns * LAYOUTS[layout].rows;

/** The address a label's QR code opens: the record's screen by its code. */
export const codeAddress = (appUrl: string, code: string) => `${appUrl}/c/${encodeURIComponent(code)}`;

/** The PDF's file name, e.g. claybook-labels-pieces-2026-03-12.pdf. */
export function labelsFileName(kind: LabelKind, now: Date): string {
  const plural: Record<LabelKind, string> = { piece: "pieces", surface: "surfaces", firing: "firings", tile: "tiles" };
  return `claybook-labels-${plural[kind]}-${now.toISOString().slice(0, 10)}.pdf`;
}
