/**
 * What a layer change shows while it waits in the outbox (docs/decisions/0116-outbox.md): the piece's layers in the
 * cache gain, change, lose or reorder the layer, so a layer added offline (also to a piece made offline) shows at once.
 * The server's answer, after the sync, is the truth: its rules and material snapshot replace this guess.
 */
import type { QueryClient } from "@tanstack/react-query";
import type { DecorationLayer } from "../../../contract/layers/schemas";
import type { LayersRoutes } from "../../../contract/layers/routes";
import type { OfflineCalls } from "../../lib/offline/offline-call";
import { pieceKeys } from "../pieces/piece-keys";
import { glazeKeys } from "../glazes/glaze-keys";

type Layers = { data: DecorationLayer[] };

const allLayers = (queryClient: QueryClient) => queryClient.getQueriesData<Layers>({ queryKey: pieceKeys.allLayers });

function findLayer(queryClient: QueryClient, id: number): DecorationLayer | undefined {
  for (const [, layers] of allLayers(queryClient)) {
    const layer = layers?.data.find((l) => l.id === id);
    if (layer) return layer;
  }
  return undefined;
}

function patchLayer(queryClient: QueryClient, id: number, patch: (layer: DecorationLayer) => DecorationLayer | null): void {
  for (const [key, layers] of allLayers(queryClient)) {
    if (!layers?.data.some((l) => l.id === id)) continue;
    queryClient.setQueryData<Layers>(key, {
      data: layers.data.flatMap((l) => {
        if (l.id !== id) return [l];
        const next = patch(l);
        return next ? [next] : [];
      }),
    });
  }
}

/** The name the library gives a glaze, for a layer that names one by id. */
function glazeName(queryClient: QueryClient, glazeId: number | null | undefined): string | null {
  if (!glazeId) return null;
  for (const [, answer] of queryClient.getQueriesData<{ data?: { id: number; name: string }[] }>({ queryKey: glazeKeys.lists })) {
    const glaze = answer?.data?.find((g) => g.id === glazeId);
    if (glaze) return glaze.name;
  }
  return null;
}

const describe = (layer: Pick<DecorationLayer, "type" | "materialName">) => [layer.type, layer.materialName].filter(Boolean).join(" - ");

export const LAYERS_OFFLINE: OfflineCalls<LayersRoutes> = {
  create: {
    creates: true,
    label: ({ body }, queryClient) => describe({ type: body.type ?? "", materialName: body.materialName ?? glazeName(queryClient, body.glazeId) }),
    answer: ({ body }, { queryClient, tempId, now }) => {
      const key = pieceKeys.layers(body.pieceId);
      const current = queryClient.getQueryData<Layers>(key)?.data ?? [];
      const layer: DecorationLayer = {
        id: tempId,
        pieceId: body.pieceId,
        glazeId: body.glazeId ?? null,
        type: body.type ?? "Glaze",
        placement: body.placement ?? "Outside",
        applicationMethod: body.applicationMethod ?? null,
        coats: body.coats ?? null,
        thickness: body.thickness ?? null,
        temperature: body.temperature ?? null,
        firingAtmosphere: body.firingAtmosphere ?? null,
        notes: body.notes ?? null,
        orderIndex: body.orderIndex ?? current.reduce((max, l) => Math.max(max, l.orderIndex + 1), 0),
        comboId: null,
        comboName: null,
        materialName: body.materialName ?? glazeName(queryClient, body.glazeId),
        createdAt: now,
      };
      queryClient.setQueryData<Layers>(key, { data: [...current, layer] });
      return layer;
    },
  },
  update: {
    label: ({ params }, queryClient) => {
      const layer = findLayer(queryClient, Number(params.id));
      return layer && describe(layer);
    },
    answer: ({ params, body }, { queryClient }) => {
      const id = Number(params.id);
      const layer = findLayer(queryClient, id);
      if (!layer) throw new Error("No copy of this layer on the device");
      const next: DecorationLayer = { ...layer };
      for (const [field, value] of Object.entries(body)) {
        if (value !== undefined) (next as Record<string, unknown>)[field] = value;
      }
      if (body.glazeId !== undefined && body.materialName === undefined) next.materialName = glazeName(queryClient, body.glazeId) ?? layer.materialName;
      patchLayer(queryClient, id, () => next);
      return next;
    },
  },
  remove: {
    label: ({ params }, queryClient) => {
      const layer = findLayer(queryClient, Number(params.id));
      return layer && describe(layer);
    },
    answer: ({ params }, { queryClient }) => {
      patchLayer(queryClient, Number(params.id), () => null);
      return { message: "Decoration layer deleted" };
    },
  },
  reorder: {
    answer: ({ params, body }, { queryClient }) => {
      const key = pieceKeys.layers(Number(params.id));
      const current = queryClient.getQueryData<Layers>(key)?.data ?? [];
      const byId = new Map(current.map((l) => [l.id, l]));
      const data = body.layerIds.flatMap((id, index) => {
        const layer = byId.get(id);
        return layer ? [{ ...layer, orderIndex: index }] : [];
      });
      if (data.length !== current.length) throw new Error("The layers on the device do not match");
      queryClient.setQueryData<Layers>(key, { data });
      return { data };
    },
  },
};
