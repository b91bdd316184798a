/**
 * A studio's members (docs/decisions/0230-community-studios.md): the list, role changes, removal and leaving. A
 * studio always keeps an owner; removing a member deletes the row, so access ends with their next request, and
 * withdraws what they had asked that is not loaded yet. Their pieces and history stay theirs, the studio records they
 * held pass to its owner and their open invites are void (studio-records.ts); a removed member is told by mail
 * (product.md#r221).
 */
import { and, asc, count, eq, inArray } from "drizzle-orm";
import { memberNameOf, type StudioRole } from "../../../contract/studios/rules";
import type { StudioMember, UpdateMemberBody } from "../../../contract/studios/schemas";
import { STUDIO_TEXTS as T } from "../../../contract/studios/texts";
import type { AppDeps } from "../../context";
import type { DbOrTx } from "../../db/client";
import { firingRequests, studioMembers, users } from "../../db/schema";
import { AppError } from "../../errors";
import { runInBackground } from "../common/background-tasks";
import { requireStudio } from "./studio-access";
import { passStudioRecords, voidInvitesOf } from "./studio-records";

type MemberRow = { userId: number; firstName: string; lastName: string; role: string; createdAt: Date };

const toMemberDto = (row: MemberRow, callerId: number): StudioMember => ({
  userId: row.userId,
  firstName: row.firstName,
  // Two Anas in one studio are told apart as staff name members beside a piece (product.md#r245).
  name: memberNameOf(row.firstName, row.lastName),
  role: row.role as StudioRole,
  joinedAt: row.createdAt.toISOString(),
  you: row.userId === callerId,
});

const ROLE_ORDER: Record<string, number> = { owner: 0, staff: 1, member: 2 };

const memberColumns = { userId: studioMembers.userId, firstName: users.firstName, lastName: users.lastName, role: studioMembers.role, createdAt: studioMembers.createdAt };

/** Owner and staff see everyone; a member sees who runs the studio (owner, staff) and themselves, never the other members. */
export async function listMembers(deps: AppDeps, userId: number, studioId: number): Promise<{ data: StudioMember[] }> {
  const { role } = await requireStudio(deps.db, userId, studioId);
  const rows = await deps.db
    .select(memberColumns)
    .from(studioMembers)
    .innerJoin(users, eq(users.id, studioMembers.userId))
    .where(eq(studioMembers.studioId, studioId))
    .orderBy(asc(studioMembers.createdAt), asc(studioMembers.id));
  const visible = role === "member" ? rows.filter((r) => r.role !== "member" || r.userId === userId) : rows;
  visible.sort((a, b) => (ROLE_ORDER[a.role] ?? 3) - (ROLE_ORDER[b.role] ?? 3));
  return { data: visible.map((r) => toMemberDto(r, userId)) };
}

async function memberOf(tx: DbOrTx, studioId: number, userId: number): Promise<MemberRow> {
  const rows = await tx
    .select(memberColumns)
    .from(studioMembers)
    .innerJoin(users, eq(users.id, studioMembers.userId))
    .where(and(eq(studioMembers.studioId, studioId), eq(studioMembers.userId, userId)))
    .limit(1);
  if (!rows[0]) throw AppError.notFound(T.memberNotFound);
  return rows[0];
}

async function ownerCount(tx: DbOrTx, studioId: number): Promise<number> {
  const [row] = await tx.select({ n: count() }).from(studioMembers).where(and(eq(studioMembers.studioId, studioId), eq(studioMembers.role, "owner")));
  return Number(row?.n ?? 0);
}

/** The owner's: any role, as long as an owner remains. */
export async function updateMember(deps: AppDeps, userId: number, studioId: number, memberId: number, body: UpdateMemberBody): Promise<StudioMember> {
  return deps.db.transaction(async (tx) => {
    await requireStudio(tx, userId, studioId, "owner", { forUpdate: true });
    const target = await memberOf(tx, studioId, memberId);
    if (target.role === "owner" && body.role !== "owner" && (await ownerCount(tx, studioId)) <= 1) throw AppError.conflict(T.lastOwner);
    await tx.update(studioMembers).set({ role: body.role }).where(and(eq(studioMembers.studioId, studioId), eq(studioMembers.userId, memberId)));
    return toMemberDto({ ...target, role: body.role }, userId);
  });
}

/**
 * Leaving (the caller's own id) or removal. Staff remove members; only the owner removes staff or another owner;
 * the last owner can neither leave nor be removed.
 */
export async function removeMember(deps: AppDeps, userId: number, studioId: number, memberId: number): Promise<"left" | "removed"> {
  const done = await deps.db.transaction(async (tx) => {
    const leaving = memberId === userId;
    const { role, studio } = await requireStudio(tx, userId, studioId, leaving ? "member" : "staff", { forUpdate: true });
    const target = await memberOf(tx, studioId, memberId);
    if (!leaving && target.role !== "member" && role !== "owner") throw new AppError(403, T.staffCannotRemoveStaff);
    if (target.role === "owner" && (await ownerCount(tx, studioId)) <= 1) throw AppError.conflict(T.lastOwner);
    await tx.delete(studioMembers).where(and(eq(studioMembers.studioId, studioId), eq(studioMembers.userId, memberId)));
    // What is still on the shelf goes back to the potter; a piece already in a kiln is fired and told as any other.
    await tx
      .update(firingRequests)
      .set({ status: "withdrawn", updatedAt: deps.now() })
      .where(and(eq(firingRequests.studioId, studioId), eq(firingRequests.userId, memberId), inArray(firingRequests.status, ["requested"])));
    await passStudioRecords(tx, studioId, memberId);
    await voidInvitesOf(tx, studioId, memberId, deps.now());
    const [who] = await tx.select({ email: users.email, firstName: users.firstName }).from(users).where(eq(users.id, memberId));
    return { how: leaving ? ("left" as const) : ("removed" as const), studioName: studio.name, who };
  });
  const { who } = done;
  if (done.how === "removed" && who) {
    const text = T.removedMailBody(who.firstName, done.studioName, `${deps.config.appUrl}/settings`);
    runInBackground(deps.logger, "studio removal mail", () => deps.mailer.send({ to: who.email, subject: T.removedMailSubject(done.studioName), text }));
  }
  return done.how;
}

