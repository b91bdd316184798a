import { withSchemas } from "../common/route-table";
import { IdParamSchema, OkSchema } from "../common/schemas";
import { COMBOS_ENDPOINTS } from "./endpoints";
import {
  AppliedLayersSchema,
  ApplyComboBodySchema,
  CreateComboBodySchema,
  SurfaceComboLayerListSchema,
  SurfaceComboListSchema,
  SurfaceComboSchema,
  UpdateComboBodySchema,
} from "./schemas";

export const COMBOS_ROUTES = withSchemas(COMBOS_ENDPOINTS, {
  list: { answer: SurfaceComboListSchema },
  get: { params: IdParamSchema, answer: SurfaceComboSchema },
  layers: { params: IdParamSchema, answer: SurfaceComboLayerListSchema },
  create: { body: CreateComboBodySchema, answer: SurfaceComboSchema, status: 201 },
  update: { params: IdParamSchema, body: UpdateComboBodySchema, answer: SurfaceComboSchema },
  remove: { params: IdParamSchema, answer: OkSchema },
  apply: { params: IdParamSchema, body: ApplyComboBodySchema, answer: AppliedLayersSchema, status: 201 },
});
export type CombosRoutes = typeof COMBOS_ROUTES;
