/** Accounts: users, their web sessions, native refresh tokens, password resets and promo codes. Part of the one Drizzle schema (server/db/schema.ts). */
import { sql } from "drizzle-orm";
import { boolean, index, integer, pgTable, serial, text, uniqueIndex } from "drizzle-orm/pg-core";
import { ts } from "./columns";

/** The owning potter: child tables carry user_id too, so ownership checks and account deletion need no join. */
export const owner = () =>
  integer("user_id")
    .notNull()
    .references(() => users.id, { onDelete: "cascade" });

/**
 * The potter who holds a record that may belong to a community studio (kilns, firings, surfaces): a studio's record
 * outlives whoever made it, so deleting the user never deletes it (docs/decisions/0265-studio-records-belong-to-the-studio.md).
 * The potter's own records (no studio) still go with the account, row by row (services/account/account-deletion.ts).
 */
export const holder = () => integer("user_id").references(() => users.id, { onDelete: "set null" });

export const users = pgTable(
  "users",
  {
    id: serial("id").primaryKey(),
    email: text("email").notNull(),
    username: text("username"),
    firstName: text("first_name").notNull(),
    lastName: text("last_name").notNull(),
    passwordHash: text("password_hash").notNull(),
    subscriptionTier: text("subscription_tier").notNull().default("free"),
    trialStartDate: ts("trial_start_date").notNull().defaultNow(),
    trialEndDate: ts("trial_end_date"),
    trialReminderShown: boolean("trial_reminder_shown").notNull().default(false),
    trialReminderLastShown: ts("trial_reminder_last_shown"),
    trialConversionType: text("trial_conversion_type"),
    accountStatus: text("account_status").notNull().default("active"),
    canceledAt: ts("canceled_at"),
    dataRetentionUntil: ts("data_retention_until"),
    usedPromoCode: text("used_promo_code"),
    promoCodeUsedAt: ts("promo_code_used_at"),
    paymentProvider: text("payment_provider").notNull().default("stripe"),
    stripeCustomerId: text("stripe_customer_id"),
    stripeSubscriptionId: text("stripe_subscription_id"),
    appleReceiptData: text("apple_receipt_data"),
    appleTransactionId: text("apple_transaction_id"),
    createdAt: ts("created_at").notNull().defaultNow(),
    updatedAt: ts("updated_at").notNull().defaultNow(),
  },
  (t) => [
    // product.md#r10: addresses compare case-insensitively; the unique index makes parallel sign-ups safe.
    uniqueIndex("users_email_lower_idx").on(sql`lower(${t.email})`),
    index("users_retention_idx").on(t.dataRetentionUntil),
    index("users_stripe_customer_idx").on(t.stripeCustomerId),
  ],
);

/** Web sessions (product.md#r9): the cookie holds a random token; only its hash is stored. */
export const sessions = pgTable(
  "sessions",
  {
    id: text("id").primaryKey(),
    userId: owner(),
    createdAt: ts("created_at").notNull().defaultNow(),
    expiresAt: ts("expires_at").notNull(),
    lastSeenAt: ts("last_seen_at").notNull().defaultNow(),
  },
  (t) => [index("sessions_user_idx").on(t.userId)],
);

/** Native refresh tokens (product.md#r9): single-use, rotating, grouped in families for reuse detection. */
export const refreshTokens = pgTable(
  "refresh_tokens",
  {
    id: serial("id").primaryKey(),
    userId: owner(),
    tokenHash: text("token_hash").notNull(),
    familyId: text("family_id").notNull(),
    createdAt: ts("created_at").notNull().defaultNow(),
    expiresAt: ts("expires_at").notNull(),
    usedAt: ts("used_at"),
    revokedAt: ts("revoked_at"),
    // The pair this token was spent for, sealed with a key only the token's holder can derive, so a repeat within a
    // few seconds gets the same pair (docs/decisions/0282-refresh-repeated-within-seconds.md).
    successorSealed: text("successor_sealed"),
  },
  (t) => [
    uniqueIndex("refresh_tokens_hash_idx").on(t.tokenHash),
    index("refresh_tokens_user_idx").on(t.userId),
    index("refresh_tokens_family_idx").on(t.familyId),
  ],
);

/** product.md#r44 Password reset; the token is stored hashed (product.md#r11). */
export const passwordResets = pgTable(
  "password_resets",
  {
    id: serial("id").primaryKey(),
    userId: owner(),
    email: text("email").notNull(),
    tokenHash: text("token_hash").notNull(),
    expiresAt: ts("expires_at").notNull(),
    usedAt: ts("used_at"),
    createdAt: ts("created_at").notNull().defaultNow(),
  },
  (t) => [uniqueIndex("password_resets_token_idx").on(t.tokenHash), index("password_resets_user_idx").on(t.userId)],
);

/** product.md#r44 Promo code (product.md#r14); codes are stored lower-case so they compare case-insensitively. */
export const promoCodes = pgTable("promo_codes", {
  id: serial("id").primaryKey(),
  code: text("code").notNull().unique(),
  freeDays: integer("free_days").notNull(),
  createdAt: ts("created_at").notNull().defaultNow(),
});
