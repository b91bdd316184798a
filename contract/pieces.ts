import { z } from "@hono/zod-openapi";
import { IsoDate, LIMITS } from "./common";
import { NewStageSchema, STAGES } from "./stages";

/** Spec 001 §4 forming types and their tag/label text. */
export const PIECE_TYPES = ["wheel", "handbuilt", "combination"] as const;
export type PieceType = (typeof PIECE_TYPES)[number];
export const PIECE_TYPE_LABELS: Record<PieceType, string> = {
  wheel: "Wheel Thrown",
  handbuilt: "Handbuilt",
  combination: "Combination",
};

/** Spec 001 §4: handbuilding techniques, stored as the piece's construction tags (decision 0032). */
export const HANDBUILDING_TECHNIQUES = ["Coiled", "Slab", "Pinch", "Molded", "Sculpted"] as const;

/** Spec 001 §9 decorating techniques; anything else is dropped on save (spec 001 §5). */
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

/** Spec 001 §4 and §9 defaults (D20: one default location). */
export const PIECE_DEFAULTS = {
  type: "wheel" as PieceType,
  clayBody: "Stoneware",
  status: "In Progress",
  currentPhase: "wedge",
  studioLocation: "Drying Rack",
} as const;

export const PIECE_MAX_PHOTOS = 5;
export const PIECES_PAGE_SIZE = LIMITS.pageLimitDefault;
export const PAGINATION_WINDOW = 5;
export const PIECE_AUTOSAVE_MS = 2000;
export const SAVED_INDICATOR_MS = 2000;
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

/** Spec 001 §2, §4, §8 texts of the piece screens, verbatim. */
export const PIECE_TEXTS = {
  listTitle: "My Pieces",
  listSubtitle: "Track and manage your pottery projects",
  loadError: "Failed to load pieces. Please try again.",
  emptyTitle: "No pieces found",
  emptyText: "Let's create your first pottery piece!",
  createNew: "Create New Piece",
  previous: "Previous",
  next: "Next",
  totalPieces: (n: number) => `${n.toLocaleString("en-US")} ${n === 1 ? "piece" : "pieces"} total`,
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
  done: "Done",
  // Spec 001 §8 fallbacks when the server gives no message.
  unknownError: "Unknown error",
  createFailed: "Failed to create piece",
  updateFailed: "Failed to update piece",
  duplicateFailed: "Failed to duplicate piece",
  deleteFailed: "Failed to delete piece",
  duplicateMissing: "Cannot duplicate - piece data is missing",
  // Server-side rule messages (spec 001 §5 where it has one, D7 otherwise).
  nameRequired: "Name is required",
  nameTooLong: `Name cannot exceed ${LIMITS.name} characters`,
  typeRequired: "Type is required",
  typeInvalid: "Type must be wheel, handbuilt or combination",
  clayBodyRequired: "Clay body is required",
  clayBodyTooLong: `Clay body cannot exceed ${LIMITS.name} characters`,
  textTooLong: (label: string) => `${label} cannot exceed ${LIMITS.name} characters`,
  notesTooLong: `Notes cannot exceed ${LIMITS.notes.toLocaleString("en-US")} characters`,
  tooManyImages: `A piece can have at most ${PIECE_MAX_PHOTOS} photos`,
  tooManyTags: `A piece can have at most ${LIMITS.tagsPerItem} tags`,
  tagTooLong: `Tags cannot exceed ${LIMITS.tagLength} characters`,
  tooManyItems: (label: string) => `${label} can have at most ${LIMITS.listItems} entries`,
  measurementTooLarge: (label: string) => `${label} must be at most ${MEASUREMENT_MAX.toLocaleString("en-US")}`,
  invalidIds: "Ids must be positive whole numbers",
  inspirationsNotYours: "One or more linked inspirations were not found",
  duplicateStages: "Each stage can be recorded once",
  pieceNotFound: "Piece not found",
  pageRange: `Page must be a whole number from 1 to ${PAGE_MAX.toLocaleString("en-US")}`,
  limitRange: `Limit must be a whole number from ${LIMITS.pageLimitMin} to ${LIMITS.pageLimitMax}`,
  deleted: "Piece deleted",
} as const;

/** Spec 001 §9 tooltip tour: five tips pointing at the bottom navigation (`data-tour` hooks). */
export const TOUR_STEPS = [
  { target: "pieces", title: "My Pieces", text: "All your pieces, grouped by the stage they have reached." },
  { target: "glazes", title: "Surfaces", text: "Your glazes, slips, underglazes and oxides live here." },
  { target: "new-piece", title: "New Piece", text: "Start logging a new piece the moment it comes off the wheel." },
  { target: "inspiration", title: "Inspiration", text: "Collect photos, sketches and links for future pieces." },
  { target: "settings", title: "Settings", text: "Set your clay bodies, studio locations and account details." },
] as const;
export const TOUR_TEXTS = { next: "Next", finish: "Finish", skip: "Skip tour", close: "Close tour" } as const;

