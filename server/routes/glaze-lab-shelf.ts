/**
 * A studio shelf surface's recipe and mix log (docs/decisions/0325-studio-shelf-recipes-and-mix-logs.md); registered
 * with the glaze lab's routes.
 */
import { GLAZE_LAB_ROUTES } from "../../contract/glaze-lab/routes";
import { currentUser } from "../auth/middleware";
import type { ApiApp } from "../context";
import { apiRoute } from "../http/api-route";
import { createShelfMix, getShelfRecipe, listShelfMixes, setShelfRecipe } from "../services/glaze-lab/shelf-recipes";

const tags = ["glaze lab"];
const R = GLAZE_LAB_ROUTES;

const shelfRecipe = apiRoute(R.shelfRecipe, {
  access: "content",
  tags,
  summary: "A studio shelf surface's recipe with its analysis (every member), or null while it carries none",
  errors: [400, 404],
});
const setShelfRecipeRoute = apiRoute(R.setShelfRecipe, {
  access: "content",
  tags,
  summary: "Give a studio shelf surface its recipe or change it (owner and staff); new lines on a worn recipe make a new version",
  errors: [400, 403, 404],
});
const shelfMixes = apiRoute(R.shelfMixes, { access: "content", tags, summary: "A studio shelf surface's mix log, newest day first (every member)", errors: [400, 404] });
const createShelfMixRoute = apiRoute(R.createShelfMix, {
  access: "content",
  tags,
  summary: "Log a bucket mixed for a studio shelf surface (owner and staff); the log is the studio's",
  answerDescription: "The logged mix",
  errors: [400, 403, 404, 409],
});

export function registerGlazeLabShelfRoutes(app: ApiApp): void {
  app.openapi(shelfRecipe, async (c) => {
    const { id, glazeId } = c.req.valid("param");
    return c.json(await getShelfRecipe(c.get("deps"), currentUser(c).id, id, glazeId), 200);
  });
  app.openapi(setShelfRecipeRoute, async (c) => {
    const { id, glazeId } = c.req.valid("param");
    return c.json(await setShelfRecipe(c.get("deps"), currentUser(c).id, id, glazeId, c.req.valid("json")), 200);
  });
  app.openapi(shelfMixes, async (c) => {
    const { id, glazeId } = c.req.valid("param");
    return c.json({ data: await listShelfMixes(c.get("deps"), currentUser(c).id, id, glazeId) }, 200);
  });
  app.openapi(createShelfMixRoute, async (c) => {
    const { id, glazeId } = c.req.valid("param");
    return c.json(await createShelfMix(c.get("deps"), currentUser(c).id, id, glazeId, c.req.valid("json")), 201);
  });
}
