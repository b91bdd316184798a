/**
 * The glaze lab (product.md#r258–r264): the potter's own materials, recipes with their versions, mix logs, and the
 * test tiles a blend made. Part of the one Drizzle schema (server/db/schema.ts). A surface's recipe is `glazes.recipe_id`
 * (surfaces.ts); the version a piece or tile wore follows from when it was made (docs/decisions/0308-recipe-versions-worn.md).
 */
import { sql } from "drizzle-orm";
import { check, date, doublePrecision, index, integer, jsonb, pgTable, serial, text, uniqueIndex } from "drizzle-orm/pg-core";
import { holder, owner } from "./accounts";
import { textList, ts } from "./columns";
import { testTiles } from "./photos";
import { studios } from "./studios";

/** One line of a recipe as stored: the material's id ("default:<key>" or an own material's number) and its name then. */
export type StoredRecipeLine = { materialId: number | string; name: string; amount: number; addition: boolean };

/** A potter's own material, or their copy of a default one (copy_of "default:<key>"), which replaces it in their list. */
export const materials = pgTable(
  "materials",
  {
    id: serial("id").primaryKey(),
    userId: owner(),
    copyOf: text("copy_of"),
    name: text("name").notNull(),
    aliases: textList("aliases"),
    family: text("family"),
    /** Weight % per oxide. */
    analysis: jsonb("analysis").$type<Record<string, number>>().notNull().default({}),
    loi: doublePrecision("loi"),
    source: text("source"),
    formula: text("formula"),
    notes: text("notes"),
    createdAt: ts("created_at").notNull().defaultNow(),
    updatedAt: ts("updated_at").notNull().defaultNow(),
  },
  (t) => [
    index("materials_user_name_idx").on(t.userId, t.name),
    uniqueIndex("materials_user_copy_of_idx").on(t.userId, t.copyOf).where(sql`${t.copyOf} is not null`),
  ],
);

/**
 * A recipe with its current lines; every version's lines are in recipe_versions. A studio's recipe (`studio_id`, the
 * recipe a shelf surface carries) belongs to the studio and `user_id` only says who holds it, as for the shelf's
 * surfaces (docs/decisions/0325-studio-shelf-recipes-and-mix-logs.md).
 */
export const recipes = pgTable(
  "recipes",
  {
    id: serial("id").primaryKey(),
    userId: holder(),
    studioId: integer("studio_id").references(() => studios.id),
    name: text("name").notNull(),
    kind: text("kind").notNull(),
    cone: text("cone"),
    coneHigh: text("cone_high"),
    atmosphere: text("atmosphere"),
    surface: text("surface"),
    source: text("source"),
    notes: text("notes"),
    version: integer("version").notNull().default(1),
    lines: jsonb("lines").$type<StoredRecipeLine[]>().notNull().default([]),
    lineCount: integer("line_count").notNull().default(0),
    /** The recipe's photos, test tiles and buckets (product.md#r285), as every record's photos are kept. */
    imageUrls: textList("image_urls"),
    createdAt: ts("created_at").notNull().defaultNow(),
    updatedAt: ts("updated_at").notNull().defaultNow(),
  },
  // The list is newest change first per potter: one index walk, no per-row subquery.
  (t) => [
    index("recipes_user_updated_idx").on(t.userId, t.updatedAt.desc(), t.id.desc()),
    index("recipes_studio_idx").on(t.studioId),
    check("recipes_held", sql`${t.userId} is not null or ${t.studioId} is not null`),
  ],
);

/** Each version's lines, as they were when it was current (product.md#r260). */
export const recipeVersions = pgTable(
  "recipe_versions",
  {
    id: serial("id").primaryKey(),
    userId: holder(),
    recipeId: integer("recipe_id")
      .notNull()
      .references(() => recipes.id, { onDelete: "cascade" }),
    version: integer("version").notNull(),
    lines: jsonb("lines").$type<StoredRecipeLine[]>().notNull(),
    createdAt: ts("created_at").notNull().defaultNow(),
  },
  (t) => [uniqueIndex("recipe_versions_recipe_version_idx").on(t.recipeId, t.version), index("recipe_versions_user_idx").on(t.userId)],
);

/** A bucket mixed from a recipe (product.md#r263). */
export const recipeMixes = pgTable(
  "recipe_mixes",
  {
    id: serial("id").primaryKey(),
    /** Who logged it; a studio recipe's mix stays with the studio when they go (holder, as the recipe's). */
    userId: holder(),
    recipeId: integer("recipe_id")
      .notNull()
      .references(() => recipes.id, { onDelete: "cascade" }),
    version: integer("version").notNull(),
    mixedOn: date("mixed_on", { mode: "string" }).notNull(),
    batchTotal: doublePrecision("batch_total"),
    batchUnit: text("batch_unit"),
    water: doublePrecision("water"),
    waterUnit: text("water_unit"),
    specificGravity: doublePrecision("specific_gravity"),
    mixedBy: text("mixed_by"),
    notes: text("notes"),
    createdAt: ts("created_at").notNull().defaultNow(),
  },
  (t) => [index("recipe_mixes_recipe_idx").on(t.recipeId, t.mixedOn.desc(), t.id.desc()), index("recipe_mixes_user_idx").on(t.userId)],
);

/** A test tile made for a blend point: which recipe and version it wears (docs/decisions/0308-recipe-versions-worn.md). */
export const recipeTiles = pgTable(
  "recipe_tiles",
  {
    id: serial("id").primaryKey(),
    userId: owner(),
    recipeId: integer("recipe_id")
      .notNull()
      .references(() => recipes.id, { onDelete: "cascade" }),
    version: integer("version").notNull(),
    tileId: integer("tile_id")
      .notNull()
      .references(() => testTiles.id, { onDelete: "cascade" }),
  },
  (t) => [uniqueIndex("recipe_tiles_tile_idx").on(t.tileId), index("recipe_tiles_recipe_idx").on(t.recipeId), index("recipe_tiles_user_idx").on(t.userId)],
);

/**
 * A recipe's public link (product.md#r286, docs/decisions/0322-recipe-photos-and-share-link.md): at most one per
 * recipe, as a piece's. The token is the capability; revoking deletes the row, so the page and its photos answer 404
 * and the token is never reused.
 */
export const recipeShares = pgTable(
  "recipe_shares",
  {
    id: serial("id").primaryKey(),
    userId: owner(),
    recipeId: integer("recipe_id")
      .notNull()
      .references(() => recipes.id, { onDelete: "cascade" }),
    token: text("token").notNull(),
    createdAt: ts("created_at").notNull().defaultNow(),
  },
  (t) => [uniqueIndex("recipe_shares_recipe_idx").on(t.recipeId), uniqueIndex("recipe_shares_token_idx").on(t.token), index("recipe_shares_user_idx").on(t.userId)],
);
