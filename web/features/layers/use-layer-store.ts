/**
 * One interface over a piece's layers, whether they live on the server (saved piece) or on the device
 * (New Piece, negative temporary id), so the panel never branches on it.
 */
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useSyncExternalStore } from "react";
import type { DecorationLayer } from "../../../contract/layers/schemas";
import { applyComboToPiece, fetchComboLayers } from "../combos/combos-api";
import { pieceKeys } from "../pieces/piece-keys";
import { layerKeys, layerQueries, layersApi } from "./layers-api";
import { toLayerPayload, type LayerDraft } from "./layer-draft";
import {
  addTemporaryLayer,
  removeTemporaryLayers,
  reorderTemporaryLayers,
  subscribeTemporaryLayers,
  temporaryLayers,
  updateTemporaryLayer,
} from "./temporary-layers";

interface LayerStore {
  layers: DecorationLayer[];
  isLoading: boolean;
  error: Error | null;
  create(draft: LayerDraft): Promise<void>;
  update(id: number, draft: LayerDraft): Promise<void>;
  remove(ids: number[]): Promise<void>;
  reorder(ids: number[]): Promise<void>;
  applyCombo(combo: { id: number; name: string }): Promise<void>;
}


function useServerLayers(pieceId: number, enabled: boolean): LayerStore {
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

function useTemporaryLayers(tempId: number): LayerStore {
  const layers = useSyncExternalStore(subscribeTemporaryLayers, () => temporaryLayers(tempId));
  return {
    layers,
    isLoading: false,
    error: null,
    create: async (draft) => addTemporaryLayer(tempId, draft),
    update: async (id, draft) => updateTemporaryLayer(tempId, id, draft),
    remove: async (ids) => removeTemporaryLayers(tempId, ids),
    reorder: async (ids) => reorderTemporaryLayers(tempId, ids),
    applyCombo: async (combo) => {
      const snapshot = await fetchComboLayers(combo.id);
      for (const l of snapshot) {
        addTemporaryLayer(
          tempId,
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
        );
      }
    },
  };
}

export function useLayerStore(pieceId: number): LayerStore {
  const temporary = pieceId <= 0;
  const server = useServerLayers(pieceId, !temporary);
  const local = useTemporaryLayers(pieceId);
  return temporary ? local : server;
}
