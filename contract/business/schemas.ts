/**
 * Request and answer schemas of the business side (product.md#r268–r275). Amounts travel as decimal strings
 * ("45.00"); the body's pattern takes up to 3 decimals, and the server refuses more than the potter's currency has
 * (./money.ts, docs/decisions/0312-money-in-minor-units.md). Every answer's amounts are in `currency`.
 */
import { z } from "zod";
import { amount, currency, DaySchema, idNumber, name, notes, shortText } from "./fields";
import {
  COMMISSION_PATTERN,
  COST_KINDS,
  FORM_MAX,
  LAYER_GRAMS_MAX,
  NOTES_MAX,
  OTHER_COSTS_MAX,
  PACKED_PIECES_MAX,
  PAYMENT_METHODS,
  PIECE_PLACES,
  SALE_CHANNELS,
  SALE_ITEMS_MAX,
  SALE_STATUSES,
  SETTABLE_SALE_STATUSES,
} from "./rules";
import { BUSINESS_TEXTS as T } from "./texts";

export * from "./money";
export * from "./rules";
export * from "./texts";
export * from "./fields";
export * from "./price-schemas";
export * from "./event-feed-schemas";

// ---------------------------------------------------------------------------------------------------------------
// A piece for sale: price, status, place, what its cost counts (product.md#r270).

const commission = z.string({ error: T.commissionInvalid }).trim().regex(COMMISSION_PATTERN, T.commissionInvalid);
const OtherCostInput = z.object({ description: name, amount: amount("Amount") }).strict();

export const UpdateSellingBodySchema = z
  .object({
    price: amount("Price").nullable(),
    status: z.enum(SETTABLE_SALE_STATUSES, { error: T.statusInvalid }),
    place: z.enum(PIECE_PLACES, { error: T.placeInvalid }),
    /** The shop holding the piece on consignment; cleared when the place is home. */
    shop: shortText("Shop"),
    /** The shop's commission in percent ("30"); cleared when the place is home. */
    commission: commission.nullable(),
    /** What the piece is ("Mug"), for the report by form; null goes back to the word found in its name. */
    form: z.string({ error: T.textTooLong("Form") }).trim().min(1, T.textTooLong("Form")).max(FORM_MAX, T.textTooLong("Form")).nullable(),
    /** Grams of glaze each layer used; a layer not listed uses DEFAULT_LAYER_GRAMS. Sent whole. */
    layerGrams: z
      .array(
        z
          .object({
            layerId: idNumber,
            grams: z.number({ error: T.gramsInvalid }).int(T.gramsInvalid).min(0, T.gramsInvalid).max(LAYER_GRAMS_MAX, T.gramsInvalid),
          })
          .strict(),
      )
      .max(100, T.tooManyCosts),
    /** This piece's own other costs (a lid knob bought, a gift box). Sent whole. */
    otherCosts: z.array(OtherCostInput).max(OTHER_COSTS_MAX, T.tooManyCosts),
  })
  .partial()
  .strict();
export type UpdateSellingBody = z.input<typeof UpdateSellingBodySchema>;
export type UpdateSellingInput = z.output<typeof UpdateSellingBodySchema>;

export const SellingSchema = z.object({
  pieceId: z.number(),
  price: z.string().nullable(),
  status: z.enum(SALE_STATUSES),
  place: z.enum(PIECE_PLACES),
  shop: z.string().nullable(),
  commission: z.string().nullable(),
  /** The potter's word for what it is, or the one found in its name ("Mug"), or "Other". */
  form: z.string(),
  layerGrams: z.array(z.object({ layerId: z.number(), grams: z.number() })),
  otherCosts: z.array(z.object({ description: z.string(), amount: z.string() })),
  /** The sale that sold it, while it is sold. */
  saleId: z.number().nullable(),
  currency,
});
export type Selling = z.infer<typeof SellingSchema>;

export const InventoryQuerySchema = z
  .object({
    status: z.enum(SALE_STATUSES, { error: T.statusInvalid }).optional(),
    place: z.enum(PIECE_PLACES, { error: T.placeInvalid }).optional(),
  })
  .strict();
export type InventoryQuery = z.infer<typeof InventoryQuerySchema>;
export const InventoryItemSchema = z.object({
  pieceId: z.number(),
  code: z.string().nullable(),
  name: z.string(),
  type: z.string(),
  form: z.string(),
  thumbnailUrl: z.string().nullable(),
  price: z.string().nullable(),
  status: z.enum(SALE_STATUSES),
  place: z.enum(PIECE_PLACES),
  shop: z.string().nullable(),
});
export type InventoryItem = z.infer<typeof InventoryItemSchema>;
/** Finished pieces (and any piece with a price or a sale), newest first. */
export const InventorySchema = z.object({ data: z.array(InventoryItemSchema), currency });

