import { z } from "zod";
import { AMOUNT_PATTERN } from "../business/money";
import { BUSINESS_TEXTS } from "../business/texts";
import { IsoDate, LIMITS } from "../common/schemas";
import { NewPieceLayerSchema } from "../layers/schemas";
import { NewStageSchema, STAGES } from "../stages/schemas";
import { FateFilterSchema, PieceFateSchema } from "./fate-schemas";
import { PIECE_SEARCH_MAX, PIECE_SEARCH_TEXTS, PIECE_SORTS, PIECE_MATCH_FIELDS } from "./search-texts";
import {
  DECORATING_TECHNIQUES,
  keepKnown,
  MEASUREMENT_LABELS,
  PAGE_MAX,
  parseMeasurement,
  PIECE_MAX_PHOTOS,
  PIECE_TEXTS,
  PIECE_TYPES,
  type MeasurementField,
} from "./texts";

export * from "./texts";
export * from "./search-texts";
export * from "./fate-schemas";

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
    });

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

/** product.md#r33 POST /api/pieces; `stages` (0031) records the New Piece checklist in the same transaction. */
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
    layers: z.array(NewPieceLayerSchema).max(LIMITS.listItems, PIECE_TEXTS.tooManyItems("Layers")).optional(),
  });
export type CreatePieceBody = z.input<typeof CreatePieceBodySchema>;
export type CreatePieceInput = z.output<typeof CreatePieceBodySchema>;

/** product.md#r33 PATCH /api/pieces/{id}: any subset of the piece's fields (the New Piece stages and layers are create-only). */
export const UpdatePieceBodySchema = CreatePieceBodySchema.omit({ stages: true, layers: true })
  .partial()
  .extend({
    /** The asking price as a decimal string ("45.00") in the potter's currency, or null to clear it (product.md#r270). */
    price: z.string({ error: BUSINESS_TEXTS.amountFormat }).trim().regex(AMOUNT_PATTERN, BUSINESS_TEXTS.amountInvalid("Price", 2)).nullable().optional(),
  });
export type UpdatePieceBody = z.input<typeof UpdatePieceBodySchema>;
export type UpdatePieceInput = z.output<typeof UpdatePieceBodySchema>;

export const PieceSchema = z
  .object({
    id: z.number().int(),
    userId: z.number().int(),
    /** The short code (product.md#r130): null only on the device, for a record made offline and not yet synced. */
    code: z.string().nullable(),
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
    /** Lost or reclaimed (product.md#r180); null while the piece is in the making or finished. */
    fate: PieceFateSchema.nullable(),
    /** The asking price ("45.00", the potter's currency, product.md#r270); on a piece's own answers, absent in lists. */
    price: z.string().nullable().optional(),
    createdAt: IsoDate,
    updatedAt: IsoDate,
  });
export type Piece = z.infer<typeof PieceSchema>;

/** product.md#r19: a list row carries what the card shows, computed by the server. */
export const PieceListItemSchema = PieceSchema.extend({
  currentStage: z.enum(STAGES),
  currentLocation: z.string(),
  thumbnailUrl: z.string().nullable(),
  /** With a search: where the words were found, best first (product.md#r127); absent without one. */
  matches: z.array(z.enum(PIECE_MATCH_FIELDS)).optional(),
});
export type PieceListItem = z.infer<typeof PieceListItemSchema>;

export const PaginationSchema = z
  .object({
    total: z.number().int(),
    totalPages: z.number().int(),
    page: z.number().int(),
    limit: z.number().int(),
  });
export type Pagination = z.infer<typeof PaginationSchema>;

/**
 * The potter's number of pieces at each board stage, over all pages; every stage is present (0 when empty), and the
 * totals add up to `pagination.total` (docs/decisions/0108-stored-current-stage.md).
 */
export const StageCountsSchema = z.record(z.enum(STAGES), z.number().int());
export type StageCounts = z.infer<typeof StageCountsSchema>;

export const PiecePageSchema = z
  .object({ data: z.array(PieceListItemSchema), pagination: PaginationSchema, stageCounts: StageCountsSchema });
export type PiecePage = z.infer<typeof PiecePageSchema>;

const wholeNumber = (message: string, min: number, max: number) =>
  z
    .string()
    .regex(/^[0-9]{1,9}$/, message)
    .transform(Number)
    .refine((n) => n >= min && n <= max, message);

const isoDay = z
  .string()
  .regex(/^[0-9]{4}-[0-9]{2}-[0-9]{2}$/, PIECE_SEARCH_TEXTS.dateInvalid)
  .refine((day) => !Number.isNaN(Date.parse(`${day}T00:00:00Z`)) && new Date(`${day}T00:00:00Z`).toISOString().startsWith(day), PIECE_SEARCH_TEXTS.dateInvalid);
const filterText = z.string().trim().min(1, PIECE_SEARCH_TEXTS.textTooLong).max(100, PIECE_SEARCH_TEXTS.textTooLong);

/** Search, filters and sort (product.md#r127–r129); every one optional, all combined with AND. */
const PieceSearchQueryFields = {
  q: z.string().max(PIECE_SEARCH_MAX, PIECE_SEARCH_TEXTS.qTooLong).optional(),
  sort: z.enum(PIECE_SORTS, { error: PIECE_SEARCH_TEXTS.sortInvalid }).optional(),
  method: z.enum(PIECE_TYPES, { error: PIECE_SEARCH_TEXTS.methodInvalid }).optional(),
  clayBody: filterText.optional(),
  location: filterText.optional(),
  glazeId: wholeNumber(PIECE_SEARCH_TEXTS.idInvalid, 1, 2_147_483_647).optional(),
  firingId: wholeNumber(PIECE_SEARCH_TEXTS.idInvalid, 1, 2_147_483_647).optional(),
  from: isoDay.optional(),
  to: isoDay.optional(),
  hasPhotos: z.enum(["true", "false"], { error: PIECE_SEARCH_TEXTS.hasPhotosInvalid }).transform((v) => v === "true").optional(),
  minDays: wholeNumber(PIECE_SEARCH_TEXTS.daysInvalid, 0, 10_000).optional(),
};

export const PiecesQuerySchema = z.object({
  page: wholeNumber(PIECE_TEXTS.pageRange, 1, PAGE_MAX)
    .optional(),
  limit: wholeNumber(PIECE_TEXTS.limitRange, LIMITS.pageLimitMin, LIMITS.pageLimitMax)
    .optional(),
  /** Only the pieces whose current stage is this one, still newest first (product.md#r123). */
  stage: z.enum(STAGES, { error: PIECE_TEXTS.stageFilterInvalid }).optional(),
  /** The Lost & reclaimed list (product.md#r180); without it, ended pieces are left out. */
  fate: FateFilterSchema.optional(),
  ...PieceSearchQueryFields,
}).refine((query) => !query.from || !query.to || query.from <= query.to, {
  message: PIECE_SEARCH_TEXTS.dateOrder,
  path: ["from"],
});
export type PiecesQuery = z.infer<typeof PiecesQuerySchema>;


