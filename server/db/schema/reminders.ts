/** Reminders: settings, mutes, deliveries and push subscriptions. Part of the one Drizzle schema (server/db/schema.ts). */
import { boolean, index, integer, pgTable, serial, text, uniqueIndex } from "drizzle-orm/pg-core";
import { owner } from "./accounts";
import { ts } from "./columns";
import { pieces } from "./pieces";

/**
 * A potter's reminder settings (product.md#r170), one row per potter, created on first save. Thresholds are
 * days in a stage, null for off. next_digest_at is the next instant of daily_time in time_zone, so the daily job
 * reads the potters due now from one index.
 */
export const reminderSettings = pgTable(
  "reminder_settings",
  {
    id: serial("id").primaryKey(),
    userId: owner().unique(),
    // The defaults of product.md#r170 (contract/reminders/rules.ts DEFAULT_THRESHOLDS); null is off.
    formedDays: integer("formed_days").default(2),
    trimmedDays: integer("trimmed_days").default(10),
    bisquedDays: integer("bisqued_days").default(30),
    glazedDays: integer("glazed_days").default(14),
    emailEnabled: boolean("email_enabled").notNull().default(false),
    pushEnabled: boolean("push_enabled").notNull().default(false),
    dailyTime: text("daily_time").notNull().default("08:00"),
    timeZone: text("time_zone").notNull().default("UTC"),
    paused: boolean("paused").notNull().default(false),
    nextDigestAt: ts("next_digest_at").notNull(),
    updatedAt: ts("updated_at").notNull().defaultNow(),
  },
  (t) => [index("reminder_settings_next_digest_idx").on(t.nextDigestAt)],
);

/**
 * A snooze or a dismissal ('not a concern') of one reminder, by its key (one per piece and stage, see
 * contract/reminders/rules.ts). piece_id lets a deleted piece take its rows along.
 */
export const reminderMutes = pgTable(
  "reminder_mutes",
  {
    id: serial("id").primaryKey(),
    userId: owner(),
    key: text("key").notNull(),
    pieceId: integer("piece_id").references(() => pieces.id, { onDelete: "cascade" }),
    snoozedUntil: ts("snoozed_until"),
    dismissed: boolean("dismissed").notNull().default(false),
    createdAt: ts("created_at").notNull().defaultNow(),
  },
  (t) => [uniqueIndex("reminder_mutes_user_key_idx").on(t.userId, t.key)],
);

/**
 * What was delivered, once per reminder key and channel: the unique index is the guard that makes a restart or a
 * second server never send a reminder twice (a delivery is inserted in the transaction that sends it).
 */
export const reminderDeliveries = pgTable(
  "reminder_deliveries",
  {
    id: serial("id").primaryKey(),
    userId: owner(),
    key: text("key").notNull(),
    channel: text("channel").notNull(),
    pieceId: integer("piece_id").references(() => pieces.id, { onDelete: "cascade" }),
    deliveredAt: ts("delivered_at").notNull().defaultNow(),
  },
  (t) => [uniqueIndex("reminder_deliveries_user_key_channel_idx").on(t.userId, t.key, t.channel)],
);

/**
 * A browser's Web Push subscription (docs/decisions/0138-web-push.md): the endpoint is the push service's
 * address for that browser, unique; a browser subscribing for another potter moves it. Removed when the push service
 * answers 404 or 410.
 */
export const pushSubscriptions = pgTable(
  "push_subscriptions",
  {
    id: serial("id").primaryKey(),
    userId: owner(),
    endpoint: text("endpoint").notNull(),
    p256dh: text("p256dh").notNull(),
    auth: text("auth").notNull(),
    createdAt: ts("created_at").notNull().defaultNow(),
  },
  (t) => [uniqueIndex("push_subscriptions_endpoint_idx").on(t.endpoint), index("push_subscriptions_user_idx").on(t.userId)],
);
