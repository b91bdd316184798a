import { z } from "@hono/zod-openapi";
import { IsoDate, LIMITS } from "./common";
import { DecorationLayerSchema } from "./layers";

export const COMBO_PHOTO_LIMIT = 3;
/** Spec 001 §4/§9: the combo detail auto-saves 1 s after the last change; 'Saved' shows for 2 s. */
export const COMBO_AUTOSAVE_MS = 1000;
export const COMBO_SAVED_INDICATOR_MS = 2000;
/** Spec 001 §5: the client's saved-combos list. */
export const SAVED_COMBOS_CAP = 500;
export const SAVED_COMBOS_RESET_ITEMS = 1000;
export const SAVED_COMBOS_RESET_DUPLICATES = 100;

export const COMBO_TEXTS = {
  nameRequired: "Combo name is required",
  materialRequired: "Material name is required",
  placementRequired: "Placement is required",
  notFound: "Surface combo not found",
  backToCombos: "Back to My Surface Combos",
  loading: "Loading surface combo...",
  needTwoLayers: "Add at least two layers to save a combo",
  onlyDirectLayers: "You can only save combos made from direct layers. Remove applied combos to create a new one",
  saveHint: "Save all layers as a reusable combo",
  saveButton: "Save to My Surface Combos",
  savedTitle: "Saved to My Surface Combos",
  savedDescription: "Your surface treatment stack has been saved successfully.",
  saveFailed: "Couldn't save combo",
  saveFailedFallback: "Try again.",
  applyFailed: "Couldn't apply combo",
  snapshotNote:
    "This is a snapshot of the layers when you saved this combo. Changes to materials in your library won't affect this combo.",
  deleteTitle: "Delete this surface combo?",
  deleteText: "This will permanently remove this combo from your library. This action cannot be undone.",
  deleteFailed: "Delete failed",
  deleteFailedFallback: "Failed to delete surface combo. Please try again.",
  saveChangesFailed: (message: string) => `Failed to save changes: ${message}`,
  namePlaceholder: "Enter combo name",
  detailsCard: "My Combo Details",
  layerDetails: "Layer Details",
  tooManyPhotos: `A combo can hold at most ${COMBO_PHOTO_LIMIT} photos`,
} as const;

const id = z.number().int().min(1).max(2_147_483_647);

export const ComboLayerSnapshotSchema = z
  .object({
    type: z.string().max(40),
    materialName: z.string().max(LIMITS.name).nullable().optional(),
    placement: z.string().max(40).nullable().optional(),
    applicationMethod: z.string().max(60).nullable().optional(),
    coats: z.number().int().min(1).max(10).nullable().optional(),
    thickness: z.string().max(20).nullable().optional(),
  })
  .openapi("ComboLayerInput");

export const CreateComboBodySchema = z
  .object({
    pieceId: id,
    name: z.string().trim().max(LIMITS.name).optional(),
    layers: z.array(ComboLayerSnapshotSchema).max(50).optional(),
  })
  .strict()
  .openapi("CreateSurfaceCombo");
export type CreateComboBody = z.infer<typeof CreateComboBodySchema>;

export const UpdateComboBodySchema = z
  .object({
    name: z.string().trim().min(1, COMBO_TEXTS.nameRequired).max(LIMITS.name, `Name must be at most ${LIMITS.name} characters`).optional(),
    temperature: z.string().max(40).nullable().optional(),
    notes: z.string().max(LIMITS.notes, `Notes must be at most ${LIMITS.notes} characters`).nullable().optional(),
    imageUrls: z.array(z.string().max(LIMITS.urlLength)).max(COMBO_PHOTO_LIMIT, COMBO_TEXTS.tooManyPhotos).optional(),
  })
  .strict()
  .openapi("UpdateSurfaceCombo");
export type UpdateComboBody = z.infer<typeof UpdateComboBodySchema>;

export const ApplyComboBodySchema = z
  .object({ comboId: id, notes: z.string().max(LIMITS.notes).nullable().optional() })
  .strict()
  .openapi("ApplyCombo");

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
  })
  .openapi("SurfaceComboLayer");
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
  })
  .openapi("SurfaceCombo");
export type SurfaceCombo = z.infer<typeof SurfaceComboSchema>;

export const SurfaceComboListSchema = z.array(SurfaceComboSchema).openapi("SurfaceComboList");
export const SurfaceComboLayerListSchema = z.array(SurfaceComboLayerSchema).openapi("SurfaceComboLayerList");
export const AppliedLayersSchema = z.object({ data: z.array(DecorationLayerSchema) }).openapi("AppliedComboLayers");
