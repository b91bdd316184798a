import { createRoute, z } from "@hono/zod-openapi";
import { exportFileName } from "../../contract/preferences/schemas";
import { currentUser } from "../auth/middleware";
import type { ApiApp } from "../context";
import { streamExport } from "../services/export";
import { errors, signedIn } from "./helpers";

const exportRoute = createRoute({
  method: "get",
  path: "/api/export",
  tags: ["account"],
  summary: "Export my data (D24): a zip of every record as JSON plus the photos; open after the trial too",
  ...signedIn,
  responses: {
    200: {
      description: "claybook-export-YYYY-MM-DD.zip, streamed",
      content: { "application/zip": { schema: z.string().openapi({ format: "binary" }) } },
    },
    ...errors(401),
  },
});

export function registerExportRoutes(app: ApiApp): void {
  app.openapi(exportRoute, (c) => {
    const deps = c.get("deps");
    const body = streamExport(deps, currentUser(c));
    return c.body(body, 200, {
      "Content-Type": "application/zip",
      "Content-Disposition": `attachment; filename="${exportFileName(deps.now())}"`,
    });
  });
}
