/**
 * Community studios (docs/decisions/0230-community-studios.md): the studio, its members with their roles, and its
 * invite links. A studio has no user_id: its owners are members with the role `owner`. A studio's kilns, firings and
 * surfaces carry `studio_id` (server/db/schema/firings.ts, surfaces.ts); the firing queue is in studio-requests.ts.
 * Part of the one Drizzle schema (server/db/schema.ts).
 */
import { index, integer, jsonb, pgTable, serial, text, uniqueIndex } from "drizzle-orm/pg-core";
import { owner, users } from "./accounts";
import { ts } from "./columns";

/** One kind's fee rule, amounts in the studio's currency (contract/studios/rules.ts computes the fee). */
export interface StoredFeeRule {
  perPiece?: number;
  perCubicInch?: number;
  perSquareInch?: number;
  perPound?: number;
  minimum?: number;
}
/** With the studio's two checks beside the rules (docs/decisions/0295-studio-fee-limits.md). */
export type StoredFeeRules = Partial<Record<"bisque" | "glaze", StoredFeeRule>> & { confirmAbove?: number; largestPiece?: number };

export const studios = pgTable("studios", {
  id: serial("id").primaryKey(),
  name: text("name").notNull(),
  address: text("address"),
  currency: text("currency").notNull().default("USD"),
  /** The IANA zone whose calendar months the fees statement counts (docs/decisions/0252-studio-time-zone.md). */
  timeZone: text("time_zone").notNull().default("UTC"),
  feeRules: jsonb("fee_rules").$type<StoredFeeRules>().notNull().default({}),
  /**
   * Set when the owner deletes the studio: the row stays so members' firing history keeps the studio's name
   * (docs/decisions/0266-a-deleted-studio-keeps-its-history.md); nobody is in it any more.
   */
  deletedAt: ts("deleted_at"),
  createdAt: ts("created_at").notNull().defaultNow(),
  updatedAt: ts("updated_at").notNull().defaultNow(),
});

/** A potter's place in a studio: owner, staff or member. Leaving or removal deletes the row; access ends with it. */
export const studioMembers = pgTable(
  "studio_members",
  {
    id: serial("id").primaryKey(),
    studioId: integer("studio_id")
      .notNull()
      .references(() => studios.id, { onDelete: "cascade" }),
    userId: owner(),
    role: text("role").notNull().default("member"),
    createdAt: ts("created_at").notNull().defaultNow(),
  },
  (t) => [uniqueIndex("studio_members_studio_user_idx").on(t.studioId, t.userId), index("studio_members_user_idx").on(t.userId)],
);

/** An invite link: only the token's SHA-256 is kept; single use, 7 days, optionally bound to one e-mail address. */
export const studioInvites = pgTable(
  "studio_invites",
  {
    id: serial("id").primaryKey(),
    studioId: integer("studio_id")
      .notNull()
      .references(() => studios.id, { onDelete: "cascade" }),
    tokenHash: text("token_hash").notNull(),
    // The token is an HMAC of this under the server's token secret, so owner and staff can copy an open link again
    // while the table alone gives nothing away (docs/decisions/0267-studio-invites-listed-and-revoked.md).
    tokenNonce: text("token_nonce"),
    role: text("role").notNull().default("member"),
    email: text("email"),
    createdBy: integer("created_by").references(() => users.id, { onDelete: "set null" }),
    expiresAt: ts("expires_at").notNull(),
    usedAt: ts("used_at"),
    usedBy: integer("used_by").references(() => users.id, { onDelete: "set null" }),
    // Revoked by staff, or void because its maker left the studio (docs/decisions/0267-studio-invites-listed-and-revoked.md).
    revokedAt: ts("revoked_at"),
    createdAt: ts("created_at").notNull().defaultNow(),
  },
  (t) => [uniqueIndex("studio_invites_token_idx").on(t.tokenHash), index("studio_invites_studio_idx").on(t.studioId)],
);
