/**
 * A studio shelf surface's recipe and mix log (product.md#r289, docs/decisions/0325-studio-shelf-recipes-and-mix-logs.md):
 * every member reads them; owners and staff set the recipe and log mixes. Sent straight away, not through the outbox:
 * the studio's record is the studio's, and a refusal (a member, a role taken away) is said at once.
 */
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { GLAZE_LAB_ENDPOINTS } from "../../../contract/glaze-lab/endpoints";
import type { CreateMixBody } from "../../../contract/glaze-lab/lab-schemas";
import type { GlazeLabRoutes } from "../../../contract/glaze-lab/routes";
import type { SetShelfRecipeBody } from "../../../contract/glaze-lab/shelf-schemas";
import { areaClient } from "../../lib/api-client";
import { glazeKeys } from "../glazes/glaze-keys";
import { tileKeys } from "../tiles/tile-keys";
import { glazeLabKeys } from "./glaze-lab-keys";

const shelfApi = areaClient<GlazeLabRoutes>(
  GLAZE_LAB_ENDPOINTS,
  import.meta.env.DEV ? () => import("../../../contract/glaze-lab/routes").then((m) => m.GLAZE_LAB_ROUTES) : undefined,
  { calls: {} },
);

export function useShelfRecipe(studioId: number, glazeId: number) {
  return useQuery({
    queryKey: glazeLabKeys.shelfRecipe(studioId, glazeId),
    queryFn: ({ signal }) => shelfApi.shelfRecipe({ params: { id: studioId, glazeId } }, { signal }),
  });
}

export function useShelfMixes(studioId: number, glazeId: number) {
  return useQuery({
    queryKey: glazeLabKeys.shelfMixes(studioId, glazeId),
    queryFn: ({ signal }) => shelfApi.shelfMixes({ params: { id: studioId, glazeId } }, { signal }),
    select: (answer) => answer.data,
  });
}

export function useSetShelfRecipe(studioId: number, glazeId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: SetShelfRecipeBody) => shelfApi.setShelfRecipe({ params: { id: studioId, glazeId }, body }),
    onSuccess: async (answer) => {
      queryClient.setQueryData(glazeLabKeys.shelfRecipe(studioId, glazeId), answer);
      // The surface now carries a recipe; the tiles' groups by recipe may name it.
      await Promise.all([queryClient.invalidateQueries({ queryKey: glazeKeys.all }), queryClient.invalidateQueries({ queryKey: tileKeys.byRecipe })]);
    },
  });
}

export function useCreateShelfMix(studioId: number, glazeId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateMixBody) => shelfApi.createShelfMix({ params: { id: studioId, glazeId }, body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: glazeLabKeys.shelfMixes(studioId, glazeId) }),
  });
}
