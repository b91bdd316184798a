/** What the potter reads on the business side (product.md#r268–r275): messages the API answers and the screens show. */
import { possessive } from "../studios/texts";
import { displayMoney } from "./money";

const unitWords = { kg: "kg", lb: "lb", g: "g", oz: "oz" } as const;
const kgOrLb = (grams: number, unit: "kg" | "lb") => {
  const value = unit === "kg" ? grams / 1000 : grams / 453.59237;
  return `${Number(value.toFixed(value < 10 ? 2 : 1))} ${unit}`;
};

export const BUSINESS_TEXTS = {
  // Fields.
  amountInvalid: (label: string, digits: number) =>
    digits === 0 ? `${label} must be a whole amount, such as 1200` : `${label} must be an amount such as 45.00, with at most ${digits} decimals`,
  amountFormat: "Amounts are decimal text, such as \"45.00\"",
  amountTooLarge: (label: string) => `${label} is too large`,
  nameRequired: "Name is required",
  nameTooLong: "Name is too long",
  notesTooLong: "Notes are too long",
  weightInvalid: "Weight must be a number greater than 0",
  weightUnitInvalid: "Choose a unit: kg or lb",
  jarUnitInvalid: "Choose a unit: g, kg, oz or lb",
  clayBodyRequired: "Clay body is required",
  idInvalid: "Choose an item from the list",
  dateInvalid: "Use a date as YYYY-MM-DD",
  rangeInvalid: "The start date must not be after the end date",
  yearInvalid: "Use a year such as 2026",
  channelInvalid: "Choose where it sold: fair, market, shop, online or commission",
  paymentMethodInvalid: "Choose how it was paid: cash, card, transfer, platform or other",
  statusInvalid: "Choose available, reserved, gifted, kept or second",
  placeInvalid: "Choose home or shop",
  commissionInvalid: "Commission must be a percentage from 0 to 100",
  gramsInvalid: "Grams must be a whole number from 0 to 100000",
  itemsRequired: "Add at least one piece to the sale",
  tooManyItems: "Too many pieces in one sale",
  tooManyPieces: "Too many pieces",
  tooManyCosts: "Too many other costs",
  duplicatePiece: "A piece is listed twice",
  reasonTooLong: "The reason is too long",
  buyerTooLong: "The buyer's name is too long",
  venueTooLong: "The venue is too long",
  textTooLong: (label: string) => `${label} is too long`,

  // Refusals.
  clayPriceNotFound: "Clay price not found",
  clayPriceDuplicate: "This clay body already has a price",
  glazePriceNotFound: "Glaze price not found",
  glazeAlreadyPriced: "This glaze already has a price",
  glazeNotFound: "Glaze not found",
  materialPriceNotFound: "Material price not found",
  materialAlreadyPriced: "This material already has a price",
  materialNotFound: "Material not found",
  supplyNotFound: "Supply not found",
  kilnCostNotFound: "Kiln cost not found",
  kilnCostDuplicate: "This kiln already has a cost per firing",
  kilnNotFound: "Kiln not found",
  kilnNotOwn: "Only your own kilns have a cost per firing; a studio's fee comes from its statement",
  pieceNotFound: "Piece not found",
  layerNotOnPiece: "That layer is not on this piece",
  soldByASale: "A piece becomes sold when you record its sale",
  soldNeedsReturn: "This piece is sold; record a return to make it available again",
  alreadySold: (name: string) => `${name} is already sold`,
  notForSale: (name: string, status: string) => `${name} is ${status}, not for sale`,
  saleNotFound: "Sale not found",
  notInSale: "That piece is not in this sale",
  alreadyReturned: (name: string) => `${name} was already returned`,
  discountTooLarge: "The discount is more than the pieces' prices",
  eventNotFound: "Market day not found",
  notPacked: "That piece is not packed for this market day",

  // A piece's cost explained (product.md#r269).
  clayExplained: (grams: number, clayBody: string, bagPrice: number, bagWeight: string, unit: "kg" | "lb", currency: string) =>
    `${kgOrLb(grams, unit)} of ${clayBody} at ${displayMoney(bagPrice, currency)} per ${bagWeight} ${unitWords[unit]} bag`,
  clayNoWeight: (clayBody: string) => `No weight recorded for this piece, so its ${clayBody} is not counted`,
  clayNoPrice: (clayBody: string) => `No price for ${clayBody} yet`,
  glazeExplained: (grams: number, name: string, jarPrice: number, jarWeight: string, unit: string, currency: string) =>
    `${grams} g of ${name} at ${displayMoney(jarPrice, currency)} per ${jarWeight} ${unit} jar`,
  glazeNoPrice: (name: string) => `No price for ${name} yet`,
  /** A glaze mixed from a recipe (product.md#r281): its price per gram of dry glaze, from its materials' prices. */
  glazeRecipeExplained: (grams: number, name: string, perGram: string) => `${grams} g of ${name} at ${perGram} per g from its recipe`,
  recipeUnpriced: (missing: string[], total: number) =>
    `${missing.length} of ${total} ${total === 1 ? "material has" : "materials have"} no price: ${missing.join(", ")}`,
  recipeNoLines: "This recipe has no materials yet",
  recipePerGram: (perGram: string) => `${perGram} per g of dry glaze from its materials' prices`,
  recipeNotFound: "Recipe not found",
  recipeCostTitle: "Batch cost",
  recipeCostLine: (perKg: string, perLb: string) => `${perKg} per kg · ${perLb} per lb of dry glaze`,
  recipeAllPriced: (total: number) => (total === 1 ? "Its one material has a price" : `All ${total} materials have a price`),
  studioFeeExplained: (studio: string, kind: string) => `${possessive(studio)} fee for this piece's ${kind} firing`,
  studioFeeOtherCurrency: (studio: string, fee: string, currency: string) =>
    `${possessive(studio)} fee of ${fee} ${currency} is in another currency and not counted`,
  ownFiringExplained: (kiln: string, perFiring: number, pieces: number, currency: string) =>
    pieces === 1
      ? `${kiln} at ${displayMoney(perFiring, currency)} per firing, this piece alone`
      : `${kiln} at ${displayMoney(perFiring, currency)} per firing, shared by ${pieces} pieces`,
  ownFiringNoCost: (kiln: string) => `No cost per firing for ${kiln} yet`,
  supplyExplained: (name: string) => `${name}, every piece`,

  // Market days, calendar, CSV.
  eventCalendarName: "Claybook market days",
  // The calendar link (product.md#r294).
  feedNotFound: "This calendar link is not in use. Make a new one in Claybook: Business, Market days calendar.",
  feedTokenMissing: "A calendar link carries its token",
  feedRemoved: "Calendar link turned off",
  csvHeader: ["Date", "Sale", "Channel", "Venue", "Piece code", "Piece", "Form", "Price", "Discount", "Returned", "Cost", "Currency"],
  csvTotals: "Revenue and cost of goods",
  csvMargin: "Margin",
  csvBoothFees: "Booth fees",
  csvFees: "Fees",
  csvTax: "Tax",
  csvFileName: (year: number) => `claybook-sales-${year}.csv`,
} as const;
