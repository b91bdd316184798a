/**
 * The inspirations area's calls (product.md#r33), built on the contract's route table: the list, one inspiration,
 * and saving, duplicating and deleting them. Components use these and never a path or the raw client.
 */
import { useMutation, useQuery, useQueryClient, type QueryClient } from "@tanstack/react-query";
import { useEffect } from "react";
import { LIMITS } from "../../../contract/common/limits";
import type { CreateInspirationBody, Inspiration, UpdateInspirationBody } from "../../../contract/inspirations/schemas";
import { invalidateAllPieces } from "../pieces/pieces-api";
import { inspirationKeys } from "./inspiration-keys";
import { inspirationQueries, inspirationsApi } from "./inspirations-queries";

export function useInspirations() {
  return useQuery(inspirationQueries.list());
}

export function useInspiration(id: number | null) {
  return useQuery({ ...inspirationQueries.detail(id ?? 0), enabled: id !== null });
}

/** product.md#r30: the home and new-piece screens preload the inspiration list. */
function prefetchInspirations(queryClient: QueryClient): Promise<void> {
  return queryClient.prefetchQuery(inspirationQueries.list());
}

function useStore() {
  const queryClient = useQueryClient();
  return {
    queryClient,
    put(record: Inspiration) {
      queryClient.setQueryData(inspirationKeys.detail(record.id), record);
      queryClient.setQueryData<Inspiration[]>(inspirationKeys.list, (list) =>
        list ? list.map((item) => (item.id === record.id ? record : item)) : list,
      );
    },
  };
}

export function useCreateInspiration() {
  const { queryClient, put } = useStore();
  return useMutation({
    mutationFn: (body: CreateInspirationBody) => inspirationsApi.create({ body }),
    onSuccess: async (record) => {
      put(record);
      await queryClient.invalidateQueries({ queryKey: inspirationKeys.list, exact: true });
    },
  });
}

export function useUpdateInspiration(id: number) {
  const { queryClient, put } = useStore();
  return useMutation({
    mutationFn: (body: UpdateInspirationBody) => inspirationsApi.update({ params: { id }, body }),
    onSuccess: (record) => {
      put(record);
      void queryClient.invalidateQueries({ queryKey: inspirationKeys.list, exact: true });
    },
  });
}

export function useDeleteInspiration() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => inspirationsApi.remove({ params: { id } }),
    onSuccess: async (_answer, id) => {
      queryClient.setQueryData<Inspiration[]>(inspirationKeys.list, (list) => list?.filter((item) => item.id !== id));
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: inspirationKeys.list, exact: true }),
        // A deleted inspiration disappears from pieces' inspirationIds on the server, so cached pieces are stale too.
        invalidateAllPieces(queryClient),
      ]);
    },
  });
}

/** Drops a deleted inspiration's own cache entry; call once its screen has gone, so nothing refetches it. */
export function forgetInspiration(queryClient: QueryClient, id: number): void {
  queryClient.removeQueries({ queryKey: inspirationKeys.detail(id), exact: true });
}

/** The fields a copy carries (product.md#r33: duplicate sends the same with name suffixed ' (Copy)'). */
export function copyOf(record: Inspiration, suffix: string): CreateInspirationBody {
  return {
    // A name already at the length limit is shortened so that its copy can still be saved.
    name: `${record.name.slice(0, LIMITS.name - suffix.length)}${suffix}`,
    imageUrls: record.imageUrls,
    sources: record.sources,
    tags: record.tags,
    notes: record.notes,
  };
}

/** For the home and New Piece screens (product.md#r30): warm the inspiration list once on mount. */
export function usePrefetchInspirations(): void {
  const queryClient = useQueryClient();
  useEffect(() => {
    void prefetchInspirations(queryClient);
  }, [queryClient]);
}
