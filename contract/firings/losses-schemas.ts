/**
 * The losses report (product.md#r180, docs/decisions/0238-studio-losses.md): its query and its rows, by kiln, kind,
 * cone, clay body, material, stage, and by recipe and version (product.md#r288, docs/decisions/0324-grouped-by-recipe.md).
 */
import { z } from "zod";
import { isIsoDay, studioQuery } from "./schemas";
import { FIRING_TEXTS as T } from "./texts";

export const LossRecipeRowSchema = z.object({
  recipeId: z.number().int(),
  name: z.string(),
  version: z.number().int(),
  /** 'Leach 4321 v2' */
  label: z.string(),
  fired: z.number(),
  lost: z.number(),
  rate: z.number(),
});
export type LossRecipeRow = z.infer<typeof LossRecipeRowSchema>;

const optionalDay = z
  .string()
  .refine(isIsoDay, T.dateInvalid)
  .optional();
/**
 * The potter's own losses, or (studioId, its owner and staff) the studio's over its firings: counts only
 * (docs/decisions/0238-studio-losses.md).
 */
export const LossesQuerySchema = z
  .object({ from: optionalDay, to: optionalDay, studioId: studioQuery })
  .strict()
  .refine((q) => !q.from || !q.to || q.from <= q.to, { message: T.rangeInvalid, path: ["from"] });
export type LossesQuery = z.infer<typeof LossesQuerySchema>;

const LossRowSchema = z.object({ label: z.string(), fired: z.number(), lost: z.number(), rate: z.number() });
export type LossRow = z.infer<typeof LossRowSchema>;
/** One surface on one clay body: a glaze that crawls on one clay shows up here (docs/decisions/0238-studio-losses.md). */
const LossPairRowSchema = z.object({ material: z.string(), clayBody: z.string(), fired: z.number(), lost: z.number(), rate: z.number() });
export type LossPairRow = z.infer<typeof LossPairRowSchema>;
/**
 * Losses by the stage the piece was at (product.md#r180): firing losses in the range (a piece's fate stage when that
 * firing set it, else its current stage), and pieces marked lost or reclaimed outside a kiln, dated in the range.
 */
const LossStageRowSchema = z.object({ stage: z.string(), inKiln: z.number(), outsideKiln: z.number(), reclaimed: z.number() });
export type LossStageRow = z.infer<typeof LossStageRowSchema>;
export const LossesReportSchema = z.object({
  from: z.string().nullable(),
  to: z.string().nullable(),
  fired: z.number(),
  survived: z.number(),
  lost: z.number(),
  byKiln: z.array(LossRowSchema),
  byKind: z.array(LossRowSchema),
  byCone: z.array(LossRowSchema),
  byClayBody: z.array(LossRowSchema),
  byMaterial: z.array(LossRowSchema),
  byMaterialOnClay: z.array(LossPairRowSchema),
  /** Pieces whose layers wore a recipe, by recipe and version (product.md#r288). */
  byRecipe: z.array(LossRecipeRowSchema),
  /** The studio the report covers; null: the potter's own pieces. */
  studioId: z.number().nullable(),
  /** Pieces lost outside a kiln and pieces reclaimed, dated in the range (product.md#r180). */
  lostOutsideKiln: z.number(),
  reclaimed: z.number(),
  byStage: z.array(LossStageRowSchema),
});
export type LossesReport = z.infer<typeof LossesReportSchema>;

/** A recipe and the version worn, as the reports and the tiles' groups name it. */
export const recipeVersionLabel = (name: string, version: number) => `${name} v${version}`;
