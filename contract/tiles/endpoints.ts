import { endpoint } from "../common/route-table";

/** The test-tile calls, method and path (product.md#r121); their schemas are in ./routes.ts. */
export const TILES_ENDPOINTS = {
  list: endpoint("GET", "/api/test-tiles"),
  /** The grid's filter choices: the values the potter's tiles hold. */
  facets: endpoint("GET", "/api/test-tile-facets"),
  /** The tiles grouped by the recipe and version they wore (product.md#r288). */
  byRecipe: endpoint("GET", "/api/test-tile-recipes"),
  get: endpoint("GET", "/api/test-tiles/{id}"),
  create: endpoint("POST", "/api/test-tiles"),
  update: endpoint("PATCH", "/api/test-tiles/{id}"),
  remove: endpoint("DELETE", "/api/test-tiles/{id}"),
  /** A surface treatment's or combination glaze's tiles: the glaze screen's grid and compare view. */
  ofGlaze: endpoint("GET", "/api/glazes/{id}/test-tiles"),
  /** A saved surface combo's tiles. */
  ofCombo: endpoint("GET", "/api/surface-combos/{id}/test-tiles"),
} as const;
