/**
 * The glaze lab's chemistry: pure functions the device and the server both run, so the numbers are the same on both
 * (product.md#r252, docs/decisions/0303-glaze-chemistry-core.md).
 */
export { ATOMIC_WEIGHTS, formulaMass, parseFormula } from "./elements";
export { isFlux, isOxideKey, OXIDE_GROUPS, OXIDE_KEYS, OXIDES, oxideEntries, oxidesInGroup } from "./oxides";
export type { OxideAnalysis, OxideGroup, OxideInfo, OxideKey } from "./oxides";
export type { AnalysisLine, AnalysisWarning, LimitKey, MaterialChemistry, RecipeAnalysis, RecipeLine } from "./types";
export { analyseRecipe, linesForAnalysis, oxideMoles, unityOf } from "./analysis";
export type { AnalyseOptions } from "./analysis";
export { analysisWarningSchema, oxideAnalysisSchema, recipeAnalysisSchema } from "./analysis-schema";
export { APPEN_COEFFICIENTS, EXPANSION_COEFFICIENT_SET, expansionOf } from "./expansion";
export { BODY_EXPANSION_MAX, BODY_EXPANSION_MIN, CRAZING_MARGIN, glazeFit, readBodyExpansion, SHIVERING_MARGIN } from "./glaze-fit";
export type { BodyExpansionInput, GlazeFit, GlazeFitRisk } from "./glaze-fit";
export { LIMIT_SETS, limitSetFor, limitWarnings, normaliseCone } from "./limits";
export type { LimitRange, LimitSet, LimitSetKey } from "./limits";
export { STULL_AXES, STULL_CRAZING_LINE, STULL_REGIONS, stullPoint, stullRegion } from "./stull";
export type { StullLine, StullPoint, StullRegion } from "./stull";
export { BATCH_STEPS, BATCH_UNITS, roundBatchAmount, scaleBatch } from "./batch";
export type { Batch, BatchLine, BatchUnit } from "./batch";
export { substituteMaterial } from "./substitute";
export type { OxideDifference, Substitution } from "./substitute";
export { fourCornerBlend, lineBlend, mixRecipes, normaliseLines, triaxialBlend } from "./blends";
export type { BlendPoint, BlendRecipe } from "./blends";
export { findNamed, parseRecipeText } from "./parse-recipe-text";
export type { ParsedRecipe, ParsedRecipeLine, UnrecognisedPiece } from "./parse-recipe-text";
export { LAB_TEXTS } from "./lab-texts";
export { DEFAULT_MATERIALS, findMaterials, MATERIAL_FAMILIES, materialNamed, searchForm } from "../materials";
export type { Material, MaterialFamily } from "../materials";
