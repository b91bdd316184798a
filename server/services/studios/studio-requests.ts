/**
 * A member's side of the firing queue (docs/decisions/0231-firing-queue.md): send their own pieces to a bisque or
 * glaze firing (the request fields copied and the fee fixed now), see the fee first, list and withdraw their own
 * requests. Who may do it goes through studio-access.ts; another potter's piece is never read here.
 */
import { and, desc, eq, inArray, sql } from "drizzle-orm";
import { feeCheck, feeFor, missingForFee, PIECE_FEE_MAX, type FeeRule, type FeeRules, type PieceSize } from "../../../contract/studios/rules";
import {
  REQUEST_TEXTS as T,
  type FeePreview,
  type FeePreviewBody,
  type RequestList,
  type RequestView,
  type SendToFiringBody,
} from "../../../contract/studios/requests";
import type { AppDeps } from "../../context";
import type { DbOrTx } from "../../db/client";
import { firingRequests, pieces, users } from "../../db/schema";
import { AppError } from "../../errors";
import { requireStudio, toRequestView } from "./studio-access";

type PieceRow = typeof pieces.$inferSelect;
const num = (v: string | null) => (v === null ? null : Number(v));
const sizeOf = (p: PieceRow): PieceSize => ({ height: num(p.height), width: num(p.width), depth: num(p.depth), clayWeight: num(p.clayWeight) });

function isUniqueViolation(err: unknown): boolean {
  const e = err as { code?: string; cause?: { code?: string } };
  return e?.code === "23505" || e?.cause?.code === "23505";
}

/** The caller's own pieces among `ids`, in the order asked; another potter's id (or none) is a 404 for all. */
async function ownPieces(tx: DbOrTx, userId: number, ids: number[], lock: boolean): Promise<PieceRow[]> {
  if (new Set(ids).size !== ids.length) throw AppError.badRequest(T.samePieceTwice, { pieceIds: T.samePieceTwice });
  const sorted = [...ids].sort((a, b) => a - b);
  const query = tx.select().from(pieces).where(and(eq(pieces.userId, userId), inArray(pieces.id, sorted))).orderBy(pieces.id);
  const rows = lock ? await query.for("update") : await query;
  if (rows.length !== ids.length) throw AppError.notFound(T.pieceNotFound);
  const byId = new Map(rows.map((r) => [r.id, r]));
  return ids.map((id) => byId.get(id)!);
}

const ruleOf = (rules: FeeRules, kind: string): FeeRule | undefined => rules[kind as "bisque" | "glaze"];

/**
 * A piece's fee, refused (400) above PIECE_FEE_MAX: the largest rule on the largest piece would overflow the fee's
 * column (docs/decisions/0295-studio-fee-limits.md).
 */
function boundedFee(rule: FeeRule | undefined, p: PieceRow): number {
  const fee = feeFor(rule, sizeOf(p));
  if (!(fee <= PIECE_FEE_MAX)) throw AppError.badRequest(T.feeTooHigh(p.name), { pieceIds: T.feeTooHigh(p.name) });
  return fee;
}

export async function previewFee(deps: AppDeps, userId: number, studioId: number, body: FeePreviewBody): Promise<FeePreview> {
  const { studio } = await requireStudio(deps.db, userId, studioId);
  const rule = ruleOf(studio.feeRules, body.kind);
  const rows = await ownPieces(deps.db, userId, body.pieceIds, false);
  const list = rows.map((p) => {
    const missing = missingForFee(rule, sizeOf(p));
    const fee = missing.length > 0 ? null : boundedFee(rule, p);
    return { pieceId: p.id, pieceName: p.name, fee, missing, ...feeCheck(studio.feeRules, fee ?? 0, sizeOf(p)) };
  });
  const total = Math.round(list.reduce((sum, p) => sum + (p.fee ?? 0), 0) * 100) / 100;
  const { confirmAbove, largestPiece } = studio.feeRules;
  return { currency: studio.currency, total, confirmAbove: confirmAbove ?? null, largestPiece: largestPiece ?? null, pieces: list };
}

/**
 * Sends the pieces, all or none: each must be the caller's, not lost or reclaimed, not already on a shelf, and carry
 * the sizes the studio's fee rule needs (else 400 naming the piece and the sizes); a glaze request needs the layers
 * confirmed. The request copies the request fields and fixes the fee in the studio's currency.
 */