/**
 * Spec 001 §5: a size or weight is a number or numeric string; empty, non-numeric or negative becomes null.
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

const measurement = (field: MeasurementField) =>
  z
    .union([z.number(), z.string().max(64), z.null()])
    .transform((value, ctx) => {
      const parsed = parseMeasurement(value);
      if (parsed === "too-large") {
        ctx.addIssue({ code: "custom", message: PIECE_TEXTS.measurementTooLarge(MEASUREMENT_LABELS[field]) });
        return z.NEVER;
      }
      return parsed;
    })
    .openapi({ type: ["number", "string", "null"], example: "4.5" });

const requiredText = (required: string, tooLong: string) =>
  z.string({ error: required }).trim().min(1, required).max(LIMITS.name, tooLong);

const optionalText = (label: string) =>
  z
    .string()
    .trim()
    .max(LIMITS.name, PIECE_TEXTS.textTooLong(label))
    .nullable()
    .transform((v) => (v ? v : null));

const notesText = z
  .string()
  .max(LIMITS.notes, PIECE_TEXTS.notesTooLong)
  .nullable()
  .transform((v) => (v && v.trim() !== "" ? v : null));

const idList = (label: string) =>
  z
    .array(z.number({ error: PIECE_TEXTS.invalidIds }).int(PIECE_TEXTS.invalidIds).min(1, PIECE_TEXTS.invalidIds).max(2_147_483_647, PIECE_TEXTS.invalidIds))
    .max(LIMITS.listItems, PIECE_TEXTS.tooManyItems(label))
    .transform((ids) => [...new Set(ids)]);

/** Keeps only values of a fixed list (case-insensitive), in canonical spelling and without repeats. */
export function keepKnown<T extends string>(values: readonly string[], known: readonly T[]): T[] {
  const out: T[] = [];
  for (const value of values) {
    const hit = known.find((k) => k.toLowerCase() === value.trim().toLowerCase());
    if (hit && !out.includes(hit)) out.push(hit);
  }
  return out;
}

const pieceFields = {
  name: requiredText(PIECE_TEXTS.nameRequired, PIECE_TEXTS.nameTooLong),
  type: z.enum(PIECE_TYPES, {
    error: (issue) => (issue.input === undefined || issue.input === "" ? PIECE_TEXTS.typeRequired : PIECE_TEXTS.typeInvalid),
  }),
  clayBody: requiredText(PIECE_TEXTS.clayBodyRequired, PIECE_TEXTS.clayBodyTooLong),
  imageUrls: z
    .array(z.string().max(LIMITS.urlLength))
    .max(PIECE_MAX_PHOTOS, PIECE_TEXTS.tooManyImages)
    .transform((urls) => [...new Set(urls)]),
  isMultiPart: z.boolean(),
  currentPhase: requiredText("Phase cannot be empty", PIECE_TEXTS.textTooLong("Phase")),
  status: requiredText("Status cannot be empty", PIECE_TEXTS.textTooLong("Status")),
  studioLocation: optionalText("Studio location"),
  notes: notesText,
  surfaceTreatmentNotes: notesText,
  inspirationIds: idList("Linked inspirations"),
  tags: z
    .array(z.string().max(LIMITS.tagLength, PIECE_TEXTS.tagTooLong))
    .max(LIMITS.tagsPerItem, PIECE_TEXTS.tooManyTags),
  clayWeight: measurement("clayWeight"),
  height: measurement("height"),
  width: measurement("width"),
  depth: measurement("depth"),
  firingMethod: optionalText("Firing method"),
  decoratingTechniques: z
    .array(z.string().max(LIMITS.name))
    .max(LIMITS.listItems, PIECE_TEXTS.tooManyItems("Decorating techniques"))
    .transform((list) => keepKnown(list, DECORATING_TECHNIQUES)),
};

