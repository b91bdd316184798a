import type { Context } from "hono";
import { HEALTH_ROUTES } from "../../contract/health/routes";
import { HealthSchema } from "../../contract/health/schemas";
import type { ApiApp, AppEnv } from "../context";
import { apiRoute, jsonContent, type RouteDocs } from "../http/api-route";

const R = HEALTH_ROUTES;

const docs: RouteDocs = {
  access: "public",
  tags: ["health"],
  summary: "product.md#r8: 200 when the database answers, 503 otherwise",
  responses: { 503: jsonContent(HealthSchema, "Database unavailable") },
};

const apiHealth = apiRoute(R.health, docs);
const rootHealth = apiRoute(R.rootHealth, docs);

async function health(c: Context<AppEnv>) {
  c.header("Cache-Control", "no-store");
  try {
    await c.get("deps").database.ping();
    return c.json({ status: "ok" as const }, 200);
  } catch {
    return c.json({ status: "unavailable" as const }, 503);
  }
}

export function registerHealthRoutes(app: ApiApp): void {
  app.openapi(apiHealth, health);
  app.openapi(rootHealth, health);
}
