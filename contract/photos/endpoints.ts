import { endpoint } from "../common/route-table";

/** The photo calls (product.md#r120; product.md#r23), method and path; their schemas are in ./routes.ts. */
export const PHOTOS_ENDPOINTS = {
  /** Multipart, the files in the field UPLOAD_FIELD (./rules.ts). */
  upload: endpoint("POST", "/api/uploads"),
  /** A stored photo or its thumbnail; the addresses come from the records, see ./rules.ts. */
  photo: endpoint("GET", "/api/photos/{file}"),
} as const;
