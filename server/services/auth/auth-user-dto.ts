import type { User } from "../../../contract/auth/schemas";
import type { UserRow } from "../../context";

const iso = (d: Date | null) => (d ? d.toISOString() : null);

/** The user as clients see it: never the password hash or payment-provider internals. */
export function toUserDto(row: UserRow): User {
  return {
    id: row.id,
    email: row.email,
    username: row.username,
    firstName: row.firstName,
    lastName: row.lastName,
    subscriptionTier: row.subscriptionTier as User["subscriptionTier"],
    trialStartDate: iso(row.trialStartDate),
    trialEndDate: iso(row.trialEndDate),
    trialReminderShown: row.trialReminderShown,
    trialReminderLastShown: iso(row.trialReminderLastShown),
    trialConversionType: row.trialConversionType,
    accountStatus: row.accountStatus,
    canceledAt: iso(row.canceledAt),
    dataRetentionUntil: iso(row.dataRetentionUntil),
    usedPromoCode: row.usedPromoCode,
    promoCodeUsedAt: iso(row.promoCodeUsedAt),
    paymentProvider: row.paymentProvider === "apple" ? "apple" : "stripe",
    createdAt: row.createdAt.toISOString(),
  };
}