export async function sendToFiring(deps: AppDeps, userId: number, studioId: number, body: SendToFiringBody): Promise<RequestList> {
  if (body.kind === "glaze" && body.layersConfirmed !== true) throw AppError.badRequest(T.layersNotConfirmed, { layersConfirmed: T.layersNotConfirmed });
  try {
    return await deps.db.transaction(async (tx) => {
      const { studio } = await requireStudio(tx, userId, studioId);
      const rule = ruleOf(studio.feeRules, body.kind);
      const rows = await ownPieces(tx, userId, body.pieceIds, true);
      for (const p of rows) {
        if (p.fate) throw AppError.conflict(T.pieceEnded(p.name, p.fate));
        const missing = missingForFee(rule, sizeOf(p));
        if (missing.length > 0) throw AppError.badRequest(T.missingSizes(p.name, missing), { pieceIds: T.missingSizes(p.name, missing) });
        const check = feeCheck(studio.feeRules, boundedFee(rule, p), sizeOf(p));
        if ((check.overLimit || check.tooLarge) && body.checksConfirmed !== true) {
          throw AppError.badRequest(T.notConfirmed(p.name), { checksConfirmed: T.notConfirmed(p.name) });
        }
      }
      const open = await tx
        .select({ pieceId: firingRequests.pieceId })
        .from(firingRequests)
        .where(and(inArray(firingRequests.pieceId, body.pieceIds), inArray(firingRequests.status, ["requested", "loaded"])))
        .limit(1);
      if (open[0]) throw AppError.conflict(T.alreadyRequested(rows.find((p) => p.id === open[0]!.pieceId)!.name));
      const now = deps.now();
      const inserted = await tx
        .insert(firingRequests)
        .values(
          rows.map((p) => ({
            studioId,
            userId,
            pieceId: p.id,
            kind: body.kind,
            targetCone: body.targetCone ?? null,
            notes: body.notes,
            layersConfirmed: body.layersConfirmed === true,
            fee: feeFor(rule, sizeOf(p)).toFixed(2),
            currency: studio.currency,
            pieceCode: p.code,
            pieceName: p.name,
            photoUrl: p.imageUrls[0] ?? null,
            height: p.height,
            width: p.width,
            depth: p.depth,
            clayWeight: p.clayWeight,
            clayBody: p.clayBody,
            requestedAt: now,
            updatedAt: now,
          })),
        )
        .returning();
      const first = await firstName(tx, userId);
      return { data: inserted.map((r) => toRequestView(r, first)) };
    });
  } catch (err) {
    // Two sends of one piece at once: the partial unique index lets one in.
    if (isUniqueViolation(err)) throw AppError.conflict(T.alreadyRequested("This piece"));
    throw err;
  }
}

async function firstName(db: DbOrTx, userId: number): Promise<string> {
  const [row] = await db.select({ firstName: users.firstName }).from(users).where(eq(users.id, userId));
  return row?.firstName ?? "";
}

/** The caller's own requests in the studio, newest first (at most the last 200: the screen shows the recent ones). */
export async function myRequests(deps: AppDeps, userId: number, studioId: number): Promise<RequestList> {
  await requireStudio(deps.db, userId, studioId);
  const rows = await deps.db
    .select()
    .from(firingRequests)
    .where(and(eq(firingRequests.studioId, studioId), eq(firingRequests.userId, userId)))
    .orderBy(desc(firingRequests.requestedAt), desc(firingRequests.id))
    .limit(200);
  const first = await firstName(deps.db, userId);
  return { data: rows.map((r) => toRequestView(r, first)) };
}

/**
 * Withdraws the caller's own request while it is on the shelf. A withdrawn one answers as it is (a retry or a double
 * tap); once loaded or fired, 409: the piece is in the staff's hands.
 */
export async function withdrawRequest(deps: AppDeps, userId: number, studioId: number, requestId: number): Promise<RequestView> {
  return deps.db.transaction(async (tx) => {
    await requireStudio(tx, userId, studioId);
    const [row] = await tx
      .select()
      .from(firingRequests)
      .where(and(eq(firingRequests.id, requestId), eq(firingRequests.studioId, studioId), eq(firingRequests.userId, userId)))
      .for("update");
    if (!row) throw AppError.notFound(T.requestNotFound);
    if (row.status === "loaded") throw AppError.conflict(T.alreadyLoaded);
    if (row.status === "fired") throw AppError.conflict(T.alreadyFired);
    const [updated] =
      row.status === "withdrawn"
        ? [row]
        : await tx
            .update(firingRequests)
            .set({ status: "withdrawn", updatedAt: deps.now() })
            .where(and(eq(firingRequests.id, requestId), sql`${firingRequests.status} = 'requested'`))
            .returning();
    return toRequestView(updated!, await firstName(tx, userId));
  });
}
