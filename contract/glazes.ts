import { z } from "@hono/zod-openapi";
import { IsoDate, LIMITS } from "./common";

/**
 * Spec 001 §2–§9 surface treatments (glazes, underglazes, slips, oxides) and, per D22, combination glazes,
 * which are rows of the same table with isCombo and base/top layer ids.
 */

export const SURFACE_TYPES = ["Glaze", "Underglaze", "Slip", "Oxide"] as const;
export type SurfaceType = (typeof SURFACE_TYPES)[number];

/** Library order of the sections (spec 001 §2). SurfaceCombo is the saved-combos section. */
export const LIBRARY_SECTIONS = ["Glaze", "Slip", "Underglaze", "Oxide", "SurfaceCombo"] as const;
export type LibrarySection = (typeof LIBRARY_SECTIONS)[number];

/** The material types a combination layer picker offers, in group order (spec 001 §5). */
export const COMBO_LAYER_GROUPS = ["Glaze", "Underglaze", "Oxide"] as const satisfies readonly SurfaceType[];

/** Types that may carry a colour (spec 001 §3); every other type stores null. */
export const COLOR_TYPES: readonly SurfaceType[] = ["Underglaze", "Slip"];
/** Types offered images in the New surface treatment form (spec 001 §5: none for Underglaze or Slip). */
export const IMAGE_TYPES: readonly SurfaceType[] = ["Glaze", "Oxide"];

export const MAX_SURFACE_PHOTOS = 3;
/** Library fetch size (spec 001 §9); also the default and maximum of GET /api/glazes?limit (decision 0040). */
export const GLAZE_LIST_LIMIT = 1000;
export const AUTOSAVE_DELAY_MS = 2000;
export const SAVED_INDICATOR_MS = 2000;

/**
 * The shared firing-cone list, sorted from coolest to hottest (decision 0041). Spec 001 §9 names
 * Cone 3, 5, 6, 10 and 11; the rest of the usual studio range is filled in around them.
 */
export const CONE_OPTIONS = [
  "Cone 022",
  "Cone 021",
  "Cone 020",
  "Cone 019",
  "Cone 018",
  "Cone 017",
  "Cone 016",
  "Cone 015",
  "Cone 014",
  "Cone 013",
  "Cone 012",
  "Cone 011",
  "Cone 010",
  "Cone 09",
  "Cone 08",
  "Cone 07",
  "Cone 06",
  "Cone 05",
  "Cone 04",
  "Cone 03",
  "Cone 02",
  "Cone 01",
  "Cone 1",
  "Cone 2",
  "Cone 3",
  "Cone 4",
  "Cone 5",
  "Cone 6",
  "Cone 7",
  "Cone 8",
  "Cone 9",
  "Cone 10",
  "Cone 11",
  "Cone 12",
] as const;

/** Common finishes offered on a glaze (decision 0042); the server keeps any short text. */
export const FINISH_OPTIONS = ["Glossy", "Satin", "Matte", "Semi-matte", "Crystalline", "Crackle"] as const;
export const FINISH_MAX = 50;

export const COMBO_PREFIX = "Combo: ";
export const DELETED_GLAZE_MARKER = "[Deleted Glaze";

/** 10000 → '10,000' without depending on the runtime's locale data. */
const withCommas = (n: number) => String(n).replace(/\B(?=(\d{3})+(?!\d))/g, ",");

