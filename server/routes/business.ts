/** The potter's business (product.md#r268–r275): prices, a piece's selling side and cost, sales, market days, the numbers. */
import { z } from "zod";
import { BUSINESS_ROUTES } from "../../contract/business/routes";
import { STOCK_TEXTS } from "../../contract/business/stock-texts";
import { BUSINESS_TEXTS } from "../../contract/business/texts";
import { rateLimitIp } from "../auth/client-ip";
import { withRetryAfter } from "../auth/client-type";
import { currentUser } from "../auth/middleware";
import type { ApiApp } from "../context";
import { apiRoute } from "../http/api-route";
import { createClayPrice, deleteClayPrice, listClayPrices, updateClayPrice } from "../services/business/clay-prices";
import { createEvent, deleteEvent, getEvent, listEvents, packPieces, unpackPiece, updateEvent } from "../services/business/events";
import { eventsCalendar } from "../services/business/events-ics";
import { createEventFeed, eventFeedByToken, getEventFeed, removeEventFeed } from "../services/business/event-feed";
import { createGlazePrice, deleteGlazePrice, listGlazePrices, updateGlazePrice } from "../services/business/glaze-prices";
import { createKilnCost, deleteKilnCost, listKilnCosts, updateKilnCost } from "../services/business/kiln-costs";
import { createMaterialPrice, deleteMaterialPrice, listMaterialPrices, updateMaterialPrice } from "../services/business/material-prices";
import { createMaterialPurchase, deleteMaterialPurchase, listMaterialPurchases } from "../services/business/material-purchases";
import { listMaterialStock, setReorderLevel, shoppingList } from "../services/business/material-stock";
import { pieceCost } from "../services/business/piece-cost";
import { recipeCost } from "../services/business/recipe-cost";
import { salesCsv } from "../services/business/sales-csv";
import { salesReport } from "../services/business/sales-report";
import { createReturn, createSale, getSale, listSales } from "../services/business/sales";
import { getSelling, inventory, updateSelling } from "../services/business/selling";
import { createSupply, deleteSupply, listSupplies, updateSupply } from "../services/business/supplies";

const tags = ["Business"];
const R = BUSINESS_ROUTES;
const owned = [400, 403, 404] as const;

