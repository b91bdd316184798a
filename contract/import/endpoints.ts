import { endpoint } from "../common/route-table";

/** Importing a Claybook export (product.md#r140): start a job, then follow it, or cancel it. */
export const IMPORT_ENDPOINTS = {
  start: endpoint("POST", "/api/import"),
  get: endpoint("GET", "/api/import/{id}"),
  cancel: endpoint("DELETE", "/api/import/{id}"),
} as const;
