/** Request and answer schemas of the test-tile calls (docs/decisions/0110-test-tiles.md). */
import { z } from "zod";
import { IsoDate, LIMITS } from "../common/schemas";
import { CONE_OPTIONS } from "../glazes/rules";
import { LAYER_TEXTS } from "../layers/texts";
import {
  ATMOSPHERE_MAX,
  MAX_TILE_PHOTOS,
  TILE_DEFECTS,
  TILE_PAGE_MAX,
  TILE_RATING_MAX,
  TILE_RATING_MIN,
  materialFieldsGiven,
} from "./rules";
import { TILE_TEXTS } from "./texts";

// ---------------------------------------------------------------------------------------------------------------
// Request schemas.

const id = (field: string) =>
  z
    .number({ error: TILE_TEXTS.idNotNumber(field) })
    .int(TILE_TEXTS.idNotNumber(field))
    .min(1, TILE_TEXTS.idNotNumber(field))
    .max(2_147_483_647, TILE_TEXTS.idNotNumber(field));

/** Trimmed; blank clears the field (null); over the limit is refused, never cut. */
const optionalText = (label: string, max: number, message = TILE_TEXTS.textTooLong(label, max)) =>
  z
    .string({ error: `${label} must be text` })
    .trim()
    .max(max, message)
    .nullish()
    .transform((v) => (v ? v : null));

const clayBodyField = z
  .string({ error: TILE_TEXTS.clayBodyRequired })
  .trim()
  .min(1, TILE_TEXTS.clayBodyRequired)
  .max(LIMITS.name, TILE_TEXTS.clayBodyTooLong);

const coneField = z
  .string({ error: TILE_TEXTS.invalidCone })
  .trim()
  .nullish()
  .transform((v) => (v ? v : null))
  .refine((v) => v === null || (CONE_OPTIONS as readonly string[]).includes(v), TILE_TEXTS.invalidCone);

const ISO_DAY = /^(19|20|21)\d\d-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/;
const firedOnField = z
  .string({ error: TILE_TEXTS.invalidFiredOn })
  .trim()
  .nullish()
  .transform((v) => (v ? v : null))
    // The pattern keeps the date valid for Date; a day past the month's end rolls over and so fails the compare.
  .refine((v) => v === null || (ISO_DAY.test(v) && new Date(`${v}T00:00:00Z`).toISOString().slice(0, 10) === v), TILE_TEXTS.invalidFiredOn);

const ratingField = z
  .number({ error: TILE_TEXTS.invalidRating })
  .int(TILE_TEXTS.invalidRating)
  .min(TILE_RATING_MIN, TILE_TEXTS.invalidRating)
  .max(TILE_RATING_MAX, TILE_TEXTS.invalidRating)
  .nullable();

/** Any order in, the fixed list's order out; a defect named twice is kept once. */
const defectsField = z
  .array(z.enum(TILE_DEFECTS, { error: TILE_TEXTS.invalidDefect }), { error: "defects must be a list" })
  .max(TILE_DEFECTS.length * 2, TILE_TEXTS.invalidDefect)
  .transform((list) => TILE_DEFECTS.filter((d) => list.includes(d)));

/**
 * Fields of both create and change. Method, coats and thickness follow the decoration-layer rules per type
 * (product.md#r98), checked on the server by the same function as layers; type, method and thickness carry the
 * layer schema's bounds.
 */
const tileFields = {
  glazeId: id("glazeId").nullable().optional(),
  surfaceComboId: id("surfaceComboId").nullable().optional(),
  materialName: optionalText("Material name", LIMITS.name).optional(),
  type: z.string().max(40).nullable().optional(),
  cone: coneField.optional(),
  atmosphere: optionalText("Atmosphere", ATMOSPHERE_MAX, TILE_TEXTS.atmosphereTooLong).optional(),
  applicationMethod: z.string().max(60).nullable().optional(),
  coats: z.number().int(LAYER_TEXTS.coatsMin).min(1, LAYER_TEXTS.coatsMin).max(10, LAYER_TEXTS.coatsMax).nullable().optional(),
  thickness: z.string().max(20).nullable().optional(),
  /** Reserved for firings (not built yet): null, or a firing of the potter's. */
  firingId: id("firingId").nullable().optional(),
  firedOn: firedOnField.optional(),
  kilnName: optionalText("Kiln", LIMITS.name).optional(),
  imageUrls: z
    .array(z.string().max(LIMITS.urlLength, "Image address is too long"), { error: "imageUrls must be a list" })
    .max(MAX_TILE_PHOTOS, TILE_TEXTS.tooManyPhotos)
    .optional(),
  rating: ratingField.optional(),
  defects: defectsField.optional(),
  defectNote: optionalText("What went wrong", LIMITS.notes).optional(),
  notes: optionalText("Notes", LIMITS.notes).optional(),
};

/** product.md#r121: exactly one of a surface treatment, a saved combo or a typed material (at most one on a change). */
const materialRule =
  (mustHaveOne: boolean) =>
  (body: { glazeId?: number | null; surfaceComboId?: number | null; materialName?: string | null }, ctx: z.RefinementCtx) => {
    const given = materialFieldsGiven(body);
    if (given.length > 1 || (mustHaveOne && given.length === 0)) {
      ctx.addIssue({ code: "custom", path: ["material"], message: TILE_TEXTS.materialOneOf });
    }
  };

export const CreateTestTileBodySchema = z
  .object({ ...tileFields, clayBody: clayBodyField })
  .strict()
  .superRefine(materialRule(true));
