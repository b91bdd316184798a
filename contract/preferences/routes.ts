import { withSchemas } from "../common/route-table";
import { PREFERENCES_ENDPOINTS } from "./endpoints";
import { PreferencesPatchSchema, UserPreferencesSchema } from "./schemas";

export const PREFERENCES_ROUTES = withSchemas(PREFERENCES_ENDPOINTS, {
  get: { answer: UserPreferencesSchema },
  update: { body: PreferencesPatchSchema, answer: UserPreferencesSchema },
});
export type PreferencesRoutes = typeof PREFERENCES_ROUTES;
