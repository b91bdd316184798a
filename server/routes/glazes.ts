import { GLAZES_ROUTES } from "../../contract/glazes/routes";
import { GLAZE_LIST_LIMIT } from "../../contract/glazes/rules";
import { currentUser } from "../auth/middleware";
import type { ApiApp } from "../context";
import { apiRoute } from "../http/api-route";
import { createGlaze, getGlaze, listGlazes, updateGlaze } from "../services/glazes/glazes";
import {
  combinationByName,
  combinationsOf,
  createCombination,
  deleteGlaze,
  updateCombination,
} from "../services/glazes/glazes-combinations";

const tags = ["surfaces"];
const R = GLAZES_ROUTES;

const list = apiRoute(R.list, {
  access: "content",
  tags,
  summary: `Every surface treatment and combination glaze, by name (limit 1..${GLAZE_LIST_LIMIT}, default ${GLAZE_LIST_LIMIT}); ?studioId= a studio's glaze shelf instead`,
  errors: [400, 404],
});
const getOne = apiRoute(R.get, {
  access: "content",
  tags,
  summary: "One surface treatment; a combination also answers baseGlaze and topGlaze",
  errors: [400, 404],
});
const create = apiRoute(R.create, {
  access: "content",
  tags,
  summary: "Create a surface treatment (blank type counts as Glaze); with studioId, on a studio's glaze shelf (owner and staff)",
  answerDescription: "The created surface treatment",
  errors: [400, 403, 404],
});
const update = apiRoute(R.update, {
  access: "content",
  tags,
  summary: "Change a surface treatment; the type rules apply to the result",
  errors: [400, 403, 404],
});
const remove = apiRoute(R.remove, {
  access: "content",
  tags,
  summary:
    "Delete a surface treatment. ?withCombinations=true also deletes the combinations using it; otherwise they keep a deleted-glaze marker",
  errors: [400, 403, 404],
});
const combinations = apiRoute(R.combinationsOf, {
  access: "content",
  tags,
  summary: "The combination glazes that use this glaze as a layer",
  errors: [400, 404],
});
const createCombo = apiRoute(R.createCombination, {
  access: "content",
  tags,
  summary: "Create a combination glaze from two of your surface treatments (product.md#r22)",
  answerDescription: "The created combination",
  errors: [400, 404],
});
const updateCombo = apiRoute(R.updateCombination, {
  access: "content",
  tags,
  summary: "Change a combination glaze; changing a layer regenerates the name unless one is sent",
  errors: [400, 404],
});
const byName = apiRoute(R.combinationByName, {
  access: "content",
  tags,
  summary: "A combination by its name, URL-encoded and without the 'Combo: ' prefix",
  errors: [400, 404],
});

export function registerGlazesRoutes(app: ApiApp): void {
  app.openapi(list, async (c) => {
    const { limit, studioId } = c.req.valid("query");
    return c.json({ data: await listGlazes(c.get("deps"), currentUser(c).id, limit, studioId) }, 200);
  });

  app.openapi(combinations, async (c) => {
    const { id } = c.req.valid("param");
    return c.json({ data: await combinationsOf(c.get("deps"), currentUser(c).id, id) }, 200);
  });

  app.openapi(getOne, async (c) => {
    const { id } = c.req.valid("param");
    return c.json(await getGlaze(c.get("deps"), currentUser(c).id, id), 200);
  });

  app.openapi(create, async (c) => {
    return c.json(await createGlaze(c.get("deps"), currentUser(c).id, c.req.valid("json")), 201);
  });

  app.openapi(update, async (c) => {
    const { id } = c.req.valid("param");
    return c.json(await updateGlaze(c.get("deps"), currentUser(c).id, id, c.req.valid("json")), 200);
  });

  app.openapi(remove, async (c) => {
    const { id } = c.req.valid("param");
    const { withCombinations } = c.req.valid("query");
    return c.json(await deleteGlaze(c.get("deps"), currentUser(c).id, id, withCombinations === "true"), 200);
  });

  app.openapi(createCombo, async (c) => {
    return c.json(await createCombination(c.get("deps"), currentUser(c).id, c.req.valid("json")), 201);
  });

  app.openapi(updateCombo, async (c) => {
    const { id } = c.req.valid("param");
    return c.json(await updateCombination(c.get("deps"), currentUser(c).id, id, c.req.valid("json")), 200);
  });

  app.openapi(byName, async (c) => {
    const { name } = c.req.valid("param");
    return c.json(await combinationByName(c.get("deps"), currentUser(c).id, name), 200);
  });
}
