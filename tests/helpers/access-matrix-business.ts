/**
 * The access matrix's rows for the business side (product.md#r268–r275, r280–r281): every price, a piece's selling side and cost,
 * sales and their returns, market days and the numbers are the owner's alone; another potter's id is a 404, and a
 * link to another potter's glaze, kiln, piece, layer, sale or market day is refused.
 */
import type { Row } from "./access-matrix-types";

export const BUSINESS_ROWS: Record<string, Row> = {
  "GET /api/clay-prices": { ownList: "/api/clay-prices" },
  "POST /api/clay-prices": { reason: "creates the caller's own price; a clay body is text, not a record" },
  "PATCH /api/clay-prices/{id}": { attempts: (a) => [{ method: "PATCH", path: `/api/clay-prices/${a.clayPriceId}`, body: { bagPrice: "1.00" } }] },
  "DELETE /api/clay-prices/{id}": { attempts: (a) => [{ method: "DELETE", path: `/api/clay-prices/${a.clayPriceId}` }] },
  "GET /api/glaze-prices": { ownList: "/api/glaze-prices" },
  "POST /api/glaze-prices": {
    attempts: (a) => [
      { method: "POST", path: "/api/glaze-prices", body: { name: "B jar", glazeId: a.glazeId, jarPrice: "1", jarWeight: 1, weightUnit: "g" } },
      { method: "POST", path: "/api/glaze-prices", body: { name: "B jar", glazeId: a.studioGlazeId, jarPrice: "1", jarWeight: 1, weightUnit: "g" } },
    ],
  },
  "PATCH /api/glaze-prices/{id}": {
    attempts: (a, b) => [
      { method: "PATCH", path: `/api/glaze-prices/${a.glazePriceId}`, body: { jarPrice: "1.00" } },
      { method: "PATCH", path: `/api/glaze-prices/${b.glazePriceId}`, body: { glazeId: a.glaze2Id } },
    ],
  },
  "DELETE /api/glaze-prices/{id}": { attempts: (a) => [{ method: "DELETE", path: `/api/glaze-prices/${a.glazePriceId}` }] },
  "GET /api/material-prices": { ownList: "/api/material-prices" },
  "POST /api/material-prices": {
    attempts: (a) => [{ method: "POST", path: "/api/material-prices", body: { materialId: a.materialId, price: "1", weight: 1, weightUnit: "lb" } }],
  },
  "PATCH /api/material-prices/{id}": {
    attempts: (a, b) => [
      { method: "PATCH", path: `/api/material-prices/${a.materialPriceId}`, body: { price: "1.00" } },
      { method: "PATCH", path: `/api/material-prices/${b.materialPriceId}`, body: { materialId: a.materialId } },
    ],
  },
  "DELETE /api/material-prices/{id}": { attempts: (a) => [{ method: "DELETE", path: `/api/material-prices/${a.materialPriceId}` }] },
  "GET /api/recipes/{id}/cost": { attempts: (a) => [{ method: "GET", path: `/api/recipes/${a.recipeId}/cost` }] },
  "GET /api/material-purchases": { ownList: "/api/material-purchases" },
  "POST /api/material-purchases": {
    attempts: (a) => [{ method: "POST", path: "/api/material-purchases", body: { materialId: a.materialId, date: "2026-11-28", quantity: 1, unit: "kg", total: "1" } }],
  },
  "DELETE /api/material-purchases/{id}": { attempts: (a) => [{ method: "DELETE", path: `/api/material-purchases/${a.materialPurchaseId}` }] },
  "GET /api/material-stock": { ownList: "/api/material-stock" },
  "PUT /api/reorder-levels": { attempts: (a) => [{ method: "PUT", path: "/api/reorder-levels", body: { materialId: a.materialId, level: null, unit: "kg" } }] },
  "GET /api/shopping-list": { ownList: "/api/shopping-list" },
  "GET /api/supplies": { ownList: "/api/supplies" },
  "POST /api/supplies": { reason: "creates the caller's own supply; names no record" },
  "PATCH /api/supplies/{id}": { attempts: (a) => [{ method: "PATCH", path: `/api/supplies/${a.supplyId}`, body: { price: "1.00" } }] },
  "DELETE /api/supplies/{id}": { attempts: (a) => [{ method: "DELETE", path: `/api/supplies/${a.supplyId}` }] },
  "GET /api/kiln-costs": { ownList: "/api/kiln-costs" },
  "POST /api/kiln-costs": {
    attempts: (a) => [
      { method: "POST", path: "/api/kiln-costs", body: { kilnId: a.kilnId, perFiring: "1" } },
      { method: "POST", path: "/api/kiln-costs", body: { kilnId: a.studioKilnId, perFiring: "1" } },
    ],
  },
  "PATCH /api/kiln-costs/{id}": { attempts: (a) => [{ method: "PATCH", path: `/api/kiln-costs/${a.kilnCostId}`, body: { perFiring: "1.00" } }] },
  "DELETE /api/kiln-costs/{id}": { attempts: (a) => [{ method: "DELETE", path: `/api/kiln-costs/${a.kilnCostId}` }] },
  "GET /api/pieces/{id}/selling": { attempts: (a) => [{ method: "GET", path: `/api/pieces/${a.pieceId}/selling` }] },
  "PATCH /api/pieces/{id}/selling": {
    attempts: (a, b) => [
      { method: "PATCH", path: `/api/pieces/${a.pieceId}/selling`, body: { price: "1.00" } },
      { method: "PATCH", path: `/api/pieces/${b.pieceId}/selling`, body: { layerGrams: [{ layerId: a.layerIds[0], grams: 5 }] } },
    ],
  },
  "GET /api/pieces/{id}/cost": { attempts: (a) => [{ method: "GET", path: `/api/pieces/${a.pieceId}/cost` }] },
  "GET /api/inventory": { ownList: "/api/inventory" },
  "GET /api/sales": { ownList: "/api/sales" },
  "POST /api/sales": {
    attempts: (a, b) => [
      { method: "POST", path: "/api/sales", body: { date: "2026-11-14", channel: "fair", items: [{ pieceId: a.pieceId, price: "1" }] } },
      { method: "POST", path: "/api/sales", body: { date: "2026-11-14", channel: "fair", eventId: a.eventId, items: [{ pieceId: b.pieceId, price: "1" }] } },
    ],
  },
  "GET /api/sales/{id}": { attempts: (a) => [{ method: "GET", path: `/api/sales/${a.saleId}` }] },
  "POST /api/sales/{id}/returns": {
    attempts: (a, b) => [
      { method: "POST", path: `/api/sales/${a.saleId}/returns`, body: { pieceIds: [a.soldPieceId], reason: "taken" } },
      { method: "POST", path: `/api/sales/${b.saleId}/returns`, body: { pieceIds: [a.soldPieceId], reason: "taken" } },
    ],
  },
  "GET /api/events": { ownList: "/api/events" },
  "POST /api/events": { reason: "creates the caller's own market day; names no record" },
  "GET /api/events/{id}": { attempts: (a) => [{ method: "GET", path: `/api/events/${a.eventId}` }] },
  "PATCH /api/events/{id}": { attempts: (a) => [{ method: "PATCH", path: `/api/events/${a.eventId}`, body: { name: "taken" } }] },
  "DELETE /api/events/{id}": { attempts: (a) => [{ method: "DELETE", path: `/api/events/${a.eventId}` }] },
  "POST /api/events/{id}/pieces": {
    attempts: (a, b) => [
      { method: "POST", path: `/api/events/${a.eventId}/pieces`, body: { pieceIds: [b.pieceId] } },
      { method: "POST", path: `/api/events/${b.eventId}/pieces`, body: { pieceIds: [a.pieceId] } },
    ],
  },
  "DELETE /api/events/{id}/pieces/{pieceId}": {
    attempts: (a, b) => [
      { method: "DELETE", path: `/api/events/${a.eventId}/pieces/${a.pieceId}` },
      { method: "DELETE", path: `/api/events/${b.eventId}/pieces/${a.pieceId}` },
    ],
  },
  "GET /api/events.ics": { ownList: "/api/events.ics" },
  "GET /api/event-feed": { ownList: "/api/event-feed" },
  "POST /api/event-feed": { reason: "makes the caller's own calendar link from the session, no id" },
  "DELETE /api/event-feed": { reason: "turns off the caller's own calendar link from the session, no id" },
  // Public: the link's token is the credential (business-event-feed.api.test.ts); a token that is not a link is a 404.
  "GET /api/event-feed.ics": { attempts: () => [{ method: "GET", path: `/api/event-feed.ics?token=${"A".repeat(43)}` }] },
  "GET /api/reports/sales": { ownList: "/api/reports/sales" },
  "GET /api/reports/sales.csv": { ownList: "/api/reports/sales.csv?year=2026" },
};

/** What A reads of the business side, for the matrix's before-and-after snapshot. */
export const businessSnapshotPaths = (r: { pieceId: number; saleId: number; eventId: number }) => [
  "/api/clay-prices",
  "/api/glaze-prices",
  "/api/supplies",
  "/api/kiln-costs",
  "/api/material-purchases",
  "/api/material-stock",
  "/api/shopping-list",
  `/api/pieces/${r.pieceId}/selling`,
  `/api/pieces/${r.pieceId}/cost`,
  "/api/inventory",
  "/api/sales",
  `/api/sales/${r.saleId}`,
  "/api/events",
  `/api/events/${r.eventId}`,
  "/api/events.ics",
  "/api/event-feed",
  "/api/reports/sales",
];
