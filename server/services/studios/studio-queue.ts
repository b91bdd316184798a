/**
 * The staff's firing queue (docs/decisions/0231-firing-queue.md): a studio's requests on the shelf, grouped by kind
 * and cone, oldest first, read from firing_requests_queue_idx (studio, status, kind, cone, requested at) joined to
 * first names only: each group's every id and its first 50 in full, each through toRequestView, so no answer
 * carries more of a member's piece than its request fields.
 */
import { and, asc, eq, inArray, isNull, type SQL } from "drizzle-orm";
import { CONE_OPTIONS } from "../../../contract/glazes/rules";
import { FIRING_REQUEST_KINDS } from "../../../contract/studios/rules";
import { QUEUE_SHOWN_ONE_GROUP, QUEUE_SHOWN_PER_GROUP, type FiringQueue, type QueueQuery, type RequestView } from "../../../contract/studios/requests";
import type { AppDeps } from "../../context";
import { firingRequests, users } from "../../db/schema";
import { requireStudio, toRequestView } from "./studio-access";

const coneRank = (cone: string | null) => (cone === null ? -1 : (CONE_OPTIONS as readonly string[]).indexOf(cone));
const kindRank = (kind: string) => (FIRING_REQUEST_KINDS as readonly string[]).indexOf(kind);

/**
 * Two reads: every request's id, kind and cone in the index's order (small rows, for the counts and Select all), then
 * the shown ones in full with their member's first name. One kind and cone asked for answers that group's oldest 200.
 */
export async function firingQueue(deps: AppDeps, userId: number, studioId: number, query: QueueQuery): Promise<FiringQueue> {
  await requireStudio(deps.db, userId, studioId, "staff");
  const where: (SQL | undefined)[] = [eq(firingRequests.studioId, studioId), eq(firingRequests.status, "requested")];
  if (query.kind) where.push(eq(firingRequests.kind, query.kind));
  if (query.cone) where.push(query.cone === "none" ? isNull(firingRequests.targetCone) : eq(firingRequests.targetCone, query.cone));
  const shownPerGroup = query.kind && query.cone ? QUEUE_SHOWN_ONE_GROUP : QUEUE_SHOWN_PER_GROUP;
  const waiting = await deps.db
    .select({ id: firingRequests.id, kind: firingRequests.kind, targetCone: firingRequests.targetCone })
    .from(firingRequests)
    .where(and(...where))
    .orderBy(asc(firingRequests.requestedAt), asc(firingRequests.id));
  const groups = new Map<string, { kind: string; targetCone: string | null; requestIds: number[] }>();
  for (const r of waiting) {
    const key = `${r.kind}\u0000${r.targetCone ?? ""}`;
    const group = groups.get(key) ?? { kind: r.kind, targetCone: r.targetCone, requestIds: [] };
    group.requestIds.push(r.id);
    groups.set(key, group);
  }
  const shownIds = [...groups.values()].flatMap((g) => g.requestIds.slice(0, shownPerGroup));
  const shown = new Map<number, RequestView>();
  if (shownIds.length > 0) {
    const rows = await deps.db
      .select({ request: firingRequests, firstName: users.firstName, lastName: users.lastName })
      .from(firingRequests)
      .innerJoin(users, eq(users.id, firingRequests.userId))
      .where(and(eq(firingRequests.studioId, studioId), inArray(firingRequests.id, shownIds)));
    for (const { request, firstName, lastName } of rows) shown.set(request.id, toRequestView(request, firstName, lastName));
  }
  return {
    count: waiting.length,
    groups: [...groups.values()]
      .sort((a, b) => kindRank(a.kind) - kindRank(b.kind) || coneRank(a.targetCone) - coneRank(b.targetCone))
      .map((g) => ({
        kind: g.kind,
        targetCone: g.targetCone,
        count: g.requestIds.length,
        requestIds: g.requestIds,
        // A request withdrawn between the two reads is left out of the shown ones; its id goes at the next look.
        requests: g.requestIds.slice(0, shownPerGroup).flatMap((id) => shown.get(id) ?? []),
      })),
  };
}