export type CreateTestTileBody = z.input<typeof CreateTestTileBodySchema>;
export type CreateTestTileInput = z.output<typeof CreateTestTileBodySchema>;

export const UpdateTestTileBodySchema = z
  .object({ ...tileFields, clayBody: clayBodyField.optional() })
  .strict()
  .superRefine(materialRule(false));
export type UpdateTestTileBody = z.input<typeof UpdateTestTileBodySchema>;
export type UpdateTestTileInput = z.output<typeof UpdateTestTileBodySchema>;

const wholeNumber = (message: string, min: number, max: number) =>
  z
    .string()
    .regex(/^[0-9]{1,9}$/, message)
    .transform(Number)
    .refine((n) => n >= min && n <= max, message);

const idQuery = (field: string) => wholeNumber(TILE_TEXTS.idNotNumber(field), 1, 2_147_483_647);

/** The grid's filters (product.md#r121) and its page. Text filters match whole values, ignoring case. */
export const TestTileListQuerySchema = z.object({
  glazeId: idQuery("glazeId").optional(),
  surfaceComboId: idQuery("surfaceComboId").optional(),
  materialName: z.string().trim().min(1).max(LIMITS.name, TILE_TEXTS.textTooLong("Material name", LIMITS.name)).optional(),
  clayBody: z.string().trim().min(1).max(LIMITS.name, TILE_TEXTS.clayBodyTooLong).optional(),
  cone: z.enum(CONE_OPTIONS, { error: TILE_TEXTS.invalidCone }).optional(),
  atmosphere: z.string().trim().min(1).max(ATMOSPHERE_MAX, TILE_TEXTS.atmosphereTooLong).optional(),
  minRating: wholeNumber(TILE_TEXTS.invalidMinRating, TILE_RATING_MIN, TILE_RATING_MAX).optional(),
  defect: z.enum(TILE_DEFECTS, { error: TILE_TEXTS.invalidDefect }).optional(),
  page: wholeNumber(TILE_TEXTS.pageRange, 1, 1_000_000).optional(),
  limit: wholeNumber(TILE_TEXTS.limitRange, 1, TILE_PAGE_MAX).optional(),
});
export type TestTileListQuery = z.input<typeof TestTileListQuerySchema>;

// ---------------------------------------------------------------------------------------------------------------
// Answers.

export const TestTileSchema = z.object({
  id: z.number().int(),
  userId: z.number().int(),
  /** The tile's short code (T-0012, product.md#r130): null only on the device, for a tile made offline, not synced. */
  code: z.string().nullable(),
  glazeId: z.number().int().nullable(),
  surfaceComboId: z.number().int().nullable(),
  /** The typed material name; null when the tile names a library item. */
  materialName: z.string().nullable(),
  /** What the potter reads: the library item's current name, else the typed (or last known) name. */
  materialLabel: z.string(),
  materialKind: z.enum(["glaze", "combination", "combo", "text"]),
  /** The layer type (Glaze, Slip, …); null for a saved combo, whose layers carry their own. */
  type: z.string().nullable(),
  clayBody: z.string(),
  cone: z.string().nullable(),
  atmosphere: z.string().nullable(),
  applicationMethod: z.string().nullable(),
  coats: z.number().int().nullable(),
  thickness: z.string().nullable(),
  firingId: z.number().int().nullable(),
  firedOn: z.string().nullable(),
  kilnName: z.string().nullable(),
  imageUrls: z.array(z.string()),
  /** The first photo's thumbnail, for the grid. */
  thumbnailUrl: z.string().nullable(),
  rating: z.number().int().nullable(),
  defects: z.array(z.string()),
  defectNote: z.string().nullable(),
  notes: z.string().nullable(),
  createdAt: IsoDate,
  updatedAt: IsoDate,
});
export type TestTile = z.infer<typeof TestTileSchema>;

const FacetMaterialSchema = z.object({
  glazeId: z.number().int().nullable(),
  surfaceComboId: z.number().int().nullable(),
  /** Set for a typed material: filter with ?materialName=. */
  materialName: z.string().nullable(),
  label: z.string(),
});
export type FacetMaterial = z.infer<typeof FacetMaterialSchema>;

/** The values the potter's tiles hold, whatever the filters: the filter choices. */
export const TestTileFacetsSchema = z.object({
  materials: z.array(FacetMaterialSchema),
  clayBodies: z.array(z.string()),
  atmospheres: z.array(z.string()),
});
export type TestTileFacets = z.infer<typeof TestTileFacetsSchema>;

export const TestTilePageSchema = z.object({
  data: z.array(TestTileSchema),
  pagination: z.object({
    total: z.number().int(),
    totalPages: z.number().int(),
    page: z.number().int(),
    limit: z.number().int(),
  }),
});
export type TestTilePage = z.infer<typeof TestTilePageSchema>;

export const TestTileListSchema = z.object({ data: z.array(TestTileSchema) });

/**
 * Tiles grouped by the recipe and version they wore (product.md#r288): through a surface carrying the recipe, a layer
 * of a combination carrying it, or a blend's tile; the newest tiles of each group, with the group's count.
 */
export const TileRecipeGroupSchema = z.object({
  recipeId: z.number().int(),
  name: z.string(),
  version: z.number().int(),
  /** 'Leach 4321 v2' */
  label: z.string(),
  count: z.number().int(),
  tiles: z.array(TestTileSchema),
});
export type TileRecipeGroup = z.infer<typeof TileRecipeGroupSchema>;
export const TileRecipeGroupListSchema = z.object({ data: z.array(TileRecipeGroupSchema) });
