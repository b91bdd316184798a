/**
 * The one hook after any change to a firing: its status, its pieces or outcomes, its deletion
 * (docs/decisions/0271-one-owner-per-firing-seam.md). The firings services call it in the transaction of the change;
 * it is the one place the firings area reaches into another area's tables, and it does so through that area's
 * service: a studio firing's requests follow it (studios/studio-fired.ts, docs/decisions/0231-firing-queue.md).
 */
import type { DbOrTx } from "../../db/client";
import { returnToShelf, syncFiringRequests } from "../studios/studio-fired";

type FiringChange = "changed" | "deleting";

export async function afterFiringChange(
  tx: DbOrTx,
  firing: { id: number; studioId: number | null; status: string },
  change: FiringChange,
  now: Date,
): Promise<void> {
  if (firing.studioId === null) return;
  // Before the row goes: its requests not yet fired go back on the studio's shelf.
  if (change === "deleting") await returnToShelf(tx, firing.id, now);
  else await syncFiringRequests(tx, firing, now);
}
