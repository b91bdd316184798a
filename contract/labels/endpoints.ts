import { endpoint } from "../common/route-table";

/** Printable labels (product.md#r132–r134), method and path; their schemas are in ./routes.ts. */
export const LABELS_ENDPOINTS = {
  /** A PDF of labels for some of the potter's records; changes nothing. */
  create: endpoint("POST", "/api/labels"),
} as const;
