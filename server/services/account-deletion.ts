/**
 * D15 account deletion: every row of the user goes in one transaction, then every stored photo.
 * Sessions and refresh tokens are rows of the user, so deleting them revokes every web and native login.
 */
import { eq } from "drizzle-orm";
import type { AppDeps, UserRow } from "../context";
import { photos, processedPaymentEvents, users } from "../db/schema";
import { AppError } from "../errors";
import { removePhotoFiles } from "./photos-refs";
import { forgetAddress } from "./auth-rate-limit";

/**
 * Work that must happen before the rows go, e.g. canceling an active card subscription (billing pushes
 * its callback here at start-up). A callback that throws stops the deletion, so nobody is left paying
 * for an account that no longer exists.
 */
export type BeforeAccountDeletion = (deps: AppDeps, user: UserRow) => Promise<void>;
export const beforeAccountDeletion: BeforeAccountDeletion[] = [];

export async function deleteAccount(deps: AppDeps, userId: number): Promise<void> {
  const found = await deps.db.select().from(users).where(eq(users.id, userId)).limit(1);
  const user = found[0];
  if (!user) throw AppError.notFound();
  for (const callback of beforeAccountDeletion) await callback(deps, user);

  const photoRows = await deps.db.transaction(async (tx) => {
    // The photo rows go explicitly (not by cascade) so their files can be removed once this commits.
    const gone = await tx.delete(photos).where(eq(photos.userId, userId)).returning({ id: photos.id });
    // Payment events stay (so a redelivered webhook is still recognised) but no longer name the user.
    await tx.update(processedPaymentEvents).set({ userId: null }).where(eq(processedPaymentEvents.userId, userId));
    await forgetAddress(tx, user.email);
    // Every other table holds user_id with ON DELETE CASCADE (tests/api/account-deletion.api.test.ts checks them all).
    await tx.delete(users).where(eq(users.id, userId));
    return gone;
  });

  await removePhotoFiles(deps, photoRows);
}
