import { withSchemas } from "../common/route-table";
import { IdParamSchema, OkSchema } from "../common/schemas";
import { GLAZE_LAB_ENDPOINTS } from "./endpoints";
import { MixItemParamSchema } from "./mix-params";
import {
  BatchBodySchema,
  BatchSchema,
  BlendBodySchema,
  BlendSchema,
  CreateMixBodySchema,
  MixListSchema,
  MixSchema,
  ParseBodySchema,
  ParseSchema,
  RecipeOutcomesSchema,
  SubstituteBodySchema,
  SubstituteSchema,
} from "./lab-schemas";
import {
  CreateMaterialBodySchema,
  CreateRecipeBodySchema,
  MaterialListQuerySchema,
  MaterialListSchema,
  MaterialSchema,
  RecipeListQuerySchema,
  RecipePageSchema,
  RecipeSchema,
  RecipeVersionListSchema,
  UpdateMaterialBodySchema,
  UpdateRecipeBodySchema,
} from "./schemas";
import { SetShelfRecipeBodySchema, ShelfGlazeParamSchema, ShelfRecipeSchema } from "./shelf-schemas";

export const GLAZE_LAB_ROUTES = withSchemas(GLAZE_LAB_ENDPOINTS, {
  listMaterials: { query: MaterialListQuerySchema, answer: MaterialListSchema },
  createMaterial: { body: CreateMaterialBodySchema, answer: MaterialSchema, status: 201 },
  updateMaterial: { params: IdParamSchema, body: UpdateMaterialBodySchema, answer: MaterialSchema },
  removeMaterial: { params: IdParamSchema, answer: OkSchema },
  listRecipes: { query: RecipeListQuerySchema, answer: RecipePageSchema },
  getRecipe: { params: IdParamSchema, answer: RecipeSchema },
  createRecipe: { body: CreateRecipeBodySchema, answer: RecipeSchema, status: 201 },
  updateRecipe: { params: IdParamSchema, body: UpdateRecipeBodySchema, answer: RecipeSchema },
  removeRecipe: { params: IdParamSchema, answer: OkSchema },
  recipeVersions: { params: IdParamSchema, answer: RecipeVersionListSchema },
  batch: { params: IdParamSchema, body: BatchBodySchema, answer: BatchSchema },
  substitute: { params: IdParamSchema, body: SubstituteBodySchema, answer: SubstituteSchema },
  blend: { body: BlendBodySchema, answer: BlendSchema, status: 201 },
  outcomes: { params: IdParamSchema, answer: RecipeOutcomesSchema },
  listMixes: { params: IdParamSchema, answer: MixListSchema },
  createMix: { params: IdParamSchema, body: CreateMixBodySchema, answer: MixSchema, status: 201 },
  removeMix: { params: MixItemParamSchema, answer: OkSchema },
  parse: { body: ParseBodySchema, answer: ParseSchema },
  shelfRecipe: { params: ShelfGlazeParamSchema, answer: ShelfRecipeSchema },
  setShelfRecipe: { params: ShelfGlazeParamSchema, body: SetShelfRecipeBodySchema, answer: ShelfRecipeSchema },
  shelfMixes: { params: ShelfGlazeParamSchema, answer: MixListSchema },
  createShelfMix: { params: ShelfGlazeParamSchema, body: CreateMixBodySchema, answer: MixSchema, status: 201 },
});
export type GlazeLabRoutes = typeof GLAZE_LAB_ROUTES;
