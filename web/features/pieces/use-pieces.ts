import { keepPreviousData, useMutation, useQuery, useQueryClient, type QueryClient } from "@tanstack/react-query";
import type { CreatePieceBody, Piece, PiecePage, UpdatePieceBody } from "../../../contract/pieces";
import type { CreateStageEntryBody, StageEntry, StageEntryList, UpdateStageEntryBody } from "../../../contract/stages";
import { api } from "../../lib/api";
import { PIECES_PATH, pieceKey, piecePath, piecesPageKey, pieceStagesKey, STAGE_HISTORY_PATH } from "./piece-keys";

/** Spec 001 §9: pieces and stage history stay fresh 5 minutes, no refetch on focus. */
const STALE_MS = 5 * 60_000;

export function usePiecesPage(page: number) {
  return useQuery<PiecePage>({
    queryKey: piecesPageKey(page),
    staleTime: STALE_MS,
    refetchOnWindowFocus: false,
    // The old page stays on screen while the next loads, so paging never flashes the skeleton.
    placeholderData: keepPreviousData,
  });
}

export function usePiece(id: number) {
  return useQuery<Piece>({ queryKey: pieceKey(id), staleTime: STALE_MS, retry: false });
}

export function usePieceStages(id: number) {
  return useQuery<StageEntryList, Error, StageEntry[]>({
    queryKey: pieceStagesKey(id),
    staleTime: STALE_MS,
    select: (answer) => answer.data,
  });
}

/** Everything that shows a piece's stage or fields: the list pages and the user's whole stage history. */
export function invalidateLists(queryClient: QueryClient): Promise<void> {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: [PIECES_PATH] }),
  ]).then(() => undefined);
}

export function useCreatePiece() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreatePieceBody) => api.post<Piece>(PIECES_PATH, body),
    onSuccess: (piece) => {
      queryClient.setQueryData(pieceKey(piece.id), piece);
      void invalidateLists(queryClient);
    },
  });
}

export function useUpdatePiece(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: UpdatePieceBody) => api.patch<Piece>(piecePath(id), body),
    onSuccess: (piece) => {
      queryClient.setQueryData(pieceKey(id), piece);
      void queryClient.invalidateQueries({ queryKey: [PIECES_PATH] });
    },
  });
}

export function useDeletePiece(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.delete(piecePath(id)),
    onSuccess: () => {
      queryClient.removeQueries({ queryKey: pieceKey(id) });
      queryClient.removeQueries({ queryKey: pieceStagesKey(id) });
      void invalidateLists(queryClient);
    },
  });
}

/** Stage tracker changes on a saved piece; every change refreshes the piece's history and the list. */
export function useStageMutations(pieceId: number) {
  const queryClient = useQueryClient();
  const refresh = () =>
    Promise.all([queryClient.invalidateQueries({ queryKey: pieceStagesKey(pieceId) }), invalidateLists(queryClient)]);
  const create = useMutation({
    mutationFn: (body: CreateStageEntryBody) => api.post<StageEntry>(STAGE_HISTORY_PATH, body),
    onSettled: refresh,
  });
  const update = useMutation({
    mutationFn: ({ id, ...body }: UpdateStageEntryBody & { id: number }) => api.patch<StageEntry>(`${STAGE_HISTORY_PATH}/${id}`, body),
    onSettled: refresh,
  });
  const remove = useMutation({
    mutationFn: (id: number) => api.delete(`${STAGE_HISTORY_PATH}/${id}`),
    onSettled: refresh,
  });
  return { create, update, remove };
}
