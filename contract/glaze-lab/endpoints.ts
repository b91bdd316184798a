import { endpoint } from "../common/route-table";

/** The glaze lab's calls, method and path (product.md#r258–r264); their schemas are in ./routes.ts. */
export const GLAZE_LAB_ENDPOINTS = {
  /** The default library plus the potter's own materials; `q` matches a name or an alias. */
  listMaterials: endpoint("GET", "/api/materials"),
  /** An own material, or (with `copyOf`) the potter's copy of a default one, which then replaces it in their list. */
  createMaterial: endpoint("POST", "/api/materials"),
  updateMaterial: endpoint("PATCH", "/api/materials/{id}"),
  removeMaterial: endpoint("DELETE", "/api/materials/{id}"),

  listRecipes: endpoint("GET", "/api/recipes"),
  getRecipe: endpoint("GET", "/api/recipes/{id}"),
  createRecipe: endpoint("POST", "/api/recipes"),
  updateRecipe: endpoint("PATCH", "/api/recipes/{id}"),
  removeRecipe: endpoint("DELETE", "/api/recipes/{id}"),
  /** Every version, newest first, each with its lines and analysis (product.md#r260). */
  recipeVersions: endpoint("GET", "/api/recipes/{id}/versions"),
  /** Each line's amount for a batch size (product.md#r261). */
  batch: endpoint("POST", "/api/recipes/{id}/batch"),
  /** One material replaced by another, amounts keeping the UMF closest; nothing is stored. */
  substitute: endpoint("POST", "/api/recipes/{id}/substitute"),
  /** A line, triaxial or four-corner blend: a recipe per point and, when asked, a test tile per point. */
  blend: endpoint("POST", "/api/recipe-blends"),
  /** The tiles and pieces that wore each version, with what came out of the kiln (product.md#r262). */
  outcomes: endpoint("GET", "/api/recipes/{id}/outcomes"),
  listMixes: endpoint("GET", "/api/recipes/{id}/mixes"),
  createMix: endpoint("POST", "/api/recipes/{id}/mixes"),
  /** A mix log deleted; what it used of each material goes back into stock (product.md#r291). */
  removeMix: endpoint("DELETE", "/api/recipes/{id}/mixes/{mixId}"),
  /** A recipe pasted as text, read into lines; nothing is stored (product.md#r264). */
  parse: endpoint("POST", "/api/recipe-text"),
  /** A studio shelf surface's recipe and mix log, the studio's own: members read, owners and staff write (product.md#r289). */
  shelfRecipe: endpoint("GET", "/api/studios/{id}/shelf/{glazeId}/recipe"),
  setShelfRecipe: endpoint("PUT", "/api/studios/{id}/shelf/{glazeId}/recipe"),
  shelfMixes: endpoint("GET", "/api/studios/{id}/shelf/{glazeId}/mixes"),
  createShelfMix: endpoint("POST", "/api/studios/{id}/shelf/{glazeId}/mixes"),
} as const;
