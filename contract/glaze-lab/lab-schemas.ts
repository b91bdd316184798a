/**
 * Request and answer schemas of the glaze lab's batches, substitutions, blends, outcomes, mix logs and pasted text
 * (product.md#r261–r264). Materials and recipes are in ./schemas.ts.
 */
import { z } from "zod";
import { IsoDate, LIMITS } from "../common/schemas";
import { recipeAnalysisSchema } from "./chemistry";
import { boundedNumber, coneField, dayField, idField, MaterialIdSchema, optionalText, text } from "./fields";
import {
  BATCH_TOTAL_MAX,
  BATCH_UNITS,
  BLEND_KINDS,
  BLEND_RECIPES,
  BLEND_STEPS_MAX,
  BLEND_STEPS_MIN,
  RECIPE_RESULTS,
  RECIPE_TEXT_MAX,
  SPECIFIC_GRAVITY_MAX,
  SPECIFIC_GRAVITY_MIN,
  WATER_MAX,
  WATER_UNITS,
} from "./rules";
import { GLAZE_LAB_TEXTS as T } from "./texts";

// ---------------------------------------------------------------------------------------------------------------
// Batches and substitution.

const versionField = idField(T.versionNotFound);

const unitField = z.enum(BATCH_UNITS, { error: T.unitInvalid });

/** A batch: the total weight in one unit; the base lines share it, additions come on top (product.md#r261). */
export const BatchBodySchema = z
  .object({
    total: z.number({ error: T.totalInvalid }).positive(T.totalInvalid),
    unit: unitField,
    /** An earlier version; the current one when absent. */
    version: versionField.optional(),
  })
  .strict()
  .superRefine((body, ctx) => {
    const max = BATCH_TOTAL_MAX[body.unit];
    if (body.total > max) ctx.addIssue({ code: "custom", path: ["total"], message: T.totalTooLarge(max, body.unit) });
  });
export type BatchBody = z.input<typeof BatchBodySchema>;

const BatchLineSchema = z.object({
  materialId: z.union([z.number().int(), z.string()]),
  materialName: z.string(),
  addition: z.boolean(),
  /** In the batch's unit. */
  amount: z.number(),
});

export const BatchSchema = z.object({
  version: z.number().int(),
  total: z.number(),
  unit: unitField,
  lines: z.array(BatchLineSchema),
  /** The base lines' sum (the total asked) and the additions' sum on top, in the batch's unit. */
  baseTotal: z.number(),
  additionsTotal: z.number(),
});
export type Batch = z.infer<typeof BatchSchema>;

export const SubstituteBodySchema = z
  .object({ from: MaterialIdSchema, to: MaterialIdSchema })
  .strict()
  .refine((b) => b.from !== b.to, { message: T.substituteSame, path: ["to"] });
export type SubstituteBody = z.input<typeof SubstituteBodySchema>;

export const SubstituteSchema = z.object({
  /** The recipe's lines with the material replaced and the amounts that keep the UMF closest. */
  lines: z.array(
    z.object({
      materialId: z.union([z.number().int(), z.string()]),
      materialName: z.string(),
      amount: z.number(),
      addition: z.boolean(),
    }),
  ),
  analysis: recipeAnalysisSchema,
  /** What still differs: each oxide whose UMF amount moves by 0.005 or more, before and after, largest first. */
  differences: z.array(z.object({ oxide: z.string(), before: z.number(), after: z.number(), difference: z.number() })),
});
export type Substitute = z.infer<typeof SubstituteSchema>;

// ---------------------------------------------------------------------------------------------------------------
// Blends.

/**
 * A line blend takes 2 recipes, a triaxial 3, a four-corner 4 (product.md#r261). `steps`: points from end to end on
 * a line or a triaxial's side; a four-corner blend is Currie's grid of 35 and takes none. With `makeTiles`, each point
 * also gets a test tile on `clayBody`.
 */
export const BlendBodySchema = z
  .object({
    kind: z.enum(BLEND_KINDS, { error: T.blendKindInvalid }),
    recipeIds: z.array(idField(T.recipeInvalidId), { error: T.recipeInvalidId }).min(2, T.recipeInvalidId).max(4, T.recipeInvalidId),
    steps: z.number({ error: T.blendStepsInvalid(BLEND_STEPS_MAX.line) }).int(T.blendStepsInvalid(BLEND_STEPS_MAX.line)).optional(),
    makeTiles: z.boolean({ error: "makeTiles must be true or false" }).optional(),
    clayBody: optionalText("Clay body", LIMITS.name).optional(),
    cone: coneField.optional(),
  })
  .strict()
  .superRefine((body, ctx) => {
    const need = BLEND_RECIPES[body.kind];
    if (body.recipeIds.length !== need) ctx.addIssue({ code: "custom", path: ["recipeIds"], message: T.blendRecipeCount(body.kind, need) });
    else if (new Set(body.recipeIds).size !== body.recipeIds.length) ctx.addIssue({ code: "custom", path: ["recipeIds"], message: T.blendRecipesDistinct });
    const max = BLEND_STEPS_MAX[body.kind];
    if (body.steps !== undefined && max === 0) ctx.addIssue({ code: "custom", path: ["steps"], message: T.blendNoSteps });
    else if (body.steps !== undefined && (body.steps < BLEND_STEPS_MIN || body.steps > max)) {
      ctx.addIssue({ code: "custom", path: ["steps"], message: T.blendStepsInvalid(max) });
    }
    if (body.makeTiles && !body.clayBody) ctx.addIssue({ code: "custom", path: ["clayBody"], message: T.blendClayBodyRequired });
  });
