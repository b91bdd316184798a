import { withSchemas } from "../common/route-table";
import { OkSchema } from "../common/schemas";
import { ACCOUNT_ENDPOINTS } from "./endpoints";

export const ACCOUNT_ROUTES = withSchemas(ACCOUNT_ENDPOINTS, {
  /** A zip of every record as JSON plus the photos, streamed. */
  exportData: { answer: "binary" },
  exportCheck: { answer: OkSchema },
  deleteAccount: { answer: OkSchema },
});
export type AccountRoutes = typeof ACCOUNT_ROUTES;
