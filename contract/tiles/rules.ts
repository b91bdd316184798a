/**
 * Test-tile constants and pure rules (docs/decisions/0110-test-tiles.md), free of zod so screens can load them without
 * the schema library. The visible texts are in ./texts.ts, the schemas in ./schemas.ts.
 */
import { CONE_OPTIONS } from "../glazes/rules";

/** The fixed defect list, in the order the form and filters show it. */
export const TILE_DEFECTS = [
  "Crawling",
  "Crazing",
  "Shivering",
  "Pinholing",
  "Blistering",
  "Running",
  "Dunting",
  "Colour shift",
  "Underfired",
  "Other",
] as const;

/** Photos per tile: the same strip and pipeline as a surface treatment (product.md#r114). */
export const MAX_TILE_PHOTOS = 3;
export const TILE_RATING_MIN = 1;
export const TILE_RATING_MAX = 5;
/** The same bound as a preferences atmosphere (product.md#r67). */
export const ATMOSPHERE_MAX = 30;
/** Atmospheres offered in the form; any short text is kept. */
export const ATMOSPHERE_SUGGESTIONS = ["Oxidation", "Reduction", "Neutral"] as const;

/** Grid pages: 48 fills rows of 2, 3 or 4 tiles. */
export const TILE_PAGE_DEFAULT = 48;
export const TILE_PAGE_MAX = 100;
/** A material's tiles (the glaze and combo calls, the compare view) answer at most this many, newest first. */
export const MATERIAL_TILES_LIMIT = 1000;
/** The newest tiles a recipe group shows; its count says how many there are (product.md#r288). */
export const RECIPE_GROUP_TILES_LIMIT = 60;

/** What a tile tests: a surface treatment, a combination glaze, a saved combo, or a material typed by name. */
export type MaterialKind = "glaze" | "combination" | "combo" | "text";

/** Cones in heat order, for the compare view's columns; a tile without a cone sorts last. */
export function coneOrder(cone: string | null): number {
  if (cone === null) return Number.MAX_SAFE_INTEGER;
  const index = (CONE_OPTIONS as readonly string[]).indexOf(cone);
  return index === -1 ? CONE_OPTIONS.length : index;
}

/** "Which of the three material fields carry a value": the exactly-one rule of product.md#r121 reads this. */
export function materialFieldsGiven(body: {
  glazeId?: number | null;
  surfaceComboId?: number | null;
  materialName?: string | null;
}): ("glazeId" | "surfaceComboId" | "materialName")[] {
  const given: ("glazeId" | "surfaceComboId" | "materialName")[] = [];
  if (body.glazeId !== undefined && body.glazeId !== null) given.push("glazeId");
  if (body.surfaceComboId !== undefined && body.surfaceComboId !== null) given.push("surfaceComboId");
  if (body.materialName !== undefined && body.materialName !== null && body.materialName.trim() !== "") given.push("materialName");
  return given;
}
