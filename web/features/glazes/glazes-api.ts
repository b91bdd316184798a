/**
 * The surface-treatment calls, combination glazes included (product.md#r75): query options, hooks and mutations,
 * built on the contract's route table. Components use these and never a path or the raw client.
 */
import { queryOptions, useMutation, useQueries, useQuery, useQueryClient, type QueryClient } from "@tanstack/react-query";
import { GLAZES_ENDPOINTS } from "../../../contract/glazes/endpoints";
import type { GlazesRoutes } from "../../../contract/glazes/routes";
import type {
  CreateCombinationBody,
  CreateGlazeBody,
  Glaze,
  GlazeDetail,
  UpdateCombinationBody,
  UpdateGlazeBody,
} from "../../../contract/glazes/schemas";
import type { PieceListItem } from "../../../contract/pieces/schemas";
import { areaClient } from "../../lib/api-client";
import { forgetQueries } from "../../lib/forget-queries";
import { layersApi } from "../layers/layers-api";
import { pieceKeys } from "../pieces/piece-keys";
import { piecesApi } from "../pieces/pieces-queries";
import { glazeKeys } from "./glaze-keys";

const glazesApi = areaClient<GlazesRoutes>(
  GLAZES_ENDPOINTS,
  import.meta.env.DEV ? () => import("../../../contract/glazes/routes").then((m) => m.GLAZES_ROUTES) : undefined,
  // Changes go through the outbox: kept on the device and sent once (docs/decisions/0116-outbox.md).
  { calls: {} },
);

export const glazeQueries = {
  /** The whole library (product.md#r120 fetch size). */
  list: () =>
    queryOptions({
      queryKey: glazeKeys.list,
      queryFn: ({ queryKey, signal }) => glazesApi.list({ query: queryKey[2] }, { signal }),
    }),
  /** A studio's glaze shelf, which every member reads. */
  shelf: (studioId: number) =>
    queryOptions({
      queryKey: glazeKeys.shelf(studioId),
      queryFn: ({ queryKey, signal }) => glazesApi.list({ query: queryKey[2] }, { signal }),
    }),
  detail: (id: number) =>
    queryOptions({
      queryKey: glazeKeys.detail(id),
      queryFn: ({ signal }) => glazesApi.get({ params: { id } }, { signal }),
    }),
  combinationsOf: (id: number) =>
    queryOptions({
      queryKey: glazeKeys.combinationsOf(id),
      queryFn: ({ signal }) => glazesApi.combinationsOf({ params: { id } }, { signal }),
      staleTime: 0,
    }),
};

/** Everything about glazes may change when one treatment changes (names of combinations, counts). */
export function invalidateGlazes(queryClient: QueryClient): Promise<void> {
  return queryClient.invalidateQueries({ queryKey: glazeKeys.all });
}

/** The library lists only (a layer's new material adds a row, nothing else changes). */
export function invalidateGlazeLists(queryClient: QueryClient): Promise<void> {
  return queryClient.invalidateQueries({ queryKey: glazeKeys.lists });
}

export function useGlazes() {
  return useQuery({ ...glazeQueries.list(), select: (answer) => answer.data });
}

/**
 * The shelves of the given studios (the caller's), each with its surfaces: the Library's studio sections and the
 * layer and tile pickers' studio groups. A shelf that fails to load is left out of the pickers, not an error there.
 */
export function useStudioShelves<S extends { id: number }>(studios: readonly S[]) {
  const answers = useQueries({ queries: studios.map((studio) => glazeQueries.shelf(studio.id)) });
  return studios.map((studio, i) => ({ studio, query: answers[i]!, glazes: answers[i]?.data?.data ?? [] }));
}

export function useGlaze(id: number | null) {
  return useQuery({
    ...glazeQueries.detail(id ?? 0),
    enabled: id !== null,
    // A missing treatment is an answer, not a failure worth retrying.
    retry: false,
  });
}

export function useCombinationsOf(id: number | null, enabled = true) {
  return useQuery({
    ...glazeQueries.combinationsOf(id ?? 0),
    enabled: enabled && id !== null,
    select: (answer) => answer.data,
  });
}

export function createGlaze(body: CreateGlazeBody) {
  return glazesApi.create({ body });
}

export function createCombination(body: CreateCombinationBody) {
  return glazesApi.createCombination({ body });
}

export function useCreateGlaze() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createGlaze,
    onSuccess: () => invalidateGlazes(queryClient),
  });
}

export function updateGlaze(id: number, body: UpdateGlazeBody) {
  return glazesApi.update({ params: { id }, body });
}

export function updateCombination(id: number, body: UpdateCombinationBody) {
  return glazesApi.updateCombination({ params: { id }, body });
}

/** After an auto-save: the stored treatment becomes the cached one, and the library list refreshes. */
export function glazeSaved(queryClient: QueryClient, saved: GlazeDetail): void {
  queryClient.setQueryData(glazeKeys.detail(saved.id), saved);
  void queryClient.invalidateQueries({ queryKey: glazeKeys.list, exact: true });
}

export function useDeleteGlaze(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (withCombinations: boolean) =>
      glazesApi.remove({ params: { id }, query: withCombinations ? { withCombinations: true } : {} }),
    onSuccess: (answer) => {
      // The deleted treatments' own queries (detail, combinations: ["glazes", kind, id]) go once the screen has left,
      // and are not asked again meanwhile; everything else about glazes may have changed.
      const gone = new Set<unknown>(answer.deletedIds);
      forgetQueries(queryClient, (key) => key[0] === glazeKeys.all[0] && gone.has(key[2]));
      return queryClient.invalidateQueries({ queryKey: glazeKeys.all, predicate: (query) => !gone.has(query.queryKey[2]) });
    },
  });
}

// ---------------------------------------------------------------------------------------------------------------
// The 'Apply to Piece' tab (product.md#r75, product.md#r77, product.md#r33).

const PIECES_PAGE_LIMIT = 100;

async function allPieces(signal: AbortSignal): Promise<PieceListItem[]> {
  const first = await piecesApi.list({ query: { page: 1, limit: PIECES_PAGE_LIMIT } }, { signal });
  const pieces = [...first.data];
  for (let page = 2; page <= first.pagination.totalPages; page++) {
    pieces.push(...(await piecesApi.list({ query: { page, limit: PIECES_PAGE_LIMIT } }, { signal })).data);
  }
  return pieces;
}

/** product.md#r77: only pieces with no decoration layers and no glazeIds are offered. */
export function usePiecesWithoutTreatment() {
  return useQuery({
    queryKey: glazeKeys.piecesWithoutTreatment,
    queryFn: async ({ signal }) => {
      const [pieces, layers] = await Promise.all([allPieces(signal), layersApi.list({}, { signal })]);
      const layered = new Set(layers.data.map((l) => l.pieceId));
      return pieces.filter((p) => p.glazeIds.length === 0 && !layered.has(p.id));
    },
    // product.md#r120: Apply-tab queries are never fresh.
    staleTime: 0,
    gcTime: 0,
    refetchOnMount: "always",
  });
}

/** An Outside layer at order 0 on a piece without treatments; every piece query refreshes after it. */
export function useApplyToPiece(glaze: Glaze, onApplied: (pieceId: number) => void, onFailed: (error: Error) => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (pieceId: number) =>
      layersApi.create({ body: { pieceId, glazeId: glaze.id, type: glaze.type, placement: "Outside", orderIndex: 0 } }),
    onSuccess: async (_layer, pieceId) => {
      onApplied(pieceId);
      await queryClient.invalidateQueries({ queryKey: pieceKeys.all });
    },
    onError: onFailed,
  });
}
