import { endpoint } from "../common/route-table";

/** Short codes (product.md#r130–r131), method and path; their schemas are in ./routes.ts. */
export const CODES_ENDPOINTS = {
  /** The potter's record with this code (case, spaces and dashes ignored), or 404. */
  resolve: endpoint("GET", "/api/codes/{code}"),
} as const;
