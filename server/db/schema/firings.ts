/** Kilns, their maintenance log, firings and the pieces in them. Part of the one Drizzle schema (server/db/schema.ts). */
import { sql } from "drizzle-orm";
import { boolean, check, date, index, integer, jsonb, pgTable, serial, text, uniqueIndex } from "drizzle-orm/pg-core";
import { holder, owner } from "./accounts";
import { textList, ts } from "./columns";
import { pieces, stageHistory } from "./pieces";
import { studios } from "./studios";

/**
 * A studio's kiln or firing (docs/decisions/0230-community-studios.md); null: the potter's own. A studio is never
 * deleted as a row (it is marked deleted, docs/decisions/0266-a-deleted-studio-keeps-its-history.md), so members'
 * firing history stays.
 */
const studioOf = () => integer("studio_id").references(() => studios.id, { onDelete: "cascade" });

/** A potter's kilns (product.md#r122, docs/decisions/0120-firings.md). */
export const kilns = pgTable(
  "kilns",
  {
    id: serial("id").primaryKey(),
    userId: holder(),
    studioId: studioOf(),
    name: text("name").notNull(),
    type: text("type").notNull().default("Electric"),
    maxCone: text("max_cone"),
    shelves: integer("shelves"),
    notes: text("notes"),
    archived: boolean("archived").notNull().default(false),
    createdAt: ts("created_at").notNull().defaultNow(),
    updatedAt: ts("updated_at").notNull().defaultNow(),
  },
  (t) => [
    index("kilns_user_idx").on(t.userId),
    index("kilns_studio_idx").on(t.studioId),
    check("kilns_held", sql`${t.userId} is not null or ${t.studioId} is not null`),
  ],
);

/** A kiln's maintenance log: element, thermocouple and relay changes, and anything else. */
export const kilnMaintenance = pgTable(
  "kiln_maintenance",
  {
    id: serial("id").primaryKey(),
    // Null once a studio kiln's log outlives whoever wrote it (docs/decisions/0265-studio-records-belong-to-the-studio.md).
    userId: holder(),
    kilnId: integer("kiln_id")
      .notNull()
      .references(() => kilns.id, { onDelete: "cascade" }),
    kind: text("kind").notNull(),
    date: date("date", { mode: "string" }).notNull(),
    notes: text("notes"),
    createdAt: ts("created_at").notNull().defaultNow(),
  },
  (t) => [index("kiln_maintenance_kiln_idx").on(t.kilnId, t.date)],
);

/** A firing: planned → loading → firing → cooling → done (or canceled); peak temperature in °C. */
export const firings = pgTable(
  "firings",
  {
    id: serial("id").primaryKey(),
    userId: holder(),
    // The short code written on the pot or the tile (docs/decisions/0146-short-codes.md).
    code: text("code"),
    studioId: studioOf(),
    kilnId: integer("kiln_id").references(() => kilns.id, { onDelete: "set null" }),
    kind: text("kind").notNull(),
    targetCone: text("target_cone"),
    atmosphere: text("atmosphere"),
    status: text("status").notNull().default("planned"),
    plannedDate: date("planned_date", { mode: "string" }),
    startedAt: ts("started_at"),
    finishedAt: ts("finished_at"),
    schedule: text("schedule"),
    peakTemperatureC: integer("peak_temperature_c"),
    holdMinutes: integer("hold_minutes"),
    notes: text("notes"),
    imageUrls: textList("image_urls"),
    unloadLocation: text("unload_location"),
    // From the controller's temperature log (docs/decisions/0160-firing-traces.md): its length, and the log itself
    // downsampled to at most 500 [minutes, °C] points for the chart.
    durationMinutes: integer("duration_minutes"),
    trace: jsonb("trace").$type<{ points: [number, number][]; rows: number; sourceUnit: "C" | "F"; fileName: string }>(),
    // When the firing entered its status: a firing cooling for more than 24 hours is due for unloading
    // (product.md#r170).
    statusChangedAt: ts("status_changed_at").notNull().defaultNow(),
    createdAt: ts("created_at").notNull().defaultNow(),
    updatedAt: ts("updated_at").notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("firings_user_code_idx").on(t.userId, t.code),
    index("firings_user_created_idx").on(t.userId, t.createdAt.desc(), t.id.desc()),
    index("firings_kiln_idx").on(t.kilnId),
    index("firings_studio_created_idx").on(t.studioId, t.createdAt.desc(), t.id.desc()),
    check("firings_held", sql`${t.userId} is not null or ${t.studioId} is not null`),
  ],
);

/**
 * The pieces in a firing and what came out. stage_entry_id is the entry finishing added, so going back from done
 * removes exactly those (a piece that already had the stage gets none). in_open_firing is the firing's status
 * (planned or loading) copied onto each of its rows by a trigger, so a partial unique index keeps a piece in at most
 * one open firing (docs/decisions/0270-one-open-firing-per-piece.md).
 */
export const firingPieces = pgTable(
  "firing_pieces",
  {
    id: serial("id").primaryKey(),
    userId: owner(),
    firingId: integer("firing_id")
      .notNull()
      .references(() => firings.id, { onDelete: "cascade" }),
    pieceId: integer("piece_id")
      .notNull()
      .references(() => pieces.id, { onDelete: "cascade" }),
    position: text("position"),
    outcome: text("outcome").notNull().default("pending"),
    note: text("note"),
    stageEntryId: integer("stage_entry_id").references(() => stageHistory.id, { onDelete: "set null" }),
    inOpenFiring: boolean("in_open_firing").notNull().default(false),
    createdAt: ts("created_at").notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("firing_pieces_firing_piece_idx").on(t.firingId, t.pieceId),
    index("firing_pieces_piece_idx").on(t.pieceId),
    uniqueIndex("firing_pieces_open_piece_idx").on(t.pieceId).where(sql`in_open_firing`),
  ],
);
