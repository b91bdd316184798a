/**
 * Firing tickets (docs/decisions/0249-studio-tickets.md): a label for each request, left on the shelf with the piece.
 * Drawn by the labels' own PDF path (server/services/labels/, on its worker thread, counted against the same label
 * sheets a minute): the piece's code in large type with a QR code of the code alone, which is what the queue's
 * "load by code" takes, so scanning a ticket loads the piece; the member's first name and the piece's name; the
 * firing kind, cone and fee. A member prints their own requests' tickets; owner and staff any request of the studio
 * (request fields only, decision 0230). An id the caller may not print answers 404 for the whole sheet.
 */
import { and, eq, inArray } from "drizzle-orm";
import { LABEL_TEXTS } from "../../../contract/labels/texts";
import { FEE_TEXTS as T, type TicketsBody } from "../../../contract/studios/fees";
import { roleAtLeast } from "../../../contract/studios/rules";
import type { AppDeps } from "../../context";
import { firingRequests, users } from "../../db/schema";
import { AppError } from "../../errors";
import { enforce, RATE_LIMITS } from "../auth/auth-rate-limit";
import type { LabelContent } from "../labels/labels-data";
import { drawLabelsOffThread } from "../labels/labels-pool";
import { requireStudio } from "./studio-access";

const line = (...parts: (string | null | undefined)[]) => parts.filter((p): p is string => Boolean(p && p.trim())).join(" · ");

export async function makeTicketsPdf(deps: AppDeps, userId: number, studioId: number, body: TicketsBody): Promise<Uint8Array> {
  const { role } = await requireStudio(deps.db, userId, studioId, "member");
  const staff = roleAtLeast(role, "staff");
  const rows = await deps.db
    .select({ request: firingRequests, firstName: users.firstName })
    .from(firingRequests)
    .innerJoin(users, eq(users.id, firingRequests.userId))
    .where(and(eq(firingRequests.studioId, studioId), inArray(firingRequests.id, body.requestIds), ...(staff ? [] : [eq(firingRequests.userId, userId)])));
  const byId = new Map(rows.map((r) => [r.request.id, r]));
  const contents: LabelContent[] = body.requestIds.map((id) => {
    const found = byId.get(id);
    if (!found) throw AppError.notFound(T.requestNotFound);
    const r = found.request;
    if (r.status === "withdrawn") throw AppError.conflict(T.withdrawnTicket(r.pieceName));
    if (!r.pieceCode) throw AppError.conflict(T.noCode(r.pieceName));
    return {
      code: r.pieceCode,
      // The code alone, as typed into "load by code": a ticket names a piece on the shelf, not a page to open.
      qr: r.pieceCode,
      // The piece, whose and the fee in bold (two lines on a 2 × 1 label), so the piece's name is not the part cut
      // short (product.md#r249); the firing on the last line, its cone only when one was given.
      name: line(r.pieceName, found.firstName, T.money(r.fee, r.currency)),
      detail: line(T.kinds[r.kind] ?? r.kind, r.targetCone),
    };
  });
  // Counted once the requests are known to be the caller's to print, as the labels are.
  await enforce(deps.db, deps.now(), [{ rule: RATE_LIMITS.labelsPerPotter, subject: `user:${userId}` }], LABEL_TEXTS.rateLimited);
  return drawLabelsOffThread({ contents, layout: body.layout, start: 1, appUrl: deps.config.appUrl });
}
