import { createRoute, z } from "@hono/zod-openapi";
import {
  AppliedLayersSchema,
  ApplyComboBodySchema,
  CreateComboBodySchema,
  SurfaceComboLayerListSchema,
  SurfaceComboListSchema,
  SurfaceComboSchema,
  UpdateComboBodySchema,
} from "../../contract/combos/schemas";
import { IdParamSchema } from "../../contract/common/schemas";
import { currentUser } from "../auth/middleware";
import type { ApiApp } from "../context";
import { applyCombo, createCombo, deleteCombo, getCombo, getComboLayers, listCombos, updateCombo } from "../services/combos";
import { content, errors, jsonAnswer, jsonBody } from "./helpers";

const tags = ["surface combos"];
const Deleted = z.object({ message: z.string() });

const list = createRoute({
  method: "get",
  path: "/api/surface-combos",
  tags,
  summary: "The user's saved Surface Combos, newest first (never cached)",
  ...content,
  responses: { 200: jsonAnswer(SurfaceComboListSchema), ...errors(401, 402) },
});

const get = createRoute({
  method: "get",
  path: "/api/surface-combos/{id}",
  tags,
  summary: "One saved combo",
  ...content,
  request: { params: IdParamSchema },
  responses: { 200: jsonAnswer(SurfaceComboSchema), ...errors(400, 401, 402, 404) },
});

const layers = createRoute({
  method: "get",
  path: "/api/surface-combos/{id}/layers",
  tags,
  summary: "The combo's layer snapshot, by orderIndex",
  ...content,
  request: { params: IdParamSchema },
  responses: { 200: jsonAnswer(SurfaceComboLayerListSchema), ...errors(400, 401, 402, 404) },
});

const create = createRoute({
  method: "post",
  path: "/api/surface-combos",
  tags,
  summary: "Save a piece's layers as a combo (at least two, none from an applied combo)",
  ...content,
  request: jsonBody(CreateComboBodySchema),
  responses: { 201: jsonAnswer(SurfaceComboSchema), ...errors(400, 401, 402, 404) },
});

const update = createRoute({
  method: "patch",
  path: "/api/surface-combos/{id}",
  tags,
  summary: "Rename a combo, or change its cone, notes or photos",
  ...content,
  request: { params: IdParamSchema, ...jsonBody(UpdateComboBodySchema) },
  responses: { 200: jsonAnswer(SurfaceComboSchema), ...errors(400, 401, 402, 404) },
});

const remove = createRoute({
  method: "delete",
  path: "/api/surface-combos/{id}",
  tags,
  summary: "Delete a combo (layers already applied to pieces stay)",
  ...content,
  request: { params: IdParamSchema },
  responses: { 200: jsonAnswer(Deleted), ...errors(400, 401, 402, 404) },
});

const apply = createRoute({
  method: "post",
  path: "/api/pieces/{id}/apply-combo",
  tags,
  summary: "Copy a saved combo's layers onto a piece, after its existing layers",
  ...content,
  request: { params: IdParamSchema, ...jsonBody(ApplyComboBodySchema) },
  responses: { 201: jsonAnswer(AppliedLayersSchema), ...errors(400, 401, 402, 404) },
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
