import { z } from "zod";
import { IsoDate, LIMITS } from "../common/schemas";
import { DecorationLayerSchema } from "../layers/schemas";
import { COMBO_PHOTO_LIMIT } from "./rules";
import { COMBO_TEXTS } from "./texts";

const id = z.number().int().min(1).max(2_147_483_647);

export const ComboLayerSnapshotSchema = z
  .object({
    type: z.string().max(40),
    materialName: z.string().max(LIMITS.name).nullable().optional(),
    placement: z.string().max(40).nullable().optional(),
    applicationMethod: z.string().max(60).nullable().optional(),
    coats: z.number().int().min(1).max(10).nullable().optional(),
    thickness: z.string().max(20).nullable().optional(),
  });

export const CreateComboBodySchema = z
  .object({
    pieceId: id,
    name: z.string().trim().max(LIMITS.name).optional(),
    layers: z.array(ComboLayerSnapshotSchema).max(50).optional(),
  })
  .strict();
export type CreateComboBody = z.infer<typeof CreateComboBodySchema>;

export const UpdateComboBodySchema = z
  .object({
    name: z.string().trim().min(1, COMBO_TEXTS.nameRequired).max(LIMITS.name, `Name must be at most ${LIMITS.name} characters`).optional(),
    temperature: z.string().max(40).nullable().optional(),
    notes: z.string().max(LIMITS.notes, `Notes must be at most ${LIMITS.notes} characters`).nullable().optional(),
    imageUrls: z.array(z.string().max(LIMITS.urlLength)).max(COMBO_PHOTO_LIMIT, COMBO_TEXTS.tooManyPhotos).optional(),
  })
  .strict();
export type UpdateComboBody = z.infer<typeof UpdateComboBodySchema>;

export const ApplyComboBodySchema = z
  .object({ comboId: id, notes: z.string().max(LIMITS.notes).nullable().optional() })
  .strict();

export const SurfaceComboLayerSchema = z
  .object({
    id: z.number().int(),
    comboId: z.number().int(),
    orderIndex: z.number().int(),
    type: z.string(),
    materialName: z.string().nullable(),
    placement: z.string().nullable(),
    applicationMethod: z.string().nullable(),
    coats: z.number().int().nullable(),
    thickness: z.string().nullable(),
  });
export type SurfaceComboLayer = z.infer<typeof SurfaceComboLayerSchema>;

export const SurfaceComboSchema = z
  .object({
    id: z.number().int(),
    name: z.string(),
    temperature: z.string().nullable(),
    notes: z.string().nullable(),
    imageUrls: z.array(z.string()),
    thumbnailUrl: z.string().nullable(),
    layerCount: z.number().int(),
    createdAt: IsoDate,
  });
export type SurfaceCombo = z.infer<typeof SurfaceComboSchema>;

export const SurfaceComboListSchema = z.array(SurfaceComboSchema);
export const SurfaceComboLayerListSchema = z.array(SurfaceComboLayerSchema);
export const AppliedLayersSchema = z.object({ data: z.array(DecorationLayerSchema) });
