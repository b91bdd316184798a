/**
 * Staff load requests into a studio firing (docs/decisions/0231-firing-queue.md), by request id or by the code on the
 * piece's ticket, all or none. The piece becomes a piece of the firing whose row carries the member's user_id, so
 * finishing the firing writes the stage entry and any loss into the member's own history (firings-finish.ts,
 * pieces-fate.ts), exactly as for a potter's own firing.
 */
import { and, eq, inArray } from "drizzle-orm";
import { canonicalCode } from "../../../contract/codes/rules";
import { REQUEST_TEXTS as T, type LoadAnswer, type LoadBody } from "../../../contract/studios/requests";
import type { AppDeps } from "../../context";
import type { DbOrTx } from "../../db/client";
import { memberNameOf } from "../../../contract/studios/rules";
import { firingRequests, firings, users } from "../../db/schema";
import { AppError } from "../../errors";
import { isOpenStatus, joinFiring } from "../firings/firing-membership";
import { requireStudio, toRequestView } from "./studio-access";

type RequestRow = typeof firingRequests.$inferSelect;

/** How staff tell the piece apart in a refusal: its name, its member and its code (product.md#r228). */
async function labels(tx: DbOrTx, rows: RequestRow[]): Promise<Map<number, string>> {
  const ids = [...new Set(rows.map((r) => r.userId))];
  const people = ids.length === 0 ? [] : await tx.select({ id: users.id, firstName: users.firstName, lastName: users.lastName }).from(users).where(inArray(users.id, ids));
  const names = new Map(people.map((p) => [p.id, memberNameOf(p.firstName, p.lastName)]));
  return new Map(rows.map((r) => [r.id, `${r.pieceName} (${[names.get(r.userId), r.pieceCode].filter(Boolean).join(", ")})`]));
}

/**
 * The request a ticket's code names: the studio's request on the shelf with that piece code, for this firing's kind.
 * Codes are per potter, so two members may share one: then 409 naming whose, and staff pick from the list.
 */
async function byCode(tx: DbOrTx, studioId: number, typed: string, firingKind: string): Promise<RequestRow> {
  const code = canonicalCode(typed)?.code ?? typed.trim().toUpperCase();
  const found = await tx
    .select({ request: firingRequests, firstName: users.firstName, lastName: users.lastName })
    .from(firingRequests)
    .innerJoin(users, eq(users.id, firingRequests.userId))
    .where(and(eq(firingRequests.studioId, studioId), eq(firingRequests.pieceCode, code), eq(firingRequests.status, "requested")));
  const sameKind = found.filter((f) => f.request.kind === firingKind);
  const candidates = sameKind.length > 0 ? sameKind : found;
  if (candidates.length === 0) throw AppError.notFound(T.codeNotWaiting(code));
  if (candidates.length > 1) throw AppError.conflict(T.codeAmbiguous(code, candidates.map((c) => memberNameOf(c.firstName, c.lastName))));
  return candidates[0]!.request;
}

export async function loadQueue(deps: AppDeps, userId: number, studioId: number, body: LoadBody): Promise<LoadAnswer> {
  return deps.db.transaction(async (tx) => {
    await requireStudio(tx, userId, studioId, "staff");
    const [firing] = await tx.select().from(firings).where(eq(firings.id, body.firingId)).for("update");
    if (!firing || firing.studioId !== studioId) throw AppError.notFound(T.firingNotFound);
    if (!isOpenStatus(firing.status)) throw AppError.conflict(T.firingNotOpen);

    const ids = [...new Set(body.requestIds ?? [])];
    const byId = ids.length === 0 ? [] : await tx.select().from(firingRequests).where(and(inArray(firingRequests.id, ids), eq(firingRequests.studioId, studioId)));
    if (byId.length !== ids.length) throw AppError.notFound(T.requestNotFound);
    const chosen = new Map<number, RequestRow>(byId.map((r) => [r.id, r]));
    for (const code of body.codes ?? []) {
      const r = await byCode(tx, studioId, code, firing.kind);
      chosen.set(r.id, r);
    }
    // Locked in id order, the order every writer of several requests uses.
    const sorted = [...chosen.keys()].sort((a, b) => a - b);
    const locked = await tx.select().from(firingRequests).where(inArray(firingRequests.id, sorted)).orderBy(firingRequests.id).for("update");
    const todo: RequestRow[] = [];
    for (const r of locked) {
      // A retry of a load that went through: already in this firing, nothing to do.
      if (r.status === "loaded" && r.firingId === firing.id) continue;
      if (r.status !== "requested") throw AppError.conflict(T.notWaiting(r.pieceName, (T.status[r.status] ?? r.status).toLowerCase()));
      if (r.kind !== firing.kind) throw AppError.conflict(T.kindMismatch(r.pieceName, r.kind, firing.kind));
      todo.push(r);
    }
    const now = deps.now();
    if (todo.length > 0) {
      // The firings area owns a piece joining a firing (docs/decisions/0271-one-owner-per-firing-seam.md).
      const named = await labels(tx, todo);
      await joinFiring(tx, firing, todo.map((r) => ({ userId: r.userId, pieceId: r.pieceId, label: named.get(r.id)! })), now, "skip");
      await tx
        .update(firingRequests)
        .set({ status: "loaded", firingId: firing.id, updatedAt: now })
        .where(inArray(firingRequests.id, todo.map((r) => r.id)));
    }
    const answer = await tx
      .select({ request: firingRequests, firstName: users.firstName, lastName: users.lastName })
      .from(firingRequests)
      .innerJoin(users, eq(users.id, firingRequests.userId))
      .where(inArray(firingRequests.id, sorted))
      .orderBy(firingRequests.requestedAt, firingRequests.id);
    return { firingId: firing.id, loaded: answer.map((a) => toRequestView(a.request, a.firstName, a.lastName)) };
  });
}
