/**
 * The privacy rule of community studios, in one place (docs/decisions/0230-community-studios.md). Every
 * studio-aware service asks here who may see or do what; nothing else decides it.
 *
 * - Outsiders: a studio, its kilns, firings, queue and members answer 404, the same as a studio that does not exist.
 * - Members: the studio, its kilns and schedule, their own requests; of another potter's piece only the request
 *   fields (toRequestView).
 * - Staff: the whole queue's request fields, running the studio's kilns and firings, inviting and removing members.
 * - Owner: everything, and the studio itself (fee rules, roles, deletion).
 *
 * Every check reads studio_members afresh, so removing a member ends their access with their next request.
 */
import { and, eq, sql, type SQL } from "drizzle-orm";
import type { AnyPgColumn } from "drizzle-orm/pg-core";
import { memberNameOf, roleAtLeast, type StudioRole } from "../../../contract/studios/rules";
import type { RequestView } from "../../../contract/studios/requests";
import { STUDIO_TEXTS as T } from "../../../contract/studios/texts";
import type { DbOrTx } from "../../db/client";
import { firingRequests, firings, glazes, kilns, studioMembers, studios } from "../../db/schema";
import { AppError } from "../../errors";

export type StudioRow = typeof studios.$inferSelect;

/** The caller's role in the studio, or null when they are not in it (or it does not exist). */
export async function studioRole(db: DbOrTx, userId: number, studioId: number): Promise<StudioRole | null> {
  const rows = await db
    .select({ role: studioMembers.role })
    .from(studioMembers)
    .where(and(eq(studioMembers.studioId, studioId), eq(studioMembers.userId, userId)))
    .limit(1);
  return (rows[0]?.role as StudioRole | undefined) ?? null;
}

/** A role too low for the action: the caller is in the studio, so a 404 would only mislead. */
export function roleRefused(need: StudioRole): AppError {
  return new AppError(403, need === "owner" ? T.ownerOnly : T.staffOnly);
}

export interface StudioAccess {
  studio: StudioRow;
  role: StudioRole;
}

/**
 * The studio and the caller's role, when the caller holds at least `need`; an outsider gets 404, a member asking for
 * a staff or owner action 403. `forUpdate` locks the studio row for the rest of the transaction, the order every
 * writer of a studio's memberships uses (studio first, then members), so two cannot deadlock.
 */
export async function requireStudio(
  db: DbOrTx,
  userId: number,
  studioId: number,
  need: StudioRole = "member",
  options: { forUpdate?: boolean } = {},
): Promise<StudioAccess> {
  const query = db
    .select({ studio: studios, role: studioMembers.role })
    .from(studios)
    .innerJoin(studioMembers, and(eq(studioMembers.studioId, studios.id), eq(studioMembers.userId, userId)))
    .where(eq(studios.id, studioId))
    .limit(1);
  const rows = options.forUpdate ? await query.for("update", { of: studios }) : await query;
  const found = rows[0];
  if (!found) throw AppError.notFound(T.studioNotFound);
  const role = found.role as StudioRole;
  if (!roleAtLeast(role, need)) throw roleRefused(need);
  return { studio: found.studio, role };
}

/**
 * The studio as a member sees it, or, for a potter who left it, was removed or whose studio was deleted, as a past
 * member sees it (role null): only their own fees stay readable (product.md#r222,
 * docs/decisions/0266-a-deleted-studio-keeps-its-history.md). Anyone who never sent a piece there gets 404.
 */
export async function requireStudioOrPast(db: DbOrTx, userId: number, studioId: number): Promise<{ studio: StudioRow; role: StudioRole | null }> {
  try {
    return await requireStudio(db, userId, studioId);
  } catch (error) {
    if (!(error instanceof AppError) || error.status !== 404) throw error;
    const rows = await db
      .select({ studio: studios })
      .from(studios)
      .where(and(eq(studios.id, studioId), sql`exists (select 1 from ${firingRequests} where ${firingRequests.studioId} = ${studios.id} and ${firingRequests.userId} = ${userId})`))
      .limit(1);
    if (!rows[0]) throw error;
    return { studio: rows[0].studio, role: null };
  }
}

/**
 * "Read" is seeing a kiln or firing (a studio's: every member); "run" is changing it (a studio's: owner and staff).
 * The potter's own (no studio) stays the owner's alone, exactly as common/owned.ts finds it.
 */
export type RecordNeed = "read" | "run";

async function studioRecord<T extends { userId: number | null; studioId: number | null }>(
  db: DbOrTx,
  userId: number,
  row: T | undefined,
  need: RecordNeed,
  notFound: string,
): Promise<T> {
  if (!row) throw AppError.notFound(notFound);
  if (row.studioId === null) {
    if (row.userId !== userId) throw AppError.notFound(notFound);
    return row;
  }
  const role = await studioRole(db, userId, row.studioId);
  if (!role) throw AppError.notFound(notFound);
  if (need === "run" && !roleAtLeast(role, "staff")) throw roleRefused("staff");
  return row;
}

