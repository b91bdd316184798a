/**
 * A piece's fate (product.md#r180, docs/decisions/0200-piece-fate.md): how a piece ended when it did not reach
 * Finished. Constants, texts and pure rules, free of zod like ./texts.ts.
 */
import { LIMITS } from "../common/limits";
import { enUsNumber } from "../common/format";

/** Lost (it broke) or reclaimed (recycled into clay). Finished stays a stage, not a fate. */
export const FATES = ["lost", "reclaimed"] as const;
export type Fate = (typeof FATES)[number];

/** Why a lost piece was lost; a reclaimed piece has no cause. */
export const FATE_CAUSES = ["cracked", "broken", "blown up", "crawled", "other"] as const;
export type FateCause = (typeof FATE_CAUSES)[number];

/** The list of ended pieces: both fates, or one of them (GET /api/pieces?fate=). */
export const FATE_FILTERS = ["ended", ...FATES] as const;

export const FATE_LABELS: Record<Fate, string> = { lost: "Lost", reclaimed: "Reclaimed" };
export const FATE_CAUSE_LABELS: Record<FateCause, string> = {
  cracked: "Cracked",
  broken: "Broken",
  "blown up": "Blown up",
  crawled: "Crawled",
  other: "Other",
};

/**
 * A firing's loss outcome as a fate's cause (docs/decisions/0200-piece-fate.md): the outcomes with a cause of the
 * same name keep it; "stuck to shelf" is a kind of other, and its words go in the note.
 */
export function causeOfOutcome(outcome: string): FateCause {
  return (FATE_CAUSES as readonly string[]).includes(outcome) ? (outcome as FateCause) : "other";
}

/** The note a firing's outcome without a cause of its own leaves on the fate ("stuck to shelf" → "Stuck to shelf"). */
export const FIRING_OUTCOME_NOTE = (outcome: string) => outcome.charAt(0).toUpperCase() + outcome.slice(1);

export const FATE_TEXTS = {
  listTitle: "Lost & reclaimed",
  listSubtitle: "Pieces that broke or went back into the clay",
  listLink: "Lost & reclaimed",
  empty: "No lost or reclaimed pieces. Every piece is still in the making or finished.",
  loadError: "Failed to load lost and reclaimed pieces. Please try again.",
  searchLabel: "Search lost and reclaimed pieces",
  searchPlaceholder: "Search by name, code, clay, notes…",
  noMatches: "No lost or reclaimed piece matches.",
  menuItem: "Lost or reclaimed…",
  dialogTitle: "How did this piece end?",
  dialogText: (name: string) =>
    `"${name}" leaves My Pieces, What's waiting and Today, and is kept under Lost & reclaimed at the stage it is in. You can undo this.`,
  fateLabel: "Fate",
  causeLabel: "Cause",
  noteLabel: "Note",
  notePlaceholder: "What happened? (optional)",
  save: "Save",
  saving: "Saving...",
  cancel: "Cancel",
  marked: (fate: Fate) => (fate === "lost" ? "Marked lost" : "Marked reclaimed"),
  restored: "Piece restored",
  restore: "Restore piece",
  restoring: "Restoring...",
  banner: (fate: Fate, cause: FateCause | null, day: string, stage: string) =>
    `${FATE_LABELS[fate]}${cause ? ` · ${FATE_CAUSE_LABELS[cause]}` : ""} · ${day} · at ${stage}`,
  inFiring: "In a firing",
  saveFailed: "Failed to save the piece's fate",
  restoreFailed: "Failed to restore the piece",
  // Server-side rule messages.
  fateInvalid: "Fate must be lost or reclaimed",
  causeInvalid: "Cause must be cracked, broken, blown up, crawled or other",
  causeRequired: "A lost piece needs a cause",
  causeOnlyLost: "Only a lost piece has a cause",
  noteTooLong: `Note cannot exceed ${enUsNumber(LIMITS.notes)} characters`,
  dateInvalid: "Date must be a valid date",
  filterInvalid: "Fate must be ended, lost or reclaimed",
  // The losses report's rows by stage.
  byStageTitle: "By stage",
  byStageNote: "Lost in a kiln, lost outside a kiln, and reclaimed, by the stage each piece was at.",
  inKiln: "Lost in a kiln",
  outsideKiln: "Lost outside a kiln",
  reclaimed: "Reclaimed",
} as const;
