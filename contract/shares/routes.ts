import { withSchemas } from "../common/route-table";
import { IdParamSchema, OkSchema } from "../common/schemas";
import { SHARES_ENDPOINTS } from "./endpoints";
import { CreateRecipeShareBodySchema, RecipeShareSchema, RecipeShareStateSchema } from "./recipe-schemas";
import { CreateShareBodySchema, PieceShareSchema, PieceShareStateSchema, UpdateShareBodySchema } from "./schemas";

export const SHARES_ROUTES = withSchemas(SHARES_ENDPOINTS, {
  get: { params: IdParamSchema, answer: PieceShareStateSchema },
  create: { params: IdParamSchema, body: CreateShareBodySchema, answer: PieceShareSchema, status: 201 },
  update: { params: IdParamSchema, body: UpdateShareBodySchema, answer: PieceShareSchema },
  remove: { params: IdParamSchema, answer: OkSchema },
  getRecipe: { params: IdParamSchema, answer: RecipeShareStateSchema },
  createRecipe: { params: IdParamSchema, body: CreateRecipeShareBodySchema, answer: RecipeShareSchema, status: 201 },
  removeRecipe: { params: IdParamSchema, answer: OkSchema },
});
export type SharesRoutes = typeof SHARES_ROUTES;