export const CostPartSchema = z.object({ kind: z.enum(COST_KINDS), amount: z.string(), explanation: z.string() });
export type CostPart = z.infer<typeof CostPartSchema>;
export const PieceCostSchema = z.object({
  pieceId: z.number(),
  /** The sum of the parts, exactly. */
  total: z.string(),
  currency,
  /** Parts counted, then notes of what could not be (amount "0.00": no price yet, no weight). */
  parts: z.array(CostPartSchema),
  /** total × the potter's markup (product.md#r293), rounded half up; null when nothing is counted. */
  suggestedPrice: z.string().nullable(),
  /** The markup the suggestion used, "2.5". */
  markup: z.string(),
  /** The median price similar pieces (same form) sold for; null when none sold. */
  similarSoldFor: z.string().nullable(),
});
export type PieceCost = z.infer<typeof PieceCostSchema>;

// ---------------------------------------------------------------------------------------------------------------
// Sales (product.md#r271).

export const CreateSaleBodySchema = z
  .object({
    date: DaySchema,
    channel: z.enum(SALE_CHANNELS, { error: T.channelInvalid }),
    venue: shortText("Venue").optional(),
    /** The market day it was made at (its pieces need not have been packed). */
    eventId: idNumber.nullish(),
    items: z
      .array(z.object({ pieceId: idNumber, price: amount("Price") }).strict(), { error: T.itemsRequired })
      .min(1, T.itemsRequired)
      .max(SALE_ITEMS_MAX, T.tooManyItems)
      .refine((items) => new Set(items.map((i) => i.pieceId)).size === items.length, T.duplicatePiece),
    /** Off the whole sale, shared over its items in proportion to their prices. */
    discount: amount("Discount").nullish(),
    /** Card or platform fee the potter paid. */
    fee: amount("Fee").nullish(),
    /** Sales tax collected (not revenue). */
    tax: amount("Tax").nullish(),
    paymentMethod: z.enum(PAYMENT_METHODS, { error: T.paymentMethodInvalid }).nullish(),
    /** Private to the potter. */
    buyer: shortText("Buyer").optional(),
    notes: notes.optional(),
  })
  .strict();
export type CreateSaleBody = z.input<typeof CreateSaleBodySchema>;
export type CreateSaleInput = z.output<typeof CreateSaleBodySchema>;

export const SaleItemSchema = z.object({
  pieceId: z.number(),
  pieceCode: z.string().nullable(),
  pieceName: z.string(),
  form: z.string(),
  price: z.string(),
  /** This item's share of the sale's discount. */
  discount: z.string(),
  /** The piece's cost when it sold (kept, so the year's numbers do not move with later prices). */
  cost: z.string(),
  returned: z.boolean(),
});
export const SaleReturnSchema = z.object({ id: z.number(), date: z.string(), pieceIds: z.array(z.number()), reason: z.string(), refund: z.string() });
export const SaleSchema = z.object({
  id: z.number(),
  date: z.string(),
  channel: z.enum(SALE_CHANNELS),
  venue: z.string().nullable(),
  eventId: z.number().nullable(),
  items: z.array(SaleItemSchema),
  /** Prices of the items not returned. */
  subtotal: z.string(),
  discount: z.string(),
  fee: z.string(),
  tax: z.string(),
  /** What the buyer paid for what they kept: subtotal − their discount + tax. */
  total: z.string(),
  paymentMethod: z.enum(PAYMENT_METHODS).nullable(),
  buyer: z.string().nullable(),
  notes: z.string().nullable(),
  returns: z.array(SaleReturnSchema),
  currency,
  createdAt: z.string(),
});
export type Sale = z.infer<typeof SaleSchema>;

const optionalDay = DaySchema.optional();
export const SalesQuerySchema = z
  .object({ from: optionalDay, to: optionalDay, eventId: z.string().regex(/^[1-9][0-9]{0,9}$/, T.idInvalid).transform(Number).optional() })
  .strict()
  .refine((q) => !q.from || !q.to || q.from <= q.to, { message: T.rangeInvalid, path: ["from"] });
export type SalesQuery = z.infer<typeof SalesQuerySchema>;
export const SaleListSchema = z.object({
  data: z.array(SaleSchema),
  /** More sales in the range than SALES_PAGE_MAX; the newest are listed. */
  more: z.boolean(),
  currency,
});

export const CreateReturnBodySchema = z
  .object({
    pieceIds: z.array(idNumber).min(1, T.itemsRequired).max(SALE_ITEMS_MAX, T.tooManyItems),
    reason: z.string({ error: T.reasonTooLong }).trim().max(NOTES_MAX, T.reasonTooLong).default(""),
    /** The day of the return; today (UTC) when not given. */
    date: DaySchema.optional(),
  })
  .strict();
