/** Piece constants, texts and pure rules, free of zod so screens that only show pieces need no schema library. */
import { LIMITS } from "../common/limits";
import { enUsNumber } from "../common/format";

/** product.md#r76 forming types and their tag/label text. */
export const PIECE_TYPES = ["wheel", "handbuilt", "combination"] as const;
export type PieceType = (typeof PIECE_TYPES)[number];
export const PIECE_TYPE_LABELS: Record<PieceType, string> = {
  wheel: "Wheel Thrown",
  handbuilt: "Handbuilt",
  combination: "Combination",
};

/** product.md#r76: handbuilding techniques, stored as the piece's construction tags (decision 0032). */
export const HANDBUILDING_TECHNIQUES = ["Coiled", "Slab", "Pinch", "Molded", "Sculpted"] as const;

/** product.md#r120 decorating techniques; anything else is dropped on save (product.md#r77). */
export const DECORATING_TECHNIQUES = [
  "Carving",
  "Sgraffito",
  "Impress",
  "Sprigging",
  "Inlay (Mishima)",
  "Piercing",
  "Burnishing",
  "Decals",
  "Kurinuki",
  "Stamping",
] as const;

/** product.md#r76, product.md#r120 defaults (product.md#r20: one default location). */
export const PIECE_DEFAULTS = {
  type: "wheel" as PieceType,
  clayBody: "Stoneware",
  status: "In Progress",
  currentPhase: "wedge",
  studioLocation: "Drying Rack",
} as const;

export const PIECE_MAX_PHOTOS = 5;
export const PAGINATION_WINDOW = 5;
export const PIECE_AUTOSAVE_MS = 2000;
export const TOUR_DELAY_MS = 2000;
/** numeric(8,2): the largest size or weight the database holds. */
export const MEASUREMENT_MAX = 999_999.99;
/** Page numbers beyond this are refused rather than sent to the database as a huge offset. */
export const PAGE_MAX = 1_000_000;

export const MEASUREMENT_LABELS = {
  clayWeight: "Clay weight",
  height: "Height",
  width: "Width",
  depth: "Depth",
} as const;
export type MeasurementField = keyof typeof MEASUREMENT_LABELS;

/** product.md#r75, product.md#r76, product.md#r35 texts of the piece screens, verbatim. */
export const PIECE_TEXTS = {
  listTitle: "My Pieces",
  listSubtitle: "Track and manage your pottery projects",
  loadError: "Failed to load pieces. Please try again.",
  emptyTitle: "No pieces found",
  emptyText: "Let's create your first pottery piece!",
  createNew: "Create New Piece",
  previous: "Previous",
  next: "Next",
  totalPieces: (n: number) => `${enUsNumber(n)} ${n === 1 ? "piece" : "pieces"} total`,
  invalidIdTitle: "Invalid Piece ID",
  invalidIdText: "The piece you're looking for doesn't exist or has an invalid ID.",
  notFoundTitle: "Piece Not Found",
  notFoundText: "The piece you're looking for doesn't exist or could not be loaded.",
  backToPieces: "Back to Pieces",
  back: "Back",
  unknownDate: "Unknown date",
  basicInformation: "Piece Details",
  progressLocation: "Progress & Location",
  duplicate: "Duplicate",
  delete: "Delete",
  deleting: "Deleting...",
  cancel: "Cancel",
  deleteTitle: "Delete this piece?",
  deleteText: (name: string) =>
    `This will permanently delete "${name}" with its stages, layers and photos. This action cannot be undone.`,
  copySuffix: " - Copy",
  newTitle: "New Piece",
  save: "Save",
  saving: "Saving...",
  saved: "Saved",
  namePlaceholder: "Enter piece name",
  nameLabel: "Name",
  formingMethod: "Forming Method",
  handbuildingTechniques: "Handbuilding Techniques",
  clayBody: "Clay Body",
  height: "Height (in)",
  width: "Width (in)",
  depth: "Depth (in)",
  clayWeight: "Clay Weight (lbs)",
  firingMethod: "Firing Method",
  studioLocation: "Studio Location",
  notes: "Notes",
  notesPlaceholder: "Add notes about this piece...",
  decoratingTechniques: "Decorating Techniques",
  chooseTechniques: "Choose Techniques",
  noTechniques: "No techniques chosen",
  stageNotesPlaceholder: "Stage notes",
  /** 'Continue your unsaved piece?' (docs/decisions/0132-unsaved-drafts.md). */
  draftNoun: "piece",
  done: "Done",
  // product.md#r35 fallbacks when the server gives no message.
  unknownError: "Unknown error",
  createFailed: "Failed to create piece",
  updateFailed: "Failed to update piece",
  duplicateFailed: "Failed to duplicate piece",
  deleteFailed: "Failed to delete piece",
  duplicateMissing: "Cannot duplicate - piece data is missing",
  // Server-side rule messages (product.md#r77 where it has one, product.md#r7 otherwise).
  nameRequired: "Name is required",
  nameTooLong: `Name cannot exceed ${LIMITS.name} characters`,
  typeRequired: "Type is required",
  typeInvalid: "Type must be wheel, handbuilt or combination",
  clayBodyRequired: "Clay body is required",
  clayBodyTooLong: `Clay body cannot exceed ${LIMITS.name} characters`,
  textTooLong: (label: string) => `${label} cannot exceed ${LIMITS.name} characters`,
  notesTooLong: `Notes cannot exceed ${enUsNumber(LIMITS.notes)} characters`,
  tooManyImages: `A piece can have at most ${PIECE_MAX_PHOTOS} photos`,
  tooManyTags: `A piece can have at most ${LIMITS.tagsPerItem} tags`,
  tagTooLong: `Tags cannot exceed ${LIMITS.tagLength} characters`,
  tooManyItems: (label: string) => `${label} can have at most ${LIMITS.listItems} entries`,
  measurementInvalid: (label: string) => `${label} must be a number, 0 or more`,
  measurementTooLarge: (label: string) => `${label} must be at most ${enUsNumber(MEASUREMENT_MAX)}`,
  invalidIds: "Ids must be positive whole numbers",
  duplicateStages: "Each stage can be recorded once",
  stageFilterInvalid: "Stage must be Formed, Trimmed, Bisqued, Glazed or Finished",
  seeAllOfStage: (total: number, stage: string) => `See all ${total} ${stage}`,
  allStages: "All stages",
  stageTotal: (total: number) => (total === 1 ? "1 piece" : `${total} pieces`),
  stageShownOfTotal: (shown: number, total: number) => `${shown} of ${total} on this page`,
  pieceNotFound: "Piece not found",
  pageRange: `Page must be a whole number from 1 to ${enUsNumber(PAGE_MAX)}`,
  limitRange: `Limit must be a whole number from ${LIMITS.pageLimitMin} to ${LIMITS.pageLimitMax}`,
  deleted: "Piece deleted",
} as const;

