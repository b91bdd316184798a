/**
 * The glaze lab's calls (product.md#r265–r267): its query keys, query options, hooks and mutations, built on the
 * contract's route table. Screens use these and never a path or the raw client. Recipe changes go through the outbox
 * like every other record, so a recipe typed in the glaze room with no connection is kept and sent once
 * (docs/decisions/0116-outbox.md, docs/decisions/0311-glaze-lab-screens.md).
 */
import { queryOptions, useMutation, useQuery, useQueryClient, type QueryClient } from "@tanstack/react-query";
import { GLAZE_LAB_ENDPOINTS } from "../../../contract/glaze-lab/endpoints";
import type { BatchUnit, RecipeKind } from "../../../contract/glaze-lab/rules";
import type { GlazeLabRoutes } from "../../../contract/glaze-lab/routes";
import type { BatchBody, BlendBody, CreateMixBody, ParseBody, SubstituteBody } from "../../../contract/glaze-lab/lab-schemas";
import type {
  CreateMaterialBody,
  CreateRecipeBody,
  MaterialListQuery,
  Recipe,
  RecipeVersionList,
  UpdateMaterialBody,
  UpdateRecipeBody,
} from "../../../contract/glaze-lab/schemas";
import { areaClient } from "../../lib/api-client";
import { businessKeys } from "../business/business-keys";
import { tileKeys } from "../tiles/tile-keys";
import { glazeLabKeys } from "./glaze-lab-keys";

const glazeLabApi = areaClient<GlazeLabRoutes>(
  GLAZE_LAB_ENDPOINTS,
  import.meta.env.DEV ? () => import("../../../contract/glaze-lab/routes").then((m) => m.GLAZE_LAB_ROUTES) : undefined,
  // Changes go through the outbox: kept on the device and sent once (docs/decisions/0116-outbox.md); what a waiting
  // change shows is loaded after the first screen, as the shell's warm-up reaches this module.
  { calls: () => import("./glaze-lab-offline").then((m) => m.GLAZE_LAB_OFFLINE) },
);

/** The recipe list's one page: enough for a potter's book; the search narrows it on the server. */
const RECIPE_LIST_LIMIT = 100;

export const glazeLabQueries = {
  /** The whole library, the default materials and the potter's own: the pickers and the search filter it on the device. */
  materials: () =>
    queryOptions({
      queryKey: glazeLabKeys.materials,
      queryFn: ({ signal }) => glazeLabApi.listMaterials({ query: {} satisfies MaterialListQuery }, { signal }),
      staleTime: 5 * 60_000,
    }),
  recipes: (q: string, kind: RecipeKind | null) =>
    queryOptions({
      queryKey: glazeLabKeys.recipeList(q, kind),
      queryFn: ({ signal }) =>
        glazeLabApi.listRecipes({ query: { limit: RECIPE_LIST_LIMIT, ...(q ? { q } : {}), ...(kind ? { kind } : {}) } }, { signal }),
    }),
  recipe: (id: number) =>
    queryOptions({
      queryKey: glazeLabKeys.recipe(id),
      queryFn: ({ signal }) => glazeLabApi.getRecipe({ params: { id } }, { signal }),
    }),
  versions: (id: number) =>
    queryOptions({
      queryKey: glazeLabKeys.versions(id),
      queryFn: ({ signal }) => glazeLabApi.recipeVersions({ params: { id } }, { signal }),
    }),
  outcomes: (id: number) =>
    queryOptions({
      queryKey: glazeLabKeys.outcomes(id),
      queryFn: ({ signal }) => glazeLabApi.outcomes({ params: { id } }, { signal }),
      staleTime: 0,
    }),
  mixes: (id: number) =>
    queryOptions({
      queryKey: glazeLabKeys.mixes(id),
      queryFn: ({ signal }) => glazeLabApi.listMixes({ params: { id } }, { signal }),
    }),
};

export function useMaterials() {
  return useQuery({ ...glazeLabQueries.materials(), select: (answer) => answer.data });
}

