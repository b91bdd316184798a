/** A potter's own setup: preferences and the places in their studio. Part of the one Drizzle schema (server/db/schema.ts). */
import { boolean, index, integer, pgTable, serial, text } from "drizzle-orm/pg-core";
import { owner } from "./accounts";
import { textList, ts } from "./columns";

/** product.md#r44 User preferences, one per user. Lists hold display strings ('name · brand'). */
export const userPreferences = pgTable("user_preferences", {
  id: serial("id").primaryKey(),
  userId: owner().unique(),
  defaultClayBody: text("default_clay_body"),
  clayBodies: textList("clay_bodies"),
  firingMethods: textList("firing_methods"),
  studioLocations: textList("studio_locations"),
  defaultFormingMethod: text("default_forming_method"),
  defaultFiringCone: text("default_firing_cone"),
  firingCones: textList("firing_cones"),
  defaultFiringAtmosphere: text("default_firing_atmosphere"),
  firingAtmospheres: textList("firing_atmospheres"),
  showAllOptions: boolean("show_all_options").notNull().default(false),
  theme: text("theme").notNull().default("system"),
  // The currency of the potter's prices, costs and sales (product.md#r268, docs/decisions/0312-money-in-minor-units.md).
  currency: text("currency").notNull().default("USD"),
  // The markup a suggested price multiplies a piece's cost by, in hundredths: 250 is × 2.5 (product.md#r293).
  markupHundredths: integer("markup_hundredths").notNull().default(250),
  createdAt: ts("created_at").notNull().defaultNow(),
  updatedAt: ts("updated_at").notNull().defaultNow(),
});

/** product.md#r44 and product.md#r74: kept for completeness; product.md#r21 puts the live list in preferences.studioLocations. */
export const customStudioLocations = pgTable(
  "custom_studio_locations",
  {
    id: serial("id").primaryKey(),
    userId: owner(),
    name: text("name").notNull(),
    description: text("description"),
    createdAt: ts("created_at").notNull().defaultNow(),
  },
  (t) => [index("custom_studio_locations_user_idx").on(t.userId)],
);

export const studioLocations = pgTable(
  "studio_locations",
  {
    id: serial("id").primaryKey(),
    userId: owner(),
    name: text("name").notNull(),
    description: text("description"),
  },
  (t) => [index("studio_locations_user_idx").on(t.userId)],
);
