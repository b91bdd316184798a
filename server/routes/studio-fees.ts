/** A studio's fees statement and firing tickets (docs/decisions/0248-studio-fees-statement.md, 0249-studio-tickets.md). */
import { z } from "zod";
import { ticketsFileName } from "../../contract/studios/fees";
import { STUDIOS_ROUTES } from "../../contract/studios/routes";
import { withRetryAfter } from "../auth/client-type";
import { currentUser } from "../auth/middleware";
import type { ApiApp } from "../context";
import { apiRoute } from "../http/api-route";
import { feeStatement, feeStatementCsv } from "../services/studios/studio-fees";
import { makeTicketsPdf } from "../services/studios/studio-tickets";

const tags = ["Studios"];
const R = STUDIOS_ROUTES;

const fees = apiRoute(R.fees, {
  access: "content",
  tags,
  summary:
    "A month's fees (YYYY-MM, UTC): every piece sent that month at its fixed fee, withdrawn ones not charged; owner and staff get each member's requests and totals, a member their own",
  errors: [400, 404],
});
const feesCsv = apiRoute(R.feesCsv, {
  access: "content",
  tags,
  summary: "The same month's statement as CSV, its cells safe for spreadsheets",
  errors: [400, 404],
  responses: {
    200: { description: "claybook-fees-<studio>-YYYY-MM.csv", content: { "text/csv": { schema: z.string() } } },
  },
});
const tickets = apiRoute(R.tickets, {
  access: "content",
  tags,
  summary:
    "A PDF of firing tickets on the label layouts: the piece's code and a QR code of it (what loading by code takes), the member's first name, kind, cone and fee; a member's own requests, any of the studio's for owner and staff; counted with label sheets (429 with Retry-After)",
  errors: [400, 404, 409, 429],
  responses: {
    200: { description: "claybook-tickets-YYYY-MM-DD.pdf", content: { "application/pdf": { schema: z.string().openapi({ format: "binary" }) } } },
  },
});

export function registerStudioFeesRoutes(app: ApiApp): void {
  app.openapi(fees, async (c) => c.json(await feeStatement(c.get("deps"), currentUser(c).id, c.req.valid("param").id, c.req.valid("query")), 200));
  app.openapi(feesCsv, async (c) => {
    const { fileName, csv } = await feeStatementCsv(c.get("deps"), currentUser(c).id, c.req.valid("param").id, c.req.valid("query"));
    return c.body(csv, 200, { "Content-Type": "text/csv; charset=utf-8", "Content-Disposition": `attachment; filename="${fileName}"` });
  });
  app.openapi(tickets, async (c) => {
    const deps = c.get("deps");
    const pdf = await withRetryAfter(c, () => makeTicketsPdf(deps, currentUser(c).id, c.req.valid("param").id, c.req.valid("json")));
    return c.body(pdf as Uint8Array<ArrayBuffer>, 200, {
      "Content-Type": "application/pdf",
      "Content-Disposition": `attachment; filename="${ticketsFileName(deps.now())}"`,
    });
  });
}
