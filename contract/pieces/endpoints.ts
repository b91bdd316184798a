import { endpoint } from "../common/route-table";

/** The pieces calls, method and path (product.md#r19); their schemas are in ./routes.ts. */
export const PIECES_ENDPOINTS = {
  list: endpoint("GET", "/api/pieces"),
  get: endpoint("GET", "/api/pieces/{id}"),
  create: endpoint("POST", "/api/pieces"),
  update: endpoint("PATCH", "/api/pieces/{id}"),
  remove: endpoint("DELETE", "/api/pieces/{id}"),
} as const;
