/**
 * Glaze materials bought and used (product.md#r291, product.md#r292, docs/decisions/0326-material-stock.md): a
 * purchase (day, weight and unit, total paid, supplier), each material's stock on hand with its rolling average
 * price, its reorder level, and the shopping list. Amounts are decimal strings as in ./fields.ts.
 */
import { z } from "zod";
import { MaterialIdSchema } from "../glaze-lab/fields";
import { amount, DaySchema, notes, shortText } from "./fields";
import { JAR_WEIGHT_UNITS } from "./rules";
import { STOCK_TEXTS as T } from "./stock-texts";

const unit = z.enum(JAR_WEIGHT_UNITS, { error: T.unitInvalid });
const quantity = z.number({ error: T.quantityInvalid }).positive(T.quantityInvalid).max(100_000, T.quantityInvalid);

export const CreateMaterialPurchaseBodySchema = z
  .object({
    materialId: MaterialIdSchema,
    date: DaySchema,
    quantity,
    unit,
    total: amount("Total paid"),
    supplier: shortText("Supplier").optional(),
    notes: notes.optional(),
  })
  .strict();
export type CreateMaterialPurchaseBody = z.input<typeof CreateMaterialPurchaseBodySchema>;
export type CreateMaterialPurchaseInput = z.output<typeof CreateMaterialPurchaseBodySchema>;

export const MaterialPurchaseSchema = z.object({
  id: z.number(),
  materialId: z.union([z.number().int(), z.string()]),
  /** The material's name in the potter's library; null when the material was deleted. */
  materialName: z.string().nullable(),
  date: z.string(),
  quantity: z.number(),
  unit,
  total: z.string(),
  /** total ÷ quantity, per unit, rounded half up once. */
  unitPrice: z.string(),
  supplier: z.string().nullable(),
  notes: z.string().nullable(),
  currency: z.string(),
  createdAt: z.string(),
});
export type MaterialPurchase = z.infer<typeof MaterialPurchaseSchema>;
export const MaterialPurchaseListSchema = z.object({ data: z.array(MaterialPurchaseSchema), currency: z.string() });

/** A material's stock: weights in its unit (the reorder level's, else the last purchase's), to the thousandth. */
export const MaterialStockSchema = z.object({
  materialId: z.union([z.number().int(), z.string()]),
  materialName: z.string().nullable(),
  unit,
  /** Bought less used; below 0 when mix logs used more than the purchases recorded. */
  onHand: z.number(),
  purchased: z.number(),
  used: z.number(),
  purchaseCount: z.number(),
  mixCount: z.number(),
  /** The rolling (weighted moving) average price per unit, rounded half up once; null with no purchase. */
  averagePrice: z.string().nullable(),
  /** The same per gram, with up to 4 decimals beyond the currency's. */
  averagePerGram: z.string().nullable(),
  /** What is on hand is worth at the average, rounded once; null with nothing on hand or no purchase. */
  value: z.string().nullable(),
  level: z.number().nullable(),
  below: z.boolean(),
  /** The level less what is on hand, rounded up to the thousandth; null when not below. */
  toBuy: z.number().nullable(),
  explanation: z.string(),
});
export type MaterialStock = z.infer<typeof MaterialStockSchema>;
export const MaterialStockListSchema = z.object({ data: z.array(MaterialStockSchema), currency: z.string() });

export const SetReorderLevelBodySchema = z
  .object({
    materialId: MaterialIdSchema,
    /** null clears the level. */
    level: z.number({ error: T.levelInvalid }).positive(T.levelInvalid).max(100_000, T.levelInvalid).nullable(),
    unit,
  })
  .strict();
export type SetReorderLevelBody = z.input<typeof SetReorderLevelBodySchema>;
export type SetReorderLevelInput = z.output<typeof SetReorderLevelBodySchema>;

export const ShoppingItemSchema = z.object({
  materialId: z.union([z.number().int(), z.string()]),
  materialName: z.string().nullable(),
  unit,
  onHand: z.number(),
  level: z.number(),
  toBuy: z.number(),
  /** toBuy at the rolling average, rounded once; null with no purchase. */
  estimate: z.string().nullable(),
  lastSupplier: z.string().nullable(),
});
export const ShoppingListSchema = z.object({
  data: z.array(ShoppingItemSchema),
  /** The exact sum of the estimates. */
  estimate: z.string(),
  currency: z.string(),
});
export type ShoppingList = z.infer<typeof ShoppingListSchema>;
