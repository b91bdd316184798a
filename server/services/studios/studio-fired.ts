/**
 * What a studio firing's changes mean for the requests loaded into it (docs/decisions/0231-firing-queue.md). The
 * firing services call `syncFiringRequests` in the transaction of every change of a studio firing's status or
 * pieces: done → each request fired with its piece's outcome (the member is told through the reminders' channels,
 * reminders-rules.ts); back from done → loaded again; a piece taken out, or its firing deleted → back on the shelf.
 * The stage entry and the fate on a loss are the firing services' own work (firings-finish.ts, pieces-fate.ts).
 */
import { sql } from "drizzle-orm";
import type { DbOrTx } from "../../db/client";

export async function syncFiringRequests(tx: DbOrTx, firing: { id: number; studioId: number | null; status: string }, now: Date): Promise<void> {
  if (firing.studioId === null) return;
  const done = firing.status === "done";
  const at = now.toISOString();
  await tx.execute(sql`update firing_requests r set
      status = case when ${done} then 'fired' else 'loaded' end,
      outcome = case when ${done} then fp.outcome else null end,
      fired_at = case when ${done} then coalesce(r.fired_at, ${at}::timestamptz) else null end,
      updated_at = ${at}::timestamptz
    from firing_pieces fp
    where r.firing_id = ${firing.id} and r.status in ('loaded', 'fired') and fp.firing_id = r.firing_id and fp.piece_id = r.piece_id`);
  await returnToShelf(tx, firing.id, now, true);
}

/**
 * Requests of the firing whose piece is no longer in it go back on the shelf; `onlyMissing` false: all of the
 * firing's loaded requests (the firing is being deleted). A fired request stays fired: the piece was fired.
 */
export async function returnToShelf(tx: DbOrTx, firingId: number, now: Date, onlyMissing = false): Promise<void> {
  const missing = onlyMissing
    ? sql`and not exists (select 1 from firing_pieces fp where fp.firing_id = r.firing_id and fp.piece_id = r.piece_id)`
    : sql`and r.status = 'loaded'`;
  await tx.execute(sql`update firing_requests r set status = 'requested', firing_id = null, outcome = null, fired_at = null,
      updated_at = ${now.toISOString()}::timestamptz
    where r.firing_id = ${firingId} and r.status in ('loaded', 'fired') ${missing}`);
}
