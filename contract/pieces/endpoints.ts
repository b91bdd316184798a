import { endpoint } from "../common/route-table";

/** The pieces calls, method and path (product.md#r19); their schemas are in ./routes.ts. */
export const PIECES_ENDPOINTS = {
  list: endpoint("GET", "/api/pieces"),
  get: endpoint("GET", "/api/pieces/{id}"),
  create: endpoint("POST", "/api/pieces"),
  update: endpoint("PATCH", "/api/pieces/{id}"),
  remove: endpoint("DELETE", "/api/pieces/{id}"),
  /** Marks the piece lost or reclaimed (product.md#r180); answers the piece. */
  setFate: endpoint("PUT", "/api/pieces/{id}/fate"),
  /** Undoes the fate: the piece is back where it was; answers the piece. */
  clearFate: endpoint("DELETE", "/api/pieces/{id}/fate"),
} as const;
