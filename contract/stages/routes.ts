import { withSchemas } from "../common/route-table";
import { IdParamSchema, OkSchema } from "../common/schemas";
import { STAGES_ENDPOINTS } from "./endpoints";
import {
  CreateStageEntryBodySchema,
  StageEntryListSchema,
  StageEntrySchema,
  StageHistoryQuerySchema,
  UpdateStageEntryBodySchema,
} from "./schemas";

export const STAGES_ROUTES = withSchemas(STAGES_ENDPOINTS, {
  list: { query: StageHistoryQuerySchema, answer: StageEntryListSchema },
  listForPiece: { params: IdParamSchema, answer: StageEntryListSchema },
  create: { body: CreateStageEntryBodySchema, answer: StageEntrySchema, status: 201 },
  update: { params: IdParamSchema, body: UpdateStageEntryBodySchema, answer: StageEntrySchema },
  remove: { params: IdParamSchema, answer: OkSchema },
});
export type StagesRoutes = typeof STAGES_ROUTES;
