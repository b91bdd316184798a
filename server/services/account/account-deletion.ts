/**
 * product.md#r15 account deletion: other areas' work first (billing cancels a card subscription), then every row of the
 * user in one transaction, table by table from the list of user-owned tables, then every stored photo. It is the only
 * way an account goes: "Delete account" and the retention purge of product.md#r13 (server/jobs/retention-purge.ts
 * only picks the ids) both come here, so both hand the studios over (docs/decisions/0268-one-way-to-delete-an-account.md).
 */
import { and, asc, eq, gt, lt, type SQL } from "drizzle-orm";
import type { AppDeps } from "../../context";
import type { Tx } from "../../db/client";
import { users } from "../../db/schema";
import { USER_OWNED_TABLES, type UserOwnedTable } from "../../db/user-owned-tables";
import { AppError } from "../../errors";
import { forgetAddress } from "../auth/auth-rate-limit";
import { removePhotoFiles } from "../photos/photos-refs";
import { revokeAllSessions } from "../../auth/sessions";
import { handOverStudios } from "../studios/studio-handover";

/** Removes (or unlinks) the user's rows of one table; answers the ids of stored files that must go too. */
async function clearTable(tx: Tx, owned: UserOwnedTable, userId: number): Promise<{ id: string }[]> {
  const mine = eq(owned.userId, userId);
  switch (owned.onAccountDeletion) {
    case "unlink":
      await tx.update(owned.table).set({ userId: null } as never).where(mine);
      return [];
    case "delete-with-files":
      // Explicitly, not by cascade, so the files can be found and removed once this commits.
      return (await tx.delete(owned.table).where(mine).returning({ id: owned.id })) as { id: string }[];
    case "delete":
      await tx.delete(owned.table).where(mine);
      return [];
  }
}

export async function deleteAccount(deps: AppDeps, userId: number): Promise<void> {
  if (!(await removeAccount(deps, userId))) throw AppError.notFound();
}

/** product.md#r13: canceled, and the retention date passed. */
const expiredAt = (now: Date): SQL => and(eq(users.accountStatus, "canceled"), lt(users.dataRetentionUntil, now))!;

/** The retention purge's next ids after `afterId`, in id order: accounts canceled and past their retention date. */
export async function expiredAccountIds(deps: AppDeps, afterId: number, limit: number): Promise<number[]> {
  const rows = await deps.db
    .select({ id: users.id })
    .from(users)
    .where(and(expiredAt(deps.now()), gt(users.id, afterId)))
    .orderBy(asc(users.id))
    .limit(limit);
  return rows.map((r) => r.id);
}

/**
 * The purge's deletion: the same as "Delete account", re-checked under the user row's lock, so an account that
 * subscribed again meanwhile (reactivated) is kept. Answers whether it went.
 */
export async function purgeExpiredAccount(deps: AppDeps, userId: number): Promise<boolean> {
  return removeAccount(deps, userId, expiredAt(deps.now()));
}

async function removeAccount(deps: AppDeps, userId: number, still?: SQL): Promise<boolean> {
  const found = await deps.db.select().from(users).where(and(eq(users.id, userId), still)).limit(1);
  const user = found[0];
  if (!user) return false;
  // A throw here (say, the card provider is down) keeps the account whole.
  await deps.accountDeletion.beforeDelete(user);

  const files = await deps.db.transaction(async (tx) => {
    const locked = await tx.select({ id: users.id }).from(users).where(and(eq(users.id, userId), still)).for("update");
    if (locked.length === 0) return null;
    // Every web and native login of the user ends with the account.
    await revokeAllSessions(tx, userId, deps.now());
    // The studios they run keep an owner, and every studio keeps the records they made (decisions 0230, 0265).
    await handOverStudios(tx, userId, deps.now());
    const gone: { id: string }[] = [];
    for (const owned of USER_OWNED_TABLES) gone.push(...(await clearTable(tx, owned, userId)));
    await forgetAddress(tx, user.email);
    await tx.delete(users).where(eq(users.id, userId));
    return gone;
  });
  if (files === null) return false;

  await removePhotoFiles(deps, files);
  return true;
}
