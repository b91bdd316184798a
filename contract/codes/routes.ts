import { withSchemas } from "../common/route-table";
import { CODES_ENDPOINTS } from "./endpoints";
import { CodeParamSchema, CodeTargetSchema } from "./schemas";

export const CODES_ROUTES = withSchemas(CODES_ENDPOINTS, {
  resolve: { params: CodeParamSchema, answer: CodeTargetSchema },
});
export type CodesRoutes = typeof CODES_ROUTES;
