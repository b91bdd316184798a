import { z } from "zod";
import { labelsFileName } from "../../contract/labels/rules";
import { LABELS_ROUTES } from "../../contract/labels/routes";
import { withRetryAfter } from "../auth/client-type";
import { currentUser } from "../auth/middleware";
import type { ApiApp } from "../context";
import { apiRoute } from "../http/api-route";
import { makeLabelsPdf } from "../services/labels/labels";

const create = apiRoute(LABELS_ROUTES.create, {
  access: "content",
  tags: ["Labels"],
  summary:
    "A PDF of printable labels for some of the potter's records: a QR code opening the record, its code, name and one line of detail; at most 1,000; at most 10 sheets a minute per potter (429 with Retry-After); changes nothing",
  errors: [400, 429],
  responses: {
    200: {
      description: "claybook-labels-<kind>-YYYY-MM-DD.pdf",
      content: { "application/pdf": { schema: z.string().openapi({ format: "binary" }) } },
    },
  },
});

export function registerLabelsRoutes(app: ApiApp): void {
  app.openapi(create, async (c) => {
    const deps = c.get("deps");
    const body = c.req.valid("json");
    const pdf = await withRetryAfter(c, () => makeLabelsPdf(deps, currentUser(c).id, body));
    return c.body(pdf as Uint8Array<ArrayBuffer>, 200, {
      "Content-Type": "application/pdf",
      "Content-Disposition": `attachment; filename="${labelsFileName(body.kind, deps.now())}"`,
    });
  });
}
