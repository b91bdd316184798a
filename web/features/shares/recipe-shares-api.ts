/**
 * A recipe's public link (product.md#r286): read, create, revoke. Components use these hooks and never a path or the
 * raw client.
 */
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { SHARES_ENDPOINTS } from "../../../contract/shares/endpoints";
import type { RecipeShareState } from "../../../contract/shares/recipe-schemas";
import type { SharesRoutes } from "../../../contract/shares/routes";
import { areaClient } from "../../lib/api-client";
import { shareKeys } from "./share-keys";

const recipeSharesApi = areaClient<SharesRoutes>(
  SHARES_ENDPOINTS,
  import.meta.env.DEV ? () => import("../../../contract/shares/routes").then((m) => m.SHARES_ROUTES) : undefined,
  // Changes go through the outbox: kept on the device and sent once (docs/decisions/0116-outbox.md).
  { calls: {} },
);

/** Asked only while the share dialog is open, so opening a recipe costs no extra call. */
export function useRecipeShare(recipeId: number, enabled: boolean) {
  return useQuery({
    queryKey: shareKeys.recipe(recipeId),
    queryFn: ({ signal }) => recipeSharesApi.getRecipe({ params: { id: recipeId } }, { signal }),
    enabled,
  });
}

function useRecipeShareMutation(recipeId: number, call: () => Promise<RecipeShareState>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: (state) => client.setQueryData(shareKeys.recipe(recipeId), state),
  });
}

export function useCreateRecipeShare(recipeId: number) {
  return useRecipeShareMutation(recipeId, async () => ({ share: await recipeSharesApi.createRecipe({ params: { id: recipeId }, body: {} }) }));
}

export function useRevokeRecipeShare(recipeId: number) {
  return useRecipeShareMutation(recipeId, async () => {
    await recipeSharesApi.removeRecipe({ params: { id: recipeId } });
    return { share: null };
  });
}
