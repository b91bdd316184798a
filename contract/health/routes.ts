import { withSchemas } from "../common/route-table";
import { HEALTH_ENDPOINTS } from "./endpoints";
import { HealthSchema } from "./schemas";

/** Both answer the same; 503 (with status 'unavailable') when the database does not answer. */
export const HEALTH_ROUTES = withSchemas(HEALTH_ENDPOINTS, {
  health: { answer: HealthSchema },
  rootHealth: { answer: HealthSchema },
});
