import { z } from "@hono/zod-openapi";
import { IsoDate, LIMITS } from "./common";

/** Spec 001 §5 and §9: decoration layer options. */
export const LAYER_TYPES = ["Glaze", "Slip", "Underglaze", "Oxide", "Unglazed"] as const;
export type LayerType = (typeof LAYER_TYPES)[number];

export const PLACEMENTS = [
  "Inside",
  "Outside",
  "Outside – Full",
  "Outside – Top",
  "Outside – Bottom",
  "Rim/Lip",
  "All Over",
  "Angled",
] as const;
export const DEFAULT_PLACEMENT = "Outside";

export const THICKNESSES = ["Thin", "Medium", "Thick"] as const;

/** Coats are numbered by position from 1: '1 coat', '2 coats', '3+ coats'. */
export const COAT_OPTIONS = [
  { value: 1, label: "1 coat" },
  { value: 2, label: "2 coats" },
  { value: 3, label: "3+ coats" },
] as const;

export const APPLICATION_METHODS: Record<LayerType, readonly string[]> = {
  Glaze: ["Dipped", "Poured", "Sprayed", "Brushed", "Sponged", "Spattered"],
  Slip: ["Brushed", "Poured", "Dipped", "Trailed", "Sprayed"],
  Underglaze: ["Brushed", "Sprayed", "Sponged", "Stamped", "Trailed", "Transfer/Decal"],
  Oxide: ["Brushed", "Wiped back / Rubbed in", "Sponged"],
  Unglazed: [],
};

export const LAYER_TEXTS = {
  unglazedGlaze: "Unglazed type should not have a glaze selected",
  unglazedMethod: "Unglazed type should not have an application method",
  unglazedCoats: "Unglazed type should not have coats",
  unglazedThickness: "Unglazed type should not have a thickness",
  coatsNotApplicable: "Coats are not applicable for Slip and Oxide treatments.",
  thicknessNotApplicable: "Thickness is not applicable for Glaze and Underglaze treatments.",
  methodInvalid: (method: string, type: string) => `Application method "${method}" is not valid for ${type}`,
  invalidType: `Type must be one of ${LAYER_TYPES.join(", ")}`,
  invalidPlacement: `Placement must be one of ${PLACEMENTS.join(", ")}`,
  invalidThickness: `Thickness must be one of ${THICKNESSES.join(", ")}`,
  coatsMin: "Coats must be at least 1",
  coatsMax: "Coats must be at most 10",
  glazeNotFound: "Surface treatment not found",
  layerNotFound: "Decoration layer not found",
  reorderMismatch: "layerIds must list every layer of this piece exactly once",
  deleteTreatment: "Are you sure you want to delete this treatment?",
  deleteComboGroup: (name: string, n: number) => `Delete entire combo "${name}" with ${n} layers?`,
  loadError: (message: string) => `Error loading decoration layers: ${message}`,
} as const;

const optionalText = (max: number) => z.string().max(max, `Must be at most ${max} characters`).nullable().optional();
const id = z.number().int().min(1).max(2_147_483_647);

/** Fields a layer may carry; the rules between them (spec 001 §5 matrix) are checked by the server's layer rules. */
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
  .strict()
  .openapi("CreateDecorationLayer");
export type CreateLayerBody = z.infer<typeof CreateLayerBodySchema>;

export const UpdateLayerBodySchema = z.object(layerFields).strict().openapi("UpdateDecorationLayer");
export type UpdateLayerBody = z.infer<typeof UpdateLayerBodySchema>;

export const ReorderBodySchema = z
  .object({ layerIds: z.array(id).min(1).max(500) })
  .strict()
  .openapi("ReorderDecorationLayers");

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
  })
  .openapi("DecorationLayer");
export type DecorationLayer = z.infer<typeof DecorationLayerSchema>;

export const DecorationLayerListSchema = z.object({ data: z.array(DecorationLayerSchema) }).openapi("DecorationLayerList");
