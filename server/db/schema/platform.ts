/** What the server itself keeps: rate limits, payment events applied, idempotency keys, job locks. Part of the one Drizzle schema (server/db/schema.ts). */
import { index, integer, jsonb, pgTable, serial, text, uniqueIndex } from "drizzle-orm/pg-core";
import { owner, users } from "./accounts";
import { ts } from "./columns";

/** product.md#r4, product.md#r11: fixed-window counters shared by every server instance. */
export const rateLimits = pgTable("rate_limits", {
  key: text("key").primaryKey(),
  count: integer("count").notNull().default(0),
  resetAt: ts("reset_at").notNull(),
});

/** Stripe events, Apple transactions and notifications already applied (applied once each). */
export const processedPaymentEvents = pgTable("processed_payment_events", {
  id: text("id").primaryKey(),
  provider: text("provider").notNull(),
  type: text("type"),
  userId: integer("user_id").references(() => users.id, { onDelete: "set null" }),
  createdAt: ts("created_at").notNull().defaultNow(),
});

/**
 * Exactly-once writes (docs/decisions/0112-idempotency-keys.md): one row per (user, Idempotency-Key).
 * A row without a status is a claim still running; a row with one holds the answer a retry gets back.
 */
export const idempotencyKeys = pgTable(
  "idempotency_keys",
  {
    id: serial("id").primaryKey(),
    userId: owner(),
    key: text("key").notNull(),
    /** SHA-256 (hex) of method, path and body bytes: the same key with another request is refused. */
    requestHash: text("request_hash").notNull(),
    /** Who holds the claim now; storing or releasing checks it, so a stale claim taken over is not overwritten. */
    claimToken: text("claim_token").notNull(),
    /** A running claim older than this may be taken over by a retry (the server died between change and answer). */
    lockedUntil: ts("locked_until").notNull(),
    status: integer("status"),
    contentType: text("content_type"),
    body: text("body"),
    /** Other answer headers worth replaying, as name → value. */
    headers: jsonb("headers").$type<Record<string, string>>(),
    createdAt: ts("created_at").notNull(),
  },
  (t) => [uniqueIndex("idempotency_keys_user_key").on(t.userId, t.key), index("idempotency_keys_created_at").on(t.createdAt)],
);

