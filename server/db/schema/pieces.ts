/** Pieces, their totals per stage, their parts and their stage history. Part of the one Drizzle schema (server/db/schema.ts). */
import { sql } from "drizzle-orm";
import { boolean, index, integer, numeric, pgTable, serial, text, uniqueIndex } from "drizzle-orm/pg-core";
import { owner } from "./accounts";
import { intList, textList, ts, tsvector } from "./columns";

/** product.md#r74 pieces. Sizes are numeric(8,2), inches; weight lbs. */
export const pieces = pgTable(
  "pieces",
  {
    id: serial("id").primaryKey(),
    userId: owner(),
    // The short code written on the pot or the tile (docs/decisions/0146-short-codes.md).
    code: text("code"),
    name: text("name").notNull(),
    type: text("type").notNull(),
    clayBody: text("clay_body").notNull(),
    imageUrls: textList("image_urls"),
    isMultiPart: boolean("is_multi_part").notNull().default(false),
    studioLocation: text("studio_location"),
    status: text("status").notNull().default("In Progress"),
    currentPhase: text("current_phase").notNull().default("wedge"),
    glazeIds: intList("glaze_ids"),
    inspirationIds: intList("inspiration_ids"),
    tags: textList("tags"),
    notes: text("notes"),
    surfaceTreatmentNotes: text("surface_treatment_notes"),
    clayWeight: numeric("clay_weight", { precision: 8, scale: 2 }),
    height: numeric("height", { precision: 8, scale: 2 }),
    width: numeric("width", { precision: 8, scale: 2 }),
    depth: numeric("depth", { precision: 8, scale: 2 }),
    firingMethod: text("firing_method"),
    decoratingTechniques: textList("decorating_techniques"),
    createdAt: ts("created_at").notNull().defaultNow(),
    updatedAt: ts("updated_at").notNull().defaultNow(),
    /**
     * product.md#r79 kept on the row (docs/decisions/0108-stored-current-stage.md): the board stage and the shown
     * location, rewritten by refreshCurrentStage in the transaction of every change that can move them. Null only
     * inside the transaction that creates the piece, before it is counted in piece_stage_counts.
     */
    currentStage: text("current_stage"),
    currentLocation: text("current_location"),
    /**
     * When the piece entered its current stage: the date of the entry that gives current_stage, else created_at
     * (docs/decisions/0135-reminder-rules.md). Kept by refreshCurrentStage with the stage.
     */
    currentStageSince: ts("current_stage_since"),
    /**
     * How the piece ended when it did not reach Finished (product.md#r180, docs/decisions/0200-piece-fate.md):
     * 'lost' or 'reclaimed', null while in the making. The stage it was at then (fate_stage) is kept apart from
     * current_stage, which stays what the stage history gives. A piece with a fate is in no stage total, and the
     * list's, What's waiting's and the reminders' indexes hold only pieces without one.
     */
    fate: text("fate"),
    fateCause: text("fate_cause"),
    fateNote: text("fate_note"),
    fateAt: ts("fate_at"),
    fateStage: text("fate_stage"),
    /** The firing whose loss outcome set the fate; a plain id (the firings schema imports this one). */
    fateFiringId: integer("fate_firing_id"),
    /**
     * The piece's own words for search (product.md#r127), kept by PostgreSQL itself. 'simple' keeps glaze names as typed
     * (no stemming of "celadon" or "tenmoku"); arrays, stage notes and layers are in search_text, which triggers keep
     * (their text functions are not immutable, so they cannot be part of a generated column).
     */
    /**
     * Everything a search word can be found in, lower-case, one text (docs/decisions/0149-search-text.md):
     * the piece's own texts, its stage notes and its layers' material names. Kept by PostgreSQL itself, by the
     * triggers of migration 0017, so no write path can leave it stale; read only by the search's SQL.
     */
    searchText: text("search_text"),
    searchVector: tsvector("search_vector").generatedAlwaysAs(
      sql`to_tsvector('simple'::regconfig, coalesce(name, '') || ' ' || coalesce(clay_body, '') || ' ' || coalesce(notes, '') || ' ' || coalesce(surface_treatment_notes, ''))`,
    ),
  },
  (t) => [
    uniqueIndex("pieces_user_code_idx").on(t.userId, t.code),
    // Search (docs/decisions/0145-piece-search.md): words by the GIN full-text index, parts of words by pg_trgm on the
    // name.
    index("pieces_search_idx").using("gin", t.searchVector),
    index("pieces_name_trgm_idx").using("gin", sql`lower(${t.name}) gin_trgm_ops`),
    // Every field at once (docs/decisions/0149-search-text.md), and a code from its start as typed without dashes.
    index("pieces_search_text_trgm_idx").using("gin", sql`${t.searchText} gin_trgm_ops`),
    index("pieces_user_code_compact_idx").on(t.userId, sql`replace(${t.code}, '-', '') text_pattern_ops`),
    // The list is newest first per user (product.md#r19); the page is cut from this index alone.
    index("pieces_user_created_idx").on(t.userId, t.createdAt.desc(), t.id.desc()).where(sql`${t.fate} is null`),
    // The Lost & reclaimed list (product.md#r180), newest first.
    index("pieces_user_ended_idx").on(t.userId, t.createdAt.desc(), t.id.desc()).where(sql`${t.fate} is not null`),
    // Reminders (product.md#r170): a potter's pieces in one stage, oldest first, as one range per stage.
    index("pieces_user_stage_since_idx").on(t.userId, t.currentStage, t.currentStageSince).where(sql`${t.fate} is null`),
    // One stage's pages of the list (docs/decisions/0133-stage-totals.md), newest first, cut from this index like the
    // whole list.
    index("pieces_user_stage_created_idx").on(t.userId, t.currentStage, t.createdAt.desc(), t.id.desc()).where(sql`${t.fate} is null`),
  ],
);

/**
 * Each potter's number of pieces per current stage (docs/decisions/0108-stored-current-stage.md), kept in the same
 * transactions as pieces.current_stage, so the list answers its totals without counting the studio.
 */
export const pieceStageCounts = pgTable(
  "piece_stage_counts",
  {
    id: serial("id").primaryKey(),
    userId: owner(),
    stage: text("stage").notNull(),
    count: integer("count").notNull().default(0),
  },
  (t) => [uniqueIndex("piece_stage_counts_user_stage_idx").on(t.userId, t.stage)],
);

/** product.md#r74 parts of a multi-part piece. */
export const parts = pgTable(
  "parts",
  {
    id: serial("id").primaryKey(),
    userId: owner(),
    pieceId: integer("piece_id")
      .notNull()
      .references(() => pieces.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    status: text("status").notNull().default("Not Started"),
    currentPhase: text("current_phase"),
    notes: text("notes"),
  },
  (t) => [index("parts_piece_idx").on(t.pieceId), index("parts_user_idx").on(t.userId)],
);

/** product.md#r74 stage_history. */
export const stageHistory = pgTable(
  "stage_history",
  {
    id: serial("id").primaryKey(),
    userId: owner(),
    pieceId: integer("piece_id")
      .notNull()
      .references(() => pieces.id, { onDelete: "cascade" }),
    stage: text("stage").notNull(),
    date: ts("date").notNull().defaultNow(),
    location: text("location").notNull(),
    notes: text("notes"),
    createdAt: ts("created_at").notNull().defaultNow(),
  },
  (t) => [
    index("stage_history_piece_idx").on(t.pieceId),
    index("stage_history_user_date_idx").on(t.userId, t.date.desc()),
  ],
);
