/**
 * The staff's firing queue (docs/decisions/0231-firing-queue.md): a studio's requests on the shelf, grouped by kind
 * and cone, oldest first, read from firing_requests_queue_idx (studio, status, kind, cone, requested at) joined to
 * first names only; each entry through toRequestView, so no answer carries more of a member's piece than its
 * request fields.
 */
import { and, asc, eq, isNull, type SQL } from "drizzle-orm";
import { CONE_OPTIONS } from "../../../contract/glazes/rules";
import { FIRING_REQUEST_KINDS } from "../../../contract/studios/rules";
import type { FiringQueue, QueueQuery } from "../../../contract/studios/requests";
import type { AppDeps } from "../../context";
import { firingRequests, users } from "../../db/schema";
import { requireStudio, toRequestView } from "./studio-access";

const coneRank = (cone: string | null) => (cone === null ? -1 : (CONE_OPTIONS as readonly string[]).indexOf(cone));
const kindRank = (kind: string) => (FIRING_REQUEST_KINDS as readonly string[]).indexOf(kind);

export async function firingQueue(deps: AppDeps, userId: number, studioId: number, query: QueueQuery): Promise<FiringQueue> {
  await requireStudio(deps.db, userId, studioId, "staff");
  const where: (SQL | undefined)[] = [eq(firingRequests.studioId, studioId), eq(firingRequests.status, "requested")];
  if (query.kind) where.push(eq(firingRequests.kind, query.kind));
  if (query.cone) where.push(query.cone === "none" ? isNull(firingRequests.targetCone) : eq(firingRequests.targetCone, query.cone));
  const rows = await deps.db
    .select({ request: firingRequests, firstName: users.firstName })
    .from(firingRequests)
    .innerJoin(users, eq(users.id, firingRequests.userId))
    .where(and(...where))
    .orderBy(asc(firingRequests.requestedAt), asc(firingRequests.id));
  const groups = new Map<string, FiringQueue["groups"][number]>();
  for (const { request, firstName } of rows) {
    const key = `${request.kind}\u0000${request.targetCone ?? ""}`;
    const group = groups.get(key) ?? { kind: request.kind, targetCone: request.targetCone, count: 0, requests: [] };
    group.requests.push(toRequestView(request, firstName));
    group.count += 1;
    groups.set(key, group);
  }
  return {
    count: rows.length,
    groups: [...groups.values()].sort((a, b) => kindRank(a.kind) - kindRank(b.kind) || coneRank(a.targetCone) - coneRank(b.targetCone)),
  };
}
