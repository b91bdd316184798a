import { endpoint } from "../common/route-table";

/**
 * The surface-treatment calls, combination glazes included (product.md#r22: a combination is a glaze row with isCombo),
 * method and path; their schemas are in ./routes.ts.
 */
export const GLAZES_ENDPOINTS = {
  list: endpoint("GET", "/api/glazes"),
  combinationsOf: endpoint("GET", "/api/glazes/{id}/combinations"),
  get: endpoint("GET", "/api/glazes/{id}"),
  create: endpoint("POST", "/api/glazes"),
  update: endpoint("PATCH", "/api/glazes/{id}"),
  remove: endpoint("DELETE", "/api/glazes/{id}"),
  createCombination: endpoint("POST", "/api/glaze-combinations"),
  updateCombination: endpoint("PATCH", "/api/glaze-combinations/{id}"),
  combinationByName: endpoint("GET", "/api/glaze-combinations/by-name/{name}"),
} as const;
