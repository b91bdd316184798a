/**
 * The stages area's client and query options: small, so the start-up prefetch (web/app/route-prefetch.ts) asks for
 * exactly what the screens will ask for without bringing the area's hooks and mutations into the first screen.
 */
import { queryOptions } from "@tanstack/react-query";
import { STAGES_ENDPOINTS } from "../../../contract/stages/endpoints";
import type { StagesRoutes } from "../../../contract/stages/routes";
import { areaClient } from "../../lib/api-client";
import { pieceKeys } from "../pieces/piece-keys";
import { PIECES_STALE_MS } from "../pieces/pieces-queries";

export const stagesApi = areaClient<StagesRoutes>(
  STAGES_ENDPOINTS,
  import.meta.env.DEV ? () => import("../../../contract/stages/routes").then((m) => m.STAGES_ROUTES) : undefined,
  // What a change shows while it waits loads after the first screen (docs/decisions/0157-declarative-router.md).
  { calls: () => import("./stages-offline").then((m) => m.STAGES_OFFLINE) },
);

export const stageQueries = {
  ofPiece: (pieceId: number) =>
    queryOptions({
      queryKey: pieceKeys.stages(pieceId),
      queryFn: ({ signal }) => stagesApi.listForPiece({ params: { id: pieceId } }, { signal }),
      staleTime: PIECES_STALE_MS,
      enabled: pieceId > 0,
    }),
};
