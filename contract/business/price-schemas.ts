/** Prices where the potter buys (product.md#r269): clay by the bag, commercial glazes by the jar, supplies, own kilns. */
import { z } from "zod";
import { amount, currency, idNumber, name, notes, weight } from "./fields";
import { BAG_WEIGHT_UNITS, JAR_WEIGHT_UNITS, NAME_MAX } from "./rules";
import { BUSINESS_TEXTS as T } from "./texts";

export const CreateClayPriceBodySchema = z
  .object({
    /** As the potter's clay bodies list and pieces write it ("B-Mix · Laguna"). */
    clayBody: z.string({ error: T.clayBodyRequired }).trim().min(1, T.clayBodyRequired).max(NAME_MAX, T.nameTooLong),
    bagPrice: amount("Bag price"),
    bagWeight: weight,
    weightUnit: z.enum(BAG_WEIGHT_UNITS, { error: T.weightUnitInvalid }),
    notes: notes.optional(),
  })
  .strict();
export type CreateClayPriceBody = z.input<typeof CreateClayPriceBodySchema>;
export type CreateClayPriceInput = z.output<typeof CreateClayPriceBodySchema>;
export const UpdateClayPriceBodySchema = CreateClayPriceBodySchema.partial().strict();
export type UpdateClayPriceBody = z.input<typeof UpdateClayPriceBodySchema>;
export type UpdateClayPriceInput = z.output<typeof UpdateClayPriceBodySchema>;
export const ClayPriceSchema = z.object({
  id: z.number(),
  clayBody: z.string(),
  bagPrice: z.string(),
  bagWeight: z.number(),
  weightUnit: z.enum(BAG_WEIGHT_UNITS),
  notes: z.string().nullable(),
  currency,
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type ClayPrice = z.infer<typeof ClayPriceSchema>;
export const ClayPriceListSchema = z.object({ data: z.array(ClayPriceSchema), currency });

/** A commercial glaze bought by the jar, attached to a surface of the glazes area by its id (product.md#r269). */
export const CreateGlazePriceBodySchema = z
  .object({
    name,
    glazeId: idNumber.nullish(),
    jarPrice: amount("Jar price"),
    jarWeight: weight,
    weightUnit: z.enum(JAR_WEIGHT_UNITS, { error: T.jarUnitInvalid }),
    notes: notes.optional(),
  })
  .strict();
export type CreateGlazePriceBody = z.input<typeof CreateGlazePriceBodySchema>;
export type CreateGlazePriceInput = z.output<typeof CreateGlazePriceBodySchema>;
export const UpdateGlazePriceBodySchema = CreateGlazePriceBodySchema.partial().strict();
export type UpdateGlazePriceBody = z.input<typeof UpdateGlazePriceBodySchema>;
export type UpdateGlazePriceInput = z.output<typeof UpdateGlazePriceBodySchema>;
export const GlazePriceSchema = z.object({
  id: z.number(),
  name: z.string(),
  glazeId: z.number().nullable(),
  /** The attached surface's name, as the library shows it; null when none is attached. */
  glazeName: z.string().nullable(),
  jarPrice: z.string(),
  jarWeight: z.number(),
  weightUnit: z.enum(JAR_WEIGHT_UNITS),
  notes: z.string().nullable(),
  currency,
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type GlazePrice = z.infer<typeof GlazePriceSchema>;
export const GlazePriceListSchema = z.object({ data: z.array(GlazePriceSchema), currency });

/** Other supplies (packaging, wax, labels); `perPiece`, when set, is added to every piece's cost. */
export const CreateSupplyBodySchema = z
  .object({ name, price: amount("Price"), perPiece: amount("Cost per piece").nullish(), notes: notes.optional() })
  .strict();
export type CreateSupplyBody = z.input<typeof CreateSupplyBodySchema>;
export type CreateSupplyInput = z.output<typeof CreateSupplyBodySchema>;
export const UpdateSupplyBodySchema = CreateSupplyBodySchema.partial().strict();
export type UpdateSupplyBody = z.input<typeof UpdateSupplyBodySchema>;
export type UpdateSupplyInput = z.output<typeof UpdateSupplyBodySchema>;
export const SupplySchema = z.object({
  id: z.number(),
  name: z.string(),
  price: z.string(),
  perPiece: z.string().nullable(),
  notes: z.string().nullable(),
  currency,
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Supply = z.infer<typeof SupplySchema>;
export const SupplyListSchema = z.object({ data: z.array(SupplySchema), currency });

/** The potter's own kiln's cost per firing (power, wear), shared over the pieces in each firing. */
export const CreateKilnCostBodySchema = z.object({ kilnId: idNumber, perFiring: amount("Cost per firing"), notes: notes.optional() }).strict();
export type CreateKilnCostBody = z.input<typeof CreateKilnCostBodySchema>;
export type CreateKilnCostInput = z.output<typeof CreateKilnCostBodySchema>;
export const UpdateKilnCostBodySchema = CreateKilnCostBodySchema.omit({ kilnId: true }).partial().strict();
export type UpdateKilnCostBody = z.input<typeof UpdateKilnCostBodySchema>;
export type UpdateKilnCostInput = z.output<typeof UpdateKilnCostBodySchema>;
export const KilnCostSchema = z.object({
  id: z.number(),
  kilnId: z.number(),
  kilnName: z.string(),
  perFiring: z.string(),
  notes: z.string().nullable(),
  currency,
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type KilnCost = z.infer<typeof KilnCostSchema>;
export const KilnCostListSchema = z.object({ data: z.array(KilnCostSchema), currency });

