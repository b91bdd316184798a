import { SHARES_ROUTES } from "../../contract/shares/routes";
import { SHARE_TEXTS } from "../../contract/shares/texts";
import { currentUser } from "../auth/middleware";
import type { ApiApp } from "../context";
import { apiRoute } from "../http/api-route";
import { getRecipeShare, revokeRecipeShare, shareRecipe } from "../services/shares/recipe-shares";
import { getShare, revokeShare, sharePiece, updateShare } from "../services/shares/shares";
import { RECIPE_SHARE_TEXTS } from "../../contract/shares/recipe-texts";

const tags = ["Sharing"];
const R = SHARES_ROUTES;

const get = apiRoute(R.get, { access: "content", tags, summary: "The piece's public link, or null when it is not shared", errors: [400, 404] });
const create = apiRoute(R.create, {
  access: "content",
  tags,
  summary: "Share the piece: a public read-only page at /s/{token}; a piece already shared answers its link",
  answerDescription: "The piece's public link",
  errors: [400, 404],
});
const update = apiRoute(R.update, { access: "content", tags, summary: "Choose whether the page shows the piece's notes", errors: [400, 404] });
const remove = apiRoute(R.remove, {
  access: "content",
  tags,
  summary: "Stop sharing: the page and its photos answer 404 from then on",
  errors: [400, 404],
});

const getRecipe = apiRoute(R.getRecipe, { access: "content", tags, summary: "The recipe's public link, or null when it is not shared", errors: [400, 404] });
const createRecipe = apiRoute(R.createRecipe, {
  access: "content",
  tags,
  summary: "Share the recipe: a public read-only page at /r/{token}; a recipe already shared answers its link",
  answerDescription: "The recipe's public link",
  errors: [400, 404],
});
const removeRecipe = apiRoute(R.removeRecipe, {
  access: "content",
  tags,
  summary: "Stop sharing the recipe: the page and its photos answer 404 from then on",
  errors: [400, 404],
});

export function registerSharesRoutes(app: ApiApp): void {
  app.openapi(get, async (c) => c.json(await getShare(c.get("deps"), currentUser(c).id, c.req.valid("param").id), 200));
  app.openapi(create, async (c) =>
    c.json(await sharePiece(c.get("deps"), currentUser(c).id, c.req.valid("param").id, c.req.valid("json")), 201),
  );
  app.openapi(update, async (c) =>
    c.json(await updateShare(c.get("deps"), currentUser(c).id, c.req.valid("param").id, c.req.valid("json")), 200),
  );
  app.openapi(remove, async (c) => {
    await revokeShare(c.get("deps"), currentUser(c).id, c.req.valid("param").id);
    return c.json({ message: SHARE_TEXTS.revoked }, 200);
  });
  app.openapi(getRecipe, async (c) => c.json(await getRecipeShare(c.get("deps"), currentUser(c).id, c.req.valid("param").id), 200));
  app.openapi(createRecipe, async (c) =>
    c.json(await shareRecipe(c.get("deps"), currentUser(c).id, c.req.valid("param").id, c.req.valid("json")), 201),
  );
  app.openapi(removeRecipe, async (c) => {
    await revokeRecipeShare(c.get("deps"), currentUser(c).id, c.req.valid("param").id);
    return c.json({ message: RECIPE_SHARE_TEXTS.revoked }, 200);
  });
}
