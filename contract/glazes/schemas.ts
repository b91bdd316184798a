/** Request and answer schemas of the surface-treatment calls, including combination glazes (product.md#r22). */
import { z } from "zod";
import { IsoDate, LIMITS } from "../common/schemas";
import { COMBO_PREFIX, CONE_OPTIONS, FINISH_MAX, GLAZE_LIST_LIMIT, MAX_SURFACE_PHOTOS, SURFACE_TYPES } from "./rules";
import { GLAZE_TEXTS } from "./texts";

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
  /** The recipe in the bucket, one of the potter's (product.md#r260); null: a commercial glaze. */
  recipeId: z
    .number({ error: GLAZE_TEXTS.recipeInvalid })
    .int(GLAZE_TEXTS.recipeInvalid)
    .min(1, GLAZE_TEXTS.recipeInvalid)
    .max(2_147_483_647, GLAZE_TEXTS.recipeInvalid)
    .nullable()
    .optional(),
};

/**
 * A studio's surface (its glaze shelf, docs/decisions/0237-studio-glaze-shelf.md): set once, at creation, by the
 * studio's owner or staff; absent, the surface is the potter's own.
 */
const studioIdField = z
  .number({ error: GLAZE_TEXTS.studioInvalid })
  .int(GLAZE_TEXTS.studioInvalid)
  .min(1, GLAZE_TEXTS.studioInvalid)
  .max(2_147_483_647, GLAZE_TEXTS.studioInvalid);

/** A studio's shelf in a list, instead of the potter's own library: the id as the address carries it. */
const studioQuery = z
  .string({ error: GLAZE_TEXTS.studioInvalid })
  .regex(/^[1-9][0-9]{0,9}$/, GLAZE_TEXTS.studioInvalid)
  .transform(Number)
  .refine((n) => n <= 2_147_483_647, GLAZE_TEXTS.studioInvalid)
  .optional();

export const CreateGlazeBodySchema = z.object({ name: nameField, ...glazeFields, studioId: studioIdField.optional() });
export type CreateGlazeBody = z.input<typeof CreateGlazeBodySchema>;

export const UpdateGlazeBodySchema = z.object({ name: nameField.optional(), ...glazeFields });
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
  });
export type CreateCombinationBody = z.input<typeof CreateCombinationBodySchema>;

export const UpdateCombinationBodySchema = z
  .object({
    name: nameField.optional(),
    baseLayerGlazeId: layerId(GLAZE_TEXTS.baseRequired).optional(),
    topLayerGlazeId: layerId(GLAZE_TEXTS.topRequired).optional(),
    notes: glazeFields.notes,
    imageUrls: imageUrlsField.optional(),
    temperature: glazeFields.temperature,
  });
export type UpdateCombinationBody = z.input<typeof UpdateCombinationBodySchema>;

export const GlazeListQuerySchema = z.object({
  limit: z
    .string()
    .regex(/^[0-9]{1,7}$/, GLAZE_TEXTS.invalidLimit)
    .transform(Number)
    .refine((n) => n >= 1 && n <= GLAZE_LIST_LIMIT, GLAZE_TEXTS.invalidLimit)
    .optional(),
  studioId: studioQuery,
});

export const DeleteGlazeQuerySchema = z.object({
  withCombinations: z
    .enum(["true", "false"], { error: "withCombinations must be true or false" })
    .optional(),
});

export const ComboNameParamSchema = z.object({
  name: text(GLAZE_TEXTS.nameRequired)
    .min(1, GLAZE_TEXTS.nameRequired)
    .max(LIMITS.name + COMBO_PREFIX.length, GLAZE_TEXTS.nameTooLong),
});

// ---------------------------------------------------------------------------------------------------------------
// Answers.

export const GlazeSchema = z
  .object({
    id: z.number().int(),
    userId: z.number().int(),
    /** The studio whose shelf holds it (docs/decisions/0237-studio-glaze-shelf.md); null: the potter's own. */
    studioId: z.number().int().nullable(),
    /** The short code (product.md#r130): null only on the device, for a record made offline and not yet synced. */
    code: z.string().nullable(),
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
    /** The glaze lab's recipe this surface carries (product.md#r260); null: commercial, or none given. */
    recipeId: z.number().int().nullable(),
    createdAt: IsoDate,
    updatedAt: IsoDate,
  });
export type Glaze = z.infer<typeof GlazeSchema>;

/** A single glaze; a combination also carries its layers (null when a layer glaze was deleted). */
export const GlazeDetailSchema = GlazeSchema.extend({
  baseGlaze: GlazeSchema.nullable().optional(),
  topGlaze: GlazeSchema.nullable().optional(),
});
export type GlazeDetail = z.infer<typeof GlazeDetailSchema>;

export const GlazeListSchema = z.object({ data: z.array(GlazeSchema) });

export const CombinationLookupSchema = z
  .object({
    combination: GlazeSchema,
    baseGlaze: GlazeSchema.nullable(),
    topGlaze: GlazeSchema.nullable(),
  });
export type CombinationLookup = z.infer<typeof CombinationLookupSchema>;

export const DeleteGlazeAnswerSchema = z
  .object({
    message: z.string(),
    /** Every glaze id removed: the glaze, plus its combinations with ?withCombinations=true. */
    deletedIds: z.array(z.number().int()),
    /** Combinations kept with a deleted-glaze marker (plain delete). */
    markedCombinationIds: z.array(z.number().int()),
  });
export type DeleteGlazeAnswer = z.infer<typeof DeleteGlazeAnswerSchema>;
