import { endpoint } from "../common/route-table";

/** The inspiration calls, method and path (product.md#r33); their schemas are in ./routes.ts. */
export const INSPIRATIONS_ENDPOINTS = {
  list: endpoint("GET", "/api/inspirations"),
  get: endpoint("GET", "/api/inspirations/{id}"),
  create: endpoint("POST", "/api/inspirations"),
  update: endpoint("PATCH", "/api/inspirations/{id}"),
  remove: endpoint("DELETE", "/api/inspirations/{id}"),
} as const;
