import { INSPIRATIONS_ROUTES } from "../../contract/inspirations/routes";
import { INSPIRATION_TEXTS } from "../../contract/inspirations/schemas";
import { currentUser } from "../auth/middleware";
import type { ApiApp } from "../context";
import { apiRoute } from "../http/api-route";
import { createInspiration, deleteInspiration, getInspiration, listInspirations, updateInspiration } from "../services/inspirations/inspirations";

const tags = ["inspirations"];
const R = INSPIRATIONS_ROUTES;

const list = apiRoute(R.list, { access: "content", tags, summary: "The user's inspirations, newest first" });
const getOne = apiRoute(R.get, { access: "content", tags, summary: "One inspiration", errors: [400, 404] });
const create = apiRoute(R.create, {
  access: "content",
  tags,
  summary: "Save an inspiration (also used to duplicate one)",
  answerDescription: "The created inspiration",
  errors: [400],
});
const update = apiRoute(R.update, { access: "content", tags, summary: "Change an inspiration (auto-save)", errors: [400, 404] });
const remove = apiRoute(R.remove, {
  access: "content",
  tags,
  summary: "Delete an inspiration and unlink it from every piece",
  errors: [400, 404],
});

export function registerInspirationsRoutes(app: ApiApp): void {
  app.openapi(list, async (c) => c.json(await listInspirations(c.get("deps"), currentUser(c).id), 200));

  app.openapi(getOne, async (c) => c.json(await getInspiration(c.get("deps"), currentUser(c).id, c.req.valid("param").id), 200));

  app.openapi(create, async (c) => c.json(await createInspiration(c.get("deps"), currentUser(c).id, c.req.valid("json")), 201));

  app.openapi(update, async (c) => {
    const record = await updateInspiration(c.get("deps"), currentUser(c).id, c.req.valid("param").id, c.req.valid("json"));
    return c.json(record, 200);
  });

  app.openapi(remove, async (c) => {
    await deleteInspiration(c.get("deps"), currentUser(c).id, c.req.valid("param").id);
    return c.json({ message: INSPIRATION_TEXTS.deleted }, 200);
  });
}
