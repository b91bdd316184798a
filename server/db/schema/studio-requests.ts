/**
 * The studio's firing queue (docs/decisions/0230-community-studios.md): a member's piece sent to a bisque or glaze
 * firing. The row copies the request fields at request time (what the studio may know of the piece, and what its
 * ticket shows) and fixes the fee, so the queue never reads another potter's piece. Apart from studios.ts because it
 * names firings, and firings name studios. Part of the one Drizzle schema (server/db/schema.ts).
 */
import { sql } from "drizzle-orm";
import { boolean, index, integer, numeric, pgTable, serial, text, uniqueIndex } from "drizzle-orm/pg-core";
import { owner } from "./accounts";
import { ts } from "./columns";
import { firings } from "./firings";
import { pieces } from "./pieces";
import { studios } from "./studios";

export const firingRequests = pgTable(
  "firing_requests",
  {
    id: serial("id").primaryKey(),
    studioId: integer("studio_id")
      .notNull()
      .references(() => studios.id, { onDelete: "cascade" }),
    // The member who sent the piece, its owner.
    userId: owner(),
    pieceId: integer("piece_id")
      .notNull()
      .references(() => pieces.id, { onDelete: "cascade" }),
    kind: text("kind").notNull(),
    targetCone: text("target_cone"),
    // To the staff ("please fire on a cookie"); not the piece's own notes.
    notes: text("notes"),
    // A glaze request: the member confirmed the piece's layers are recorded.
    layersConfirmed: boolean("layers_confirmed").notNull().default(false),
    fee: numeric("fee", { precision: 10, scale: 2 }).notNull(),
    currency: text("currency").notNull(),
    status: text("status").notNull().default("requested"),
    firingId: integer("firing_id").references(() => firings.id, { onDelete: "set null" }),
    outcome: text("outcome"),
    // The request fields, copied when the piece is sent (the only fields of the piece the studio sees).
    pieceCode: text("piece_code"),
    pieceName: text("piece_name").notNull(),
    photoUrl: text("photo_url"),
    height: numeric("height", { precision: 8, scale: 2 }),
    width: numeric("width", { precision: 8, scale: 2 }),
    depth: numeric("depth", { precision: 8, scale: 2 }),
    clayWeight: numeric("clay_weight", { precision: 8, scale: 2 }),
    clayBody: text("clay_body").notNull(),
    requestedAt: ts("requested_at").notNull().defaultNow(),
    updatedAt: ts("updated_at").notNull().defaultNow(),
    // When the member was told the firing is done (Today, digest, push); null until then.
    firedAt: ts("fired_at"),
    seenAt: ts("seen_at"),
  },
  (t) => [
    // The staff's queue: a studio's open requests by kind and cone, oldest first, in one index range.
    index("firing_requests_queue_idx").on(t.studioId, t.status, t.kind, t.targetCone, t.requestedAt, t.id),
    index("firing_requests_user_idx").on(t.userId, t.requestedAt.desc()),
    index("firing_requests_firing_idx").on(t.firingId),
    // The month's fees statement: a studio's requests made in one month, whatever their status.
    index("firing_requests_studio_month_idx").on(t.studioId, t.requestedAt),
    // A piece is on one shelf at a time: one open request per piece.
    uniqueIndex("firing_requests_open_piece_idx").on(t.pieceId).where(sql`status in ('requested', 'loaded')`),
  ],
);
