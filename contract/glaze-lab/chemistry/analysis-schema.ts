import { z } from "zod";
import { OXIDE_KEYS, type OxideKey } from "./oxides";
import type { RecipeAnalysis } from "./types";

/** The chemistry of a recipe as the API answers it: RecipeAnalysis (docs/decisions/0303-glaze-chemistry-core.md). */
const oxideShape = Object.fromEntries(OXIDE_KEYS.map((k) => [k, z.number().optional()])) as Record<OxideKey, z.ZodOptional<z.ZodNumber>>;

export const oxideAnalysisSchema = z.object(oxideShape).strict();

export const analysisWarningSchema = z.object({
  oxide: z.union([z.enum(OXIDE_KEYS as [OxideKey, ...OxideKey[]]), z.literal("KNaO")]),
  value: z.number(),
  min: z.number(),
  max: z.number(),
  message: z.string(),
});

export const recipeAnalysisSchema = z.object({
  umf: oxideAnalysisSchema,
  oxidePercent: oxideAnalysisSchema,
  molePercent: oxideAnalysisSchema,
  siAl: z.number().nullable(),
  r2oRo: z.object({ r2o: z.number(), ro: z.number() }),
  loi: z.number(),
  expansion: z.number().nullable(),
  warnings: z.array(analysisWarningSchema),
  limitSet: z.string().nullable(),
  baseTotal: z.number(),
  normalised: z.array(z.object({ amount: z.number(), addition: z.boolean() })),
});

// The schema and the type describe one shape: this line stops the build when they part.
const sameShape: z.infer<typeof recipeAnalysisSchema> extends RecipeAnalysis
  ? RecipeAnalysis extends z.infer<typeof recipeAnalysisSchema>
    ? true
    : false
  : false = true;
void sameShape;
