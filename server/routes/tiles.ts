import { TILES_ROUTES } from "../../contract/tiles/routes";
import { MATERIAL_TILES_LIMIT, TILE_PAGE_DEFAULT, TILE_PAGE_MAX } from "../../contract/tiles/rules";
import { TILE_TEXTS } from "../../contract/tiles/texts";
import { currentUser } from "../auth/middleware";
import type { ApiApp } from "../context";
import { apiRoute } from "../http/api-route";
import { tilesByRecipe } from "../services/tiles/tiles-by-recipe";
import { createTile, deleteTile, updateTile } from "../services/tiles/tiles";
import { listTiles, listTilesOfCombo, listTilesOfGlaze, tileFacets } from "../services/tiles/tiles-list";
import { getTile } from "../services/tiles/tiles-read";

const tags = ["test tiles"];
const R = TILES_ROUTES;

const list = apiRoute(R.list, {
  access: "content",
  tags,
  summary: `The potter's test tiles, newest first, a page at a time (limit 1..${TILE_PAGE_MAX}, default ${TILE_PAGE_DEFAULT}); filters by material, clay body, cone, atmosphere, minimum rating and defect`,
  errors: [400],
});
const facets = apiRoute(R.facets, {
  access: "content",
  tags,
  summary: "The grid's filter choices: the materials (with their current names), clay bodies and atmospheres the potter's tiles hold",
});
const byRecipe = apiRoute(R.byRecipe, {
  access: "content",
  tags,
  summary: "The potter's tiles grouped by the recipe and version they wore, each group's newest tiles with its count",
});
const get = apiRoute(R.get, { access: "content", tags, summary: "One test tile", errors: [400, 404] });
const create = apiRoute(R.create, {
  access: "content",
  tags,
  summary:
    "Log a test tile: exactly one of glazeId, surfaceComboId or materialName; method, coats and thickness follow the decoration-layer rules",
  answerDescription: "The created test tile",
  errors: [400],
});
const update = apiRoute(R.update, {
  access: "content",
  tags,
  summary: "Change a test tile; naming another material replaces the current one, and the layer rules apply to the result",
  errors: [400, 404],
});
const remove = apiRoute(R.remove, { access: "content", tags, summary: "Delete a test tile and release its photos", errors: [400, 404] });
const ofGlaze = apiRoute(R.ofGlaze, {
  access: "content",
  tags,
  summary: `A surface treatment's or combination glaze's test tiles, newest first (at most ${MATERIAL_TILES_LIMIT})`,
  errors: [400, 404],
});
const ofCombo = apiRoute(R.ofCombo, {
  access: "content",
  tags,
  summary: `A saved surface combo's test tiles, newest first (at most ${MATERIAL_TILES_LIMIT})`,
  errors: [400, 404],
});

export function registerTilesRoutes(app: ApiApp): void {
  app.openapi(list, async (c) => c.json(await listTiles(c.get("deps"), currentUser(c).id, c.req.valid("query")), 200));
  // Before /{id}, so "facets" is never read as an id.
  app.openapi(facets, async (c) => c.json(await tileFacets(c.get("deps"), currentUser(c).id), 200));
  app.openapi(byRecipe, async (c) => c.json(await tilesByRecipe(c.get("deps"), currentUser(c).id), 200));
  app.openapi(get, async (c) => c.json(await getTile(c.get("deps"), currentUser(c).id, c.req.valid("param").id), 200));
  app.openapi(create, async (c) => c.json(await createTile(c.get("deps"), currentUser(c).id, c.req.valid("json")), 201));
  app.openapi(update, async (c) =>
    c.json(await updateTile(c.get("deps"), currentUser(c).id, c.req.valid("param").id, c.req.valid("json")), 200),
  );
  app.openapi(remove, async (c) => {
    await deleteTile(c.get("deps"), currentUser(c).id, c.req.valid("param").id);
    return c.json({ message: TILE_TEXTS.deletedMessage }, 200);
  });
  app.openapi(ofGlaze, async (c) => c.json({ data: await listTilesOfGlaze(c.get("deps"), currentUser(c).id, c.req.valid("param").id) }, 200));
  app.openapi(ofCombo, async (c) => c.json({ data: await listTilesOfCombo(c.get("deps"), currentUser(c).id, c.req.valid("param").id) }, 200));
}
