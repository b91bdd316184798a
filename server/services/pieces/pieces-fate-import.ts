/**
 * A Claybook export read back keeps each piece's fate (product.md#r180): the columns come in with the piece; the
 * firing whose loss set a fate is imported after the pieces, so its new id is written here, once it has one.
 */
import { eq } from "drizzle-orm";
import type { DbOrTx } from "../../db/client";
import { pieces } from "../../db/schema";

export async function linkFateFirings(
  tx: DbOrTx,
  sourcePieces: readonly Record<string, unknown>[],
  pieceIds: ReadonlyMap<string, number | string>,
  firingIds: ReadonlyMap<string, number | string>,
): Promise<void> {
  for (const source of sourcePieces) {
    if (source.fate == null || source.fateFiringId == null) continue;
    const piece = pieceIds.get(String(source.id));
    const firing = firingIds.get(String(source.fateFiringId));
    // A firing left out of the file leaves the fate without one: the piece is still lost.
    if (piece === undefined || firing === undefined) continue;
    await tx.update(pieces).set({ fateFiringId: Number(firing) }).where(eq(pieces.id, Number(piece)));
  }
}
