/**
 * Invite links (docs/decisions/0230-community-studios.md): a 256-bit token shown once, kept only as its SHA-256;
 * single use, 7 days, optionally bound to one e-mail address. An unknown, used or expired token all answer the same
 * 404, so a token cannot be probed.
 */
import { and, eq, gt, isNull } from "drizzle-orm";
import { INVITE_DAYS, INVITE_TOKEN_BYTES, INVITE_TOKEN_PATTERN, invitePagePath, type StudioRole } from "../../../contract/studios/rules";
import type { CreateInviteBody, Studio, StudioInvite } from "../../../contract/studios/schemas";
import { STUDIO_TEXTS as T } from "../../../contract/studios/texts";
import { hashToken, randomToken } from "../../auth/tokens";
import type { AppDeps } from "../../context";
import { studioInvites, studioMembers, studios } from "../../db/schema";
import { AppError } from "../../errors";
import { requireStudio, studioRole } from "./studio-access";
import { studioDto } from "./studios";

/** Owner and staff invite; staff may invite staff too (they run the studio together). */
export async function createInvite(deps: AppDeps, userId: number, studioId: number, body: CreateInviteBody): Promise<StudioInvite> {
  await requireStudio(deps.db, userId, studioId, "staff");
  const token = randomToken(INVITE_TOKEN_BYTES);
  const now = deps.now();
  const expiresAt = new Date(now.getTime() + INVITE_DAYS * 24 * 60 * 60 * 1000);
  const role = body.role ?? "member";
  await deps.db
    .insert(studioInvites)
    .values({ studioId, tokenHash: hashToken(token), role, email: body.email ?? null, createdBy: userId, expiresAt, createdAt: now });
  return { token, url: `${deps.config.appUrl}${invitePagePath(token)}`, role, email: body.email ?? null, expiresAt: expiresAt.toISOString() };
}

/** Joins the studio with the invite's role; the invite is used up in the same transaction. */
export async function acceptInvite(deps: AppDeps, user: { id: number; email: string }, token: string): Promise<Studio> {
  if (!INVITE_TOKEN_PATTERN.test(token)) throw AppError.notFound(T.inviteNotFound);
  return deps.db.transaction(async (tx) => {
    const now = deps.now();
    const [invite] = await tx
      .select()
      .from(studioInvites)
      .where(and(eq(studioInvites.tokenHash, hashToken(token)), isNull(studioInvites.usedAt), gt(studioInvites.expiresAt, now)))
      .limit(1)
      .for("update");
    if (!invite) throw AppError.notFound(T.inviteNotFound);
    if (invite.email && invite.email !== user.email.trim().toLowerCase()) throw new AppError(403, T.inviteOtherEmail);
    // The studio row first, as every writer of its memberships locks it.
    const [studio] = await tx.select().from(studios).where(eq(studios.id, invite.studioId)).for("update");
    if (!studio) throw AppError.notFound(T.inviteNotFound);
    if (await studioRole(tx, user.id, studio.id)) throw AppError.conflict(T.alreadyMember);
    await tx.insert(studioMembers).values({ studioId: studio.id, userId: user.id, role: invite.role, createdAt: now });
    await tx.update(studioInvites).set({ usedAt: now, usedBy: user.id }).where(eq(studioInvites.id, invite.id));
    return studioDto(tx, studio, invite.role as StudioRole);
  });
}