/** Spec 001 visible texts for the surfaces screens and calls, verbatim. */
export const GLAZE_TEXTS = {
  libraryHeading: "Surfaces Library",
  librarySubtitle: "Manage your glazes, slips, underglazes, and oxides",
  addNew: "Add New",
  sectionHeadings: {
    Glaze: "Glazes",
    Slip: "Slip and Terra Sigs",
    Underglaze: "Underglazes",
    Oxide: "Oxides",
    SurfaceCombo: "My Surface Combos",
  } satisfies Record<LibrarySection, string>,
  emptySlipsTitle: "No slips yet",
  emptySlipsHint: 'Use "Add New" to create your first slip',
  emptyCombosTitle: "No Surface Combos yet",
  emptyCombosHint: "Save a combo from any piece with two or more layers",
  emptyTypeTitle: (type: string) => `No ${type.toLowerCase()}s in your library`,
  emptyTypeHint: (type: string) => `Use "Add New" to create your first ${type.toLowerCase()}`,
  libraryEmptyTitle: "No surface treatments found",
  libraryEmptyHint: "Let's create your first surface treatment!",
  addFirstTreatment: "Add Your First Treatment",
  loadFailed: "Failed to load surface treatments. Please try again.",
  backToLibrary: "Back to Surfaces Library",
  createComboTitle: "Create Combo Glaze",
  notFound: "Surface treatment not found",
  tabEditDetails: "Edit Details",
  tabApply: "Apply to Piece",
  duplicate: "Duplicate",
  delete: "Delete",
  deleteAll: (n: number) => `Delete All (${n + 1} items)`,
  confirmDelete: "Are you sure you want to delete this treatment?",
  layerBase: "Layer 1 (Base)",
  layerTop: "Layer 2 (Top)",
  defaultBaseName: "Base Layer",
  defaultTopName: "Top Layer",
  deletedLayerNote:
    "Indicates a deleted glaze that needs to be replaced. Update the layers and save to fix this combination.",
  updateLayersNotice: "Update Combination Layers",
  glazeDetails: "Glaze Details",
  coneLabel: "Cone Temperature",
  conePlaceholder: "Select firing cone",
  notesLabel: "Notes",
  notesPlaceholder: "Application tips, combinations with other glazes, etc.",
  loadingPieces: "Loading your pieces...",
  noAvailablePieces:
    "No Available Pieces: All your pieces already have surface treatments applied. You can modify treatments on existing pieces from their detail pages.",
  choosePiece: "Choose a piece",
  choosePiecePlaceholder: "Select a piece without a surface treatment",
  apply: "Apply",
  applying: "Applying...",
  createdForCombination: (name: string) => `Created as part of combination: ${name}`,
  copySuffix: " Copy",
  // Server messages (spec 001 §5 where it has them, clear texts otherwise).
  nameRequired: "Name is required",
  nameTooLong: `Name cannot exceed ${LIMITS.name} characters`,
  notesTooLong: "Notes cannot exceed 10,000 characters",
  invalidType: "Type must be Glaze, Underglaze, Slip or Oxide",
  invalidColor: "Color must be a hex colour like #1a2b3c",
  invalidCone: "Temperature must be a firing cone from the list",
  finishTooLong: `Finish cannot exceed ${FINISH_MAX} characters`,
  textTooLong: (field: string, max: number) => `${field} cannot exceed ${withCommas(max)} characters`,
  tooManyPhotos: `A surface treatment can have at most ${MAX_SURFACE_PHOTOS} photos`,
  tooManyClayBodies: `At most ${LIMITS.tagsPerItem} clay bodies`,
  baseRequired: "Base layer glaze is required",
  topRequired: "Top layer glaze is required",
  baseNotFound: "Base layer glaze not found",
  topNotFound: "Top layer glaze not found",
  layerIsCombo: "A combination layer must be a single surface treatment, not a combination",
  comboTypeFixed: "A combination glaze is always of type Glaze",
  notACombination: "Combination not found",
  glazeNotFound: "Surface treatment not found",
  invalidLimit: `limit must be a whole number from 1 to ${GLAZE_LIST_LIMIT}`,
  // Client fallbacks (spec 001 §8).
  createFailed: "Failed to create surface treatment",
  createComboFailed: "Failed to create glaze combination",
  fetchFailed: "Failed to fetch glaze",
  deleteFailed: "Failed to delete glaze",
  applyFailed: "Failed to apply surface treatment",
  updateFailed: "No glaze or glaze ID available for update",
  comboIdMissing: "Could not determine combination ID for update",
} as const;

// ---------------------------------------------------------------------------------------------------------------
// Naming rules shared by the new/edit screens and the server.

export interface LayerLike {
  name: string;
  type?: string | null;
}

/** A layer as it reads inside a combination name: Underglaze and Oxide add their type (spec 001 §4). */
export function layerLabel(layer: LayerLike | null | undefined, fallback: string): string {
  const name = layer?.name.trim();
  if (!name) return fallback;
  return layer?.type === "Underglaze" || layer?.type === "Oxide" ? `${name} ${layer.type}` : name;
}

/** 'Combo: {top} over {base}' with the default names 'Base Layer' and 'Top Layer'. */
export function comboName(base: LayerLike | null | undefined, top: LayerLike | null | undefined): string {
  return `${COMBO_PREFIX}${layerLabel(top, GLAZE_TEXTS.defaultTopName)} over ${layerLabel(base, GLAZE_TEXTS.defaultBaseName)}`;
}

/** The summary line of a combination: '{top} over {base}'. */
export function comboSummary(base: LayerLike | null | undefined, top: LayerLike | null | undefined): string {
  return comboName(base, top).slice(COMBO_PREFIX.length);
}

export function deletedGlazeMarker(name: string): string {
  return `${DELETED_GLAZE_MARKER}: ${name}]`;
}

/** The '[Deleted Glaze: X]' marker already in a name: the first for the top layer, the last for the base. */
export function markerIn(name: string, side: "base" | "top"): string | null {
  const found = name.match(/\[Deleted Glaze: [^\]]*\]/g);
  if (!found) return null;
  return side === "top" ? found[0]! : found[found.length - 1]!;
}

