/**
 * Invite links (docs/decisions/0230-community-studios.md, 0267-studio-invites-listed-and-revoked.md): a 256-bit
 * token, kept as its SHA-256 and derived from a per-invite nonce under the server's token secret, so owner and staff
 * can list open links, copy them again and revoke them; single use, 7 days, optionally bound to one e-mail address,
 * to which it is mailed. A leaver's links are void (studio-records.ts). The invite page may ask what a link is for
 * before joining; an unknown token answers 404, so a token cannot be probed.
 */
import { createHmac, randomBytes } from "node:crypto";
import { and, asc, eq, gt, isNull } from "drizzle-orm";
import { INVITE_DAYS, INVITE_TOKEN_PATTERN, invitePagePath, type StudioRole } from "../../../contract/studios/rules";
import type { CreateInviteBody, InvitePreview, InviteState, OpenInvite, Studio, StudioInvite } from "../../../contract/studios/schemas";
import { STUDIO_TEXTS as T } from "../../../contract/studios/texts";
import { hashToken } from "../../auth/tokens";
import type { AppDeps } from "../../context";
import { studioInvites, studioMembers, studios, users } from "../../db/schema";
import { AppError } from "../../errors";
import { runInBackground } from "../common/background-tasks";
import { requireStudio, studioRole } from "./studio-access";
import { studioDto } from "./studios";

type InviteRow = typeof studioInvites.$inferSelect;

const inviteToken = (secret: string, nonce: string) => createHmac("sha256", secret).update(`studio-invite:${nonce}`).digest("base64url");
const inviteUrl = (deps: AppDeps, token: string) => `${deps.config.appUrl}${invitePagePath(token)}`;

function stateOf(row: InviteRow, studioDeleted: boolean, now: Date): InviteState {
  if (row.usedAt) return "used";
  if (row.revokedAt || studioDeleted) return "void";
  return row.expiresAt.getTime() > now.getTime() ? "open" : "expired";
}

/** Owner and staff invite; staff may invite staff too (they run the studio together). A typed address gets the link by mail. */
export async function createInvite(deps: AppDeps, userId: number, studioId: number, body: CreateInviteBody): Promise<StudioInvite> {
  const { studio } = await requireStudio(deps.db, userId, studioId, "staff");
  const nonce = randomBytes(32).toString("base64url");
  const token = inviteToken(deps.config.tokenSecret, nonce);
  const now = deps.now();
  const expiresAt = new Date(now.getTime() + INVITE_DAYS * 24 * 60 * 60 * 1000);
  const role = body.role ?? "member";
  const email = body.email ?? null;
  const [row] = await deps.db
    .insert(studioInvites)
    .values({ studioId, tokenHash: hashToken(token), tokenNonce: nonce, role, email, createdBy: userId, expiresAt, createdAt: now })
    .returning({ id: studioInvites.id });
  const url = inviteUrl(deps, token);
  if (email) {
    const [inviter] = await deps.db.select({ firstName: users.firstName }).from(users).where(eq(users.id, userId));
    const text = T.inviteMailBody(inviter?.firstName ?? studio.name, studio.name, role, url, INVITE_DAYS);
    // After the answer, as the reset mail: a slow mail server never holds up the screen; a failure is logged.
    runInBackground(deps.logger, "studio invite mail", () => deps.mailer.send({ to: email, subject: T.inviteMailSubject(studio.name), text }));
  }
  return { id: row!.id, token, url, role, email, expiresAt: expiresAt.toISOString(), mailed: email !== null };
}

