import { createRoute } from "@hono/zod-openapi";
import { IdParamSchema } from "../../contract/common/schemas";
import {
  ComboNameParamSchema,
  CombinationLookupSchema,
  CreateCombinationBodySchema,
  CreateGlazeBodySchema,
  DeleteGlazeAnswerSchema,
  DeleteGlazeQuerySchema,
  GLAZE_LIST_LIMIT,
  GlazeDetailSchema,
  GlazeListQuerySchema,
  GlazeListSchema,
  GlazeSchema,
  UpdateCombinationBodySchema,
  UpdateGlazeBodySchema,
} from "../../contract/glazes/schemas";
import { currentUser } from "../auth/middleware";
import type { ApiApp } from "../context";
import { createGlaze, getGlaze, listGlazes, updateGlaze } from "../services/glazes";
import {
  combinationByName,
  combinationsOf,
  createCombination,
  deleteGlaze,
  updateCombination,
} from "../services/glazes-combinations";
import { content, errors, jsonAnswer, jsonBody } from "./helpers";

const tags = ["surfaces"];

const list = createRoute({
  method: "get",
  path: "/api/glazes",
  tags,
  summary: `Every surface treatment and combination glaze, by name (limit 1..${GLAZE_LIST_LIMIT}, default ${GLAZE_LIST_LIMIT})`,
  ...content,
  request: { query: GlazeListQuerySchema },
  responses: { 200: jsonAnswer(GlazeListSchema), ...errors(400, 401, 402) },
});

const getOne = createRoute({
  method: "get",
  path: "/api/glazes/{id}",
  tags,
  summary: "One surface treatment; a combination also answers baseGlaze and topGlaze",
  ...content,
  request: { params: IdParamSchema },
  responses: { 200: jsonAnswer(GlazeDetailSchema), ...errors(400, 401, 402, 404) },
});

const create = createRoute({
  method: "post",
  path: "/api/glazes",
  tags,
  summary: "Create a surface treatment (blank type counts as Glaze)",
  ...content,
  request: jsonBody(CreateGlazeBodySchema),
  responses: { 201: jsonAnswer(GlazeSchema, "The created surface treatment"), ...errors(400, 401, 402) },
});

const update = createRoute({
  method: "patch",
  path: "/api/glazes/{id}",
  tags,
  summary: "Change a surface treatment; the type rules apply to the result",
  ...content,
  request: { params: IdParamSchema, ...jsonBody(UpdateGlazeBodySchema) },
  responses: { 200: jsonAnswer(GlazeDetailSchema), ...errors(400, 401, 402, 404) },
});

const remove = createRoute({
  method: "delete",
  path: "/api/glazes/{id}",
  tags,
  summary:
    "Delete a surface treatment. ?withCombinations=true also deletes the combinations using it; otherwise they keep a deleted-glaze marker",
  ...content,
  request: { params: IdParamSchema, query: DeleteGlazeQuerySchema },
  responses: { 200: jsonAnswer(DeleteGlazeAnswerSchema), ...errors(400, 401, 402, 404) },
});

const combinations = createRoute({
  method: "get",
  path: "/api/glazes/{id}/combinations",
  tags,
  summary: "The combination glazes that use this glaze as a layer",
  ...content,
  request: { params: IdParamSchema },
  responses: { 200: jsonAnswer(GlazeListSchema), ...errors(400, 401, 402, 404) },
});

const createCombo = createRoute({
  method: "post",
  path: "/api/glaze-combinations",
  tags,
  summary: "Create a combination glaze from two of your surface treatments (D22)",
  ...content,
  request: jsonBody(CreateCombinationBodySchema),
  responses: { 201: jsonAnswer(GlazeDetailSchema, "The created combination"), ...errors(400, 401, 402, 404) },
});

const updateCombo = createRoute({
  method: "patch",
  path: "/api/glaze-combinations/{id}",
  tags,
  summary: "Change a combination glaze; changing a layer regenerates the name unless one is sent",
  ...content,
  request: { params: IdParamSchema, ...jsonBody(UpdateCombinationBodySchema) },
  responses: { 200: jsonAnswer(GlazeDetailSchema), ...errors(400, 401, 402, 404) },
});

const byName = createRoute({
  method: "get",
  path: "/api/glaze-combinations/by-name/{name}",
  tags,
  summary: "A combination by its name, URL-encoded and without the 'Combo: ' prefix",
  ...content,
  request: { params: ComboNameParamSchema },
  responses: { 200: jsonAnswer(CombinationLookupSchema), ...errors(400, 401, 402, 404) },
});

export function registerGlazesRoutes(app: ApiApp): void {
  app.openapi(list, async (c) => {
    const { limit } = c.req.valid("query");
    return c.json({ data: await listGlazes(c.get("deps"), currentUser(c).id, limit) }, 200);
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

