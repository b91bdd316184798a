import { createRoute } from "@hono/zod-openapi";
import { PreferencesPatchSchema, UserPreferencesSchema } from "../../contract/preferences/schemas";
import { currentUser } from "../auth/middleware";
import type { ApiApp } from "../context";
import { getPreferences, updatePreferences } from "../services/preferences";
import { errors, jsonAnswer, jsonBody, signedIn } from "./helpers";

const getRoute = createRoute({
  method: "get",
  path: "/api/user-preferences",
  tags: ["preferences"],
  summary: "The signed-in user's preferences; 404 'Preferences not found' until first saved",
  ...signedIn,
  responses: { 200: jsonAnswer(UserPreferencesSchema), ...errors(401, 404) },
});

const patchRoute = createRoute({
  method: "patch",
  path: "/api/user-preferences",
  tags: ["preferences"],
  summary: "Save any preference fields (creates the preferences on first use); lists are sent whole",
  ...signedIn,
  request: jsonBody(PreferencesPatchSchema),
  responses: { 200: jsonAnswer(UserPreferencesSchema, "The saved preferences"), ...errors(400, 401) },
});

export function registerPreferencesRoutes(app: ApiApp): void {
  app.openapi(getRoute, async (c) => c.json(await getPreferences(c.get("deps"), currentUser(c).id), 200));

  app.openapi(patchRoute, async (c) =>
    c.json(await updatePreferences(c.get("deps"), currentUser(c).id, c.req.valid("json")), 200),
  );
}
