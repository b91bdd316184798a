import { GLAZE_LAB_ROUTES } from "../../contract/glaze-lab/routes";
import { MATERIAL_SEARCH_LIMIT, RECIPE_LINES_MAX, RECIPE_PAGE_DEFAULT, RECIPE_PAGE_MAX } from "../../contract/glaze-lab/rules";
import { GLAZE_LAB_TEXTS } from "../../contract/glaze-lab/texts";
import { currentUser } from "../auth/middleware";
import type { ApiApp } from "../context";
import { apiRoute } from "../http/api-route";
import { createMaterial, deleteMaterial, listMaterials, updateMaterial } from "../services/glaze-lab/materials";
import { createBlend } from "../services/glaze-lab/recipe-blends";
import { batchOf, parseText, substitute } from "../services/glaze-lab/recipe-lab";
import { listRecipes, listVersions } from "../services/glaze-lab/recipe-list";
import { STOCK_TEXTS } from "../../contract/business/stock-texts";
import { deleteMix } from "../services/glaze-lab/recipe-mix-delete";
import { createMix, listMixes } from "../services/glaze-lab/recipe-mixes";
import { recipeOutcomes } from "../services/glaze-lab/recipe-outcomes";
import { createRecipe, deleteRecipe, getRecipe, updateRecipe } from "../services/glaze-lab/recipes";

const tags = ["glaze lab"];
const R = GLAZE_LAB_ROUTES;

const listMaterialsRoute = apiRoute(R.listMaterials, {
  access: "content",
  tags,
  summary: `The default materials library with the potter's own (their copy of a default in its place); q matches a name or an alias (at most ${MATERIAL_SEARCH_LIMIT})`,
  errors: [400],
});
const createMaterialRoute = apiRoute(R.createMaterial, {
  access: "content",
  tags,
  summary: "Add an own material with its analysis, or with copyOf the potter's copy of a default, which then replaces it in their list",
  answerDescription: "The created material",
  errors: [400, 409],
});
const updateMaterialRoute = apiRoute(R.updateMaterial, { access: "content", tags, summary: "Change an own material", errors: [400, 404] });
const removeMaterialRoute = apiRoute(R.removeMaterial, {
  access: "content",
  tags,
  summary: "Delete an own material; one a recipe names is kept (409)",
  errors: [400, 404, 409],
});
const listRecipesRoute = apiRoute(R.listRecipes, {
  access: "content",
  tags,
  summary: `The potter's recipes, newest change first, a page at a time (limit 1..${RECIPE_PAGE_MAX}, default ${RECIPE_PAGE_DEFAULT}); q matches the name, kind filters`,
  errors: [400],
});
const getRecipeRoute = apiRoute(R.getRecipe, { access: "content", tags, summary: "One recipe with its analysis", errors: [400, 404] });
const createRecipeRoute = apiRoute(R.createRecipe, {
  access: "content",
  tags,
  summary: `Create a recipe (at most ${RECIPE_LINES_MAX} lines; base any total, additions on top)`,
  answerDescription: "The created recipe with its analysis",
  errors: [400],
});
const updateRecipeRoute = apiRoute(R.updateRecipe, {
  access: "content",
  tags,
  summary: "Change a recipe; new lines on a recipe a piece or tile wore make a new version",
  errors: [400, 404],
});
const removeRecipeRoute = apiRoute(R.removeRecipe, {
  access: "content",
  tags,
  summary: "Delete a recipe with its versions and mix logs; surfaces that carried it stay",
  errors: [400, 404],
});
const versionsRoute = apiRoute(R.recipeVersions, { access: "content", tags, summary: "A recipe's versions, newest first, with their analyses", errors: [400, 404] });
const batchRoute = apiRoute(R.batch, { access: "content", tags, summary: "Each line's amount for a batch size in g, kg, lb or oz", errors: [400, 404] });
const substituteRoute = apiRoute(R.substitute, {
  access: "content",
  tags,
  summary: "Replace one material by another with the amounts that keep the UMF closest; nothing is stored",
  errors: [400, 404],
});
const blendRoute = apiRoute(R.blend, {
  access: "content",
  tags,
  summary: "A line, triaxial or four-corner blend: a recipe per point and, with makeTiles, a test tile per point",
  answerDescription: "The recipes and tiles made",
  errors: [400, 404],
});
const outcomesRoute = apiRoute(R.outcomes, {
  access: "content",
  tags,
  summary: "Per version, the test tiles and pieces that wore the recipe and what came out of the kiln",
  errors: [400, 404],
});
const listMixesRoute = apiRoute(R.listMixes, { access: "content", tags, summary: "A recipe's mix log, newest day first", errors: [400, 404] });
const createMixRoute = apiRoute(R.createMix, {
  access: "content",
  tags,
  summary: "Log a bucket mixed from a recipe",
  answerDescription: "The logged mix",
  errors: [400, 404],
});
const removeMixRoute = apiRoute(R.removeMix, {
  access: "content",
  tags,
  summary: "Delete a mix log; what it used of each material goes back into stock",
  errors: [400, 404],
});
const parseRoute = apiRoute(R.parse, { access: "content", tags, summary: "Read a recipe pasted as text into lines; nothing is stored", errors: [400] });

