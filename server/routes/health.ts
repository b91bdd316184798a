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

/** Given with the answer rather than by `c.header()`, so the answer is built whole in one step (server/http/json-answer.ts). */
const NOT_CACHED = { "Cache-Control": "no-store" };

async function health(c: Context<AppEnv>) {
  try {
    await c.get("deps").database.ping();
    return c.json({ status: "ok" as const }, 200, NOT_CACHED);
  } catch {
    return c.json({ status: "unavailable" as const }, 503, NOT_CACHED);
  }
}

export function registerHealthRoutes(app: ApiApp): void {
  app.openapi(apiHealth, health);
  app.openapi(rootHealth, health);
}
