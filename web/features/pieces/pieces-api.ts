/**
 * The pieces area's calls: query options, hooks and mutations, built on the contract's route table. Components use
 * these and never a path or the raw client (docs/architecture.md).
 */
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient, type QueryClient } from "@tanstack/react-query";
import { PIECES_ENDPOINTS } from "../../../contract/pieces/endpoints";
import type { PiecesRoutes } from "../../../contract/pieces/routes";
import type { CreatePieceBody, UpdatePieceBody } from "../../../contract/pieces/schemas";
import { areaClient } from "../../lib/api-client";
import { pieceKeys } from "./piece-keys";

export const piecesApi = areaClient<PiecesRoutes>(
  PIECES_ENDPOINTS,
  import.meta.env.DEV ? () => import("../../../contract/pieces/routes").then((m) => m.PIECES_ROUTES) : undefined,
);

/** Pieces and stage history stay fresh 5 minutes, no refetch on focus (product.md#r42). */
export const PIECES_STALE_MS = 5 * 60_000;

export const pieceQueries = {
  page: (page: number) =>
    queryOptions({
      queryKey: pieceKeys.page(page),
      queryFn: ({ queryKey, signal }) => piecesApi.list({ query: queryKey[2] }, { signal }),
      staleTime: PIECES_STALE_MS,
    }),
  detail: (id: number) =>
    queryOptions({
      queryKey: pieceKeys.detail(id),
      queryFn: ({ signal }) => piecesApi.get({ params: { id } }, { signal }),
      staleTime: PIECES_STALE_MS,
    }),
};

export function usePiecesPage(page: number) {
  return useQuery({
    ...pieceQueries.page(page),
    refetchOnWindowFocus: false,
    // The old page stays on screen while the next loads, so paging never flashes the skeleton.
    placeholderData: keepPreviousData,
  });
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
      queryClient.removeQueries({ queryKey: pieceKeys.detail(id) });
      queryClient.removeQueries({ queryKey: pieceKeys.stages(id) });
      void invalidatePieceLists(queryClient);
    },
  });
}
