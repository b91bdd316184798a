/**
 * One interface over a piece's layers, whether they live on the server (saved piece) or in the New Piece form
 * until it is saved, so the panel never branches on it.
 */
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { Dispatch, SetStateAction } from "react";
import type { DecorationLayer } from "../../../contract/layers/schemas";
import { applyComboToPiece, fetchComboLayers } from "../combos/combos-api";
import { pieceKeys } from "../pieces/piece-keys";
import { layerKeys } from "./layer-keys";
import { layerQueries, layersApi } from "./layers-api";
import { toLayerPayload, type LayerDraft } from "./layer-draft";
import { addDraftLayer, removeDraftLayers, reorderDraftLayers, updateDraftLayer } from "./layer-drafts";

export interface LayerStore {
  layers: DecorationLayer[];
  isLoading: boolean;
  error: Error | null;
  create(draft: LayerDraft): Promise<void>;
  update(id: number, draft: LayerDraft): Promise<void>;
  remove(ids: number[]): Promise<void>;
  reorder(ids: number[]): Promise<void>;
  applyCombo(combo: { id: number; name: string }): Promise<void>;
}

/** A saved piece's layers, on the server; `enabled` is false where the form holds the layers instead. */
export function useLayerStore(pieceId: number, enabled = true): LayerStore {
  const client = useQueryClient();
  const query = useQuery({ ...layerQueries.ofPiece(pieceId), enabled });
  const refresh = () => client.invalidateQueries({ queryKey: pieceKeys.layers(pieceId) });
  const mutate = useMutation({
    mutationFn: (fn: () => Promise<unknown>) => fn(),
    onSettled: async () => {
      await refresh();
      // The Apply tab of the library offers only pieces without layers.
      await client.invalidateQueries({ queryKey: layerKeys.all });
    },
  });
  return {
    layers: query.data?.data ?? [],
    isLoading: query.isLoading,
    error: query.error,
    create: (draft) => mutate.mutateAsync(() => layersApi.create({ body: { pieceId, ...toLayerPayload(draft) } })).then(() => undefined),
    update: (id, draft) => mutate.mutateAsync(() => layersApi.update({ params: { id }, body: toLayerPayload(draft) })).then(() => undefined),
    remove: (ids) =>
      mutate.mutateAsync(async () => {
        for (const id of ids) await layersApi.remove({ params: { id } });
      }).then(() => undefined),
    reorder: (ids) =>
      mutate.mutateAsync(() => layersApi.reorder({ params: { id: pieceId }, body: { layerIds: ids } })).then(() => undefined),
    applyCombo: (combo) =>
      mutate.mutateAsync(() => applyComboToPiece(pieceId, combo.id)).then(() => undefined),
  };
}

/**
 * New Piece's layers: a list held by the form (layer-drafts.ts), sent with the piece when it is saved. A combo applied
 * here is copied in as its layers now, so the potter sees them, and sent back as the combo.
 */
export function useDraftLayerStore(layers: DecorationLayer[], setLayers: Dispatch<SetStateAction<DecorationLayer[]>>): LayerStore {
  return {
    layers,
    isLoading: false,
    error: null,
    create: async (draft) => setLayers((current) => addDraftLayer(current, draft)),
    update: async (id, draft) => setLayers((current) => updateDraftLayer(current, id, draft)),
    remove: async (ids) => setLayers((current) => removeDraftLayers(current, ids)),
    reorder: async (ids) => setLayers((current) => reorderDraftLayers(current, ids)),
    applyCombo: async (combo) => {
      const snapshot = await fetchComboLayers(combo.id);
      setLayers((current) =>
        snapshot.reduce(
          (list, l) =>
            addDraftLayer(
              list,
              {
                type: l.type as LayerDraft["type"],
                glazeId: null,
                materialName: l.materialName,
                placement: l.placement ?? "Outside",
                applicationMethod: l.applicationMethod,
                coats: l.coats,
                thickness: l.thickness,
                notes: null,
              },
              combo,
            ),
          current,
        ),
      );
    },
  };
}