const r = {
  clayPrices: apiRoute(R.clayPrices, { access: "content", tags, summary: "The potter's clay bodies' bag prices", errors: [403] }),
  createClayPrice: apiRoute(R.createClayPrice, { access: "content", tags, summary: "Price a clay body by its bag (one price per clay body: 409)", errors: [400, 403, 409] }),
  updateClayPrice: apiRoute(R.updateClayPrice, { access: "content", tags, summary: "Change a clay price", errors: [...owned, 409] }),
  removeClayPrice: apiRoute(R.removeClayPrice, { access: "content", tags, summary: "Delete a clay price", errors: [...owned] }),
  glazePrices: apiRoute(R.glazePrices, { access: "content", tags, summary: "The potter's commercial glazes' jar prices", errors: [403] }),
  createGlazePrice: apiRoute(R.createGlazePrice, {
    access: "content",
    tags,
    summary: "Price a commercial glaze by its jar, attached to a surface by glazeId (one price per surface: 409)",
    errors: [...owned, 409],
  }),
  updateGlazePrice: apiRoute(R.updateGlazePrice, { access: "content", tags, summary: "Change a glaze price", errors: [...owned, 409] }),
  removeGlazePrice: apiRoute(R.removeGlazePrice, { access: "content", tags, summary: "Delete a glaze price", errors: [...owned] }),
  materialPrices: apiRoute(R.materialPrices, { access: "content", tags, summary: "The potter's glaze materials' prices", errors: [403] }),
  createMaterialPrice: apiRoute(R.createMaterialPrice, {
    access: "content",
    tags,
    summary: "Price a glaze material, default or own, by a weight (one price per material: 409)",
    errors: [...owned, 409],
  }),
  updateMaterialPrice: apiRoute(R.updateMaterialPrice, { access: "content", tags, summary: "Change a material price", errors: [...owned, 409] }),
  removeMaterialPrice: apiRoute(R.removeMaterialPrice, { access: "content", tags, summary: "Delete a material price", errors: [...owned] }),
  recipeCost: apiRoute(R.recipeCost, { access: "content", tags, summary: "A recipe's batch cost per kg and per lb from its materials' prices, unpriced ones named", errors: [...owned] }),
  materialPurchases: apiRoute(R.materialPurchases, { access: "content", tags, summary: "The potter's glaze material purchases, newest day first", errors: [403] }),
  createMaterialPurchase: apiRoute(R.createMaterialPurchase, {
    access: "content",
    tags,
    summary: "Record a glaze material bought; it moves the material's rolling average price. Send Idempotency-Key: a retry records it once",
    errors: [...owned],
  }),
  removeMaterialPurchase: apiRoute(R.removeMaterialPurchase, { access: "content", tags, summary: "Delete a purchase", errors: [...owned] }),
  materialStock: apiRoute(R.materialStock, {
    access: "content",
    tags,
    summary: "Each glaze material's stock on hand (bought less used by mix logs), rolling average price and reorder level",
    errors: [403],
  }),
  setReorderLevel: apiRoute(R.setReorderLevel, { access: "content", tags, summary: "Set a material's reorder level, or clear it with null", errors: [...owned] }),
  shoppingList: apiRoute(R.shoppingList, { access: "content", tags, summary: "The materials below their reorder level and what to buy to reach it", errors: [403] }),
  supplies: apiRoute(R.supplies, { access: "content", tags, summary: "The potter's other supplies", errors: [403] }),
  createSupply: apiRoute(R.createSupply, { access: "content", tags, summary: "Add a supply; perPiece is added to every piece's cost", errors: [400, 403] }),
  updateSupply: apiRoute(R.updateSupply, { access: "content", tags, summary: "Change a supply", errors: [...owned] }),
  removeSupply: apiRoute(R.removeSupply, { access: "content", tags, summary: "Delete a supply", errors: [...owned] }),
  kilnCosts: apiRoute(R.kilnCosts, { access: "content", tags, summary: "The potter's own kilns' costs per firing", errors: [403] }),
  createKilnCost: apiRoute(R.createKilnCost, { access: "content", tags, summary: "Set an own kiln's cost per firing (a studio's kiln: 400)", errors: [...owned, 409] }),
  updateKilnCost: apiRoute(R.updateKilnCost, { access: "content", tags, summary: "Change a kiln's cost per firing", errors: [...owned] }),
  removeKilnCost: apiRoute(R.removeKilnCost, { access: "content", tags, summary: "Delete a kiln's cost per firing", errors: [...owned] }),
  selling: apiRoute(R.selling, { access: "content", tags, summary: "A piece's price, sale status, place and what its cost counts", errors: [...owned] }),
  updateSelling: apiRoute(R.updateSelling, {
    access: "content",
    tags,
    summary: "Change a piece's price, status (not sold: a sale does that; a sold piece: 409), place, grams per layer or its own costs",
    errors: [...owned, 409],
  }),
  cost: apiRoute(R.cost, { access: "content", tags, summary: "A piece's cost: clay, glazes, firings and other parts, each explained, with a suggested price", errors: [...owned] }),
  inventory: apiRoute(R.inventory, { access: "content", tags, summary: "Finished pieces and any piece priced or placed, with price, status and place", errors: [400, 403] }),
  sales: apiRoute(R.sales, { access: "content", tags, summary: "Sales between two days (inclusive), newest first", errors: [400, 403] }),
  createSale: apiRoute(R.createSale, {
    access: "content",
    tags,
    summary: "Record a sale; its pieces are marked sold in the same transaction (a piece already sold: 409). Send Idempotency-Key: a retry sells once",
    errors: [...owned, 409],
  }),
  sale: apiRoute(R.sale, { access: "content", tags, summary: "One sale with its items and returns", errors: [...owned] }),
  createReturn: apiRoute(R.createReturn, {
    access: "content",
    tags,
    summary: "Return or refund some of a sale's pieces, with a reason; they are available again (already returned: 409)",
    errors: [...owned, 409],
  }),
  events: apiRoute(R.events, { access: "content", tags, summary: "Market days, newest first, with pieces packed, sold and the takings", errors: [403] }),
  createEvent: apiRoute(R.createEvent, { access: "content", tags, summary: "Plan a market day", errors: [400, 403] }),
  event: apiRoute(R.event, { access: "content", tags, summary: "A market day: packed pieces, its sales, takings by payment method, what came back unsold", errors: [...owned] }),
  updateEvent: apiRoute(R.updateEvent, { access: "content", tags, summary: "Change a market day", errors: [...owned] }),
  removeEvent: apiRoute(R.removeEvent, { access: "content", tags, summary: "Delete a market day; its sales stay", errors: [...owned] }),
  packPieces: apiRoute(R.packPieces, { access: "content", tags, summary: "Pack pieces for a market day (all or nothing)", errors: [...owned] }),
  unpackPiece: apiRoute(R.unpackPiece, { access: "content", tags, summary: "Take a piece off a market day's packing list", errors: [...owned] }),
  eventsIcs: apiRoute(R.eventsIcs, {
    access: "content",
    tags,
    summary: "The potter's market days as an iCalendar feed, one all-day event each",
    errors: [403],
    responses: { 200: { description: "claybook-market-days.ics", content: { "text/calendar": { schema: z.string() } } } },
  }),
  eventFeed: apiRoute(R.eventFeed, { access: "content", tags, summary: "The potter's secret calendar link of their market days, or null while it is off", errors: [403] }),
  createEventFeed: apiRoute(R.createEventFeed, {
    access: "content",
    tags,
    summary: "Turn the calendar link on, or make a new one: the old link answers 404 from then on",
    errors: [403],
  }),
  removeEventFeed: apiRoute(R.removeEventFeed, { access: "content", tags, summary: "Turn the calendar link off: it answers 404 from then on", errors: [403] }),
  eventFeedIcs: apiRoute(R.eventFeedIcs, {
    access: "public",
    tags,
    summary: "The market days as an iCalendar feed for a calendar app, by the potter's secret link (no session; a wrong or turned-off link: 404)",
    errors: [400, 404, 429],
    responses: {
      200: { description: "The potter's market days, one all-day event each", content: { "text/calendar": { schema: z.string() } } },
      304: { description: "Not changed since the tag the calendar sent (If-None-Match)" },
    },
  }),
  salesReport: apiRoute(R.salesReport, {
    access: "content",
    tags,
    summary: "Revenue, cost of goods and margin between two days, by channel, venue, form and month; best sellers and longest unsold",
    errors: [400, 403],
  }),
  salesCsv: apiRoute(R.salesCsv, {
    access: "content",
    tags,
    summary: "A tax year's sales and costs as CSV, cells safe for spreadsheets",
    errors: [400, 403],
    responses: { 200: { description: "claybook-sales-YYYY.csv", content: { "text/csv": { schema: z.string() } } } },
  }),
};