/** Spec 001 §7 POST /api/pieces; `stages` (0031) records the New Piece checklist in the same transaction. */
export const CreatePieceBodySchema = z
  .object({
    name: pieceFields.name,
    type: pieceFields.type,
    clayBody: pieceFields.clayBody,
    imageUrls: pieceFields.imageUrls.optional(),
    isMultiPart: pieceFields.isMultiPart.optional(),
    currentPhase: pieceFields.currentPhase.optional(),
    status: pieceFields.status.optional(),
    studioLocation: pieceFields.studioLocation.optional(),
    notes: pieceFields.notes.optional(),
    surfaceTreatmentNotes: pieceFields.surfaceTreatmentNotes.optional(),
    inspirationIds: pieceFields.inspirationIds.optional(),
    tags: pieceFields.tags.optional(),
    clayWeight: pieceFields.clayWeight.optional(),
    height: pieceFields.height.optional(),
    width: pieceFields.width.optional(),
    depth: pieceFields.depth.optional(),
    firingMethod: pieceFields.firingMethod.optional(),
    decoratingTechniques: pieceFields.decoratingTechniques.optional(),
    stages: z.array(NewStageSchema).max(STAGES.length, PIECE_TEXTS.duplicateStages).optional(),
  })
  .openapi("CreatePieceBody");
export type CreatePieceBody = z.input<typeof CreatePieceBodySchema>;
export type CreatePieceInput = z.output<typeof CreatePieceBodySchema>;

/** Spec 001 §7 PATCH /api/pieces/{id}: any subset of the piece's fields (the New Piece stages are create-only). */
export const UpdatePieceBodySchema = CreatePieceBodySchema.omit({ stages: true }).partial().openapi("UpdatePieceBody");
export type UpdatePieceBody = z.input<typeof UpdatePieceBodySchema>;
export type UpdatePieceInput = z.output<typeof UpdatePieceBodySchema>;

export const PieceSchema = z
  .object({
    id: z.number().int(),
    userId: z.number().int(),
    name: z.string(),
    type: z.enum(PIECE_TYPES),
    clayBody: z.string(),
    imageUrls: z.array(z.string()),
    isMultiPart: z.boolean(),
    studioLocation: z.string().nullable(),
    status: z.string(),
    currentPhase: z.string(),
    glazeIds: z.array(z.number().int()),
    inspirationIds: z.array(z.number().int()),
    tags: z.array(z.string()),
    notes: z.string().nullable(),
    surfaceTreatmentNotes: z.string().nullable(),
    clayWeight: z.number().nullable(),
    height: z.number().nullable(),
    width: z.number().nullable(),
    depth: z.number().nullable(),
    firingMethod: z.string().nullable(),
    decoratingTechniques: z.array(z.string()),
    createdAt: IsoDate,
    updatedAt: IsoDate,
  })
  .openapi("Piece");
export type Piece = z.infer<typeof PieceSchema>;

/** D19: a list row carries what the card shows, computed by the server. */
export const PieceListItemSchema = PieceSchema.extend({
  currentStage: z.enum(STAGES),
  currentLocation: z.string(),
  thumbnailUrl: z.string().nullable(),
}).openapi("PieceListItem");
export type PieceListItem = z.infer<typeof PieceListItemSchema>;

export const PaginationSchema = z
  .object({
    total: z.number().int(),
    totalPages: z.number().int(),
    page: z.number().int(),
    limit: z.number().int(),
  })
  .openapi("Pagination");
export type Pagination = z.infer<typeof PaginationSchema>;

export const PiecePageSchema = z
  .object({ data: z.array(PieceListItemSchema), pagination: PaginationSchema })
  .openapi("PiecePage");
export type PiecePage = z.infer<typeof PiecePageSchema>;

const wholeNumber = (message: string, min: number, max: number) =>
  z
    .string()
    .regex(/^[0-9]{1,9}$/, message)
    .transform(Number)
    .refine((n) => n >= min && n <= max, message);

export const PiecesQuerySchema = z.object({
  page: wholeNumber(PIECE_TEXTS.pageRange, 1, PAGE_MAX)
    .optional()
    .openapi({ param: { name: "page", in: "query" }, type: "string", example: "1" }),
  limit: wholeNumber(PIECE_TEXTS.limitRange, LIMITS.pageLimitMin, LIMITS.pageLimitMax)
    .optional()
    .openapi({ param: { name: "limit", in: "query" }, type: "string", example: "20" }),
});

/** Spec 001 §3: the clay body, the type label, and for non-wheel pieces the chosen construction tags. */
export function derivePieceTags(type: PieceType, clayBody: string, chosen: readonly string[]): string[] {
  const construction = type === "wheel" ? [] : keepKnown(chosen, HANDBUILDING_TECHNIQUES);
  return [...new Set([clayBody.trim(), PIECE_TYPE_LABELS[type], ...construction])];
}

/** The construction techniques recorded in a piece's tags (for the checkboxes). */
export function constructionTagsOf(tags: readonly string[]): string[] {
  return keepKnown(tags, HANDBUILDING_TECHNIQUES);
}