/** product.md#r120 tooltip tour: five tips pointing at the bottom navigation (`data-tour` hooks). */
export const TOUR_STEPS = [
  { target: "pieces", title: "My Pieces", text: "All your pieces, grouped by the stage they have reached." },
  { target: "glazes", title: "Surfaces", text: "Your glazes, slips, underglazes and oxides live here." },
  { target: "new-piece", title: "New Piece", text: "Start logging a new piece the moment it comes off the wheel." },
  { target: "inspiration", title: "Inspiration", text: "Collect photos, sketches and links for future pieces." },
  { target: "settings", title: "Settings", text: "Set your clay bodies, studio locations and account details." },
] as const;
export const TOUR_TEXTS = { next: "Next", finish: "Finish", skip: "Skip tour", close: "Close tour" } as const;

/**
 * product.md#r77: a size or weight is a number or numeric string; empty, non-numeric or negative becomes null.
 * Kept to two decimals as numeric(8,2) stores it. Returns "too-large" past what the column holds (0035).
 */
export function parseMeasurement(value: unknown): number | null | "too-large" {
  let n: number;
  if (typeof value === "number") n = value;
  else if (typeof value === "string") {
    const text = value.trim();
    if (!/^\+?(\d+\.?\d*|\.\d+)$/.test(text)) return null;
    n = Number(text);
  } else return null;
  if (!Number.isFinite(n) || n < 0) return null;
  const rounded = Math.round(n * 100) / 100;
  return rounded > MEASUREMENT_MAX ? "too-large" : rounded;
}

/** The field message for a size or weight as typed, or undefined when it is fine (empty is fine: not measured). */
export function measurementMessage(label: string, value: string): string | undefined {
  if (value.trim() === "") return undefined;
  const parsed = parseMeasurement(value);
  if (parsed === null) return PIECE_TEXTS.measurementInvalid(label);
  return parsed === "too-large" ? PIECE_TEXTS.measurementTooLarge(label) : undefined;
}

/** Keeps only values of a fixed list (case-insensitive), in canonical spelling and without repeats. */
export function keepKnown<T extends string>(values: readonly string[], known: readonly T[]): T[] {
  const out: T[] = [];
  for (const value of values) {
    const hit = known.find((k) => k.toLowerCase() === value.trim().toLowerCase());
    if (hit && !out.includes(hit)) out.push(hit);
  }
  return out;
}

/** product.md#r74: the clay body, the type label, and for non-wheel pieces the chosen construction tags. */
export function derivePieceTags(type: PieceType, clayBody: string, chosen: readonly string[]): string[] {
  const construction = type === "wheel" ? [] : keepKnown(chosen, HANDBUILDING_TECHNIQUES);
  return [...new Set([clayBody.trim(), PIECE_TYPE_LABELS[type], ...construction])];
}

/** The construction techniques recorded in a piece's tags (for the checkboxes). */
export function constructionTagsOf(tags: readonly string[]): string[] {
  return keepKnown(tags, HANDBUILDING_TECHNIQUES);
}
