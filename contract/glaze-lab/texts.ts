/** Glaze-lab texts the API answers with (product.md#r258–r264), free of zod so screens can show them too. */
import { LIMITS } from "../common/limits";
import {
  BATCH_UNITS,
  BLEND_STEPS_MIN,
  LINE_AMOUNT_MAX,
  MATERIAL_ALIASES_MAX,
  RECIPE_KINDS,
  RECIPE_LINES_MAX,
  RECIPE_PHOTOS_MAX,
  RECIPE_TEXT_MAX,
  SPECIFIC_GRAVITY_MAX,
  SPECIFIC_GRAVITY_MIN,
  WATER_MAX,
  WATER_UNITS,
} from "./rules";

/** 10000 → '10,000' without depending on the runtime's locale data. */
const withCommas = (n: number) => String(n).replace(/\B(?=(\d{3})+(?!\d))/g, ",");

export const GLAZE_LAB_TEXTS = {
  // Materials.
  materialNameRequired: "Material name is required",
  materialNameTooLong: `Material name must be ${LIMITS.name} characters or fewer`,
  materialNotFound: "Material not found",
  materialDeleted: "Material deleted",
  materialInvalidId: "Choose a material from the library",
  familyInvalid: "Family must be silica, clay, feldspar, flux, frit, colorant or opacifier",
  aliasesInvalid: `Aliases must be a list of at most ${MATERIAL_ALIASES_MAX} names`,
  analysisInvalid: "The analysis must give each oxide's weight % as a number from 0 to 100",
  analysisUnknownOxide: (oxide: string) => `${oxide} is not an oxide the lab knows`,
  loiInvalid: "LOI must be a number from 0 to 100",
  copyOfInvalid: "Only a material of the default library can be copied",
  copyExists: "You already have your own copy of this material: edit it instead",
  materialInUse: (recipes: number) =>
    `This material is in ${recipes} ${recipes === 1 ? "recipe" : "recipes"}; take it out of ${recipes === 1 ? "it" : "them"} first`,
  // Recipes.
  recipeNameRequired: "Recipe name is required",
  recipeNameTooLong: `Recipe name must be ${LIMITS.name} characters or fewer`,
  recipeNotFound: "Recipe not found",
  recipeDeleted: "Recipe deleted",
  recipeInvalidId: "Choose one of your recipes",
  invalidKind: `Kind must be one of ${RECIPE_KINDS.join(", ")}`,
  invalidCone: "Choose a cone from the list",
  coneOrder: "The upper cone must be hotter than the lower one",
  textTooLong: (label: string, max: number) => `${label} must be ${withCommas(max)} characters or fewer`,
  linesRequired: "Add at least one material",
  tooManyLines: `A recipe holds at most ${RECIPE_LINES_MAX} lines`,
  amountInvalid: `Each amount must be a number from 0 to ${withCommas(LINE_AMOUNT_MAX)}`,
  baseEmpty: "The base materials must add up to more than 0",
  unknownMaterial: (id: string | number) => `Material ${id} is not in your library`,
  versionNotFound: "That version of the recipe does not exist",
  tooManyPhotos: `A recipe can have at most ${RECIPE_PHOTOS_MAX} photos`,
  // Batches and substitution.
  totalInvalid: "Batch size must be a number above 0",
  totalTooLarge: (max: number, unit: string) => `Batch size must be at most ${withCommas(max)} ${unit}`,
  unitInvalid: `Unit must be one of ${BATCH_UNITS.join(", ")}`,
  substituteNotInRecipe: "The material to replace is not in this recipe",
  substituteSame: "Choose a different material to replace it with",
  // Blends.
  blendKindInvalid: "Blend must be line, triaxial or four-corner",
  blendRecipeCount: (kind: string, n: number) => `A ${kind} blend takes ${n} recipes`,
  blendRecipesDistinct: "Choose different recipes for each corner",
  blendStepsInvalid: (max: number) => `Steps must be a whole number from ${BLEND_STEPS_MIN} to ${max}`,
  blendNoSteps: "A four-corner blend is a grid of 35 tiles: leave out steps",
  blendClayBodyRequired: "Clay body is required to make test tiles",
  blendName: (names: string[], point: string) => `${names.join(" × ")} ${point}`,
  // Mix logs.
  mixDateInvalid: "Date must be a day like 2026-11-28",
  mixWaterInvalid: `Water must be a number from 0 to ${withCommas(WATER_MAX)}`,
  mixWaterUnitInvalid: `Water unit must be one of ${WATER_UNITS.join(", ")}`,
  mixGravityInvalid: `Specific gravity must be a number from ${SPECIFIC_GRAVITY_MIN} to ${SPECIFIC_GRAVITY_MAX}`,
  // Pasted text.
  pasteRequired: "Paste a recipe first",
  pasteTooLong: `A pasted recipe must be ${withCommas(RECIPE_TEXT_MAX)} characters or fewer`,
  // Lists.
  pageRange: "Page must be a whole number from 1",
  limitRange: "Limit must be a whole number from 1 to 100",
  searchTooLong: "Search must be 100 characters or fewer",
  // Surfaces carrying a recipe.
  glazeRecipeInvalid: "Choose one of your recipes",
} as const;