/** Owner and staff: the links still waiting to be used, oldest first. */
export async function listInvites(deps: AppDeps, userId: number, studioId: number): Promise<{ data: OpenInvite[] }> {
  await requireStudio(deps.db, userId, studioId, "staff");
  const rows = await deps.db
    .select({ invite: studioInvites, by: users.firstName })
    .from(studioInvites)
    .leftJoin(users, eq(users.id, studioInvites.createdBy))
    .where(and(eq(studioInvites.studioId, studioId), isNull(studioInvites.usedAt), isNull(studioInvites.revokedAt), gt(studioInvites.expiresAt, deps.now())))
    .orderBy(asc(studioInvites.createdAt), asc(studioInvites.id));
  return {
    data: rows.map(({ invite, by }) => ({
      id: invite.id,
      role: invite.role as OpenInvite["role"],
      email: invite.email,
      url: invite.tokenNonce ? inviteUrl(deps, inviteToken(deps.config.tokenSecret, invite.tokenNonce)) : null,
      createdBy: by,
      createdAt: invite.createdAt.toISOString(),
      expiresAt: invite.expiresAt.toISOString(),
    })),
  };
}

/** Owner and staff: the link stops working at once. A used, expired or already revoked one answers 404. */
export async function revokeInvite(deps: AppDeps, userId: number, studioId: number, inviteId: number): Promise<void> {
  await requireStudio(deps.db, userId, studioId, "staff");
  const now = deps.now();
  const gone = await deps.db
    .update(studioInvites)
    .set({ revokedAt: now })
    .where(
      and(eq(studioInvites.id, inviteId), eq(studioInvites.studioId, studioId), isNull(studioInvites.usedAt), isNull(studioInvites.revokedAt), gt(studioInvites.expiresAt, now)),
    )
    .returning({ id: studioInvites.id });
  if (gone.length === 0) throw AppError.notFound(T.inviteNotOpen);
}

async function inviteByToken(deps: AppDeps, token: string): Promise<{ invite: InviteRow; studio: typeof studios.$inferSelect } | null> {
  if (!INVITE_TOKEN_PATTERN.test(token)) return null;
  const [row] = await deps.db
    .select({ invite: studioInvites, studio: studios })
    .from(studioInvites)
    .innerJoin(studios, eq(studios.id, studioInvites.studioId))
    .where(eq(studioInvites.tokenHash, hashToken(token)))
    .limit(1);
  return row ?? null;
}

/** What the invite page names before Join (product.md#r220): the studio, the role, and whether the link still works. */
export async function previewInvite(deps: AppDeps, token: string): Promise<InvitePreview> {
  const found = await inviteByToken(deps, token);
  if (!found) throw AppError.notFound(T.inviteNotFound);
  const { invite, studio } = found;
  return {
    studioName: studio.name,
    role: invite.role as InvitePreview["role"],
    state: stateOf(invite, studio.deletedAt !== null, deps.now()),
    expiresAt: invite.expiresAt.toISOString(),
  };
}

/** Joins the studio with the invite's role; the invite is used up in the same transaction. */
export async function acceptInvite(deps: AppDeps, user: { id: number; email: string }, token: string): Promise<Studio> {
  if (!INVITE_TOKEN_PATTERN.test(token)) throw AppError.notFound(T.inviteNotFound);
  return deps.db.transaction(async (tx) => {
    const now = deps.now();
    const [invite] = await tx
      .select()
      .from(studioInvites)
      .where(and(eq(studioInvites.tokenHash, hashToken(token)), isNull(studioInvites.usedAt), isNull(studioInvites.revokedAt), gt(studioInvites.expiresAt, now)))
      .limit(1)
      .for("update");
    if (!invite) throw AppError.notFound(T.inviteNotFound);
    if (invite.email && invite.email !== user.email.trim().toLowerCase()) throw new AppError(403, T.inviteOtherEmail);
    // The studio row first, as every writer of its memberships locks it.
    const [studio] = await tx.select().from(studios).where(and(eq(studios.id, invite.studioId), isNull(studios.deletedAt))).for("update");
    if (!studio) throw AppError.notFound(T.inviteNotFound);
    if (await studioRole(tx, user.id, studio.id)) throw AppError.conflict(T.alreadyMember);
    await tx.insert(studioMembers).values({ studioId: studio.id, userId: user.id, role: invite.role, createdAt: now });
    await tx.update(studioInvites).set({ usedAt: now, usedBy: user.id }).where(eq(studioInvites.id, invite.id));
    return studioDto(tx, studio, invite.role as StudioRole);
  });
}
