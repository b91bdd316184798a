/**
 * Glaze materials bought and used (product.md#r291, docs/decisions/0326-material-stock.md): each purchase with its
 * weight as typed and its total in minor units, what a mix log used of each material (grams to the milligram), and
 * the level below which a material goes on the shopping list. Materials are keyed as recipe lines and prices name
 * them: "default:<key>" or an own material's number as text. Part of the one Drizzle schema (server/db/schema.ts).
 */
import { date, index, integer, numeric, pgTable, serial, text, uniqueIndex } from "drizzle-orm/pg-core";
import { owner } from "./accounts";
import { ts } from "./columns";
import { recipeMixes } from "./glaze-lab";

/** A purchase: quantity of quantity_unit for total_minor, on a calendar day, from a supplier. */
export const materialPurchases = pgTable(
  "material_purchases",
  {
    id: serial("id").primaryKey(),
    userId: owner(),
    materialId: text("material_id").notNull(),
    purchasedOn: date("purchased_on", { mode: "string" }).notNull(),
    quantity: numeric("quantity", { precision: 12, scale: 3 }).notNull(),
    quantityUnit: text("quantity_unit").notNull(),
    totalMinor: integer("total_minor").notNull(),
    supplier: text("supplier"),
    notes: text("notes"),
    createdAt: ts("created_at").notNull().defaultNow(),
  },
  (t) => [index("material_purchases_user_material_idx").on(t.userId, t.materialId, t.purchasedOn)],
);

/**
 * What a mix log used of a material, in grams rounded half up to the milligram. mix_id goes null when its recipe is
 * deleted (what was mixed stays used); deleting the mix log itself deletes these rows, giving the stock back.
 */
export const materialUsages = pgTable(
  "material_usages",
  {
    id: serial("id").primaryKey(),
    userId: owner(),
    mixId: integer("mix_id").references(() => recipeMixes.id, { onDelete: "set null" }),
    materialId: text("material_id").notNull(),
    usedOn: date("used_on", { mode: "string" }).notNull(),
    grams: numeric("grams", { precision: 14, scale: 3 }).notNull(),
    createdAt: ts("created_at").notNull().defaultNow(),
  },
  (t) => [index("material_usages_user_material_idx").on(t.userId, t.materialId), index("material_usages_mix_idx").on(t.mixId)],
);

/** The level a material's stock should not fall below, in the potter's unit; one per material. */
export const reorderLevels = pgTable(
  "reorder_levels",
  {
    id: serial("id").primaryKey(),
    userId: owner(),
    materialId: text("material_id").notNull(),
    level: numeric("level", { precision: 12, scale: 3 }).notNull(),
    levelUnit: text("level_unit").notNull(),
    createdAt: ts("created_at").notNull().defaultNow(),
    updatedAt: ts("updated_at").notNull().defaultNow(),
  },
  (t) => [uniqueIndex("reorder_levels_user_material_idx").on(t.userId, t.materialId)],
);
