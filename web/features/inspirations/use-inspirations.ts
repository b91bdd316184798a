import { useMutation, useQuery, useQueryClient, type QueryClient } from "@tanstack/react-query";
import { useEffect } from "react";
import type { CreateInspirationBody, Inspiration, UpdateInspirationBody } from "../../../contract/inspirations/schemas";
import { INSPIRATIONS_PATH } from "../../../contract/inspirations/texts";
import { LIMITS } from "../../../contract/common/limits";
import { api } from "../../lib/api";
import { inspirationKeys } from "./inspiration-keys";


export function useInspirations() {
  return useQuery<Inspiration[]>({ queryKey: inspirationKeys.list });
}

export function useInspiration(id: number | null) {
  return useQuery<Inspiration>({ queryKey: inspirationKeys.one(id ?? 0), enabled: id !== null });
}

/** Spec 000 §7: the home and new-piece screens preload the inspiration list. */
export function prefetchInspirations(queryClient: QueryClient): Promise<void> {
  return queryClient.prefetchQuery({ queryKey: inspirationKeys.list });
}

// A deleted inspiration disappears from pieces' inspirationIds on the server, so cached pieces are stale too.
const isPiecesKey = (key: readonly unknown[]) => typeof key[0] === "string" && key[0].startsWith("/api/pieces");

function useStore() {
  const queryClient = useQueryClient();
  return {
    queryClient,
    put(record: Inspiration) {
      queryClient.setQueryData(inspirationKeys.one(record.id), record);
      queryClient.setQueryData<Inspiration[]>(inspirationKeys.list, (list) =>
        list ? list.map((item) => (item.id === record.id ? record : item)) : list,
      );
    },
  };
}

export function useCreateInspiration() {
  const { queryClient, put } = useStore();
  return useMutation({
    mutationFn: (body: CreateInspirationBody) => api.post<Inspiration>(INSPIRATIONS_PATH, body),
    onSuccess: async (record) => {
      put(record);
      await queryClient.invalidateQueries({ queryKey: inspirationKeys.list, exact: true });
    },
  });
}

export function useUpdateInspiration(id: number) {
  const { queryClient, put } = useStore();
  return useMutation({
    mutationFn: (body: UpdateInspirationBody) => api.patch<Inspiration>(`${INSPIRATIONS_PATH}/${id}`, body),
    onSuccess: (record) => {
      put(record);
      void queryClient.invalidateQueries({ queryKey: inspirationKeys.list, exact: true });
    },
  });
}

export function useDeleteInspiration() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api.delete<{ message: string }>(`${INSPIRATIONS_PATH}/${id}`),
    onSuccess: async (_answer, id) => {
      queryClient.setQueryData<Inspiration[]>(inspirationKeys.list, (list) => list?.filter((item) => item.id !== id));
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: inspirationKeys.list, exact: true }),
        queryClient.invalidateQueries({ predicate: (query) => isPiecesKey(query.queryKey) }),
      ]);
    },
  });
}

/** Drops a deleted inspiration's own cache entry; call once its screen has gone, so nothing refetches it. */
export function forgetInspiration(queryClient: QueryClient, id: number): void {
  queryClient.removeQueries({ queryKey: inspirationKeys.one(id), exact: true });
}

/** The fields a copy carries (spec 001 §7: duplicate sends the same with name suffixed ' (Copy)'). */
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

/** For the home and New Piece screens (spec 000 §7): warm the inspiration list once on mount. */
export function usePrefetchInspirations(): void {
  const queryClient = useQueryClient();
  useEffect(() => {
    void prefetchInspirations(queryClient);
  }, [queryClient]);
}
