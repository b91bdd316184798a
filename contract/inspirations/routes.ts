import { withSchemas } from "../common/route-table";
import { IdParamSchema, OkSchema } from "../common/schemas";
import { INSPIRATIONS_ENDPOINTS } from "./endpoints";
import { CreateInspirationBodySchema, InspirationListSchema, InspirationSchema, UpdateInspirationBodySchema } from "./schemas";

export const INSPIRATIONS_ROUTES = withSchemas(INSPIRATIONS_ENDPOINTS, {
  list: { answer: InspirationListSchema },
  get: { params: IdParamSchema, answer: InspirationSchema },
  create: { body: CreateInspirationBodySchema, answer: InspirationSchema, status: 201 },
  update: { params: IdParamSchema, body: UpdateInspirationBodySchema, answer: InspirationSchema },
  remove: { params: IdParamSchema, answer: OkSchema },
});
export type InspirationsRoutes = typeof INSPIRATIONS_ROUTES;
