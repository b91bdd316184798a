import { withSchemas } from "../common/route-table";
import { LABELS_ENDPOINTS } from "./endpoints";
import { LabelsBodySchema } from "./schemas";

export const LABELS_ROUTES = withSchemas(LABELS_ENDPOINTS, {
  /** application/pdf. */
  create: { body: LabelsBodySchema, answer: "binary" },
});
export type LabelsRoutes = typeof LABELS_ROUTES;
