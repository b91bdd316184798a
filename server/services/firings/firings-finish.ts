/**
 * Finishing a firing advances its pieces (docs/decisions/0120-firings.md): every piece whose outcome is
 * pending or survived gets the stage the firing means (bisque → Bisqued, glaze → Finished), dated at the finish, in
 * the transaction of the status change. The entry's id is kept on the firing's piece row, so going back from done
 * removes exactly the entries finishing added. A piece that already has the stage keeps its entry and gets none.
 */
import { and, eq, inArray, isNotNull, sql } from "drizzle-orm";
import { STAGE_AFTER, type FiringKind } from "../../../contract/firings/rules";
import { FIRING_TEXTS as T } from "../../../contract/firings/texts";
import type { DbOrTx } from "../../db/client";
import { firingPieces, pieces } from "../../db/schema";
import { refreshCurrentStages } from "../pieces/current-stage";
import { addFiringEntries, piecesWithStage, removeFiringEntries } from "../stages/stages-from-firing";
import type { FiringRow } from "./firings-dto";

/** Locks the pieces in id order, the order every writer of several pieces uses, so two cannot deadlock. */
async function lockPieces(tx: DbOrTx, pieceIds: number[]): Promise<void> {
  if (pieceIds.length === 0) return;
  const ids = [...new Set(pieceIds)].sort((a, b) => a - b);
  await tx.execute(sql`select id from pieces where id in (${sql.join(ids.map((id) => sql`${id}`), sql`, `)}) order by id for update`);
}

/** The pieces' current stages and totals in two statements, whatever their number (a studio kiln of 60 from 25 members). */
async function refreshAll(tx: DbOrTx, pieceIds: number[]): Promise<void> {
  await refreshCurrentStages(tx, [...new Set(pieceIds)].sort((a, b) => a - b));
}

/**
 * Gives the firing's stage to those of `rows` that survived (pending counts as survived and is recorded so) and
 * have no entry of that stage yet.
 */
async function addStageEntries(
  tx: DbOrTx,
  firing: FiringRow,
  rows: (typeof firingPieces.$inferSelect)[],
  at: Date,
  unloadLocation: string | null,
): Promise<void> {
  const stage = STAGE_AFTER[firing.kind as FiringKind];
  const survivors = rows.filter((r) => r.outcome === "pending" || r.outcome === "survived");
  if (survivors.length === 0) return;
  const ids = survivors.map((r) => r.pieceId);
  await lockPieces(tx, ids);
  await tx
    .update(firingPieces)
    .set({ outcome: "survived" })
    .where(and(inArray(firingPieces.id, survivors.map((r) => r.id)), eq(firingPieces.outcome, "pending")));
  if (!stage) return;
  const already = await piecesWithStage(tx, ids, stage);
  const todo = survivors.filter((r) => !already.has(r.pieceId));
  if (todo.length === 0) return;
  const where = await tx
    .select({ id: pieces.id, current: pieces.currentLocation, studio: pieces.studioLocation })
    .from(pieces)
    .where(inArray(pieces.id, todo.map((r) => r.pieceId)));
  const locationOf = new Map(where.map((p) => [p.id, unloadLocation ?? p.current ?? p.studio ?? T.defaultUnloadLocation]));
  // The entry is the piece owner's (in a studio's firing, the member's own history; decision 0230).
  const entries = await addFiringEntries(tx, stage, at, todo.map((r) => ({ userId: r.userId, pieceId: r.pieceId, location: locationOf.get(r.pieceId)! })));
  // Each piece's row remembers its entry, in one statement.
  const pairs = sql.join(
    entries.map((e) => sql`(${e.pieceId}::integer, ${e.id}::integer)`),
    sql`, `,
  );
  await tx.execute(sql`update firing_pieces fp set stage_entry_id = v.entry_id
    from (values ${pairs}) as v(piece_id, entry_id)
    where fp.firing_id = ${firing.id} and fp.piece_id = v.piece_id`);
  await refreshAll(tx, entries.map((e) => e.pieceId));
}

/** Removes the entries finishing added for `rows` (all of the firing's pieces when omitted). */
async function removeStageEntries(tx: DbOrTx, firing: FiringRow, pieceIds?: number[]): Promise<void> {
  const added = await tx
    .select({ id: firingPieces.id, pieceId: firingPieces.pieceId, entryId: firingPieces.stageEntryId })
    .from(firingPieces)
    .where(
      and(
        eq(firingPieces.firingId, firing.id),
        isNotNull(firingPieces.stageEntryId),
        pieceIds ? inArray(firingPieces.pieceId, pieceIds) : undefined,
      ),
    );
  if (added.length === 0) return;
  await lockPieces(tx, added.map((a) => a.pieceId));
  await removeFiringEntries(tx, added.map((a) => a.entryId!));
  await tx.update(firingPieces).set({ stageEntryId: null }).where(inArray(firingPieces.id, added.map((a) => a.id)));
  await refreshAll(tx, added.map((a) => a.pieceId));
}

/** Finishing's part for the pieces (firings-status.ts `finishFiring`): every survivor gets the firing's stage. */
export async function addFinishStages(tx: DbOrTx, firing: FiringRow, at: Date, unloadLocation: string | null): Promise<void> {
  const rows = await tx.select().from(firingPieces).where(eq(firingPieces.firingId, firing.id));
  await addStageEntries(tx, firing, rows, at, unloadLocation);
}

/** Unfinishing's part for the pieces (firings-status.ts `unfinishFiring`): the entries finishing added go. */
export async function removeFinishStages(tx: DbOrTx, firing: FiringRow): Promise<void> {
  await removeStageEntries(tx, firing);
}

/**
 * After a done firing's piece changes outcome or leaves: a loss loses the stage finishing gave it, a survivor gets
 * it (dated at the finish).
 */
export async function resyncPiece(tx: DbOrTx, firing: FiringRow, pieceId: number, present: boolean): Promise<void> {
  if (firing.status !== "done") return;
  const [row] = await tx.select().from(firingPieces).where(and(eq(firingPieces.firingId, firing.id), eq(firingPieces.pieceId, pieceId)));
  const survives = present && row && (row.outcome === "pending" || row.outcome === "survived");
  if (!survives) {
    await removeStageEntries(tx, firing, [pieceId]);
    return;
  }
  if (row.stageEntryId === null) await addStageEntries(tx, firing, [row], firing.finishedAt ?? new Date(), firing.unloadLocation);
}
