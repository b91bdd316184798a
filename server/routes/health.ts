import { createRoute, z } from "@hono/zod-openapi";
import type { Context } from "hono";
import type { ApiApp, AppEnv } from "../context";
import { jsonAnswer } from "./helpers";

const HealthSchema = z.object({ status: z.enum(["ok", "unavailable"]) }).openapi("Health");

const route = (path: string) =>
  createRoute({
    method: "get",
    path,
    tags: ["health"],
    summary: "D8: 200 when the database answers, 503 otherwise",
    responses: { 200: jsonAnswer(HealthSchema), 503: jsonAnswer(HealthSchema, "Database unavailable") },
  });

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
  app.openapi(route("/api/health"), health);
  app.openapi(route("/health"), health);
}
