/**
 * The saved Surface Combo calls (product.md#r76, product.md#r77): the combos list, one combo and its layer snapshot, saving a
 * piece's layers as a combo, and applying a combo to a piece. Built on the contract's route table; components use
 * these and never a path or the raw client.
 */
import { queryOptions, useMutation, useQuery, useQueryClient, type QueryClient } from "@tanstack/react-query";
import { COMBOS_ENDPOINTS } from "../../../contract/combos/endpoints";
import type { CombosRoutes } from "../../../contract/combos/routes";
import type { CreateComboBody, UpdateComboBody } from "../../../contract/combos/schemas";
import { areaClient } from "../../lib/api-client";
import { comboKeys } from "./combo-keys";

const combosApi = areaClient<CombosRoutes>(
  COMBOS_ENDPOINTS,
  import.meta.env.DEV ? () => import("../../../contract/combos/routes").then((m) => m.COMBOS_ROUTES) : undefined,
  // Changes go through the outbox: kept on the device and sent once (docs/decisions/0116-outbox.md).
  { calls: {} },
);

/** product.md#r33: the combos are always refetched, never cached as fresh. */
export const comboQueries = {
  list: () =>
    queryOptions({
      queryKey: comboKeys.list,
      queryFn: ({ signal }) => combosApi.list({}, { signal }),
      staleTime: 0,
    }),
  detail: (id: number) =>
    queryOptions({
      queryKey: comboKeys.detail(id),
      queryFn: ({ signal }) => combosApi.get({ params: { id } }, { signal }),
      staleTime: 0,
    }),
  layers: (id: number) =>
    queryOptions({
      queryKey: comboKeys.layers(id),
      queryFn: ({ signal }) => combosApi.layers({ params: { id } }, { signal }),
      staleTime: 0,
    }),
};

/** The saved combos of the library's last section: refetched on every visit and dropped when it closes. */
export function useSurfaceCombos() {
  return useQuery({ ...comboQueries.list(), gcTime: 0, refetchOnMount: "always" });
}

/** The saved combos a piece's 'My Combos' tab offers. */
export function useComboChoices() {
  return useQuery(comboQueries.list());
}

/** A missing combo is an answer (the not-found screen), not a failure worth retrying. */
export function useCombo(id: number, enabled: boolean) {
  return useQuery({ ...comboQueries.detail(id), enabled, retry: false });
}

export function useComboLayers(id: number, enabled: boolean) {
  return useQuery({ ...comboQueries.layers(id), enabled, retry: false });
}

/** The list shows names, cones and photos: any change to a combo refreshes it. */
function invalidateComboList(client: QueryClient): Promise<void> {
  return client.invalidateQueries({ queryKey: comboKeys.list });
}

interface MutationCallbacks {
  onDone(): void;
  onFailed(error: Error): void;
}

/** Saves a piece's layers as a combo; `onDone` runs before the list refreshes. */
export function useSaveCombo({ onDone, onFailed }: MutationCallbacks) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateComboBody) => combosApi.create({ body }),
    onSuccess: async () => {
      onDone();
      await invalidateComboList(client);
    },
    onError: onFailed,
  });
}

/** The combo detail's auto-save: the stored combo becomes the cached one. */
export async function saveComboChanges(client: QueryClient, id: number, body: UpdateComboBody): Promise<void> {
  const saved = await combosApi.update({ params: { id }, body });
  client.setQueryData(comboKeys.detail(id), saved);
  await client.invalidateQueries({ queryKey: comboKeys.list, exact: true });
}

/** Deletes a combo; `onDone` runs once the list is refreshed (the screen leaves then). */
export function useDeleteCombo(id: number, { onDone, onFailed }: MutationCallbacks) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => combosApi.remove({ params: { id } }),
    onSuccess: async () => {
      await invalidateComboList(client);
      onDone();
    },
    onError: onFailed,
  });
}

/** Copies a saved combo's layers onto a saved piece, after its existing layers. */
export function applyComboToPiece(pieceId: number, comboId: number, notes?: string | null) {
  return combosApi.apply({ params: { id: pieceId }, body: notes === undefined ? { comboId } : { comboId, notes } });
}

/** A combo's layer snapshot, for a New Piece that holds its layers on the device until it is saved. */
export function fetchComboLayers(id: number) {
  return combosApi.layers({ params: { id } });
}
