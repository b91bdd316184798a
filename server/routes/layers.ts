import { LAYERS_ROUTES } from "../../contract/layers/routes";
import { currentUser } from "../auth/middleware";
import type { ApiApp } from "../context";
import { apiRoute } from "../http/api-route";
import { createLayer, deleteLayer, listAllLayers, listPieceLayers, reorderLayers, updateLayer } from "../services/layers/layers";

const tags = ["decoration layers"];
const R = LAYERS_ROUTES;

const listForPiece = apiRoute(R.listForPiece, {
  access: "content",
  tags,
  summary: "A piece's decoration layers in order",
  errors: [400, 404],
});
const listAll = apiRoute(R.list, { access: "content", tags, summary: "Every decoration layer of the user (Apply tab)" });
const create = apiRoute(R.create, {
  access: "content",
  tags,
  summary: "Add a layer to a piece (product.md#r98 matrix)",
  errors: [400, 404],
});
const update = apiRoute(R.update, {
  access: "content",
  tags,
  summary: "Change a layer; the merged layer must pass the matrix",
  errors: [400, 404],
});
const remove = apiRoute(R.remove, { access: "content", tags, summary: "Delete a layer", errors: [400, 404] });
const reorder = apiRoute(R.reorder, {
  access: "content",
  tags,
  summary: "Set the full new order of a piece's layers",
  errors: [400, 404],
});

export function registerLayersRoutes(app: ApiApp): void {
  app.openapi(listForPiece, async (c) => {
    const { id } = c.req.valid("param");
    return c.json({ data: await listPieceLayers(c.get("deps").db, currentUser(c).id, id) }, 200);
  });
  app.openapi(listAll, async (c) => c.json({ data: await listAllLayers(c.get("deps").db, currentUser(c).id) }, 200));
  app.openapi(create, async (c) => c.json(await createLayer(c.get("deps"), currentUser(c).id, c.req.valid("json")), 201));
  app.openapi(update, async (c) => {
    const { id } = c.req.valid("param");
    return c.json(await updateLayer(c.get("deps"), currentUser(c).id, id, c.req.valid("json")), 200);
  });
  app.openapi(remove, async (c) => {
    await deleteLayer(c.get("deps"), currentUser(c).id, c.req.valid("param").id);
    return c.json({ message: "Decoration layer deleted" }, 200);
  });
  app.openapi(reorder, async (c) => {
    const { id } = c.req.valid("param");
    const layers = await reorderLayers(c.get("deps"), currentUser(c).id, id, c.req.valid("json").layerIds);
    return c.json({ data: layers }, 200);
  });
}
