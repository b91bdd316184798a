import { z } from "zod";
import { ACCOUNT_ROUTES } from "../../contract/account/routes";
import { exportFileName } from "../../contract/account/rules";
import { ACCOUNT_TEXTS } from "../../contract/account/texts";
import { withRetryAfter } from "../auth/client-type";
import { clearSessionCookie } from "../auth/cookies";
import { currentUser } from "../auth/middleware";
import type { ApiApp } from "../context";
import { apiRoute } from "../http/api-route";
import { deleteAccount } from "../services/account/account-deletion";
import { streamExport } from "../services/account/export";
import { checkExport, countExport } from "../services/account/export-limit";

const R = ACCOUNT_ROUTES;

const exportRoute = apiRoute(R.exportData, {
  access: "signed-in",
  tags: ["account"],
  summary:
    "Export my data (product.md#r24): a zip of every record as JSON plus the photos; open after the trial too; at most 5 every 15 minutes per potter (429 with Retry-After)",
  errors: [429],
  responses: {
    200: {
      description: "claybook-export-YYYY-MM-DD.zip, streamed",
      content: { "application/zip": { schema: z.string().openapi({ format: "binary" }) } },
    },
  },
});
const exportCheckRoute = apiRoute(R.exportCheck, {
  access: "signed-in",
  tags: ["account"],
  summary: "Whether an export may start now (counts nothing): 200, or 429 with the limit's words and Retry-After, as GET /api/export would answer",
  errors: [429],
});
const deleteUser = apiRoute(R.deleteAccount, {
  access: "signed-in",
  tags: ["auth"],
  summary: "Delete the account with every record and photo (product.md#r15)",
});

export function registerAccountRoutes(app: ApiApp): void {
  app.openapi(exportRoute, async (c) => {
    const deps = c.get("deps");
    await withRetryAfter(c, () => countExport(deps, currentUser(c).id));
    const body = streamExport(deps, currentUser(c));
    return c.body(body, 200, {
      "Content-Type": "application/zip",
      "Content-Disposition": `attachment; filename="${exportFileName(deps.now())}"`,
    });
  });

  app.openapi(exportCheckRoute, async (c) => {
    await withRetryAfter(c, () => checkExport(c.get("deps"), currentUser(c).id));
    return c.json({ message: ACCOUNT_TEXTS.exportAllowed }, 200);
  });

  app.openapi(deleteUser, async (c) => {
    await deleteAccount(c.get("deps"), currentUser(c).id);
    clearSessionCookie(c);
    return c.json({ message: ACCOUNT_TEXTS.accountDeleted }, 200);
  });
}