export function useRecipes(q: string, kind: RecipeKind | null) {
  return useQuery({ ...glazeLabQueries.recipes(q, kind), placeholderData: (previous) => previous });
}

/**
 * A recipe the server knows (a positive id), or one made on this device and still waiting (a negative id), which only
 * the device's copy holds: the server is not asked for it.
 */
export function useRecipe(id: number | null) {
  return useQuery({ ...glazeLabQueries.recipe(id ?? 0), enabled: id !== null && id > 0, retry: false });
}

export function useRecipeVersions(id: number, enabled = true) {
  return useQuery({ ...glazeLabQueries.versions(id), enabled: enabled && id > 0, select: (answer: RecipeVersionList) => answer.data });
}

export function useRecipeOutcomes(id: number, enabled = true) {
  return useQuery({ ...glazeLabQueries.outcomes(id), enabled: enabled && id > 0 });
}

export function useMixes(id: number, enabled = true) {
  return useQuery({ ...glazeLabQueries.mixes(id), enabled: enabled && id > 0, select: (answer) => answer.data });
}

function recipeSaved(queryClient: QueryClient, recipe: Recipe): void {
  queryClient.setQueryData(glazeLabKeys.recipe(recipe.id), recipe);
  void queryClient.invalidateQueries({ queryKey: glazeLabKeys.recipeLists });
  void queryClient.invalidateQueries({ queryKey: glazeLabKeys.versions(recipe.id) });
}

export function useCreateRecipe() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateRecipeBody) => glazeLabApi.createRecipe({ body }),
    onSuccess: (recipe) => recipeSaved(queryClient, recipe),
  });
}

export function useUpdateRecipe(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: UpdateRecipeBody) => glazeLabApi.updateRecipe({ params: { id }, body }),
    onSuccess: (recipe) => recipeSaved(queryClient, recipe),
  });
}

export function useRemoveRecipe(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => glazeLabApi.removeRecipe({ params: { id } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: glazeLabKeys.recipeLists }),
  });
}

export function useCreateMaterial() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateMaterialBody) => glazeLabApi.createMaterial({ body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: glazeLabKeys.materials }),
  });
}

export function useUpdateMaterial() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: number; body: UpdateMaterialBody }) => glazeLabApi.updateMaterial({ params: { id }, body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: glazeLabKeys.materials }),
  });
}

export function useRemoveMaterial() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => glazeLabApi.removeMaterial({ params: { id } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: glazeLabKeys.materials }),
  });
}

/** A pasted recipe read on the server, with the potter's own materials and their aliases (product.md#r264). */
export function useParseRecipe() {
  return useMutation({ mutationFn: (body: ParseBody) => glazeLabApi.parse({ body }) });
}

export function useBatch(id: number) {
  return useMutation({ mutationFn: (body: BatchBody & { unit: BatchUnit }) => glazeLabApi.batch({ params: { id }, body }) });
}

export function useSubstitute(id: number) {
  return useMutation({ mutationFn: (body: SubstituteBody) => glazeLabApi.substitute({ params: { id }, body }) });
}

export function useBlend() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: BlendBody) => glazeLabApi.blend({ body }),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: glazeLabKeys.recipeLists });
      // The blend's tiles join the tiles grid.
      await queryClient.invalidateQueries({ queryKey: tileKeys.all });
    },
  });
}

export function useCreateMix(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateMixBody) => glazeLabApi.createMix({ params: { id }, body }),
    onSuccess: () => mixChanged(queryClient, id),
  });
}

/** A mix log uses its materials' stock and its deletion gives it back (product.md#r291): both refresh the stock. */
const mixChanged = async (queryClient: QueryClient, id: number) => {
  await queryClient.invalidateQueries({ queryKey: glazeLabKeys.mixes(id) });
  await queryClient.invalidateQueries({ queryKey: businessKeys.stock });
};

export function useDeleteMix(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (mixId: number) => glazeLabApi.removeMix({ params: { id, mixId } }),
    onSuccess: () => mixChanged(queryClient, id),
  });
}
