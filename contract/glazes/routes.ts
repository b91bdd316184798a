import { withSchemas } from "../common/route-table";
import { IdParamSchema } from "../common/schemas";
import { GLAZES_ENDPOINTS } from "./endpoints";
import {
  CombinationLookupSchema,
  ComboNameParamSchema,
  CreateCombinationBodySchema,
  CreateGlazeBodySchema,
  DeleteGlazeAnswerSchema,
  DeleteGlazeQuerySchema,
  GlazeDetailSchema,
  GlazeListQuerySchema,
  GlazeListSchema,
  GlazeSchema,
  UpdateCombinationBodySchema,
  UpdateGlazeBodySchema,
} from "./schemas";

export const GLAZES_ROUTES = withSchemas(GLAZES_ENDPOINTS, {
  list: { query: GlazeListQuerySchema, answer: GlazeListSchema },
  combinationsOf: { params: IdParamSchema, answer: GlazeListSchema },
  get: { params: IdParamSchema, answer: GlazeDetailSchema },
  create: { body: CreateGlazeBodySchema, answer: GlazeSchema, status: 201 },
  update: { params: IdParamSchema, body: UpdateGlazeBodySchema, answer: GlazeDetailSchema },
  remove: { params: IdParamSchema, query: DeleteGlazeQuerySchema, answer: DeleteGlazeAnswerSchema },
  createCombination: { body: CreateCombinationBodySchema, answer: GlazeDetailSchema, status: 201 },
  updateCombination: { params: IdParamSchema, body: UpdateCombinationBodySchema, answer: GlazeDetailSchema },
  combinationByName: { params: ComboNameParamSchema, answer: CombinationLookupSchema },
});
export type GlazesRoutes = typeof GLAZES_ROUTES;
