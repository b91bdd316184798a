/** Surfaces: the glaze library, saved combos, the layers on pieces, and inspirations. Part of the one Drizzle schema (server/db/schema.ts). */
import { sql } from "drizzle-orm";
import { boolean, check, index, integer, jsonb, pgTable, serial, text, uniqueIndex } from "drizzle-orm/pg-core";
import { holder, owner } from "./accounts";
import { textList, ts } from "./columns";
import { pieces } from "./pieces";
import { studios } from "./studios";

/** product.md#r74 glazes: every surface treatment, and (product.md#r22) combination glazes as rows with isCombo. */
export const glazes = pgTable(
  "glazes",
  {
    id: serial("id").primaryKey(),
    userId: holder(),
    // The short code written on the pot or the tile (docs/decisions/0146-short-codes.md).
    code: text("code"),
    // The studio's glaze shelf (docs/decisions/0230-community-studios.md); null: the potter's own surface.
    studioId: integer("studio_id").references(() => studios.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    type: text("type").notNull().default("Glaze"),
    imageUrls: textList("image_urls"),
    color: text("color"),
    brand: text("brand"),
    description: text("description"),
    temperature: text("temperature"),
    firingAtmosphere: text("firing_atmosphere"),
    clayBodies: textList("clay_bodies"),
    finish: text("finish"),
    notes: text("notes"),
    autoNamed: boolean("auto_named").notNull().default(false),
    unnamedIndex: integer("unnamed_index"),
    isCombo: boolean("is_combo").notNull().default(false),
    baseLayerGlazeId: integer("base_layer_glaze_id"),
    topLayerGlazeId: integer("top_layer_glaze_id"),
    comboImageUrl: text("combo_image_url"),
    /**
     * The recipe in the bucket (product.md#r260); null: a commercial glaze, as before. A plain id here (the glaze
     * lab's schema imports this one's neighbours); its foreign key (ON DELETE SET NULL) is in a hand-written migration.
     */
    recipeId: integer("recipe_id"),
    createdAt: ts("created_at").notNull().defaultNow(),
    updatedAt: ts("updated_at").notNull().defaultNow(),
  },
  (t) => [
    index("glazes_recipe_idx").on(t.recipeId),
    uniqueIndex("glazes_user_code_idx").on(t.userId, t.code),
    index("glazes_user_name_idx").on(t.userId, t.name),
    index("glazes_base_layer_idx").on(t.baseLayerGlazeId),
    index("glazes_top_layer_idx").on(t.topLayerGlazeId),
    index("glazes_studio_idx").on(t.studioId),
    check("glazes_held", sql`${t.userId} is not null or ${t.studioId} is not null`),
  ],
);

/** product.md#r74 surface_combos: saved layer stacks. */
export const surfaceCombos = pgTable(
  "surface_combos",
  {
    id: serial("id").primaryKey(),
    userId: owner(),
    name: text("name").notNull(),
    temperature: text("temperature"),
    notes: text("notes"),
    imageUrls: textList("image_urls"),
    createdAt: ts("created_at").notNull().defaultNow(),
    updatedAt: ts("updated_at").notNull().defaultNow(),
  },
  (t) => [index("surface_combos_user_idx").on(t.userId, t.createdAt.desc())],
);

/** product.md#r74 surface_combo_layers: a snapshot, unaffected by later library edits. */
export const surfaceComboLayers = pgTable(
  "surface_combo_layers",
  {
    id: serial("id").primaryKey(),
    userId: owner(),
    comboId: integer("combo_id")
      .notNull()
      .references(() => surfaceCombos.id, { onDelete: "cascade" }),
    orderIndex: integer("order_index").notNull().default(0),
    type: text("type").notNull(),
    materialName: text("material_name"),
    placement: text("placement"),
    applicationMethod: text("application_method"),
    coats: integer("coats"),
    thickness: text("thickness"),
  },
  (t) => [index("surface_combo_layers_combo_idx").on(t.comboId, t.orderIndex), index("surface_combo_layers_user_idx").on(t.userId)],
);

/** product.md#r74 decoration_layers on a piece, in orderIndex order. */
export const decorationLayers = pgTable(
  "decoration_layers",
  {
    id: serial("id").primaryKey(),
    userId: owner(),
    pieceId: integer("piece_id")
      .notNull()
      .references(() => pieces.id, { onDelete: "cascade" }),
    glazeId: integer("glaze_id").references(() => glazes.id, { onDelete: "set null" }),
    type: text("type").notNull().default("Glaze"),
    placement: text("placement").notNull(),
    applicationMethod: text("application_method"),
    coats: integer("coats"),
    thickness: text("thickness"),
    temperature: text("temperature"),
    firingAtmosphere: text("firing_atmosphere"),
    notes: text("notes"),
    orderIndex: integer("order_index").notNull().default(0),
    comboId: integer("combo_id"),
    comboName: text("combo_name"),
    materialName: text("material_name"),
    createdAt: ts("created_at").notNull().defaultNow(),
  },
  (t) => [
    index("decoration_layers_piece_idx").on(t.pieceId, t.orderIndex),
    index("decoration_layers_user_idx").on(t.userId),
    index("decoration_layers_glaze_idx").on(t.glazeId),
  ],
);

/** product.md#r74 inspirations; sources are [{ text, url }]. */
export const inspirations = pgTable(
  "inspirations",
  {
    id: serial("id").primaryKey(),
    userId: owner(),
    name: text("name").notNull(),
    imageUrls: textList("image_urls"),
    sources: jsonb("sources").$type<{ text: string; url: string }[]>().notNull().default([]),
    tags: textList("tags"),
    notes: text("notes"),
    createdAt: ts("created_at").notNull().defaultNow(),
    updatedAt: ts("updated_at").notNull().defaultNow(),
  },
  (t) => [index("inspirations_user_created_idx").on(t.userId, t.createdAt.desc())],
);
