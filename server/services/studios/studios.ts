/**
 * Studios themselves (docs/decisions/0230-community-studios.md): create (the creator becomes its owner), list the
 * caller's, read, change and delete. Who may do which goes through studio-access.ts.
 */
import { asc, count, eq, inArray } from "drizzle-orm";
import type { StudioRole } from "../../../contract/studios/rules";
import type { CreateStudioBody, Studio, UpdateStudioBody } from "../../../contract/studios/schemas";
import type { AppDeps } from "../../context";
import type { DbOrTx } from "../../db/client";
import { studioMembers, studios } from "../../db/schema";
import { requireStudio, type StudioRow } from "./studio-access";
import { closeStudio } from "./studio-records";

export function toStudioDto(row: StudioRow, role: StudioRole, memberCount: number): Studio {
  return {
    id: row.id,
    name: row.name,
    address: row.address,
    currency: row.currency,
    timeZone: row.timeZone,
    feeRules: row.feeRules,
    role,
    memberCount,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

async function memberCounts(db: DbOrTx, studioIds: number[]): Promise<Map<number, number>> {
  if (studioIds.length === 0) return new Map();
  const rows = await db
    .select({ studioId: studioMembers.studioId, n: count() })
    .from(studioMembers)
    .where(inArray(studioMembers.studioId, studioIds))
    .groupBy(studioMembers.studioId);
  return new Map(rows.map((r) => [r.studioId, Number(r.n)]));
}

export async function studioDto(db: DbOrTx, row: StudioRow, role: StudioRole): Promise<Studio> {
  return toStudioDto(row, role, (await memberCounts(db, [row.id])).get(row.id) ?? 0);
}

export async function listStudios(deps: AppDeps, userId: number): Promise<{ data: Studio[] }> {
  const rows = await deps.db
    .select({ studio: studios, role: studioMembers.role })
    .from(studioMembers)
    .innerJoin(studios, eq(studios.id, studioMembers.studioId))
    .where(eq(studioMembers.userId, userId))
    .orderBy(asc(studios.name), asc(studios.id));
  const counts = await memberCounts(deps.db, rows.map((r) => r.studio.id));
  return { data: rows.map((r) => toStudioDto(r.studio, r.role as StudioRole, counts.get(r.studio.id) ?? 0)) };
}

export async function createStudio(deps: AppDeps, userId: number, body: CreateStudioBody): Promise<Studio> {
  return deps.db.transaction(async (tx) => {
    const now = deps.now();
    const [row] = await tx
      .insert(studios)
      .values({
        name: body.name,
        address: body.address ?? null,
        currency: body.currency ?? "USD",
        timeZone: body.timeZone ?? "UTC",
        feeRules: body.feeRules ?? {},
        createdAt: now,
        updatedAt: now,
      })
      .returning();
    await tx.insert(studioMembers).values({ studioId: row!.id, userId, role: "owner", createdAt: now });
    return toStudioDto(row!, "owner", 1);
  });
}

export async function getStudio(deps: AppDeps, userId: number, id: number): Promise<Studio> {
  const { studio, role } = await requireStudio(deps.db, userId, id);
  return studioDto(deps.db, studio, role);
}

/**
 * The owner's: name, address, currency, time zone and fee rules (a fee already asked stays as it was fixed; a new
 * zone moves the months' boundaries of every statement, past ones too, as decision 0252 says).
 */
export async function updateStudio(deps: AppDeps, userId: number, id: number, body: UpdateStudioBody): Promise<Studio> {
  return deps.db.transaction(async (tx) => {
    // Staff set the fee rules and the studio's checks; the rest is the owner's (docs/decisions/0295-studio-fee-limits.md).
    const onlyFees = Object.entries(body).every(([key, value]) => key === "feeRules" || value === undefined);
    const { role } = await requireStudio(tx, userId, id, onlyFees ? "staff" : "owner", { forUpdate: true });
    const [row] = await tx
      .update(studios)
      .set({ name: body.name, address: body.address, currency: body.currency, timeZone: body.timeZone, feeRules: body.feeRules, updatedAt: deps.now() })
      .where(eq(studios.id, id))
      .returning();
    return studioDto(tx, row!, role);
  });
}

/**
 * The owner's: nobody is in the studio any more and its queue and invites stop; each member's pieces, firing history
 * and past fees stay theirs (docs/decisions/0266-a-deleted-studio-keeps-its-history.md).
 */
export async function deleteStudio(deps: AppDeps, userId: number, id: number): Promise<void> {
  await deps.db.transaction(async (tx) => {
    await requireStudio(tx, userId, id, "owner", { forUpdate: true });
    await closeStudio(tx, id, deps.now());
  });
}
