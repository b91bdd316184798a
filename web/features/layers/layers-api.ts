/**
 * The decoration-layer calls (product.md#r97), built on the contract's route table: the client and the query options.
 * The panel's hooks are in use-layer-store.ts, so the start-up prefetch loads only this small module.
 */
import { queryOptions } from "@tanstack/react-query";
import { LAYERS_ENDPOINTS } from "../../../contract/layers/endpoints";
import type { LayersRoutes } from "../../../contract/layers/routes";
import { areaClient } from "../../lib/api-client";
import { pieceKeys } from "../pieces/piece-keys";
import { layerKeys } from "./layer-keys";

export const layersApi = areaClient<LayersRoutes>(
  LAYERS_ENDPOINTS,
  import.meta.env.DEV ? () => import("../../../contract/layers/routes").then((m) => m.LAYERS_ROUTES) : undefined,
  // Changes go through the outbox: kept on the device, shown at once and sent once (docs/decisions/0116-outbox.md).
  // What a change shows while it waits loads after the first screen (docs/decisions/0157-declarative-router.md).
  { calls: () => import("./layers-offline").then((m) => m.LAYERS_OFFLINE) },
);

export const layerQueries = {
  ofPiece: (pieceId: number) =>
    queryOptions({
      queryKey: pieceKeys.layers(pieceId),
      queryFn: ({ signal }) => layersApi.listForPiece({ params: { id: pieceId } }, { signal }),
      // A piece not synced yet (negative id) lives only in this device's cache.
      enabled: pieceId > 0,
    }),
  all: () =>
    queryOptions({
      queryKey: layerKeys.all,
      queryFn: ({ signal }) => layersApi.list({}, { signal }),
    }),
};
