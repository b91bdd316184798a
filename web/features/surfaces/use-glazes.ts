import { useMutation, useQuery, useQueryClient, type QueryClient } from "@tanstack/react-query";
import type { SurfaceCombo } from "../../../contract/combos/schemas";
import type {
  CreateCombinationBody,
  CreateGlazeBody,
  DeleteGlazeAnswer,
  Glaze,
  GlazeDetail,
  GlazeList,
  UpdateCombinationBody,
  UpdateGlazeBody,
} from "../../../contract/glazes/schemas";
import { GLAZE_LIST_LIMIT } from "../../../contract/glazes/rules";
import { api, ApiError } from "../../lib/api";

/** Query keys follow the app's `[path, params?]` convention, so the shared queryFn fetches them. */
export const glazeKeys = {
  list: ["/api/glazes", { limit: GLAZE_LIST_LIMIT }] as const,
  one: (id: number) => [`/api/glazes/${id}`] as const,
  combinationsOf: (id: number) => [`/api/glazes/${id}/combinations`] as const,
  surfaceCombos: ["/api/surface-combos"] as const,
};

const isGlazeKey = (key: readonly unknown[]) => typeof key[0] === "string" && key[0].startsWith("/api/glazes");

/** Everything under /api/glazes may change when one treatment changes (names of combinations, counts). */
export function invalidateGlazes(queryClient: QueryClient): Promise<void> {
  return queryClient.invalidateQueries({ predicate: (q) => isGlazeKey(q.queryKey) });
}

export function useGlazes() {
  return useQuery({
    queryKey: glazeKeys.list,
    select: (answer: GlazeList) => answer.data,
  });
}

export function useGlaze(id: number | null) {
  return useQuery<GlazeDetail>({
    queryKey: glazeKeys.one(id ?? 0),
    enabled: id !== null,
    // A missing treatment is an answer, not a failure worth retrying.
    retry: false,
  });
}

export function useCombinationsOf(id: number | null, enabled = true) {
  return useQuery({
    queryKey: glazeKeys.combinationsOf(id ?? 0),
    enabled: enabled && id !== null,
    select: (answer: GlazeList) => answer.data,
    staleTime: 0,
  });
}

/**
 * Saved Surface Combos for the library's last section (spec 001 §7: always refetched, never cached).
 * Until the combos call exists a 404 reads as an empty list.
 */
export function useSurfaceCombos() {
  return useQuery<SurfaceCombo[]>({
    queryKey: glazeKeys.surfaceCombos,
    queryFn: async ({ signal }) => {
      try {
        const answer = await api.get<SurfaceCombo[] | { data: SurfaceCombo[] }>("/api/surface-combos", undefined, signal);
        return Array.isArray(answer) ? answer : answer.data;
      } catch (error) {
        if (error instanceof ApiError && error.status === 404) return [];
        throw error;
      }
    },
    staleTime: 0,
    gcTime: 0,
    refetchOnMount: "always",
  });
}

export function useCreateGlaze() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateGlazeBody) => api.post<Glaze>("/api/glazes", body),
    onSuccess: () => invalidateGlazes(queryClient),
  });
}

export function useCreateCombination() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateCombinationBody) => api.post<GlazeDetail>("/api/glaze-combinations", body),
    onSuccess: () => invalidateGlazes(queryClient),
  });
}

export function updateGlaze(id: number, body: UpdateGlazeBody): Promise<GlazeDetail> {
  return api.patch<GlazeDetail>(`/api/glazes/${id}`, body);
}

export function updateCombination(id: number, body: UpdateCombinationBody): Promise<GlazeDetail> {
  return api.patch<GlazeDetail>(`/api/glaze-combinations/${id}`, body);
}

export function useDeleteGlaze(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (withCombinations: boolean) =>
      api.delete<DeleteGlazeAnswer>(`/api/glazes/${id}${withCombinations ? "?withCombinations=true" : ""}`),
    onSuccess: (answer) => {
      for (const gone of answer.deletedIds) queryClient.removeQueries({ queryKey: glazeKeys.one(gone), exact: true });
      return invalidateGlazes(queryClient);
    },
  });
}