/**
 * The regenerated name after a layer change (spec 001 §4). A layer still missing keeps the marker it had,
 * so the name keeps saying which glaze was deleted until that layer is replaced too.
 */
export function regeneratedComboName(base: LayerLike | null, top: LayerLike | null, currentName: string): string {
  const part = (layer: LayerLike | null, side: "base" | "top") =>
    layer ? { name: layerLabel(layer, "") } : { name: markerIn(currentName, side) ?? "" };
  return comboName(part(base, "base"), part(top, "top"));
}

/** A blank or missing type counts as Glaze (spec 001 §3). */
export function normaliseType(type: string | null | undefined): SurfaceType {
  const t = (type ?? "").trim();
  return t === "" ? "Glaze" : (t as SurfaceType);
}

// ---------------------------------------------------------------------------------------------------------------
// Request schemas.

/** PostgreSQL text cannot hold NUL; refusing it here keeps such input a 400 instead of a 5xx. */
const NUL = String.fromCharCode(0);
const NUL_MESSAGE = "Text cannot contain NUL characters";
const text = (error: string) => z.string({ error }).refine((s) => !s.includes(NUL), NUL_MESSAGE);

const nameField = text(GLAZE_TEXTS.nameRequired)
  .trim()
  .min(1, GLAZE_TEXTS.nameRequired)
  .max(LIMITS.name, GLAZE_TEXTS.nameTooLong);

/** Blank → Glaze; anything else must be one of the four types. */
const typeField = text(GLAZE_TEXTS.invalidType)
  .trim()
  .nullish()
  .transform((t) => (t ? t : "Glaze"))
  .pipe(z.enum(SURFACE_TYPES, { error: GLAZE_TEXTS.invalidType }));

/** Empty strings clear a text field; trimmed; capped. */
const optionalText = (label: string, max: number) =>
  text(`${label} must be text`)
    .trim()
    .max(max, GLAZE_TEXTS.textTooLong(label, max))
    .nullish()
    .transform((v) => (v ? v : null));

