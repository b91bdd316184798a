import { createRoute } from "@hono/zod-openapi";
import { IdParamSchema, OkSchema } from "../../contract/common";
import {
  CreateStageEntryBodySchema,
  STAGE_HISTORY_LIMIT_DEFAULT,
  StageEntryListSchema,
  StageEntrySchema,
  StageHistoryQuerySchema,
  UpdateStageEntryBodySchema,
} from "../../contract/stages";
import { currentUser } from "../auth/middleware";
import type { ApiApp } from "../context";
import {
  createStageEntry,
  deleteStageEntry,
  listPieceStageHistory,
  listStageHistory,
  updateStageEntry,
} from "../services/stages";
import { content, errors, jsonAnswer, jsonBody } from "./helpers";

const tags = ["stage history"];

const listAll = createRoute({
  method: "get",
  path: "/api/stage-history",
  tags,
  summary: "The user's stage entries, newest first (limit 1..1000, default 1000)",
  ...content,
  request: { query: StageHistoryQuerySchema },
  responses: { 200: jsonAnswer(StageEntryListSchema), ...errors(400, 401, 402) },
});

const listForPiece = createRoute({
  method: "get",
  path: "/api/pieces/{id}/stage-history",
  tags,
  summary: "One piece's stage entries, oldest first",
  ...content,
  request: { params: IdParamSchema },
  responses: { 200: jsonAnswer(StageEntryListSchema), ...errors(400, 401, 402, 404) },
});

const create = createRoute({
  method: "post",
  path: "/api/stage-history",
  tags,
  summary: "Record a stage on a piece",
  ...content,
  request: jsonBody(CreateStageEntryBodySchema),
  responses: { 201: jsonAnswer(StageEntrySchema, "The new entry"), ...errors(400, 401, 402, 404, 409) },
});

const update = createRoute({
  method: "patch",
  path: "/api/stage-history/{id}",
  tags,
  summary: "Change a stage entry (e.g. its location)",
  ...content,
  request: { params: IdParamSchema, ...jsonBody(UpdateStageEntryBodySchema) },
  responses: { 200: jsonAnswer(StageEntrySchema, "The updated entry"), ...errors(400, 401, 402, 404, 409) },
});

const remove = createRoute({
  method: "delete",
  path: "/api/stage-history/{id}",
  tags,
  summary: "Remove a stage entry",
  ...content,
  request: { params: IdParamSchema },
  responses: { 200: jsonAnswer(OkSchema), ...errors(400, 401, 402, 404) },
});

export function registerStagesRoutes(app: ApiApp): void {
  app.openapi(listAll, async (c) => {
    const { limit = STAGE_HISTORY_LIMIT_DEFAULT } = c.req.valid("query");
    return c.json({ data: await listStageHistory(c.get("deps"), currentUser(c).id, limit) }, 200);
  });

  app.openapi(listForPiece, async (c) => {
    const data = await listPieceStageHistory(c.get("deps"), currentUser(c).id, c.req.valid("param").id);
    return c.json({ data }, 200);
  });

  app.openapi(create, async (c) => {
    return c.json(await createStageEntry(c.get("deps"), currentUser(c).id, c.req.valid("json")), 201);
  });

  app.openapi(update, async (c) => {
    const entry = await updateStageEntry(c.get("deps"), currentUser(c).id, c.req.valid("param").id, c.req.valid("json"));
    return c.json(entry, 200);
  });

  app.openapi(remove, async (c) => {
    await deleteStageEntry(c.get("deps"), currentUser(c).id, c.req.valid("param").id);
    return c.json({ message: "Stage removed" }, 200);
  });
}
