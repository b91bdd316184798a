/**
 * The status changes of a firing that do more than store the new status, each a function of its own
 * (docs/decisions/0120-firings.md): starting stamps the start, finishing stamps the finish and gives the surviving
 * pieces their stage, unfinishing (done → cooling) takes those stage entries back. `statusChange` names which one a
 * PATCH makes; updateFiring stores the fields, then calls it in the same transaction.
 */
import { and, eq, isNull } from "drizzle-orm";
import type { FiringStatus } from "../../../contract/firings/rules";
import type { DbOrTx } from "../../db/client";
import { firings } from "../../db/schema";
import type { FiringRow } from "./firings-dto";
import { addFinishStages, removeFinishStages } from "./firings-finish";

export type StatusChange = "start" | "finish" | "unfinish";

/**
 * The change from `from` to `to`, or null when storing the status is all there is. A firing in status firing is
 * started even when it stays there: one without a start time (an imported one) gets it on its next change.
 */
export function statusChange(from: FiringStatus, to: FiringStatus): StatusChange | null {
  if (to === "done" && from !== "done") return "finish";
  if (from === "done" && to !== "done") return "unfinish";
  if (to === "firing") return "start";
  return null;
}

/** Starts the firing: the start time the potter gave (or an earlier one) stands, else now. Answers it as stored. */
export async function startFiring(tx: DbOrTx, firing: FiringRow, now: Date): Promise<FiringRow> {
  if (firing.startedAt) return firing;
  await tx.update(firings).set({ startedAt: now }).where(and(eq(firings.id, firing.id), isNull(firings.startedAt)));
  return { ...firing, startedAt: now };
}

/**
 * Finishes the firing: the finish time the potter gave (or an earlier one) stands, else now; its surviving pieces
 * get the firing's stage, dated at the finish, in the unload location. Answers the firing as stored.
 */
export async function finishFiring(tx: DbOrTx, firing: FiringRow, now: Date): Promise<FiringRow> {
  const finished = firing.finishedAt ? firing : { ...firing, finishedAt: now };
  if (!firing.finishedAt) await tx.update(firings).set({ finishedAt: now }).where(eq(firings.id, firing.id));
  await addFinishStages(tx, finished, finished.finishedAt!, finished.unloadLocation);
  return finished;
}

/** Takes a done firing back: the stage entries finishing gave its pieces go; the finish time stays on record. */
export async function unfinishFiring(tx: DbOrTx, firing: FiringRow): Promise<void> {
  await removeFinishStages(tx, firing);
}
