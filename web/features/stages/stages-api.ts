/** The stage-history calls for the tracker and checklist (product.md#r81), built on the contract's route table. */
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { CreateStageEntryBody, UpdateStageEntryBody } from "../../../contract/stages/schemas";
import { invalidatePieceLists } from "../pieces/pieces-api";
import { pieceKeys } from "../pieces/piece-keys";
import { reminderKeys } from "../reminders/reminders-keys";
import { stageQueries, stagesApi } from "./stages-queries";


export function usePieceStages(pieceId: number) {
  return useQuery({ ...stageQueries.ofPiece(pieceId), select: (answer) => answer.data });
}

/** Stage tracker changes on a saved piece; every change refreshes the piece's history and the list. */
export function useStageMutations(pieceId: number) {
  const queryClient = useQueryClient();
  const refresh = () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: pieceKeys.stages(pieceId) }),
      invalidatePieceLists(queryClient),
      // A new stage entry ends a reminder (product.md#r170): the Today view and the bottom bar's count follow.
      queryClient.invalidateQueries({ queryKey: reminderKeys.due }),
    ]);
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
