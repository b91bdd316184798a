import { CODES_ROUTES } from "../../contract/codes/routes";
import { currentUser } from "../auth/middleware";
import type { ApiApp } from "../context";
import { apiRoute } from "../http/api-route";
import { resolveCode } from "../services/codes/codes";

const resolve = apiRoute(CODES_ROUTES.resolve, {
  access: "content",
  tags: ["Codes"],
  summary: "The potter's record with this short code (case, spaces and dashes ignored); 404 for any other code",
  answerDescription: "The kind and id of the record, and its code as stored",
  errors: [400, 404],
});

export function registerCodesRoutes(app: ApiApp): void {
  app.openapi(resolve, async (c) => c.json(await resolveCode(c.get("deps"), currentUser(c).id, c.req.valid("param").code), 200));
}