export function registerBusinessRoutes(app: ApiApp): void {
  const user = (c: Parameters<typeof currentUser>[0]) => currentUser(c).id;
  app.openapi(r.clayPrices, async (c) => c.json(await listClayPrices(c.get("deps"), user(c)), 200));
  app.openapi(r.createClayPrice, async (c) => c.json(await createClayPrice(c.get("deps"), user(c), c.req.valid("json")), 201));
  app.openapi(r.updateClayPrice, async (c) => c.json(await updateClayPrice(c.get("deps"), user(c), c.req.valid("param").id, c.req.valid("json")), 200));
  app.openapi(r.removeClayPrice, async (c) => {
    await deleteClayPrice(c.get("deps"), user(c), c.req.valid("param").id);
    return c.json({ message: "Clay price deleted" }, 200);
  });
  app.openapi(r.materialPrices, async (c) => c.json(await listMaterialPrices(c.get("deps"), user(c)), 200));
  app.openapi(r.createMaterialPrice, async (c) => c.json(await createMaterialPrice(c.get("deps"), user(c), c.req.valid("json")), 201));
  app.openapi(r.updateMaterialPrice, async (c) => c.json(await updateMaterialPrice(c.get("deps"), user(c), c.req.valid("param").id, c.req.valid("json")), 200));
  app.openapi(r.removeMaterialPrice, async (c) => {
    await deleteMaterialPrice(c.get("deps"), user(c), c.req.valid("param").id);
    return c.json({ message: "Material price deleted" }, 200);
  });
  app.openapi(r.recipeCost, async (c) => c.json(await recipeCost(c.get("deps"), user(c), c.req.valid("param").id), 200));
  app.openapi(r.materialPurchases, async (c) => c.json(await listMaterialPurchases(c.get("deps"), user(c)), 200));
  app.openapi(r.createMaterialPurchase, async (c) => c.json(await createMaterialPurchase(c.get("deps"), user(c), c.req.valid("json")), 201));
  app.openapi(r.removeMaterialPurchase, async (c) => {
    await deleteMaterialPurchase(c.get("deps"), user(c), c.req.valid("param").id);
    return c.json({ message: STOCK_TEXTS.purchaseDeleted }, 200);
  });
  app.openapi(r.materialStock, async (c) => c.json(await listMaterialStock(c.get("deps"), user(c)), 200));
  app.openapi(r.setReorderLevel, async (c) => c.json(await setReorderLevel(c.get("deps"), user(c), c.req.valid("json")), 200));
  app.openapi(r.shoppingList, async (c) => c.json(await shoppingList(c.get("deps"), user(c)), 200));
  app.openapi(r.glazePrices, async (c) => c.json(await listGlazePrices(c.get("deps"), user(c)), 200));
  app.openapi(r.createGlazePrice, async (c) => c.json(await createGlazePrice(c.get("deps"), user(c), c.req.valid("json")), 201));
  app.openapi(r.updateGlazePrice, async (c) => c.json(await updateGlazePrice(c.get("deps"), user(c), c.req.valid("param").id, c.req.valid("json")), 200));
  app.openapi(r.removeGlazePrice, async (c) => {
    await deleteGlazePrice(c.get("deps"), user(c), c.req.valid("param").id);
    return c.json({ message: "Glaze price deleted" }, 200);
  });
  app.openapi(r.supplies, async (c) => c.json(await listSupplies(c.get("deps"), user(c)), 200));
  app.openapi(r.createSupply, async (c) => c.json(await createSupply(c.get("deps"), user(c), c.req.valid("json")), 201));
  app.openapi(r.updateSupply, async (c) => c.json(await updateSupply(c.get("deps"), user(c), c.req.valid("param").id, c.req.valid("json")), 200));
  app.openapi(r.removeSupply, async (c) => {
    await deleteSupply(c.get("deps"), user(c), c.req.valid("param").id);
    return c.json({ message: "Supply deleted" }, 200);
  });
  app.openapi(r.kilnCosts, async (c) => c.json(await listKilnCosts(c.get("deps"), user(c)), 200));
  app.openapi(r.createKilnCost, async (c) => c.json(await createKilnCost(c.get("deps"), user(c), c.req.valid("json")), 201));
  app.openapi(r.updateKilnCost, async (c) => c.json(await updateKilnCost(c.get("deps"), user(c), c.req.valid("param").id, c.req.valid("json")), 200));
  app.openapi(r.removeKilnCost, async (c) => {
    await deleteKilnCost(c.get("deps"), user(c), c.req.valid("param").id);
    return c.json({ message: "Kiln cost deleted" }, 200);
  });
  app.openapi(r.selling, async (c) => c.json(await getSelling(c.get("deps"), user(c), c.req.valid("param").id), 200));
  app.openapi(r.updateSelling, async (c) => c.json(await updateSelling(c.get("deps"), user(c), c.req.valid("param").id, c.req.valid("json")), 200));
  app.openapi(r.cost, async (c) => c.json(await pieceCost(c.get("deps"), user(c), c.req.valid("param").id), 200));
  app.openapi(r.inventory, async (c) => c.json(await inventory(c.get("deps"), user(c), c.req.valid("query")), 200));
  app.openapi(r.sales, async (c) => c.json(await listSales(c.get("deps"), user(c), c.req.valid("query")), 200));
  app.openapi(r.createSale, async (c) => c.json(await createSale(c.get("deps"), user(c), c.req.valid("json")), 201));
  app.openapi(r.sale, async (c) => c.json(await getSale(c.get("deps"), user(c), c.req.valid("param").id), 200));
  app.openapi(r.createReturn, async (c) => c.json(await createReturn(c.get("deps"), user(c), c.req.valid("param").id, c.req.valid("json")), 201));
  app.openapi(r.events, async (c) => c.json(await listEvents(c.get("deps"), user(c)), 200));
  app.openapi(r.createEvent, async (c) => c.json(await createEvent(c.get("deps"), user(c), c.req.valid("json")), 201));
  app.openapi(r.event, async (c) => c.json(await getEvent(c.get("deps"), user(c), c.req.valid("param").id), 200));
  app.openapi(r.updateEvent, async (c) => c.json(await updateEvent(c.get("deps"), user(c), c.req.valid("param").id, c.req.valid("json")), 200));
  app.openapi(r.removeEvent, async (c) => {
    await deleteEvent(c.get("deps"), user(c), c.req.valid("param").id);
    return c.json({ message: "Market day deleted" }, 200);
  });
  app.openapi(r.packPieces, async (c) => c.json(await packPieces(c.get("deps"), user(c), c.req.valid("param").id, c.req.valid("json")), 200));
  app.openapi(r.unpackPiece, async (c) => {
    const { id, pieceId } = c.req.valid("param");
    return c.json(await unpackPiece(c.get("deps"), user(c), id, pieceId), 200);
  });
  app.openapi(r.eventsIcs, async (c) => {
    const ics = await eventsCalendar(c.get("deps"), user(c));
    return c.body(ics, 200, { "Content-Type": "text/calendar; charset=utf-8", "Content-Disposition": 'inline; filename="claybook-market-days.ics"' });
  });
  app.openapi(r.eventFeed, async (c) => c.json(await getEventFeed(c.get("deps"), user(c)), 200));
  app.openapi(r.createEventFeed, async (c) => c.json(await createEventFeed(c.get("deps"), user(c)), 201));
  app.openapi(r.removeEventFeed, async (c) => {
    await removeEventFeed(c.get("deps"), user(c));
    return c.json({ message: BUSINESS_TEXTS.feedRemoved }, 200);
  });
  app.openapi(r.eventFeedIcs, async (c) => {
    const { ics, etag } = await withRetryAfter(c, () => eventFeedByToken(c.get("deps"), c.req.valid("query").token, rateLimitIp(c)));
    // Kept by the calendar app alone (never a shared cache: the address is a secret), and asked again with its tag.
    const headers = { "Cache-Control": "private, max-age=900", ETag: etag };
    if (c.req.header("if-none-match") === etag) return c.body(null, 304, headers);
    return c.body(ics, 200, { ...headers, "Content-Type": "text/calendar; charset=utf-8", "Content-Disposition": 'inline; filename="claybook-market-days.ics"' });
  });
  app.openapi(r.salesReport, async (c) => c.json(await salesReport(c.get("deps"), user(c), c.req.valid("query")), 200));
  app.openapi(r.salesCsv, async (c) => {
    const { fileName, csv } = await salesCsv(c.get("deps"), user(c), c.req.valid("query"));
    return c.body(csv, 200, { "Content-Type": "text/csv; charset=utf-8", "Content-Disposition": `attachment; filename="${fileName}"` });
  });
}
