/**
 * A studio's kilns, firings, shelf surfaces and their recipes belong to the studio, not to the staff member who made them
 * (docs/decisions/0265-studio-records-belong-to-the-studio.md). Their `user_id` only says who holds them now: while
 * the studio runs, one of its owners; once it is deleted, nobody. Whoever leaves, is removed or deletes their account
 * first passes what they hold on, so no member's firing history goes with them.
 */
import { and, asc, eq, inArray, isNotNull, ne, sql } from "drizzle-orm";
import type { DbOrTx } from "../../db/client";
import { firingRequests, firings, glazes, kilnMaintenance, kilns, recipeMixes, recipes, recipeVersions, studioInvites, studioMembers, studios } from "../../db/schema";

/** The studio's longest-standing owner other than `leaving`, or null (a deleted studio has none). */
async function keeperOf(tx: DbOrTx, studioId: number, leaving: number): Promise<number | null> {
  const rows = await tx
    .select({ userId: studioMembers.userId })
    .from(studioMembers)
    .where(and(eq(studioMembers.studioId, studioId), eq(studioMembers.role, "owner"), ne(studioMembers.userId, leaving)))
    .orderBy(asc(studioMembers.createdAt), asc(studioMembers.id))
    .limit(1);
  return rows[0]?.userId ?? null;
}

/**
 * The studio's records `from` holds pass to the studio's owner (or to nobody). Short codes are per potter: a code
 * the keeper already uses is dropped rather than doubled.
 */
export async function passStudioRecords(tx: DbOrTx, studioId: number, from: number): Promise<void> {
  const to = await keeperOf(tx, studioId, from);
  const held = await tx
    .update(kilns)
    .set({ userId: to })
    .where(and(eq(kilns.studioId, studioId), eq(kilns.userId, from)))
    .returning({ id: kilns.id });
  if (held.length > 0) {
    await tx
      .update(kilnMaintenance)
      .set({ userId: to })
      .where(and(eq(kilnMaintenance.userId, from), inArray(kilnMaintenance.kilnId, held.map((k) => k.id))));
  }
  await tx.execute(
    sql`update firings set user_id = ${to}, code = case when ${to}::integer is not null and exists (select 1 from firings f where f.user_id = ${to} and f.code = firings.code) then null else code end where studio_id = ${studioId} and user_id = ${from}`,
  );
  await tx.execute(
    sql`update glazes set user_id = ${to}, code = case when ${to}::integer is not null and exists (select 1 from glazes g where g.user_id = ${to} and g.code = glazes.code) then null else code end where studio_id = ${studioId} and user_id = ${from}`,
  );
  // A shelf surface's recipe, its versions and the mixes logged for it (docs/decisions/0325-studio-shelf-recipes-and-mix-logs.md).
  const ofStudio = sql`(select ${recipes.id} from ${recipes} where ${recipes.studioId} = ${studioId})`;
  await tx.update(recipes).set({ userId: to }).where(and(eq(recipes.studioId, studioId), eq(recipes.userId, from)));
  await tx.update(recipeVersions).set({ userId: to }).where(and(eq(recipeVersions.userId, from), sql`${recipeVersions.recipeId} in ${ofStudio}`));
  await tx.update(recipeMixes).set({ userId: to }).where(and(eq(recipeMixes.userId, from), sql`${recipeMixes.recipeId} in ${ofStudio}`));
}

/** Every studio whose records the potter holds, member or not (a leaver's, from before this rule). */
async function studiosHeldBy(tx: DbOrTx, userId: number): Promise<number[]> {
  const ids = new Set<number>();
  for (const table of [kilns, firings, glazes, recipes]) {
    const rows = await tx
      .selectDistinct({ studioId: table.studioId })
      .from(table)
      .where(and(eq(table.userId, userId), isNotNull(table.studioId)));
    for (const r of rows) if (r.studioId !== null) ids.add(r.studioId);
  }
  // A mix or version someone logged on a studio's recipe held by another is the studio's too.
  for (const table of [recipeMixes, recipeVersions]) {
    const rows = await tx
      .selectDistinct({ studioId: recipes.studioId })
      .from(table)
      .innerJoin(recipes, eq(recipes.id, table.recipeId))
      .where(and(eq(table.userId, userId), isNotNull(recipes.studioId)));
    for (const r of rows) if (r.studioId !== null) ids.add(r.studioId);
  }
  return [...ids].sort((a, b) => a - b);
}

/** Before an account goes: whatever studio records it still holds pass on, in every studio. */
export async function passAllStudioRecords(tx: DbOrTx, userId: number): Promise<void> {
  for (const studioId of await studiosHeldBy(tx, userId)) await passStudioRecords(tx, studioId, userId);
}

/**
 * A leaver's open invites are void (docs/decisions/0267-studio-invites-listed-and-revoked.md): a staff member removed
 * cannot come back as staff through a link they made while they ran the studio.
 */
export async function voidInvitesOf(tx: DbOrTx, studioId: number, userId: number, now: Date): Promise<void> {
  await tx
    .update(studioInvites)
    .set({ revokedAt: now })
    .where(and(eq(studioInvites.studioId, studioId), eq(studioInvites.createdBy, userId), sql`${studioInvites.usedAt} is null and ${studioInvites.revokedAt} is null`));
}

/**
 * Deleting a studio (docs/decisions/0266-a-deleted-studio-keeps-its-history.md): the row stays, marked deleted, so
 * every member's pieces keep their firings, outcomes and the studio's name, and their past fees stay readable. Nobody
 * is in it any more, its open invites are void, what waits on the shelf or in an unfinished firing goes back to its
 * potter (withdrawn, not charged; the unfinished firing is canceled), and its records are held by nobody.
 */
export async function closeStudio(tx: DbOrTx, studioId: number, now: Date): Promise<void> {
  await tx.update(studios).set({ deletedAt: now, updatedAt: now }).where(eq(studios.id, studioId));
  await tx
    .update(studioInvites)
    .set({ revokedAt: now })
    .where(and(eq(studioInvites.studioId, studioId), sql`${studioInvites.usedAt} is null and ${studioInvites.revokedAt} is null`));
  await tx
    .update(firingRequests)
    .set({ status: "withdrawn", updatedAt: now })
    .where(and(eq(firingRequests.studioId, studioId), inArray(firingRequests.status, ["requested", "loaded"])));
  await tx
    .update(firings)
    .set({ status: "canceled", statusChangedAt: now, updatedAt: now })
    .where(and(eq(firings.studioId, studioId), inArray(firings.status, ["planned", "loading", "firing", "cooling"])));
  await tx.delete(studioMembers).where(eq(studioMembers.studioId, studioId));
  const held = await tx.update(kilns).set({ userId: null }).where(eq(kilns.studioId, studioId)).returning({ id: kilns.id });
  if (held.length > 0) await tx.update(kilnMaintenance).set({ userId: null }).where(inArray(kilnMaintenance.kilnId, held.map((k) => k.id)));
  await tx.update(firings).set({ userId: null }).where(eq(firings.studioId, studioId));
  await tx.update(glazes).set({ userId: null }).where(eq(glazes.studioId, studioId));
  await tx.update(recipes).set({ userId: null }).where(eq(recipes.studioId, studioId));
}
