/**
 * Past studios (docs/decisions/0266-a-deleted-studio-keeps-its-history.md): the studios a potter sent pieces to and
 * is no longer in, because they left, were removed, or the owner deleted the studio. Their own fees there stay
 * readable (product.md#r222); nothing else of the studio is.
 */
import { asc, sql } from "drizzle-orm";
import type { PastStudio } from "../../../contract/studios/schemas";
import type { AppDeps } from "../../context";
import { firingRequests, studioMembers, studios } from "../../db/schema";

export async function listPastStudios(deps: AppDeps, userId: number): Promise<{ data: PastStudio[] }> {
  const rows = await deps.db
    .select({ id: studios.id, name: studios.name, currency: studios.currency, timeZone: studios.timeZone, deletedAt: studios.deletedAt })
    .from(studios)
    .where(
      sql`exists (select 1 from ${firingRequests} where ${firingRequests.studioId} = ${studios.id} and ${firingRequests.userId} = ${userId})
        and not exists (select 1 from ${studioMembers} where ${studioMembers.studioId} = ${studios.id} and ${studioMembers.userId} = ${userId})`,
    )
    .orderBy(asc(studios.name), asc(studios.id));
  return { data: rows.map((r) => ({ id: r.id, name: r.name, currency: r.currency, timeZone: r.timeZone, deleted: r.deletedAt !== null })) };
}
