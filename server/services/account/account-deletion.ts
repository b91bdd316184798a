/**
 * product.md#r15 account deletion: other areas' work first (billing cancels a card subscription), then every row of the
 * user in one transaction, table by table from the list of user-owned tables, then every stored photo.
 */
import { eq } from "drizzle-orm";
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
  const found = await deps.db.select().from(users).where(eq(users.id, userId)).limit(1);
  const user = found[0];
  if (!user) throw AppError.notFound();
  // A throw here (say, the card provider is down) keeps the account whole.
  await deps.accountDeletion.beforeDelete(user);

  const files = await deps.db.transaction(async (tx) => {
    // Every web and native login of the user ends with the account.
    await revokeAllSessions(tx, userId, deps.now());
    // The studios they run keep an owner and their kilns (decision 0230).
    await handOverStudios(tx, userId);
    const gone: { id: string }[] = [];
    for (const owned of USER_OWNED_TABLES) gone.push(...(await clearTable(tx, owned, userId)));
    await forgetAddress(tx, user.email);
    await tx.delete(users).where(eq(users.id, userId));
    return gone;
  });

  await removePhotoFiles(deps, files);
}
