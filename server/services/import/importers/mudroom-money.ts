/**
 * The Potter's Mud Room's money (docs/decisions/0321-mud-room-recipes-and-sales.md): a piece's Sale Price, Material
 * Cost and Firing Cost from its pieces export, and its sales export (`/api/sales/export`,
 * potters-mudroom-sales.csv): `Date,Item Description,Event,Quantity,Price Each,Total,Venue Type,Venue,Buyer,Notes`, or
 * the earlier `Date,Piece,Price,Venue Type,Venue,Buyer,Notes`. A value that cannot be kept is listed (product.md#r149).
 */
import type { SaleChannel } from "../../../../contract/business/rules";
import { isCalendarDay } from "../imported-day";
import type { ImportedPiece, ImportedSale, Unmapped } from "./importer";

export const MUDROOM_MONEY_TEXTS = {
  materialCost: "Material cost",
  firingCost: "Firing cost",
  notMoney: "not an amount of money: left out",
  noPrice: "no price: the sale is not imported",
  sold: "sold: the piece is Finished; its sale comes with the Mud Room's sales export (potters-mudroom-sales.csv)",
  noDay: "not a day (YYYY-MM-DD): the sale is not imported",
  noPiece: "a sale of no piece (the app's bulk line items): not imported, as a Claybook sale sells pieces",
  quantity: (n: string) => `${n} sold at once: a Claybook sale sells each piece once, so the sale is not imported`,
  gift: "a gift, not a sale: not imported (mark the piece gifted on its Price & cost card)",
  studio: "a sale at the studio: recorded as a shop sale",
  noChannel: "no Claybook channel for this venue type: recorded as a market sale",
  event: (name: string) => `Event: ${name}`,
  total: "the price each times the quantity: not kept, Claybook works it out",
} as const;

/** A decimal as the app writes a number ("65", "4.5"), or null for an empty cell. */
function readMoney(text: string, field: string, unmapped: Unmapped, kind: string): string | null {
  const value = text.trim();
  if (value === "") return null;
  if (/^\d{1,9}(\.\d+)?$/.test(value)) return value;
  unmapped.add(field, MUDROOM_MONEY_TEXTS.notMoney, 1, kind);
  return null;
}

/** A piece row's price and costs (product.md#r270). */
export function pieceMoney(get: (column: string) => string, unmapped: Unmapped): Pick<ImportedPiece, "price" | "otherCosts"> {
  const otherCosts: { description: string; amount: string }[] = [];
  const material = readMoney(get("Material Cost"), "Material Cost", unmapped, "pieces");
  const firing = readMoney(get("Firing Cost"), "Firing Cost", unmapped, "pieces");
  if (material !== null) otherCosts.push({ description: MUDROOM_MONEY_TEXTS.materialCost, amount: material });
  if (firing !== null) otherCosts.push({ description: MUDROOM_MONEY_TEXTS.firingCost, amount: firing });
  if (get("Status").toLowerCase() === "sold") unmapped.add("Status", MUDROOM_MONEY_TEXTS.sold);
  return { price: readMoney(get("Sale Price"), "Sale Price", unmapped, "pieces"), otherCosts };
}

/** The app's venue types → Claybook's channels; gift is no sale. */
const CHANNELS: Readonly<Record<string, SaleChannel>> = {
  online: "online",
  website: "online",
  "art-fair": "fair",
  gallery: "shop",
  commission: "commission",
};

function channelOf(venueType: string, unmapped: Unmapped): SaleChannel | null {
  const type = venueType.trim().toLowerCase();
  if (type === "gift") {
    unmapped.add("Venue Type", MUDROOM_MONEY_TEXTS.gift, 1, "other");
    return null;
  }
  const channel = CHANNELS[type];
  if (channel) return channel;
  unmapped.add("Venue Type", type === "studio" ? MUDROOM_MONEY_TEXTS.studio : MUDROOM_MONEY_TEXTS.noChannel, 1, "sales");
  return type === "studio" ? "shop" : "market";
}

/** One row of the sales export, or null when it cannot be a Claybook sale (listed). */
export function readSale(get: (column: string) => string, header: string[], sourceId: string, unmapped: Unmapped): ImportedSale | null {
  const date = get("Date");
  const pieceName = get("Item Description") || get("Piece");
  const quantity = header.includes("Quantity") ? get("Quantity") || "1" : "1";
  if (header.includes("Total") && get("Total") !== "") unmapped.add("Total", MUDROOM_MONEY_TEXTS.total, 1, "sales");
  if (!isCalendarDay(date)) {
    unmapped.add("Date", MUDROOM_MONEY_TEXTS.noDay, 1, "other");
    return null;
  }
  if (pieceName === "") {
    unmapped.add(header.includes("Piece") ? "Piece" : "Item Description", MUDROOM_MONEY_TEXTS.noPiece, 1, "other");
    return null;
  }
  if (Number(quantity) !== 1) {
    unmapped.add("Quantity", MUDROOM_MONEY_TEXTS.quantity(quantity), 1, "other");
    return null;
  }
  const priceColumn = header.includes("Price Each") ? "Price Each" : "Price";
  if (get(priceColumn) === "") unmapped.add(priceColumn, MUDROOM_MONEY_TEXTS.noPrice, 1, "other");
  const price = readMoney(get(priceColumn), priceColumn, unmapped, "other");
  const channel = channelOf(get("Venue Type"), unmapped);
  if (price === null || channel === null) return null;
  const event = get("Event");
  const venue = get("Venue") || event;
  const notes = [get("Notes"), event && venue !== event ? MUDROOM_MONEY_TEXTS.event(event) : ""].filter(Boolean).join("\n");
  return { sourceId, date, pieceName, price, channel, venue: venue || null, buyer: get("Buyer") || null, notes: notes || null };
}
