import { endpoint } from "../common/route-table";

/** The decoration-layer calls, method and path (product.md#r97); their schemas are in ./routes.ts. */
export const LAYERS_ENDPOINTS = {
  listForPiece: endpoint("GET", "/api/pieces/{id}/decoration-layers"),
  list: endpoint("GET", "/api/decoration-layers"),
  create: endpoint("POST", "/api/decoration-layers"),
  update: endpoint("PATCH", "/api/decoration-layers/{id}"),
  remove: endpoint("DELETE", "/api/decoration-layers/{id}"),
  reorder: endpoint("PATCH", "/api/pieces/{id}/decoration-layers/reorder"),
} as const;
