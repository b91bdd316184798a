/**
 * The stage entries a finished firing gives its surviving pieces, and takes back when it goes back from done
 * (docs/decisions/0120-firings.md): the stages area writes stage_history, the firings area says which pieces and when
 * (firings-finish.ts; docs/decisions/0271-one-owner-per-firing-seam.md). Each entry is the piece owner's (in a studio
 * firing the member's own history, decision 0230).
 */
import { and, inArray, sql } from "drizzle-orm";
import type { DbOrTx } from "../../db/client";
import { stageHistory } from "../../db/schema";

interface FiringEntry {
  userId: number;
  pieceId: number;
  location: string;
}

/** The pieces among `pieceIds` that already have `stage` (whatever its spelling's case and spaces). */
export async function piecesWithStage(tx: DbOrTx, pieceIds: number[], stage: string): Promise<Set<number>> {
  if (pieceIds.length === 0) return new Set();
  const have = await tx
    .select({ pieceId: stageHistory.pieceId })
    .from(stageHistory)
    .where(and(inArray(stageHistory.pieceId, pieceIds), sql`lower(btrim(${stageHistory.stage})) = ${stage.toLowerCase()}`));
  return new Set(have.map((h) => h.pieceId));
}

/** Adds the entries of one stage dated `at`; answers each entry's id by piece. */
export async function addFiringEntries(tx: DbOrTx, stage: string, at: Date, entries: FiringEntry[]): Promise<{ id: number; pieceId: number }[]> {
  if (entries.length === 0) return [];
  return tx
    .insert(stageHistory)
    .values(entries.map((e) => ({ userId: e.userId, pieceId: e.pieceId, stage, date: at, location: e.location, createdAt: at })))
    .returning({ id: stageHistory.id, pieceId: stageHistory.pieceId });
}

/** Removes the entries a firing added (by their ids). */
export async function removeFiringEntries(tx: DbOrTx, entryIds: number[]): Promise<void> {
  if (entryIds.length === 0) return;
  await tx.delete(stageHistory).where(inArray(stageHistory.id, entryIds));
}
