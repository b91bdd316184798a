/**
 * Request and answer schemas of the glaze lab's materials and recipes (product.md#r258–r260). Batches, blends,
 * outcomes, mix logs and pasted text are in ./lab-schemas.ts; the analysis is the chemistry's own schema.
 */
import { z } from "zod";
import { IsoDate, LIMITS } from "../common/schemas";
import { MATERIAL_FAMILIES, recipeAnalysisSchema } from "./chemistry";
import { isOxideKey } from "./chemistry/oxides";
import { boundedNumber, coneField, limitQuery, MaterialIdSchema, nameField, optionalText, pageQuery, text } from "./fields";
import {
  LINE_AMOUNT_MAX,
  LOI_MAX,
  MATERIAL_ALIASES_MAX,
  OXIDE_PERCENT_MAX,
  RECIPE_KINDS,
  RECIPE_LINES_MAX,
  RECIPE_PAGE_MAX,
  RECIPE_PHOTOS_MAX,
} from "./rules";
import { GLAZE_LAB_TEXTS as T } from "./texts";

export { MaterialIdSchema } from "./fields";
export type { MaterialId } from "./fields";

// ---------------------------------------------------------------------------------------------------------------
// Materials.

/** Weight % per oxide; only oxides the chemistry knows, each 0–100. */
const analysisField = z
  .record(z.string(), boundedNumber(T.analysisInvalid, 0, OXIDE_PERCENT_MAX), { error: T.analysisInvalid })
  .superRefine((analysis, ctx) => {
    for (const key of Object.keys(analysis)) {
      if (!isOxideKey(key)) ctx.addIssue({ code: "custom", path: [key], message: T.analysisUnknownOxide(key) });
    }
  });

const aliasesField = z
  .array(text(T.aliasesInvalid).trim().min(1, T.aliasesInvalid).max(LIMITS.name, T.aliasesInvalid), { error: T.aliasesInvalid })
  .max(MATERIAL_ALIASES_MAX, T.aliasesInvalid);

const materialFields = {
  family: z.enum(MATERIAL_FAMILIES, { error: T.familyInvalid }).nullable().optional(),
  aliases: aliasesField.optional(),
  analysis: analysisField.optional(),
  loi: boundedNumber(T.loiInvalid, 0, LOI_MAX).nullable().optional(),
  source: optionalText("Source", LIMITS.urlLength).optional(),
  formula: optionalText("Formula", LIMITS.name).optional(),
  notes: optionalText("Notes", LIMITS.notes).optional(),
};

/**
 * An own material. With `copyOf` ("default:<key>") it is the potter's copy of a default one: the fields not given
 * are the default's, and the copy replaces the default in the potter's list (product.md#r258).
 */
export const CreateMaterialBodySchema = z
  .object({
    name: nameField(T.materialNameRequired, T.materialNameTooLong).optional(),
    ...materialFields,
    copyOf: z.string({ error: T.copyOfInvalid }).regex(/^default:[A-Za-z0-9_.+-]{1,80}$/, T.copyOfInvalid).optional(),
  })
  .strict()
  .superRefine((body, ctx) => {
    if (body.copyOf !== undefined) return;
    if (body.name === undefined) ctx.addIssue({ code: "custom", path: ["name"], message: T.materialNameRequired });
    if (body.analysis === undefined) ctx.addIssue({ code: "custom", path: ["analysis"], message: T.analysisInvalid });
  });
export type CreateMaterialBody = z.input<typeof CreateMaterialBodySchema>;
export type CreateMaterialInput = z.output<typeof CreateMaterialBodySchema>;

export const UpdateMaterialBodySchema = z
  .object({ name: nameField(T.materialNameRequired, T.materialNameTooLong).optional(), ...materialFields })
  .strict();
export type UpdateMaterialBody = z.input<typeof UpdateMaterialBodySchema>;
export type UpdateMaterialInput = z.output<typeof UpdateMaterialBodySchema>;

export const MaterialListQuerySchema = z.object({
  q: z.string().trim().max(100, T.searchTooLong).optional(),
});
export type MaterialListQuery = z.input<typeof MaterialListQuerySchema>;

export const MaterialSchema = z.object({
  /** "default:<key>" for the default library, the number for the potter's own. */
  id: z.union([z.number().int(), z.string()]),
  /** True for the potter's own material (a copy of a default included). */
  own: z.boolean(),
  /** The default this is the potter's copy of ("default:<key>"), else null. */
  copyOf: z.string().nullable(),
  name: z.string(),
  aliases: z.array(z.string()),
  /** silica, clay, feldspar, flux, frit, colorant or opacifier; null when an own material names none. */
  family: z.enum(MATERIAL_FAMILIES).nullable(),
  /** Weight % per oxide, as the data sheet gives it. */
  analysis: z.record(z.string(), z.number()),
  loi: z.number().nullable(),
  /** Where the analysis comes from (a data sheet, stoichiometry, the potter's supplier). */
  source: z.string().nullable(),
  formula: z.string().nullable(),
  notes: z.string().nullable(),
});
export type Material = z.infer<typeof MaterialSchema>;

export const MaterialListSchema = z.object({ data: z.array(MaterialSchema) });
export type MaterialList = z.infer<typeof MaterialListSchema>;

// ---------------------------------------------------------------------------------------------------------------
// Recipes.

