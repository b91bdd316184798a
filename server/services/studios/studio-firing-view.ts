/**
 * A studio firing's members' pieces as its owner and staff see them (docs/decisions/0231-firing-queue.md): built from
 * the request rows through toRequestView, never from the member's pieces row, so the firing's screen shows staff
 * exactly the request fields (name, clay, first photo, the member's first name) next to the outcome they record.
 * A member sees none of them (decision 0230).
 */
import { and, eq, inArray } from "drizzle-orm";
import { roleAtLeast } from "../../../contract/studios/rules";
import { thumbnailAddress } from "../../../contract/photos/rules";
import type { FiringDetail } from "../../../contract/firings/schemas";
import type { DbOrTx } from "../../db/client";
import { firingPieces, firingRequests, users } from "../../db/schema";
import { studioRole, toRequestView } from "./studio-access";

type FiringPiece = FiringDetail["pieces"][number] & { loadedOrder: number };

export async function requestsOfFiring(
  db: DbOrTx,
  userId: number,
  studioId: number,
  firingId: number,
  rows: (typeof firingPieces.$inferSelect)[],
): Promise<FiringPiece[]> {
  if (rows.length === 0) return [];
  const role = await studioRole(db, userId, studioId);
  if (!role || !roleAtLeast(role, "staff")) return [];
  const requests = await db
    .select({ request: firingRequests, firstName: users.firstName, lastName: users.lastName })
    .from(firingRequests)
    .innerJoin(users, eq(users.id, firingRequests.userId))
    .where(and(eq(firingRequests.firingId, firingId), inArray(firingRequests.pieceId, rows.map((r) => r.pieceId))));
  const byPiece = new Map(requests.map((r) => [r.request.pieceId, toRequestView(r.request, r.firstName, r.lastName)]));
  return rows.flatMap((fp) => {
    const view = byPiece.get(fp.pieceId);
    if (!view) return [];
    return [
      {
        pieceId: fp.pieceId,
        name: view.pieceName,
        type: "",
        clayBody: view.clayBody,
        imageUrl: view.photoUrl ? thumbnailAddress(view.photoUrl) : null,
        currentStage: null,
        position: fp.position,
        outcome: fp.outcome,
        note: fp.note,
        stageEntryId: null,
        memberFirstName: view.memberFirstName,
        memberName: view.memberName,
        pieceCode: view.pieceCode,
        requestId: view.id,
        loadedOrder: fp.id,
      },
    ];
  });
}
