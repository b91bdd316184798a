import { z } from "zod";
import { ACCOUNT_ROUTES } from "../../contract/account/routes";
import { exportFileName } from "../../contract/account/rules";
import { ACCOUNT_TEXTS } from "../../contract/account/texts";
import { clearSessionCookie } from "../auth/cookies";
import { currentUser } from "../auth/middleware";
import type { ApiApp } from "../context";
import { apiRoute } from "../http/api-route";
import { deleteAccount } from "../services/account-deletion";
import { streamExport } from "../services/export";

const R = ACCOUNT_ROUTES;

const exportRoute = apiRoute(R.exportData, {
  access: "signed-in",
  tags: ["account"],
  summary: "Export my data (product.md#r24): a zip of every record as JSON plus the photos; open after the trial too",
  responses: {
    200: {
      description: "claybook-export-YYYY-MM-DD.zip, streamed",
      content: { "application/zip": { schema: z.string().openapi({ format: "binary" }) } },
    },
  },
});
const deleteUser = apiRoute(R.deleteAccount, {
  access: "signed-in",
  tags: ["auth"],
  summary: "Delete the account with every record and photo (product.md#r15)",
});

export function registerAccountRoutes(app: ApiApp): void {
  app.openapi(exportRoute, (c) => {
    const deps = c.get("deps");
    const body = streamExport(deps, currentUser(c));
    return c.body(body, 200, {
      "Content-Type": "application/zip",
      "Content-Disposition": `attachment; filename="${exportFileName(deps.now())}"`,
    });
  });

  app.openapi(deleteUser, async (c) => {
    await deleteAccount(c.get("deps"), currentUser(c).id);
    clearSessionCookie(c);
    return c.json({ message: ACCOUNT_TEXTS.accountDeleted }, 200);
  });
}
