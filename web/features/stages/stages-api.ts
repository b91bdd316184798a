/** The stage-history calls for the tracker and checklist (product.md#r81), built on the contract's route table. */
import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { STAGES_ENDPOINTS } from "../../../contract/stages/endpoints";
import type { StagesRoutes } from "../../../contract/stages/routes";
import type { CreateStageEntryBody, UpdateStageEntryBody } from "../../../contract/stages/schemas";
import { areaClient } from "../../lib/api-client";
import { invalidatePieceLists, PIECES_STALE_MS } from "../pieces/pieces-api";
import { pieceKeys } from "../pieces/piece-keys";

export const stagesApi = areaClient<StagesRoutes>(
  STAGES_ENDPOINTS,
  import.meta.env.DEV ? () => import("../../../contract/stages/routes").then((m) => m.STAGES_ROUTES) : undefined,
);

export const stageQueries = {
  ofPiece: (pieceId: number) =>
    queryOptions({
      queryKey: pieceKeys.stages(pieceId),
      queryFn: ({ signal }) => stagesApi.listForPiece({ params: { id: pieceId } }, { signal }),
      staleTime: PIECES_STALE_MS,
    }),
};

export function usePieceStages(pieceId: number) {
  return useQuery({ ...stageQueries.ofPiece(pieceId), select: (answer) => answer.data });
}

/** Stage tracker changes on a saved piece; every change refreshes the piece's history and the list. */
export function useStageMutations(pieceId: number) {
  const queryClient = useQueryClient();
  const refresh = () =>
    Promise.all([queryClient.invalidateQueries({ queryKey: pieceKeys.stages(pieceId) }), invalidatePieceLists(queryClient)]);
  const create = useMutation({
    mutationFn: (body: CreateStageEntryBody) => stagesApi.create({ body }),
    onSettled: refresh,
  });
  const update = useMutation({
    mutationFn: ({ id, ...body }: UpdateStageEntryBody & { id: number }) => stagesApi.update({ params: { id }, body }),
    onSettled: refresh,
  });
  const remove = useMutation({
    mutationFn: (id: number) => stagesApi.remove({ params: { id } }),
    onSettled: refresh,
  });
  return { create, update, remove };
}
