import { withSchemas } from "../common/route-table";
import { IdParamSchema } from "../common/schemas";
import { IMPORT_ENDPOINTS } from "./endpoints";
import { ImportJobSchema, ImportStartedSchema } from "./schemas";

export const IMPORT_ROUTES = withSchemas(IMPORT_ENDPOINTS, {
  /** Multipart: file, format (optional), dryRun (optional); the work runs in the background. */
  start: { body: "multipart", answer: ImportStartedSchema, status: 202 },
  get: { params: IdParamSchema, answer: ImportJobSchema },
  /** Cancels the potter's own queued or running import and removes what it stored (product.md#r213). */
  cancel: { params: IdParamSchema, answer: ImportJobSchema },
});
export type ImportRoutes = typeof IMPORT_ROUTES;
