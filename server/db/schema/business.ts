/**
 * The potter's business (product.md#r268–r275): prices where the potter buys, a piece's price and sale status,
 * sales and their returns, market days. Every amount is an integer in the currency's minor unit (`*_minor`), never a
 * float (docs/decisions/0312-money-in-minor-units.md). Part of the one Drizzle schema (server/db/schema.ts).
 */
import { sql } from "drizzle-orm";
import { date, index, integer, jsonb, numeric, pgTable, serial, text, uniqueIndex } from "drizzle-orm/pg-core";
import { owner } from "./accounts";
import { ts } from "./columns";
import { kilns } from "./firings";
import { pieces } from "./pieces";
import { decorationLayers, glazes } from "./surfaces";

/** A clay body's bag price, keyed by the clay body as pieces write it. */
export const clayPrices = pgTable(
  "clay_prices",
  {
    id: serial("id").primaryKey(),
    userId: owner(),
    clayBody: text("clay_body").notNull(),
    bagPriceMinor: integer("bag_price_minor").notNull(),
    bagWeight: numeric("bag_weight", { precision: 10, scale: 3 }).notNull(),
    weightUnit: text("weight_unit").notNull(),
    notes: text("notes"),
    createdAt: ts("created_at").notNull().defaultNow(),
    updatedAt: ts("updated_at").notNull().defaultNow(),
  },
  (t) => [uniqueIndex("clay_prices_user_body_idx").on(t.userId, t.clayBody)],
);

/** A commercial glaze's jar price, attached to a surface of the library (one price per surface). */
export const glazePrices = pgTable(
  "glaze_prices",
  {
    id: serial("id").primaryKey(),
    userId: owner(),
    glazeId: integer("glaze_id").references(() => glazes.id, { onDelete: "set null" }),
    name: text("name").notNull(),
    jarPriceMinor: integer("jar_price_minor").notNull(),
    jarWeight: numeric("jar_weight", { precision: 10, scale: 3 }).notNull(),
    weightUnit: text("weight_unit").notNull(),
    notes: text("notes"),
    createdAt: ts("created_at").notNull().defaultNow(),
    updatedAt: ts("updated_at").notNull().defaultNow(),
  },
  (t) => [uniqueIndex("glaze_prices_user_glaze_idx").on(t.userId, t.glazeId).where(sql`glaze_id is not null`)],
);

/**
 * A glaze material's price (product.md#r280): price_minor buys weight of weight_unit of the material, "default:<key>"
 * or an own material's number as text, as recipe lines name it. One price per material.
 */
export const materialPrices = pgTable(
  "material_prices",
  {
    id: serial("id").primaryKey(),
    userId: owner(),
    materialId: text("material_id").notNull(),
    priceMinor: integer("price_minor").notNull(),
    weight: numeric("weight", { precision: 10, scale: 3 }).notNull(),
    weightUnit: text("weight_unit").notNull(),
    notes: text("notes"),
    createdAt: ts("created_at").notNull().defaultNow(),
    updatedAt: ts("updated_at").notNull().defaultNow(),
  },
  (t) => [uniqueIndex("material_prices_user_material_idx").on(t.userId, t.materialId)],
);

/** Other supplies; per_piece_minor, when set, is part of every piece's cost. */
export const supplies = pgTable(
  "supplies",
  {
    id: serial("id").primaryKey(),
    userId: owner(),
    name: text("name").notNull(),
    priceMinor: integer("price_minor").notNull(),
    perPieceMinor: integer("per_piece_minor"),
    notes: text("notes"),
    createdAt: ts("created_at").notNull().defaultNow(),
    updatedAt: ts("updated_at").notNull().defaultNow(),
  },
  (t) => [index("supplies_user_idx").on(t.userId)],
);

/** The cost of one firing of the potter's own kiln, shared over the pieces in it. */
export const kilnCosts = pgTable(
  "kiln_costs",
  {
    id: serial("id").primaryKey(),
    userId: owner(),
    kilnId: integer("kiln_id")
      .notNull()
      .references(() => kilns.id, { onDelete: "cascade" }),
    perFiringMinor: integer("per_firing_minor").notNull(),
    notes: text("notes"),
    createdAt: ts("created_at").notNull().defaultNow(),
    updatedAt: ts("updated_at").notNull().defaultNow(),
  },
  (t) => [uniqueIndex("kiln_costs_kiln_idx").on(t.kilnId)],
);

/**
 * A piece's selling side: its price, sale status, place and what its cost counts. A piece without a row is
 * available, at home, with no price. sale_id is the sale that sold it while it is sold.
 */
export const pieceSelling = pgTable(
  "piece_selling",
  {
    id: serial("id").primaryKey(),
    userId: owner(),
    pieceId: integer("piece_id")
      .notNull()
      .references(() => pieces.id, { onDelete: "cascade" }),
    priceMinor: integer("price_minor"),
    status: text("status").notNull().default("available"),
    place: text("place").notNull().default("home"),
    shop: text("shop"),
    commission: text("commission"),
    // What the piece is ("Mug") as the potter says; null: the word found in its name (contract/business/rules.ts).
    form: text("form"),
    otherCosts: jsonb("other_costs").$type<{ description: string; amountMinor: number }[]>().notNull().default([]),
    saleId: integer("sale_id"),
    updatedAt: ts("updated_at").notNull().defaultNow(),
  },
  (t) => [uniqueIndex("piece_selling_piece_idx").on(t.pieceId), index("piece_selling_user_status_idx").on(t.userId, t.status)],
);

