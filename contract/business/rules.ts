/** The business side's constants (product.md#r268–r275): lists the API accepts and the defaults a cost starts from. */

/** Where a sale was made (product.md#r271). */
export const SALE_CHANNELS = ["fair", "market", "shop", "online", "commission"] as const;
export type SaleChannel = (typeof SALE_CHANNELS)[number];

/** How a sale was paid (product.md#r272): the day's takings are counted by these. */
export const PAYMENT_METHODS = ["cash", "card", "transfer", "platform", "other"] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

/** A finished piece's sale status (product.md#r270); "sold" is set by a sale and undone by its return, never by hand. */
export const SALE_STATUSES = ["available", "reserved", "sold", "gifted", "kept", "second"] as const;
export type SaleStatus = (typeof SALE_STATUSES)[number];
export const SETTABLE_SALE_STATUSES = ["available", "reserved", "gifted", "kept", "second"] as const;

/** Where a piece is (product.md#r270): at home, or in a shop on consignment. */
export const PIECE_PLACES = ["home", "shop"] as const;
export type PiecePlace = (typeof PIECE_PLACES)[number];

/** The parts of a piece's cost (product.md#r269). */
export const COST_KINDS = ["clay", "glaze", "firing", "other"] as const;
export type CostKind = (typeof COST_KINDS)[number];

export const BAG_WEIGHT_UNITS = ["kg", "lb"] as const;
export type BagWeightUnit = (typeof BAG_WEIGHT_UNITS)[number];
export const JAR_WEIGHT_UNITS = ["g", "kg", "oz", "lb"] as const;
export type JarWeightUnit = (typeof JAR_WEIGHT_UNITS)[number];


/**
 * Grams of glaze a layer uses when the potter has not said (docs/decisions/0313-piece-cost.md): enough for one
 * dipped or three brushed coats on a mug.
 */
export const DEFAULT_LAYER_GRAMS = 40;
export const LAYER_GRAMS_MAX = 100_000;

export const NAME_MAX = 200;
export const NOTES_MAX = 2000;
export const SALE_ITEMS_MAX = 200;
export const PACKED_PIECES_MAX = 500;
export const OTHER_COSTS_MAX = 20;
/** A list answers at most this many sales (newest first); `more` says there were others in the range. */
export const SALES_PAGE_MAX = 1000;
/** The report's best sellers and longest unsold, at most this many each. */
export const REPORT_TOP = 10;
/** A commission in percent, 0 to 100 with up to two decimals ("30", "27.5"). */
export const COMMISSION_PATTERN = /^(100(\.0{1,2})?|\d{1,2}(\.\d{1,2})?)$/;

/**
 * What a piece is (mug, bowl…), for the report's "by form" (product.md#r273): the potter's word on its selling side, or
 * else the first of these words in its name, or "Other" (docs/decisions/0315-market-days-and-report.md).
 */
export const FORM_WORDS = [
  "mug", "cup", "tumbler", "teacup", "teapot", "bowl", "plate", "platter", "dish", "vase", "jar", "jug", "pitcher",
  "bottle", "planter", "pot", "box", "tile", "ornament", "sculpture", "lamp", "candle holder", "spoon rest",
] as const;
export const FORM_OTHER = "Other";
export const FORM_MAX = 60;

/** "Blue mugs, set of 2" → "Mug"; a name with none of FORM_WORDS → "Other". */
export function formOfName(name: string): string {
  const lower = ` ${name.toLowerCase().replace(/[^\p{L}\s]/gu, " ")} `;
  let best: { at: number; word: string } | null = null;
  for (const word of FORM_WORDS) {
    const m = new RegExp(`\\s${word}(e?s)?\\s`).exec(lower);
    if (m && (!best || m.index < best.at)) best = { at: m.index, word };
  }
  return best ? best.word[0]!.toUpperCase() + best.word.slice(1) : FORM_OTHER;
}
