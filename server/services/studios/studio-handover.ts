/**
 * What a potter leaving Claybook leaves behind in their studios (docs/decisions/0230-community-studios.md), run in
 * the account deletion's transaction before their rows go: a studio whose only owner they are passes to its
 * longest-standing staff member (else its longest-standing member), a studio with nobody else is closed as a deletion
 * closes it (its history stays, docs/decisions/0266-a-deleted-studio-keeps-its-history.md), their open invites are
 * void, and every studio record they hold passes to the studio's owner
 * (docs/decisions/0265-studio-records-belong-to-the-studio.md), so the studio keeps it.
 */
import { and, asc, eq, ne, sql } from "drizzle-orm";
import type { DbOrTx } from "../../db/client";
import { studioMembers } from "../../db/schema";
import { closeStudio, passAllStudioRecords, voidInvitesOf } from "./studio-records";

export async function handOverStudios(tx: DbOrTx, userId: number, now: Date): Promise<void> {
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
      await closeStudio(tx, studioId, now);
      continue;
    }
    if (heir.role !== "owner") await tx.update(studioMembers).set({ role: "owner" }).where(and(eq(studioMembers.studioId, studioId), eq(studioMembers.userId, heir.userId)));
    await voidInvitesOf(tx, studioId, userId, now);
  }
  await passAllStudioRecords(tx, userId);
}
