/** The business side's query keys, all under "business" (docs/architecture.md): one module, for its API and its offline sale. */
import type { InventoryQuery, SalesReportQuery } from "../../../contract/business/schemas";

export type PriceKind = "clay" | "glaze" | "material" | "supply" | "kiln";

export const businessKeys = {
  all: ["business"] as const,
  prices: (kind: PriceKind) => ["business", "prices", kind] as const,
  /** Every piece's selling side and cost: what a price change refreshes. */
  pieces: ["business", "piece"] as const,
  selling: (pieceId: number) => ["business", "piece", pieceId, "selling"] as const,
  cost: (pieceId: number) => ["business", "piece", pieceId, "cost"] as const,
  /** A recipe's batch cost from its materials' prices (product.md#r281): a material price change refreshes it. */
  recipeCosts: ["business", "recipe-cost"] as const,
  recipeCost: (recipeId: number) => ["business", "recipe-cost", recipeId] as const,
  inventories: ["business", "inventory"] as const,
  inventory: (q: InventoryQuery) => ["business", "inventory", q] as const,
  sales: ["business", "sales"] as const,
  salesIn: (from?: string, to?: string) => ["business", "sales", { from, to }] as const,
  sale: (id: number) => ["business", "sale", id] as const,
  events: ["business", "events"] as const,
  event: (id: number) => ["business", "event", id] as const,
  /** The market days' calendar link (product.md#r294). */
  eventFeed: ["business", "event-feed"] as const,
  report: (q: SalesReportQuery) => ["business", "report", q] as const,
  /** Glaze materials bought and used (product.md#r291): purchases, stock and the shopping list, refreshed together. */
  stock: ["business", "stock"] as const,
  purchases: ["business", "stock", "purchases"] as const,
  materialStock: ["business", "stock", "materials"] as const,
  shoppingList: ["business", "stock", "shopping-list"] as const,
};