export function registerGlazeLabRoutes(app: ApiApp): void {
  app.openapi(listMaterialsRoute, async (c) => c.json({ data: await listMaterials(c.get("deps"), currentUser(c).id, c.req.valid("query").q) }, 200));
  app.openapi(createMaterialRoute, async (c) => c.json(await createMaterial(c.get("deps"), currentUser(c).id, c.req.valid("json")), 201));
  app.openapi(updateMaterialRoute, async (c) =>
    c.json(await updateMaterial(c.get("deps"), currentUser(c).id, c.req.valid("param").id, c.req.valid("json")), 200),
  );
  app.openapi(removeMaterialRoute, async (c) => {
    await deleteMaterial(c.get("deps"), currentUser(c).id, c.req.valid("param").id);
    return c.json({ message: GLAZE_LAB_TEXTS.materialDeleted }, 200);
  });
  app.openapi(listRecipesRoute, async (c) => c.json(await listRecipes(c.get("deps"), currentUser(c).id, c.req.valid("query")), 200));
  // Blends and pasted text have paths of their own, not /api/recipes/blends: a fixed word where /api/recipes/{id}/… has
  // an id would push Hono onto its slower router for every request (docs/decisions/0107-request-path-and-prepared-statements.md).
  app.openapi(blendRoute, async (c) => c.json(await createBlend(c.get("deps"), currentUser(c).id, c.req.valid("json")), 201));
  app.openapi(parseRoute, async (c) => c.json(await parseText(c.get("deps"), currentUser(c).id, c.req.valid("json").text), 200));
  app.openapi(getRecipeRoute, async (c) => c.json(await getRecipe(c.get("deps"), currentUser(c).id, c.req.valid("param").id), 200));
  app.openapi(createRecipeRoute, async (c) => c.json(await createRecipe(c.get("deps"), currentUser(c).id, c.req.valid("json")), 201));
  app.openapi(updateRecipeRoute, async (c) =>
    c.json(await updateRecipe(c.get("deps"), currentUser(c).id, c.req.valid("param").id, c.req.valid("json")), 200),
  );
  app.openapi(removeRecipeRoute, async (c) => {
    await deleteRecipe(c.get("deps"), currentUser(c).id, c.req.valid("param").id);
    return c.json({ message: GLAZE_LAB_TEXTS.recipeDeleted }, 200);
  });
  app.openapi(versionsRoute, async (c) => c.json({ data: await listVersions(c.get("deps"), currentUser(c).id, c.req.valid("param").id) }, 200));
  app.openapi(batchRoute, async (c) => c.json(await batchOf(c.get("deps"), currentUser(c).id, c.req.valid("param").id, c.req.valid("json")), 200));
  app.openapi(substituteRoute, async (c) =>
    c.json(await substitute(c.get("deps"), currentUser(c).id, c.req.valid("param").id, c.req.valid("json")), 200),
  );
  app.openapi(outcomesRoute, async (c) => c.json(await recipeOutcomes(c.get("deps"), currentUser(c).id, c.req.valid("param").id), 200));
  app.openapi(listMixesRoute, async (c) => c.json({ data: await listMixes(c.get("deps"), currentUser(c).id, c.req.valid("param").id) }, 200));
  app.openapi(createMixRoute, async (c) =>
    c.json(await createMix(c.get("deps"), currentUser(c).id, c.req.valid("param").id, c.req.valid("json")), 201),
  );
  app.openapi(removeMixRoute, async (c) => {
    const { id, mixId } = c.req.valid("param");
    await deleteMix(c.get("deps"), currentUser(c).id, id, mixId);
    return c.json({ message: STOCK_TEXTS.mixDeleted }, 200);
  });
}
