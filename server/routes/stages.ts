import { STAGES_ROUTES } from "../../contract/stages/routes";
import { STAGE_HISTORY_LIMIT_DEFAULT } from "../../contract/stages/schemas";
import { currentUser } from "../auth/middleware";
import type { ApiApp } from "../context";
import { apiRoute } from "../http/api-route";
import {
  createStageEntry,
  deleteStageEntry,
  listPieceStageHistory,
  listStageHistory,
  updateStageEntry,
} from "../services/stages/stages";

const tags = ["stage history"];
const R = STAGES_ROUTES;

const listAll = apiRoute(R.list, {
  access: "content",
  tags,
  summary: "The user's stage entries, newest first (limit 1..1000, default 1000)",
  errors: [400],
});
const listForPiece = apiRoute(R.listForPiece, {
  access: "content",
  tags,
  summary: "One piece's stage entries, oldest first",
  errors: [400, 404],
});
const create = apiRoute(R.create, {
  access: "content",
  tags,
  summary: "Record a stage on a piece",
  answerDescription: "The new entry",
  errors: [400, 404, 409],
});
const update = apiRoute(R.update, {
  access: "content",
  tags,
  summary: "Change a stage entry (e.g. its location)",
  answerDescription: "The updated entry",
  errors: [400, 404, 409],
});
const remove = apiRoute(R.remove, { access: "content", tags, summary: "Remove a stage entry", errors: [400, 404] });

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
