import { withSchemas } from "../common/route-table";
import { IdParamSchema, OkSchema } from "../common/schemas";
import { TILES_ENDPOINTS } from "./endpoints";
import {
  CreateTestTileBodySchema,
  TestTileFacetsSchema,
  TestTileListQuerySchema,
  TestTileListSchema,
  TestTilePageSchema,
  TestTileSchema,
  TileRecipeGroupListSchema,
  UpdateTestTileBodySchema,
} from "./schemas";

export const TILES_ROUTES = withSchemas(TILES_ENDPOINTS, {
  list: { query: TestTileListQuerySchema, answer: TestTilePageSchema },
  facets: { answer: TestTileFacetsSchema },
  byRecipe: { answer: TileRecipeGroupListSchema },
  get: { params: IdParamSchema, answer: TestTileSchema },
  create: { body: CreateTestTileBodySchema, answer: TestTileSchema, status: 201 },
  update: { params: IdParamSchema, body: UpdateTestTileBodySchema, answer: TestTileSchema },
  remove: { params: IdParamSchema, answer: OkSchema },
  ofGlaze: { params: IdParamSchema, answer: TestTileListSchema },
  ofCombo: { params: IdParamSchema, answer: TestTileListSchema },
});
export type TilesRoutes = typeof TILES_ROUTES;
