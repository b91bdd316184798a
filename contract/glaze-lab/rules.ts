/**
 * Glaze-lab constants and pure rules (product.md#r258–r264), free of zod so screens can load them without the schema
 * library. The visible texts are in ./texts.ts, the schemas in ./schemas.ts; the chemistry is in ./chemistry/.
 */
import { BATCH_UNITS, type BatchUnit } from "./chemistry/batch";

export { BATCH_UNITS, type BatchUnit };

/** What a recipe is for (product.md#r258). */
export const RECIPE_KINDS = ["glaze", "slip", "engobe", "clay-body"] as const;
export type RecipeKind = (typeof RECIPE_KINDS)[number];

/** Lines per recipe and per parsed text (product.md#r259): more than any published recipe carries. */
export const RECIPE_LINES_MAX = 60;
/** One line's amount: a part of the recipe, any total (shown normalised to 100); 0 is kept as a placeholder. */
export const LINE_AMOUNT_MAX = 100_000;
/** Batch sizes, in the unit chosen (the chemistry's units): up to a tonne of glaze, or its weight in pounds or ounces. */
export const BATCH_TOTAL_MAX: Record<BatchUnit, number> = { g: 1_000_000, kg: 1_000, lb: 2_205, oz: 35_274 };

/** Water in a mix log: a weight or a volume. */
export const WATER_UNITS = ["g", "kg", "lb", "oz", "ml", "l"] as const;
export type WaterUnit = (typeof WATER_UNITS)[number];
export const WATER_MAX = 1_000_000;
/** Specific gravity of a glaze slurry: water is 1, no glaze reaches 3. */
export const SPECIFIC_GRAVITY_MIN = 1;
export const SPECIFIC_GRAVITY_MAX = 3;

/** Blends (product.md#r261): how many recipes each kind takes and how many steps it allows. */
export const BLEND_KINDS = ["line", "triaxial", "four-corner"] as const;
export type BlendKind = (typeof BLEND_KINDS)[number];
export const BLEND_RECIPES: Record<BlendKind, number> = { line: 2, triaxial: 3, "four-corner": 4 };
/** Line: points from A to B (ends included); triaxial: points per side; four-corner: Currie's fixed grid of 35 (0: no steps). */
export const BLEND_STEPS_DEFAULT: Record<BlendKind, number> = { line: 5, triaxial: 5, "four-corner": 0 };
export const BLEND_STEPS_MIN = 2;
export const BLEND_STEPS_MAX: Record<BlendKind, number> = { line: 21, triaxial: 11, "four-corner": 0 };

/** Own materials: aliases per material and the oxides' weight % bound. */
export const MATERIAL_ALIASES_MAX = 20;
export const OXIDE_PERCENT_MAX = 100;
export const LOI_MAX = 100;

/** A recipe's photos (product.md#r285): its tiles, a bucket, a page of the book it came from; as many as a piece's. */
export const RECIPE_PHOTOS_MAX = 5;

/** The recipe list's pages. */
export const RECIPE_PAGE_DEFAULT = 20;
export const RECIPE_PAGE_MAX = 100;
/** The materials search answers at most this many. */
export const MATERIAL_SEARCH_LIMIT = 500;
/** Pasted recipe text (product.md#r264). */
export const RECIPE_TEXT_MAX = 10_000;

/** What came out of the kiln, as a recipe's page groups it (product.md#r262). */
export const RECIPE_RESULTS = ["survived", "crawled", "crazed", "ran", "shivered", "other defect", "lost"] as const;
export type RecipeResult = (typeof RECIPE_RESULTS)[number];

/** A default material's id: "default:<key>"; a potter's own material is its number. */
export const DEFAULT_MATERIAL_PREFIX = "default:";
export const defaultMaterialId = (key: string) => `${DEFAULT_MATERIAL_PREFIX}${key}`;
export function defaultMaterialKey(id: string | number): string | null {
  return typeof id === "string" && id.startsWith(DEFAULT_MATERIAL_PREFIX) ? id.slice(DEFAULT_MATERIAL_PREFIX.length) : null;
}