export const RecipeLineInputSchema = z
  .object({
    materialId: MaterialIdSchema,
    amount: boundedNumber(T.amountInvalid, 0, LINE_AMOUNT_MAX),
    /** On top of the base (colorants, opacifiers): not part of the 100. */
    addition: z.boolean({ error: "addition must be true or false" }).optional(),
  })
  .strict();
export type RecipeLineInput = z.input<typeof RecipeLineInputSchema>;

const linesField = z
  .array(RecipeLineInputSchema, { error: T.linesRequired })
  .min(1, T.linesRequired)
  .max(RECIPE_LINES_MAX, T.tooManyLines)
  .refine((lines) => lines.some((l) => !l.addition && l.amount > 0), T.baseEmpty);

/** Photo addresses from the potter's uploads (product.md#r285); the server refuses another potter's. */
const imageUrlsField = z
  .array(text("Image addresses must be text").max(LIMITS.urlLength, "Image address is too long"), { error: "imageUrls must be a list" })
  .max(RECIPE_PHOTOS_MAX, T.tooManyPhotos);

const recipeFields = {
  kind: z.enum(RECIPE_KINDS, { error: T.invalidKind }),
  cone: coneField.optional(),
  /** The upper end of the cone range; null for a single cone. */
  coneHigh: coneField.optional(),
  atmosphere: optionalText("Atmosphere", 30).optional(),
  surface: optionalText("Surface", 60).optional(),
  /** Book, person or address the recipe comes from. */
  source: optionalText("Source", LIMITS.urlLength).optional(),
  notes: optionalText("Notes", LIMITS.notes).optional(),
  imageUrls: imageUrlsField.optional(),
};

export const CreateRecipeBodySchema = z
  .object({ name: nameField(T.recipeNameRequired, T.recipeNameTooLong), ...recipeFields, lines: linesField })
  .strict();
export type CreateRecipeBody = z.input<typeof CreateRecipeBodySchema>;
export type CreateRecipeInput = z.output<typeof CreateRecipeBodySchema>;

/** Any field; new lines replace the old ones, as a new version when the recipe is in use (product.md#r260). */
export const UpdateRecipeBodySchema = z
  .object({
    name: nameField(T.recipeNameRequired, T.recipeNameTooLong).optional(),
    ...recipeFields,
    kind: recipeFields.kind.optional(),
    lines: linesField.optional(),
  })
  .strict();
export type UpdateRecipeBody = z.input<typeof UpdateRecipeBodySchema>;
export type UpdateRecipeInput = z.output<typeof UpdateRecipeBodySchema>;

export const RecipeListQuerySchema = z.object({
  q: z.string().trim().max(100, T.searchTooLong).optional(),
  kind: z.enum(RECIPE_KINDS, { error: T.invalidKind }).optional(),
  page: pageQuery.optional(),
  limit: limitQuery(RECIPE_PAGE_MAX).optional(),
});
export type RecipeListQuery = z.input<typeof RecipeListQuerySchema>;

export const RecipeLineSchema = z.object({
  materialId: z.union([z.number().int(), z.string()]),
  /** The material's name now; the name at the time the line was saved when the material is gone. */
  materialName: z.string(),
  amount: z.number(),
  addition: z.boolean(),
  /** The amount as a % of the base (base lines add up to 100; additions on top). */
  percent: z.number(),
  /** False when the material was deleted or is no longer in the library: the analysis leaves it out. */
  known: z.boolean(),
});
export type RecipeLine = z.infer<typeof RecipeLineSchema>;

export const RecipeSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  kind: z.enum(RECIPE_KINDS),
  cone: z.string().nullable(),
  coneHigh: z.string().nullable(),
  atmosphere: z.string().nullable(),
  surface: z.string().nullable(),
  source: z.string().nullable(),
  notes: z.string().nullable(),
  /** The current version's number (1, 2, …). */
  version: z.number().int(),
  lines: z.array(RecipeLineSchema),
  /** Worked out on the server by the same code as on the device (product.md#r259). */
  analysis: recipeAnalysisSchema,
  /** The Surfaces Library entries that carry this recipe. */
  surfaces: z.array(z.object({ id: z.number().int(), name: z.string() })),
  /** The recipe's photos, in the potter's order (product.md#r285). */
  imageUrls: z.array(z.string()),
  createdAt: IsoDate,
  updatedAt: IsoDate,
});
export type Recipe = z.infer<typeof RecipeSchema>;

export const RecipeListItemSchema = RecipeSchema.pick({
  id: true,
  name: true,
  kind: true,
  cone: true,
  coneHigh: true,
  atmosphere: true,
  surface: true,
  version: true,
  createdAt: true,
  updatedAt: true,
}).extend({ lineCount: z.number().int() });
export type RecipeListItem = z.infer<typeof RecipeListItemSchema>;

export const RecipePageSchema = z.object({
  data: z.array(RecipeListItemSchema),
  pagination: z.object({ total: z.number().int(), totalPages: z.number().int(), page: z.number().int(), limit: z.number().int() }),
});
export type RecipePage = z.infer<typeof RecipePageSchema>;

export const RecipeVersionSchema = z.object({
  version: z.number().int(),
  lines: z.array(RecipeLineSchema),
  analysis: recipeAnalysisSchema,
  createdAt: IsoDate,
});
export type RecipeVersion = z.infer<typeof RecipeVersionSchema>;

export const RecipeVersionListSchema = z.object({ data: z.array(RecipeVersionSchema) });
export type RecipeVersionList = z.infer<typeof RecipeVersionListSchema>;
