/**
 * Surface-treatment constants that are not texts (product.md#r75): types, sections, limits, the cone and finish
 * lists, and the markers combination names are built from. Zod-free, so screens can load them without the schema
 * library; the naming rules are in ./names.ts, the visible texts in ./texts.ts.
 */
export const SURFACE_TYPES = ["Glaze", "Underglaze", "Slip", "Oxide"] as const;
export type SurfaceType = (typeof SURFACE_TYPES)[number];

/** Library order of the sections (product.md#r75). SurfaceCombo is the saved-combos section. */
export const LIBRARY_SECTIONS = ["Glaze", "Slip", "Underglaze", "Oxide", "SurfaceCombo"] as const;
export type LibrarySection = (typeof LIBRARY_SECTIONS)[number];

/** The material types a combination layer picker offers, in group order (product.md#r77). */
export const COMBO_LAYER_GROUPS = ["Glaze", "Underglaze", "Oxide"] as const satisfies readonly SurfaceType[];

/** Types that may carry a colour (product.md#r74); every other type stores null. */
export const COLOR_TYPES: readonly SurfaceType[] = ["Underglaze", "Slip"];
/** Types offered images in the New surface treatment form (product.md#r77: none for Underglaze or Slip). */
export const IMAGE_TYPES: readonly SurfaceType[] = ["Glaze", "Oxide"];

export const MAX_SURFACE_PHOTOS = 3;
/** Library fetch size (product.md#r120); also the default and maximum of GET /api/glazes?limit (decision 0040). */
export const GLAZE_LIST_LIMIT = 1000;
export const AUTOSAVE_DELAY_MS = 2000;

/**
 * The shared firing-cone list, sorted from coolest to hottest (decision 0041). product.md#r120 names
 * Cone 3, 5, 6, 10 and 11; the rest of the usual studio range is filled in around them.
 */
export const CONE_OPTIONS = [
  "Cone 022",
  "Cone 021",
  "Cone 020",
  "Cone 019",
  "Cone 018",
  "Cone 017",
  "Cone 016",
  "Cone 015",
  "Cone 014",
  "Cone 013",
  "Cone 012",
  "Cone 011",
  "Cone 010",
  "Cone 09",
  "Cone 08",
  "Cone 07",
  "Cone 06",
  "Cone 05",
  "Cone 04",
  "Cone 03",
  "Cone 02",
  "Cone 01",
  "Cone 1",
  "Cone 2",
  "Cone 3",
  "Cone 4",
  "Cone 5",
  "Cone 6",
  "Cone 7",
  "Cone 8",
  "Cone 9",
  "Cone 10",
  "Cone 11",
  "Cone 12",
] as const;

/** Common finishes offered on a glaze (decision 0042); the server keeps any short text. */
export const FINISH_OPTIONS = ["Glossy", "Satin", "Matte", "Semi-matte", "Crystalline", "Crackle"] as const;
export const FINISH_MAX = 50;

export const COMBO_PREFIX = "Combo: ";
export const DELETED_GLAZE_MARKER = "[Deleted Glaze";
