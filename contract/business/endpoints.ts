import { endpoint } from "../common/route-table";

/** The business side's calls (product.md#r268–r275), method and path; their schemas are in ./routes.ts. */
export const BUSINESS_ENDPOINTS = {
  clayPrices: endpoint("GET", "/api/clay-prices"),
  createClayPrice: endpoint("POST", "/api/clay-prices"),
  updateClayPrice: endpoint("PATCH", "/api/clay-prices/{id}"),
  removeClayPrice: endpoint("DELETE", "/api/clay-prices/{id}"),
  glazePrices: endpoint("GET", "/api/glaze-prices"),
  createGlazePrice: endpoint("POST", "/api/glaze-prices"),
  updateGlazePrice: endpoint("PATCH", "/api/glaze-prices/{id}"),
  removeGlazePrice: endpoint("DELETE", "/api/glaze-prices/{id}"),
  materialPrices: endpoint("GET", "/api/material-prices"),
  createMaterialPrice: endpoint("POST", "/api/material-prices"),
  updateMaterialPrice: endpoint("PATCH", "/api/material-prices/{id}"),
  removeMaterialPrice: endpoint("DELETE", "/api/material-prices/{id}"),
  /** A glaze lab recipe's batch cost from its materials' prices (product.md#r281). */
  recipeCost: endpoint("GET", "/api/recipes/{id}/cost"),
  /** Glaze materials bought, what mix logs used and the shopping list (product.md#r291, product.md#r292). */
  materialPurchases: endpoint("GET", "/api/material-purchases"),
  /** Idempotency-Key honoured: a retried purchase is recorded once. */
  createMaterialPurchase: endpoint("POST", "/api/material-purchases"),
  removeMaterialPurchase: endpoint("DELETE", "/api/material-purchases/{id}"),
  materialStock: endpoint("GET", "/api/material-stock"),
  setReorderLevel: endpoint("PUT", "/api/reorder-levels"),
  shoppingList: endpoint("GET", "/api/shopping-list"),
  supplies: endpoint("GET", "/api/supplies"),
  createSupply: endpoint("POST", "/api/supplies"),
  updateSupply: endpoint("PATCH", "/api/supplies/{id}"),
  removeSupply: endpoint("DELETE", "/api/supplies/{id}"),
  kilnCosts: endpoint("GET", "/api/kiln-costs"),
  createKilnCost: endpoint("POST", "/api/kiln-costs"),
  updateKilnCost: endpoint("PATCH", "/api/kiln-costs/{id}"),
  removeKilnCost: endpoint("DELETE", "/api/kiln-costs/{id}"),
  /** A piece's price, sale status, place and what its cost counts. Its price is also on PATCH /api/pieces/{id}. */
  selling: endpoint("GET", "/api/pieces/{id}/selling"),
  updateSelling: endpoint("PATCH", "/api/pieces/{id}/selling"),
  cost: endpoint("GET", "/api/pieces/{id}/cost"),
  inventory: endpoint("GET", "/api/inventory"),
  sales: endpoint("GET", "/api/sales"),
  /** Idempotency-Key honoured: a market day's retry sells once. */
  createSale: endpoint("POST", "/api/sales"),
  sale: endpoint("GET", "/api/sales/{id}"),
  createReturn: endpoint("POST", "/api/sales/{id}/returns"),
  events: endpoint("GET", "/api/events"),
  createEvent: endpoint("POST", "/api/events"),
  event: endpoint("GET", "/api/events/{id}"),
  updateEvent: endpoint("PATCH", "/api/events/{id}"),
  removeEvent: endpoint("DELETE", "/api/events/{id}"),
  packPieces: endpoint("POST", "/api/events/{id}/pieces"),
  unpackPiece: endpoint("DELETE", "/api/events/{id}/pieces/{pieceId}"),
  /** The potter's market days as an iCalendar feed (text/calendar), with the session. */
  eventsIcs: endpoint("GET", "/api/events.ics"),
  /** The potter's secret calendar link (product.md#r294), or null while it is off. */
  eventFeed: endpoint("GET", "/api/event-feed"),
  /** Turns the link on, or makes a new one: the old one stops at once. */
  createEventFeed: endpoint("POST", "/api/event-feed"),
  /** Turns the link off: the feed answers 404 from then on. */
  removeEventFeed: endpoint("DELETE", "/api/event-feed"),
  /** The feed itself, for calendar apps: no session, the link's token is the credential (text/calendar). */
  eventFeedIcs: endpoint("GET", "/api/event-feed.ics"),
  salesReport: endpoint("GET", "/api/reports/sales"),
  /** A tax year's sales and costs as CSV (text/csv), cells safe for spreadsheets. */
  salesCsv: endpoint("GET", "/api/reports/sales.csv"),
} as const;
