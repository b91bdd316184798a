/**
 * A glaze material's price (product.md#r280): what the potter pays for a weight of a material of the glaze lab, a
 * default one ("default:<key>") or their own (its number), one price per material. Amounts as in ./schemas.ts.
 */
import { z } from "zod";
import { MaterialIdSchema } from "../glaze-lab/fields";
import { amount, notes, weight } from "./fields";
import { JAR_WEIGHT_UNITS } from "./rules";
import { BUSINESS_TEXTS as T } from "./texts";


export const CreateMaterialPriceBodySchema = z
  .object({
    materialId: MaterialIdSchema,
    price: amount("Price"),
    weight,
    weightUnit: z.enum(JAR_WEIGHT_UNITS, { error: T.jarUnitInvalid }),
    notes: notes.optional(),
  })
  .strict();
export type CreateMaterialPriceBody = z.input<typeof CreateMaterialPriceBodySchema>;
export type CreateMaterialPriceInput = z.output<typeof CreateMaterialPriceBodySchema>;
export const UpdateMaterialPriceBodySchema = CreateMaterialPriceBodySchema.partial().strict();
export type UpdateMaterialPriceBody = z.input<typeof UpdateMaterialPriceBodySchema>;
export type UpdateMaterialPriceInput = z.output<typeof UpdateMaterialPriceBodySchema>;
export const MaterialPriceSchema = z.object({
  id: z.number(),
  materialId: z.union([z.number().int(), z.string()]),
  /** The material's name in the potter's library; null when the material was deleted. */
  materialName: z.string().nullable(),
  price: z.string(),
  weight: z.number(),
  weightUnit: z.enum(JAR_WEIGHT_UNITS),
  notes: z.string().nullable(),
  currency: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type MaterialPrice = z.infer<typeof MaterialPriceSchema>;
export const MaterialPriceListSchema = z.object({ data: z.array(MaterialPriceSchema), currency: z.string() });

/** A recipe's batch cost (product.md#r281): per kg and per lb of dry glaze, and which materials have no price. */
export const RecipeCostSchema = z.object({
  recipeId: z.number(),
  /** null: no line has a priced material, so nothing is known. */
  perKg: z.string().nullable(),
  perLb: z.string().nullable(),
  /** The price per gram, with up to 4 decimals beyond the currency's, as the explanation shows it. */
  perGram: z.string().nullable(),
  unpriced: z.array(z.string()),
  lineCount: z.number(),
  explanation: z.string(),
  currency: z.string(),
});
export type RecipeCost = z.infer<typeof RecipeCostSchema>;
