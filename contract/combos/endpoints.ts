import { endpoint } from "../common/route-table";

/** The saved Surface Combo calls, method and path (product.md#r76, product.md#r77); their schemas are in ./routes.ts. */
export const COMBOS_ENDPOINTS = {
  list: endpoint("GET", "/api/surface-combos"),
  get: endpoint("GET", "/api/surface-combos/{id}"),
  layers: endpoint("GET", "/api/surface-combos/{id}/layers"),
  create: endpoint("POST", "/api/surface-combos"),
  update: endpoint("PATCH", "/api/surface-combos/{id}"),
  remove: endpoint("DELETE", "/api/surface-combos/{id}"),
  /** Copies a combo's layers onto the piece `{id}`. */
  apply: endpoint("POST", "/api/pieces/{id}/apply-combo"),
} as const;
