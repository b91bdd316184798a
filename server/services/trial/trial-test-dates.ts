/**
 * Moves a user's trial dates, for the browser tests only (server/routes/trial-test-hooks.ts, answered only when the
 * test hooks are on): the e2e server locks its embedded database, so tests cannot write the dates themselves.
 */
import { sql } from "drizzle-orm";
import type { DbOrTx } from "../../db/client";
import { users } from "../../db/schema";
import { AppError } from "../../errors";

export interface TrialTestDates {
  trialEndDate?: string;
  trialStartDate?: string;
  trialReminderLastShown?: string | null;
}

/** Sets the given dates on the account with this address; 400 when none is given, 404 when no account has it. */
export async function setTrialDatesForTest(db: DbOrTx, email: string, dates: TrialTestDates): Promise<void> {
  const set: Partial<typeof users.$inferInsert> = {};
  if (dates.trialEndDate) set.trialEndDate = new Date(dates.trialEndDate);
  if (dates.trialStartDate) set.trialStartDate = new Date(dates.trialStartDate);
  if (dates.trialReminderLastShown !== undefined) {
    set.trialReminderLastShown = dates.trialReminderLastShown ? new Date(dates.trialReminderLastShown) : null;
  }
  if (Object.keys(set).length === 0) throw AppError.badRequest("Nothing to change");
  const rows = await db
    .update(users)
    .set(set)
    .where(sql`lower(${users.email}) = ${email.trim().toLowerCase()}`)
    .returning({ id: users.id });
  if (!rows[0]) throw AppError.notFound();
}
