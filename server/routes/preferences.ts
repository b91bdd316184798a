import { PREFERENCES_ROUTES } from "../../contract/preferences/routes";
import { currentUser } from "../auth/middleware";
import type { ApiApp } from "../context";
import { apiRoute } from "../http/api-route";
import { getPreferences, updatePreferences } from "../services/preferences/preferences";

const tags = ["preferences"];
const R = PREFERENCES_ROUTES;

const getRoute = apiRoute(R.get, {
  access: "signed-in",
  tags,
  summary: "The signed-in user's preferences; 404 'Preferences not found' until first saved",
  errors: [404],
});
const patchRoute = apiRoute(R.update, {
  access: "signed-in",
  tags,
  summary: "Save any preference fields (creates the preferences on first use); lists are sent whole",
  answerDescription: "The saved preferences",
  errors: [400],
});

export function registerPreferencesRoutes(app: ApiApp): void {
  app.openapi(getRoute, async (c) => c.json(await getPreferences(c.get("deps"), currentUser(c).id), 200));

  app.openapi(patchRoute, async (c) =>
    c.json(await updatePreferences(c.get("deps"), currentUser(c).id, c.req.valid("json")), 200),
  );
}
