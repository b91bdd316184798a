import { endpoint } from "../common/route-table";

/** The stage-history calls, method and path; their schemas are in ./routes.ts. */
export const STAGES_ENDPOINTS = {
  list: endpoint("GET", "/api/stage-history"),
  listForPiece: endpoint("GET", "/api/pieces/{id}/stage-history"),
  create: endpoint("POST", "/api/stage-history"),
  update: endpoint("PATCH", "/api/stage-history/{id}"),
  remove: endpoint("DELETE", "/api/stage-history/{id}"),
} as const;