const colorField = text(GLAZE_TEXTS.invalidColor)
  .trim()
  .nullish()
  .transform((v) => (v ? v.toLowerCase() : null))
  .refine((v) => v === null || /^#[0-9a-f]{6}$/.test(v), GLAZE_TEXTS.invalidColor);

const coneField = text(GLAZE_TEXTS.invalidCone)
  .trim()
  .nullish()
  .transform((v) => (v ? v : null))
  .refine((v) => v === null || (CONE_OPTIONS as readonly string[]).includes(v), GLAZE_TEXTS.invalidCone);

const imageUrlsField = z
  .array(text("Image addresses must be text").max(LIMITS.urlLength, "Image address is too long"), { error: "imageUrls must be a list" })
  .max(MAX_SURFACE_PHOTOS, GLAZE_TEXTS.tooManyPhotos);

const clayBodiesField = z
  .array(text("Clay body names must be text").trim().min(1, "Clay body names cannot be empty").max(LIMITS.name, GLAZE_TEXTS.nameTooLong), {
    error: "clayBodies must be a list",
  })
  .max(LIMITS.tagsPerItem, GLAZE_TEXTS.tooManyClayBodies);

const glazeFields = {
  type: typeField.optional(),
  imageUrls: imageUrlsField.optional(),
  color: colorField.optional(),
  brand: optionalText("Brand", LIMITS.name).optional(),
  description: optionalText("Description", LIMITS.notes).optional(),
  temperature: coneField.optional(),
  firingAtmosphere: optionalText("Firing atmosphere", LIMITS.name).optional(),
  clayBodies: clayBodiesField.optional(),
  finish: optionalText("Finish", FINISH_MAX).optional(),
  notes: optionalText("Notes", LIMITS.notes).optional(),
};

export const CreateGlazeBodySchema = z.object({ name: nameField, ...glazeFields }).openapi("CreateGlaze");
export type CreateGlazeBody = z.input<typeof CreateGlazeBodySchema>;

export const UpdateGlazeBodySchema = z.object({ name: nameField.optional(), ...glazeFields }).openapi("UpdateGlaze");
export type UpdateGlazeBody = z.input<typeof UpdateGlazeBodySchema>;

const layerId = (message: string) =>
  z
    .number({ error: message })
    .int(message)
    .min(1, message)
    .max(2_147_483_647, message);

export const CreateCombinationBodySchema = z
  .object({
    name: nameField.optional(),
    baseLayerGlazeId: layerId(GLAZE_TEXTS.baseRequired),
    topLayerGlazeId: layerId(GLAZE_TEXTS.topRequired),
    notes: glazeFields.notes,
    imageUrls: imageUrlsField.optional(),
    temperature: glazeFields.temperature,
  })
  .openapi("CreateGlazeCombination");
export type CreateCombinationBody = z.input<typeof CreateCombinationBodySchema>;

export const UpdateCombinationBodySchema = z
  .object({
    name: nameField.optional(),
    baseLayerGlazeId: layerId(GLAZE_TEXTS.baseRequired).optional(),
    topLayerGlazeId: layerId(GLAZE_TEXTS.topRequired).optional(),
    notes: glazeFields.notes,
    imageUrls: imageUrlsField.optional(),
    temperature: glazeFields.temperature,
  })
  .openapi("UpdateGlazeCombination");
export type UpdateCombinationBody = z.input<typeof UpdateCombinationBodySchema>;

export const GlazeListQuerySchema = z.object({
  limit: z
    .string()
    .regex(/^[0-9]{1,7}$/, GLAZE_TEXTS.invalidLimit)
    .transform(Number)
    .refine((n) => n >= 1 && n <= GLAZE_LIST_LIMIT, GLAZE_TEXTS.invalidLimit)
    .optional()
    .openapi({ param: { name: "limit", in: "query" }, example: "1000", type: "string" }),
});

export const DeleteGlazeQuerySchema = z.object({
  withCombinations: z
    .enum(["true", "false"], { error: "withCombinations must be true or false" })
    .optional()
    .openapi({ param: { name: "withCombinations", in: "query" }, example: "true", type: "string" }),
});

export const ComboNameParamSchema = z.object({
  name: text(GLAZE_TEXTS.nameRequired)
    .min(1, GLAZE_TEXTS.nameRequired)
    .max(LIMITS.name + COMBO_PREFIX.length, GLAZE_TEXTS.nameTooLong)
    .openapi({ param: { name: "name", in: "path" }, example: "Celadon over Tenmoku" }),
});

// ---------------------------------------------------------------------------------------------------------------
// Answers.

export const GlazeSchema = z
  .object({
    id: z.number().int(),
    userId: z.number().int(),
    name: z.string(),
    type: z.enum(SURFACE_TYPES),
    imageUrls: z.array(z.string()),
    /** The first image's thumbnail, for list rows. */
    thumbnailUrl: z.string().nullable(),
    color: z.string().nullable(),
    brand: z.string().nullable(),
    description: z.string().nullable(),
    temperature: z.string().nullable(),
    firingAtmosphere: z.string().nullable(),
    clayBodies: z.array(z.string()),
    finish: z.string().nullable(),
    notes: z.string().nullable(),
    autoNamed: z.boolean(),
    unnamedIndex: z.number().int().nullable(),
    isCombo: z.boolean(),
    baseLayerGlazeId: z.number().int().nullable(),
    topLayerGlazeId: z.number().int().nullable(),
    comboImageUrl: z.string().nullable(),
    createdAt: IsoDate,
    updatedAt: IsoDate,
  })
  .openapi("Glaze");
export type Glaze = z.infer<typeof GlazeSchema>;

/** A single glaze; a combination also carries its layers (null when a layer glaze was deleted). */
export const GlazeDetailSchema = GlazeSchema.extend({
  baseGlaze: GlazeSchema.nullable().optional(),
  topGlaze: GlazeSchema.nullable().optional(),
}).openapi("GlazeDetail");
export type GlazeDetail = z.infer<typeof GlazeDetailSchema>;

export const GlazeListSchema = z.object({ data: z.array(GlazeSchema) }).openapi("GlazeList");
export type GlazeList = z.infer<typeof GlazeListSchema>;

export const CombinationLookupSchema = z
  .object({
    combination: GlazeSchema,
    baseGlaze: GlazeSchema.nullable(),
    topGlaze: GlazeSchema.nullable(),
  })
  .openapi("GlazeCombinationLookup");
export type CombinationLookup = z.infer<typeof CombinationLookupSchema>;

export const DeleteGlazeAnswerSchema = z
  .object({
    message: z.string(),
    /** Every glaze id removed: the glaze, plus its combinations with ?withCombinations=true. */
    deletedIds: z.array(z.number().int()),
    /** Combinations kept with a deleted-glaze marker (plain delete). */
    markedCombinationIds: z.array(z.number().int()),
  })
  .openapi("DeleteGlazeAnswer");
export type DeleteGlazeAnswer = z.infer<typeof DeleteGlazeAnswerSchema>;

/** Sorts by name the way a potter reads a list: case-insensitive, numbers in order. */
export function byName<T extends { name: string; id: number }>(a: T, b: T): number {
  return a.name.localeCompare(b.name, "en", { sensitivity: "base", numeric: true }) || a.id - b.id;
}