/** Grams of glaze a layer used, when the potter said; a layer without a row uses DEFAULT_LAYER_GRAMS. */
export const layerGrams = pgTable(
  "layer_grams",
  {
    id: serial("id").primaryKey(),
    userId: owner(),
    layerId: integer("layer_id")
      .notNull()
      .references(() => decorationLayers.id, { onDelete: "cascade" }),
    grams: integer("grams").notNull(),
  },
  (t) => [uniqueIndex("layer_grams_layer_idx").on(t.layerId)],
);

/** A market day, a fair or any event the potter sells at. */
export const marketEvents = pgTable(
  "market_events",
  {
    id: serial("id").primaryKey(),
    userId: owner(),
    name: text("name").notNull(),
    date: date("date", { mode: "string" }).notNull(),
    place: text("place"),
    boothFeeMinor: integer("booth_fee_minor"),
    notes: text("notes"),
    createdAt: ts("created_at").notNull().defaultNow(),
    updatedAt: ts("updated_at").notNull().defaultNow(),
  },
  (t) => [index("market_events_user_date_idx").on(t.userId, t.date)],
);

/**
 * The potter's secret calendar link of their market days (docs/decisions/0328-market-days-calendar-link.md): one per
 * potter. The token is an HMAC of the nonce under the server's token secret, so the potter can copy the link again,
 * and only its SHA-256 is looked up; a new link replaces the nonce and the hash, and turning it off deletes the row.
 */
export const eventFeeds = pgTable(
  "event_feeds",
  {
    id: serial("id").primaryKey(),
    userId: owner(),
    tokenHash: text("token_hash").notNull(),
    tokenNonce: text("token_nonce").notNull(),
    createdAt: ts("created_at").notNull().defaultNow(),
  },
  (t) => [uniqueIndex("event_feeds_user_idx").on(t.userId), uniqueIndex("event_feeds_token_idx").on(t.tokenHash)],
);

/** The pieces packed for a market day. */
export const eventPieces = pgTable(
  "event_pieces",
  {
    id: serial("id").primaryKey(),
    userId: owner(),
    eventId: integer("event_id")
      .notNull()
      .references(() => marketEvents.id, { onDelete: "cascade" }),
    pieceId: integer("piece_id")
      .notNull()
      .references(() => pieces.id, { onDelete: "cascade" }),
    createdAt: ts("created_at").notNull().defaultNow(),
  },
  (t) => [uniqueIndex("event_pieces_event_piece_idx").on(t.eventId, t.pieceId), index("event_pieces_piece_idx").on(t.pieceId)],
);

/** A sale: its day (a calendar day, product.md#r231), where, and the sale-wide amounts. */
export const sales = pgTable(
  "sales",
  {
    id: serial("id").primaryKey(),
    userId: owner(),
    date: date("date", { mode: "string" }).notNull(),
    channel: text("channel").notNull(),
    venue: text("venue"),
    eventId: integer("event_id").references(() => marketEvents.id, { onDelete: "set null" }),
    discountMinor: integer("discount_minor").notNull().default(0),
    feeMinor: integer("fee_minor").notNull().default(0),
    taxMinor: integer("tax_minor").notNull().default(0),
    paymentMethod: text("payment_method"),
    buyer: text("buyer"),
    notes: text("notes"),
    createdAt: ts("created_at").notNull().defaultNow(),
  },
  (t) => [index("sales_user_date_idx").on(t.userId, t.date, t.id), index("sales_event_idx").on(t.eventId)],
);

/** A return or refund of some of a sale's pieces, with its reason. */
export const saleReturns = pgTable(
  "sale_returns",
  {
    id: serial("id").primaryKey(),
    userId: owner(),
    saleId: integer("sale_id")
      .notNull()
      .references(() => sales.id, { onDelete: "cascade" }),
    date: date("date", { mode: "string" }).notNull(),
    reason: text("reason").notNull().default(""),
    refundMinor: integer("refund_minor").notNull(),
    createdAt: ts("created_at").notNull().defaultNow(),
  },
  (t) => [index("sale_returns_sale_idx").on(t.saleId)],
);

/**
 * A piece in a sale, with what it was then (name, code, form) and its price, discount share and cost when it sold, so
 * the numbers never move with later edits. The sale's day and channel are copied for the report's aggregates, which
 * read this one table by (user, day). At most one item per piece is not returned: the database refuses a piece
 * sold twice, whatever the race (docs/decisions/0314-sales-and-returns.md).
 */
export const saleItems = pgTable(
  "sale_items",
  {
    id: serial("id").primaryKey(),
    userId: owner(),
    saleId: integer("sale_id")
      .notNull()
      .references(() => sales.id, { onDelete: "cascade" }),
    pieceId: integer("piece_id").references(() => pieces.id, { onDelete: "set null" }),
    pieceName: text("piece_name").notNull(),
    pieceCode: text("piece_code"),
    form: text("form").notNull(),
    date: date("date", { mode: "string" }).notNull(),
    channel: text("channel").notNull(),
    venue: text("venue"),
    priceMinor: integer("price_minor").notNull(),
    discountMinor: integer("discount_minor").notNull().default(0),
    costMinor: integer("cost_minor").notNull().default(0),
    returnId: integer("return_id").references(() => saleReturns.id, { onDelete: "set null" }),
  },
  (t) => [
    index("sale_items_sale_idx").on(t.saleId),
    index("sale_items_user_date_idx").on(t.userId, t.date).where(sql`return_id is null`),
    uniqueIndex("sale_items_piece_unsold_idx").on(t.pieceId).where(sql`return_id is null`),
  ],
);
