import { withSchemas } from "../common/route-table";
import { IdParamSchema, OkSchema } from "../common/schemas";
import { LAYERS_ENDPOINTS } from "./endpoints";
import {
  CreateLayerBodySchema,
  DecorationLayerListSchema,
  DecorationLayerSchema,
  ReorderBodySchema,
  UpdateLayerBodySchema,
} from "./schemas";

export const LAYERS_ROUTES = withSchemas(LAYERS_ENDPOINTS, {
  listForPiece: { params: IdParamSchema, answer: DecorationLayerListSchema },
  list: { answer: DecorationLayerListSchema },
  create: { body: CreateLayerBodySchema, answer: DecorationLayerSchema, status: 201 },
  update: { params: IdParamSchema, body: UpdateLayerBodySchema, answer: DecorationLayerSchema },
  remove: { params: IdParamSchema, answer: OkSchema },
  reorder: { params: IdParamSchema, body: ReorderBodySchema, answer: DecorationLayerListSchema },
});
export type LayersRoutes = typeof LAYERS_ROUTES;
