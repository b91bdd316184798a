/**
 * The pieces area's hooks and mutations, on its client and query options (pieces-queries.ts). Components use these
 * and never a path or the raw client (docs/architecture.md).
 */
import { keepPreviousData, useMutation, useQuery, useQueryClient, type QueryClient } from "@tanstack/react-query";
import type { CreatePieceBody, SetFateBody, UpdatePieceBody } from "../../../contract/pieces/schemas";
import type { Stage } from "../../../contract/stages/texts";
import { forgetQueries } from "../../lib/forget-queries";
import { usePendingFor } from "../../lib/offline/use-pending-for";
import { firingKeys } from "../firings/firing-keys";
import { reminderKeys } from "../reminders/reminders-keys";
import { pieceKeys, type PieceSearch } from "./piece-keys";
import { pieceQueries, piecesApi } from "./pieces-queries";

export function usePiecesPage(page: number, stage?: Stage, search?: PieceSearch) {
  return useQuery({
    ...pieceQueries.page(page, stage, search),
    refetchOnWindowFocus: false,
    // The old page stays on screen while the next loads, so paging never flashes the skeleton.
    placeholderData: keepPreviousData,
  });
}

/** The Lost & reclaimed list (product.md#r180), newest first, a page at a time; `q` searches it like My Pieces. */
export function useEndedPieces(page: number, q?: string) {
  return useQuery({ ...pieceQueries.ended(page, q), refetchOnWindowFocus: false, placeholderData: keepPreviousData });
}

export function usePiece(id: number) {
  return useQuery({ ...pieceQueries.detail(id), retry: false });
}

/** Everything that shows a piece's stage or fields: the list pages. */
export function invalidatePieceLists(queryClient: QueryClient): Promise<void> {
  return queryClient.invalidateQueries({ queryKey: pieceKeys.lists });
}

/** After a change elsewhere that pieces show (an inspiration deleted, a combo applied): every piece query. */
export function invalidateAllPieces(queryClient: QueryClient): Promise<void> {
  return queryClient.invalidateQueries({ queryKey: pieceKeys.all });
}

export function useCreatePiece() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreatePieceBody) => piecesApi.create({ body }),
    onSuccess: (piece) => {
      queryClient.setQueryData(pieceKeys.detail(piece.id), piece);
      void invalidatePieceLists(queryClient);
    },
  });
}

export function useUpdatePiece(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: UpdatePieceBody) => piecesApi.update({ params: { id }, body }),
    onSuccess: (piece) => {
      queryClient.setQueryData(pieceKeys.detail(id), piece);
      void invalidatePieceLists(queryClient);
    },
  });
}

export function useDeletePiece(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => piecesApi.remove({ params: { id } }),
    onSuccess: () => {
      // The piece and its sub-lists (stages, layers, firings: ["pieces", kind, id]) go once the screen has left.
      forgetQueries(queryClient, (key) => key[0] === pieceKeys.all[0] && key[2] === id);
      void invalidatePieceLists(queryClient);
    },
  });
}

/**
 * Marks the piece lost or reclaimed, or undoes that (product.md#r180). The piece leaves or rejoins My Pieces, What's
 * waiting, Today and the losses report, so every list that shows pieces is refreshed.
 */
export function usePieceFate(id: number) {
  const queryClient = useQueryClient();
  const settle = (piece: Awaited<ReturnType<typeof piecesApi.get>>) => {
    queryClient.setQueryData(pieceKeys.detail(id), piece);
    void invalidatePieceLists(queryClient);
    void queryClient.invalidateQueries({ queryKey: firingKeys.all });
    void queryClient.invalidateQueries({ queryKey: reminderKeys.all });
  };
  const set = useMutation({ mutationFn: (body: SetFateBody) => piecesApi.setFate({ params: { id }, body }), onSuccess: settle });
  const clear = useMutation({ mutationFn: () => piecesApi.clearFate({ params: { id } }), onSuccess: settle });
  return { set, clear };
}

/** Whether this piece has changes still waiting on the device. */
export function usePiecePending(id: number): boolean {
  return usePendingFor("/api/pieces", id);
}
