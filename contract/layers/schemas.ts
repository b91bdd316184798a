import { z } from "zod";
import { IsoDate, LIMITS } from "../common/schemas";
import { LAYER_TEXTS } from "./texts";

export * from "./texts";

const optionalText = (max: number) => z.string().max(max, `Must be at most ${max} characters`).nullable().optional();
const id = z.number().int().min(1).max(2_147_483_647);

/** Fields a layer may carry; the rules between them (product.md#r77 matrix) are checked by the server's layer rules. */
const layerFields = {
  glazeId: id.nullable().optional(),
  type: z.string().max(40).optional(),
  placement: z.string().max(40).nullable().optional(),
  applicationMethod: z.string().max(60).nullable().optional(),
  coats: z.number().int().min(1, LAYER_TEXTS.coatsMin).max(10, LAYER_TEXTS.coatsMax).nullable().optional(),
  thickness: z.string().max(20).nullable().optional(),
  temperature: optionalText(40),
  firingAtmosphere: optionalText(60),
  notes: optionalText(LIMITS.notes),
  orderIndex: z.number().int().min(0).max(100_000).optional(),
  materialName: optionalText(LIMITS.name),
};

export const CreateLayerBodySchema = z
  .object({ pieceId: id, ...layerFields })
  .strict();
export type CreateLayerBody = z.infer<typeof CreateLayerBodySchema>;

/**
 * A first layer sent with a new piece (POST /api/pieces, one request and one transaction): either a layer of its
 * own, or a saved surface combo to apply (`comboId`, with optional notes), kept in the order the potter built them.
 */
export const NewPieceLayerSchema = z
  .object({ ...layerFields, comboId: id.optional() })
  .strict()
  .superRefine((layer, ctx) => {
    if (layer.comboId === undefined) return;
    for (const [key, value] of Object.entries(layer)) {
      if (key !== "comboId" && key !== "notes" && value !== undefined && value !== null) {
        ctx.addIssue({ code: "custom", path: [key], message: LAYER_TEXTS.comboLayerFields });
      }
    }
  });
export type NewPieceLayer = z.infer<typeof NewPieceLayerSchema>;

export const UpdateLayerBodySchema = z.object(layerFields).strict();
export type UpdateLayerBody = z.infer<typeof UpdateLayerBodySchema>;

export const ReorderBodySchema = z
  .object({ layerIds: z.array(id).min(1).max(500) })
  .strict();

export const DecorationLayerSchema = z
  .object({
    id: z.number().int(),
    pieceId: z.number().int(),
    glazeId: z.number().int().nullable(),
    type: z.string(),
    placement: z.string(),
    applicationMethod: z.string().nullable(),
    coats: z.number().int().nullable(),
    thickness: z.string().nullable(),
    temperature: z.string().nullable(),
    firingAtmosphere: z.string().nullable(),
    notes: z.string().nullable(),
    orderIndex: z.number().int(),
    comboId: z.number().int().nullable(),
    comboName: z.string().nullable(),
    materialName: z.string().nullable(),
    createdAt: IsoDate,
  });
export type DecorationLayer = z.infer<typeof DecorationLayerSchema>;

export const DecorationLayerListSchema = z.object({ data: z.array(DecorationLayerSchema) });
