/**
 * A piece joins or leaves a firing: the one writer of firing_pieces' rows as pieces come and go, for a potter's own
 * load (firings.ts) and for the studio queue's load (studios/studio-load.ts) alike. A piece is in at most one planned
 * or loading firing (product.md#r225, docs/decisions/0270-one-open-firing-per-piece.md): the database keeps that with
 * in_open_firing and a partial unique index; here it is refused first with a sentence naming the piece.
 */
import { and, eq, inArray, ne } from "drizzle-orm";
import { FIRING_TEXTS as T } from "../../../contract/firings/texts";
import type { DbOrTx } from "../../db/client";
import { firingPieces, firings } from "../../db/schema";
import { AppError } from "../../errors";

/** A firing takes pieces until it is fired: planned or loading. */
const OPEN_STATUSES = ["planned", "loading"] as const;
export const isOpenStatus = (status: string): boolean => (OPEN_STATUSES as readonly string[]).includes(status);

interface Joining {
  /** The piece's owner: in a studio firing the member, so finishing writes into their own history (decision 0231). */
  userId: number;
  pieceId: number;
  /** How the caller names the piece in a refusal (staff: name, member and code). */
  label: string;
  position?: string | null;
}

function isOpenPieceViolation(err: unknown): boolean {
  const e = err as { code?: string; constraint?: string; message?: string; cause?: { code?: string; constraint?: string; message?: string } };
  const code = e?.code ?? e?.cause?.code;
  const text = `${e?.constraint ?? ""} ${e?.cause?.constraint ?? ""} ${e?.message ?? ""} ${e?.cause?.message ?? ""}`;
  return code === "23505" && text.includes("firing_pieces_open_piece_idx");
}

/** Runs `write`; the open-firing index refusing it (two loads at once) answers 409 with `message`. */
export async function refusingSecondOpen<R>(message: string, write: () => Promise<R>): Promise<R> {
  try {
    return await write();
  } catch (err) {
    if (isOpenPieceViolation(err)) throw AppError.conflict(message);
    throw err;
  }
}

/** The pieces among `pieceIds` in an open firing other than `firingId`, with that firing. */
export async function openFiringsOf(db: DbOrTx, pieceIds: number[], exceptFiringId?: number) {
  if (pieceIds.length === 0) return [];
  return db
    .select({ pieceId: firingPieces.pieceId, firingId: firings.id, userId: firings.userId, studioId: firings.studioId })
    .from(firingPieces)
    .innerJoin(firings, eq(firings.id, firingPieces.firingId))
    .where(
      and(
        inArray(firingPieces.pieceId, pieceIds),
        eq(firingPieces.inOpenFiring, true),
        exceptFiringId === undefined ? undefined : ne(firingPieces.firingId, exceptFiringId),
      ),
    );
}

/**
 * The pieces join the firing, all or none. `present` says what a piece already in it means: a refusal (a potter's
 * add), or nothing to do (a studio load retried). Answers the pieces that joined.
 */
export async function joinFiring(
  tx: DbOrTx,
  firing: { id: number; status: string },
  joining: Joining[],
  now: Date,
  present: "refuse" | "skip",
): Promise<number[]> {
  if (joining.length === 0) return [];
  const ids = joining.map((j) => j.pieceId);
  if (new Set(ids).size !== ids.length) throw AppError.conflict(T.pieceAlreadyIn);
  const already = await tx
    .select({ pieceId: firingPieces.pieceId })
    .from(firingPieces)
    .where(and(eq(firingPieces.firingId, firing.id), inArray(firingPieces.pieceId, ids)));
  if (already.length > 0 && present === "refuse") throw AppError.conflict(T.pieceAlreadyIn);
  const inThis = new Set(already.map((a) => a.pieceId));
  const todo = joining.filter((j) => !inThis.has(j.pieceId));
  if (todo.length === 0) return [];
  if (isOpenStatus(firing.status)) {
    const elsewhere = await openFiringsOf(tx, todo.map((j) => j.pieceId), firing.id);
    const first = todo.find((j) => elsewhere.some((e) => e.pieceId === j.pieceId));
    if (first) throw AppError.conflict(T.pieceInOpenFiring(first.label));
  }
  const message = T.pieceInOpenFiring(todo.length === 1 ? todo[0]!.label : "A piece");
  await refusingSecondOpen(message, () =>
    tx.insert(firingPieces).values(todo.map((j) => ({ userId: j.userId, firingId: firing.id, pieceId: j.pieceId, position: j.position ?? null, createdAt: now }))),
  );
  return todo.map((j) => j.pieceId);
}

/** The piece leaves the firing; false when it was not in it. */
export async function leaveFiring(tx: DbOrTx, firingId: number, pieceId: number): Promise<boolean> {
  const gone = await tx
    .delete(firingPieces)
    .where(and(eq(firingPieces.firingId, firingId), eq(firingPieces.pieceId, pieceId)))
    .returning({ id: firingPieces.id });
  return gone.length > 0;
}
