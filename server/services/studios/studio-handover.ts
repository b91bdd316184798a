/**
 * What a potter leaving Claybook leaves behind in their studios (docs/decisions/0230-community-studios.md), run in
 * the account deletion's transaction before their rows go: a studio whose only owner they are passes to its
 * longest-standing staff member (else its longest-standing member), a studio with nobody else is deleted, and the
 * studio kilns, firings and surfaces they created are handed to the studio's owner, so the studio keeps them.
 */
import { and, asc, eq, inArray, ne, sql } from "drizzle-orm";
import type { DbOrTx } from "../../db/client";
import { kilnMaintenance, kilns, studioMembers, studios } from "../../db/schema";

export async function handOverStudios(tx: DbOrTx, userId: number): Promise<void> {
  const mine = await tx.select({ studioId: studioMembers.studioId }).from(studioMembers).where(eq(studioMembers.userId, userId));
  for (const { studioId } of mine.sort((a, b) => a.studioId - b.studioId)) {
    await tx.execute(sql`select id from studios where id = ${studioId} for update`);
    const others = await tx
      .select({ userId: studioMembers.userId, role: studioMembers.role })
      .from(studioMembers)
      .where(and(eq(studioMembers.studioId, studioId), ne(studioMembers.userId, userId)))
      .orderBy(sql`case ${studioMembers.role} when 'owner' then 0 when 'staff' then 1 else 2 end`, asc(studioMembers.createdAt), asc(studioMembers.id));
    const heir = others[0];
    if (!heir) {
      await tx.delete(studios).where(eq(studios.id, studioId));
      continue;
    }
    if (heir.role !== "owner") await tx.update(studioMembers).set({ role: "owner" }).where(and(eq(studioMembers.studioId, studioId), eq(studioMembers.userId, heir.userId)));
    const studioKilns = await tx
      .update(kilns)
      .set({ userId: heir.userId })
      .where(and(eq(kilns.studioId, studioId), eq(kilns.userId, userId)))
      .returning({ id: kilns.id });
    if (studioKilns.length > 0) {
      await tx.update(kilnMaintenance).set({ userId: heir.userId }).where(and(eq(kilnMaintenance.userId, userId), inArray(kilnMaintenance.kilnId, studioKilns.map((k) => k.id))));
    }
    // Short codes are per potter: a code the heir already uses is dropped rather than doubled.
    await tx.execute(
      sql`update firings set user_id = ${heir.userId}, code = case when exists (select 1 from firings f where f.user_id = ${heir.userId} and f.code = firings.code) then null else code end where studio_id = ${studioId} and user_id = ${userId}`,
    );
    await tx.execute(
      sql`update glazes set user_id = ${heir.userId}, code = case when exists (select 1 from glazes g where g.user_id = ${heir.userId} and g.code = glazes.code) then null else code end where studio_id = ${studioId} and user_id = ${userId}`,
    );
  }
}