/** A kiln the caller may read or run: their own, or their studio's (404 for anyone else, 403 for a member's change). */
export async function kilnFor(db: DbOrTx, userId: number, id: number, need: RecordNeed, notFound: string): Promise<typeof kilns.$inferSelect> {
  const rows = await db.select().from(kilns).where(eq(kilns.id, id)).limit(1);
  return studioRecord(db, userId, rows[0], need, notFound);
}

/** A firing the caller may read or run, as kilnFor; `forUpdate` locks it for the rest of the transaction. */
export async function firingFor(
  db: DbOrTx,
  userId: number,
  id: number,
  need: RecordNeed,
  notFound: string,
  options: { forUpdate?: boolean } = {},
): Promise<typeof firings.$inferSelect> {
  const query = db.select().from(firings).where(eq(firings.id, id)).limit(1);
  const rows = options.forUpdate ? await query.for("update") : await query;
  return studioRecord(db, userId, rows[0], need, notFound);
}

/**
 * A surface the caller may read (use on their layers and tiles) or run (edit, delete): their own, or their studio's
 * shelf (docs/decisions/0237-studio-glaze-shelf.md); 404 for anyone else, 403 for a member's change. `forUpdate`
 * locks it for the rest of the transaction.
 */
export async function glazeFor(
  db: DbOrTx,
  userId: number,
  id: number,
  need: RecordNeed,
  notFound: string,
  options: { forUpdate?: boolean } = {},
): Promise<typeof glazes.$inferSelect> {
  const query = db.select().from(glazes).where(eq(glazes.id, id)).limit(1);
  const rows = options.forUpdate ? await query.for("update") : await query;
  return studioRecord(db, userId, rows[0], need, notFound);
}

/**
 * glazeFor's "read" for the surfaces of a studio, as a condition on `glazes` for queries over many rows: a surface on
 * the shelf of a studio the caller is in now (any role); the caller is an id, or a column holding it (a row's owner). The caller's own surfaces (no studio) are `glazes.user_id` =
 * them, as common/owned.ts has it; a search that wants both asks for both. Read afresh with the query, so a member who
 * leaves stops matching the shelf with their next request (docs/decisions/0254-finding-pieces-by-studio-surfaces.md).
 */
export function onMyShelf(userId: number | AnyPgColumn): SQL {
  return sql`${glazes.studioId} in (select ${studioMembers.studioId} from ${studioMembers} where ${studioMembers.userId} = ${userId})`;
}

/** The studio's members now (any role), as a subquery of user ids: whose records a change to a studio record reaches. */
export function membersOf(studioId: number): SQL {
  return sql`(select ${studioMembers.userId} from ${studioMembers} where ${studioMembers.studioId} = ${studioId})`;
}

/** Every surface the caller may read, as a condition on `glazes`: their own (no studio) and their studios' shelves. */
export function readableGlaze(userId: number): SQL {
  return sql`((${glazes.studioId} is null and ${glazes.userId} = ${userId}) or ${onMyShelf(userId)})`;
}

/** The studios the caller is in: which studio records (a combination's studio layers) they may read. */
export async function myStudioIds(db: DbOrTx, userId: number): Promise<Set<number>> {
  const rows = await db.select({ studioId: studioMembers.studioId }).from(studioMembers).where(eq(studioMembers.userId, userId));
  return new Set(rows.map((r) => r.studioId));
}

type RequestRow = typeof firingRequests.$inferSelect;

/**
 * What anyone but the piece's owner may see of a piece in the studio's queue: the request fields, nothing else
 * (contract/studios/requests.ts). The piece's id opens nothing of another potter's; a firing's outcomes name it.
 */
export type { RequestView } from "../../../contract/studios/requests";

const num = (v: string | null) => (v === null ? null : Number(v));

/**
 * The only function that turns another potter's piece into an answer: it copies exactly the request fields, which
 * the request row holds (copied when the piece was sent), so no answer ever carries the piece's notes, location,
 * history, other pieces or the member's e-mail.
 */
export function toRequestView(row: RequestRow, memberFirstName: string, memberLastName = ""): RequestView {
  return {
    id: row.id,
    studioId: row.studioId,
    pieceId: row.pieceId,
    pieceCode: row.pieceCode,
    pieceName: row.pieceName,
    photoUrl: row.photoUrl,
    height: num(row.height),
    width: num(row.width),
    depth: num(row.depth),
    clayWeight: num(row.clayWeight),
    clayBody: row.clayBody,
    memberFirstName,
    memberName: memberNameOf(memberFirstName, memberLastName),
    kind: row.kind,
    targetCone: row.targetCone,
    notes: row.notes,
    fee: Number(row.fee),
    currency: row.currency,
    status: row.status as RequestView["status"],
    firingId: row.firingId,
    outcome: row.outcome,
    requestedAt: row.requestedAt.toISOString(),
  };
}