export type CreateReturnBody = z.input<typeof CreateReturnBodySchema>;
export type CreateReturnInput = z.output<typeof CreateReturnBodySchema>;

// ---------------------------------------------------------------------------------------------------------------
// Market days (product.md#r272).

export const CreateEventBodySchema = z
  .object({
    name,
    date: DaySchema,
    place: shortText("Place").optional(),
    boothFee: amount("Booth fee").nullish(),
    notes: notes.optional(),
  })
  .strict();
export type CreateEventBody = z.input<typeof CreateEventBodySchema>;
export type CreateEventInput = z.output<typeof CreateEventBodySchema>;
export const UpdateEventBodySchema = CreateEventBodySchema.partial().strict();
export type UpdateEventBody = z.input<typeof UpdateEventBodySchema>;
export type UpdateEventInput = z.output<typeof UpdateEventBodySchema>;
export const PackPiecesBodySchema = z.object({ pieceIds: z.array(idNumber).min(1, T.itemsRequired).max(PACKED_PIECES_MAX, T.tooManyPieces) }).strict();
export type PackPiecesBody = z.input<typeof PackPiecesBodySchema>;
export type PackPiecesInput = z.output<typeof PackPiecesBodySchema>;

export const EventSummarySchema = z.object({
  id: z.number(),
  name: z.string(),
  date: z.string(),
  place: z.string().nullable(),
  boothFee: z.string().nullable(),
  notes: z.string().nullable(),
  packedCount: z.number(),
  soldCount: z.number(),
  /** Revenue of the day's sales (after discounts, returns taken off). */
  takings: z.string(),
  currency,
});
export type EventSummary = z.infer<typeof EventSummarySchema>;
export const EventListSchema = z.object({ data: z.array(EventSummarySchema), currency });
export const EventDetailSchema = EventSummarySchema.extend({
  packed: z.array(
    z.object({
      pieceId: z.number(),
      code: z.string().nullable(),
      name: z.string(),
      type: z.string(),
      thumbnailUrl: z.string().nullable(),
      price: z.string().nullable(),
      status: z.enum(SALE_STATUSES),
      /** Sold at this market day. */
      soldHere: z.boolean(),
    }),
  ),
  /** The day's takings by how they were paid (tax included, as counted in the cash box). */
  byPaymentMethod: z.array(z.object({ paymentMethod: z.string(), amount: z.string(), sales: z.number() })),
  /** Packed and not sold here: what came back. */
  unsold: z.array(z.number()),
  sales: z.array(SaleSchema),
});
export type EventDetail = z.infer<typeof EventDetailSchema>;

// ---------------------------------------------------------------------------------------------------------------
// The numbers (product.md#r273).

export const SalesReportQuerySchema = z
  .object({ from: optionalDay, to: optionalDay })
  .strict()
  .refine((q) => !q.from || !q.to || q.from <= q.to, { message: T.rangeInvalid, path: ["from"] });
export type SalesReportQuery = z.infer<typeof SalesReportQuerySchema>;
const ReportLine = z.object({ key: z.string(), revenue: z.string(), costOfGoods: z.string(), margin: z.string(), pieces: z.number() });
export type ReportLine = z.infer<typeof ReportLine>;
export const SalesReportSchema = z.object({
  from: z.string().nullable(),
  to: z.string().nullable(),
  currency,
  /** Prices less discounts of the pieces sold and not returned. */
  revenue: z.string(),
  /** Their costs when they sold. */
  costOfGoods: z.string(),
  /** revenue − costOfGoods. */
  margin: z.string(),
  fees: z.string(),
  tax: z.string(),
  boothFees: z.string(),
  sales: z.number(),
  piecesSold: z.number(),
  byChannel: z.array(ReportLine),
  byVenue: z.array(ReportLine),
  /** By the piece's form (Mug, Bowl…). */
  byForm: z.array(ReportLine),
  /** key "YYYY-MM", oldest first. */
  byMonth: z.array(ReportLine),
  /** Forms that sold most, by pieces then revenue. */
  bestSellers: z.array(ReportLine),
  /** Pieces available for sale longest, oldest first; `since` is the day it was made (YYYY-MM-DD). */
  longestUnsold: z.array(z.object({ pieceId: z.number(), code: z.string().nullable(), name: z.string(), type: z.string(), price: z.string().nullable(), since: z.string(), days: z.number() })),
});
export type SalesReport = z.infer<typeof SalesReportSchema>;

export const SalesCsvQuerySchema = z
  .object({ year: z.string({ error: T.yearInvalid }).regex(/^(19|20|21)\d\d$/, T.yearInvalid).transform(Number) })
  .strict();
export type SalesCsvQuery = z.infer<typeof SalesCsvQuerySchema>;
