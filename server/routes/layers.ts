import { createRoute, z } from "@hono/zod-openapi";
import { IdParamSchema } from "../../contract/common";
import {
  CreateLayerBodySchema,
  DecorationLayerListSchema,
  DecorationLayerSchema,
  ReorderBodySchema,
  UpdateLayerBodySchema,
} from "../../contract/layers";
import { currentUser } from "../auth/middleware";
import type { ApiApp } from "../context";
import { createLayer, deleteLayer, listAllLayers, listPieceLayers, reorderLayers, updateLayer } from "../services/layers";
import { content, errors, jsonAnswer, jsonBody } from "./helpers";

const tags = ["decoration layers"];
const Deleted = z.object({ message: z.string() });

const listForPiece = createRoute({
  method: "get",
  path: "/api/pieces/{id}/decoration-layers",
  tags,
  summary: "A piece's decoration layers in order",
  ...content,
  request: { params: IdParamSchema },
  responses: { 200: jsonAnswer(DecorationLayerListSchema), ...errors(400, 401, 402, 404) },
});

const listAll = createRoute({
  method: "get",
  path: "/api/decoration-layers",
  tags,
  summary: "Every decoration layer of the user (Apply tab)",
  ...content,
  responses: { 200: jsonAnswer(DecorationLayerListSchema), ...errors(401, 402) },
});

const create = createRoute({
  method: "post",
  path: "/api/decoration-layers",
  tags,
  summary: "Add a layer to a piece (spec 001 §5 matrix)",
  ...content,
  request: jsonBody(CreateLayerBodySchema),
  responses: { 201: jsonAnswer(DecorationLayerSchema), ...errors(400, 401, 402, 404) },
});

const update = createRoute({
  method: "patch",
  path: "/api/decoration-layers/{id}",
  tags,
  summary: "Change a layer; the merged layer must pass the matrix",
  ...content,
  request: { params: IdParamSchema, ...jsonBody(UpdateLayerBodySchema) },
  responses: { 200: jsonAnswer(DecorationLayerSchema), ...errors(400, 401, 402, 404) },
});

const remove = createRoute({
  method: "delete",
  path: "/api/decoration-layers/{id}",
  tags,
  summary: "Delete a layer",
  ...content,
  request: { params: IdParamSchema },
  responses: { 200: jsonAnswer(Deleted), ...errors(400, 401, 402, 404) },
});

const reorder = createRoute({
  method: "patch",
  path: "/api/pieces/{id}/decoration-layers/reorder",
  tags,
  summary: "Set the full new order of a piece's layers",
  ...content,
  request: { params: IdParamSchema, ...jsonBody(ReorderBodySchema) },
  responses: { 200: jsonAnswer(DecorationLayerListSchema), ...errors(400, 401, 402, 404) },
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
