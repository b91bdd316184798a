import { createRoute } from "@hono/zod-openapi";
import { IdParamSchema, OkSchema } from "../../contract/common/schemas";
import {
  CreateInspirationBodySchema,
  InspirationListSchema,
  InspirationSchema,
  UpdateInspirationBodySchema,
} from "../../contract/inspirations/schemas";
import { currentUser } from "../auth/middleware";
import type { ApiApp } from "../context";
import {
  createInspiration,
  deleteInspiration,
  getInspiration,
  listInspirations,
  updateInspiration,
} from "../services/inspirations";
import { content, errors, jsonAnswer, jsonBody } from "./helpers";

const tags = ["inspirations"];

const list = createRoute({
  method: "get",
  path: "/api/inspirations",
  tags,
  summary: "The user's inspirations, newest first",
  ...content,
  responses: { 200: jsonAnswer(InspirationListSchema), ...errors(401, 402) },
});

const getOne = createRoute({
  method: "get",
  path: "/api/inspirations/{id}",
  tags,
  summary: "One inspiration",
  ...content,
  request: { params: IdParamSchema },
  responses: { 200: jsonAnswer(InspirationSchema), ...errors(400, 401, 402, 404) },
});

const create = createRoute({
  method: "post",
  path: "/api/inspirations",
  tags,
  summary: "Save an inspiration (also used to duplicate one)",
  ...content,
  request: jsonBody(CreateInspirationBodySchema),
  responses: { 201: jsonAnswer(InspirationSchema, "The created inspiration"), ...errors(400, 401, 402) },
});

const update = createRoute({
  method: "patch",
  path: "/api/inspirations/{id}",
  tags,
  summary: "Change an inspiration (auto-save)",
  ...content,
  request: { params: IdParamSchema, ...jsonBody(UpdateInspirationBodySchema) },
  responses: { 200: jsonAnswer(InspirationSchema), ...errors(400, 401, 402, 404) },
});

const remove = createRoute({
  method: "delete",
  path: "/api/inspirations/{id}",
  tags,
  summary: "Delete an inspiration and unlink it from every piece",
  ...content,
  request: { params: IdParamSchema },
  responses: { 200: jsonAnswer(OkSchema), ...errors(400, 401, 402, 404) },
});

export function registerInspirationsRoutes(app: ApiApp): void {
  app.openapi(list, async (c) => c.json(await listInspirations(c.get("deps"), currentUser(c).id), 200));

  app.openapi(getOne, async (c) =>
    c.json(await getInspiration(c.get("deps"), currentUser(c).id, c.req.valid("param").id), 200),
  );

  app.openapi(create, async (c) =>
    c.json(await createInspiration(c.get("deps"), currentUser(c).id, c.req.valid("json")), 201),
  );

  app.openapi(update, async (c) =>
    c.json(
      await updateInspiration(c.get("deps"), currentUser(c).id, c.req.valid("param").id, c.req.valid("json")),
      200,
    ),
  );

  app.openapi(remove, async (c) => {
    await deleteInspiration(c.get("deps"), currentUser(c).id, c.req.valid("param").id);
    return c.json({ message: "Inspiration deleted" }, 200);
  });
}