export type BlendBody = z.input<typeof BlendBodySchema>;

export const BlendSchema = z.object({
  /**
   * One recipe per point, in the blend's order: `label` as a tile's label says it ("A 75 · B 25", or the grid's
   * number), `position` its row and column (from 1), `shares` each source recipe's percent, in the order given.
   */
  recipes: z.array(
    z.object({
      id: z.number().int(),
      name: z.string(),
      label: z.string(),
      position: z.object({ row: z.number().int(), column: z.number().int() }),
      shares: z.array(z.number()),
    }),
  ),
  /** One tile per point when asked, else empty. */
  tiles: z.array(z.object({ id: z.number().int(), code: z.string().nullable(), recipeId: z.number().int() })),
});
export type Blend = z.infer<typeof BlendSchema>;

// ---------------------------------------------------------------------------------------------------------------
// What each recipe did (product.md#r262).

const resultsField = z.array(z.enum(RECIPE_RESULTS));

export const OutcomeTileSchema = z.object({
  id: z.number().int(),
  code: z.string().nullable(),
  label: z.string(),
  clayBody: z.string(),
  cone: z.string().nullable(),
  firedOn: z.string().nullable(),
  rating: z.number().int().nullable(),
  defects: z.array(z.string()),
  results: resultsField,
});

export const OutcomePieceSchema = z.object({
  id: z.number().int(),
  code: z.string().nullable(),
  name: z.string(),
  /** The surface the piece's layer wore. */
  glazeId: z.number().int(),
  glazeName: z.string(),
  /** The piece's firings with what came out of each. */
  firings: z.array(z.object({ firingId: z.number().int(), outcome: z.string(), firedAt: IsoDate.nullable() })),
  /** 'lost' or 'reclaimed' (a piece's fate), else null. */
  fate: z.string().nullable(),
  fateCause: z.string().nullable(),
  results: resultsField,
});

export const RecipeOutcomesSchema = z.object({
  versions: z.array(
    z.object({
      version: z.number().int(),
      createdAt: IsoDate,
      tiles: z.array(OutcomeTileSchema),
      pieces: z.array(OutcomePieceSchema),
      /** How many tiles and pieces of this version came out each way. */
      counts: z.record(z.enum(RECIPE_RESULTS), z.number().int()),
    }),
  ),
});
export type RecipeOutcomes = z.infer<typeof RecipeOutcomesSchema>;

// ---------------------------------------------------------------------------------------------------------------
// Mix logs (product.md#r263).

export const CreateMixBodySchema = z
  .object({
    date: dayField,
    /** The version mixed; the current one when absent. */
    version: versionField.optional(),
    batchTotal: z.number({ error: T.totalInvalid }).positive(T.totalInvalid).max(BATCH_TOTAL_MAX.g, T.totalInvalid).nullable().optional(),
    batchUnit: unitField.nullable().optional(),
    water: boundedNumber(T.mixWaterInvalid, 0, WATER_MAX).nullable().optional(),
    waterUnit: z.enum(WATER_UNITS, { error: T.mixWaterUnitInvalid }).nullable().optional(),
    specificGravity: boundedNumber(T.mixGravityInvalid, SPECIFIC_GRAVITY_MIN, SPECIFIC_GRAVITY_MAX).nullable().optional(),
    mixedBy: optionalText("Mixed by", LIMITS.name).optional(),
    notes: optionalText("Notes", LIMITS.notes).optional(),
  })
  .strict()
  .superRefine((body, ctx) => {
    if (body.batchTotal != null && body.batchUnit != null && body.batchTotal > BATCH_TOTAL_MAX[body.batchUnit]) {
      ctx.addIssue({ code: "custom", path: ["batchTotal"], message: T.totalTooLarge(BATCH_TOTAL_MAX[body.batchUnit], body.batchUnit) });
    }
  });
export type CreateMixBody = z.input<typeof CreateMixBodySchema>;
export type CreateMixInput = z.output<typeof CreateMixBodySchema>;

export const MixSchema = z.object({
  id: z.number().int(),
  recipeId: z.number().int(),
  version: z.number().int(),
  /** A calendar day, YYYY-MM-DD. */
  date: z.string(),
  batchTotal: z.number().nullable(),
  batchUnit: unitField.nullable(),
  water: z.number().nullable(),
  waterUnit: z.enum(WATER_UNITS).nullable(),
  specificGravity: z.number().nullable(),
  mixedBy: z.string().nullable(),
  notes: z.string().nullable(),
  createdAt: IsoDate,
});
export type Mix = z.infer<typeof MixSchema>;

export const MixListSchema = z.object({ data: z.array(MixSchema) });

// ---------------------------------------------------------------------------------------------------------------
// Pasted text (product.md#r264).

export const ParseBodySchema = z
  .object({ text: text(T.pasteRequired).trim().min(1, T.pasteRequired).max(RECIPE_TEXT_MAX, T.pasteTooLong) })
  .strict();
export type ParseBody = z.input<typeof ParseBodySchema>;

export const ParseSchema = z.object({
  lines: z.array(
    z.object({
      materialId: z.union([z.number().int(), z.string()]),
      materialName: z.string(),
      amount: z.number(),
      addition: z.boolean(),
      /** The piece of text the line was read from. */
      text: z.string(),
    }),
  ),
  /** Pieces of the text that were not read as a line, each with why. */
  unrecognised: z.array(z.object({ text: z.string(), message: z.string() })),
});
export type Parse = z.infer<typeof ParseSchema>;
