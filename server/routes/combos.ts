import { COMBOS_ROUTES } from "../../contract/combos/routes";
import { currentUser } from "../auth/middleware";
import type { ApiApp } from "../context";
import { apiRoute } from "../http/api-route";
import { applyCombo, createCombo, deleteCombo, getCombo, getComboLayers, listCombos, updateCombo } from "../services/combos/combos";

const tags = ["surface combos"];
const R = COMBOS_ROUTES;

const list = apiRoute(R.list, {
  access: "content",
  tags,
  summary: "The user's saved Surface Combos, newest first (never cached)",
});
const get = apiRoute(R.get, { access: "content", tags, summary: "One saved combo", errors: [400, 404] });
const layers = apiRoute(R.layers, { access: "content", tags, summary: "The combo's layer snapshot, by orderIndex", errors: [400, 404] });
const create = apiRoute(R.create, {
  access: "content",
  tags,
  summary: "Save a piece's layers as a combo (at least two, none from an applied combo)",
  errors: [400, 404],
});
const update = apiRoute(R.update, {
  access: "content",
  tags,
  summary: "Rename a combo, or change its cone, notes or photos",
  errors: [400, 404],
});
const remove = apiRoute(R.remove, {
  access: "content",
  tags,
  summary: "Delete a combo (layers already applied to pieces stay)",
  errors: [400, 404],
});
const apply = apiRoute(R.apply, {
  access: "content",
  tags,
  summary: "Copy a saved combo's layers onto a piece, after its existing layers",
  errors: [400, 404],
});

export function registerCombosRoutes(app: ApiApp): void {
  app.openapi(list, async (c) => c.json(await listCombos(c.get("deps").db, currentUser(c).id), 200));
  app.openapi(get, async (c) => c.json(await getCombo(c.get("deps").db, currentUser(c).id, c.req.valid("param").id), 200));
  app.openapi(layers, async (c) => c.json(await getComboLayers(c.get("deps").db, currentUser(c).id, c.req.valid("param").id), 200));
  app.openapi(create, async (c) => c.json(await createCombo(c.get("deps"), currentUser(c).id, c.req.valid("json")), 201));
  app.openapi(update, async (c) =>
    c.json(await updateCombo(c.get("deps"), currentUser(c).id, c.req.valid("param").id, c.req.valid("json")), 200),
  );
  app.openapi(remove, async (c) => {
    await deleteCombo(c.get("deps"), currentUser(c).id, c.req.valid("param").id);
    return c.json({ message: "Surface combo deleted" }, 200);
  });
  app.openapi(apply, async (c) => {
    const data = await applyCombo(c.get("deps"), currentUser(c).id, c.req.valid("param").id, c.req.valid("json"));
    return c.json({ data }, 201);
  });
}
