/**
 * The pieces area's client and query options: small, so the start-up prefetch (web/app/route-prefetch.ts) asks for
 * exactly what the screens will ask for without bringing the area's hooks and mutations into the first screen.
 */
import { queryOptions } from "@tanstack/react-query";
import { PIECES_ENDPOINTS } from "../../../contract/pieces/endpoints";
import type { PiecesRoutes } from "../../../contract/pieces/routes";
import type { Stage } from "../../../contract/stages/texts";
import { areaClient } from "../../lib/api-client";
import { pieceKeys, type PieceSearch } from "./piece-keys";

/** Pieces and stage history stay fresh 5 minutes, no refetch on focus (product.md#r42). */
export const PIECES_STALE_MS = 5 * 60_000;

export const piecesApi = areaClient<PiecesRoutes>(
  PIECES_ENDPOINTS,
  import.meta.env.DEV ? () => import("../../../contract/pieces/routes").then((m) => m.PIECES_ROUTES) : undefined,
  // What a change shows while it waits loads after the first screen (docs/decisions/0157-declarative-router.md).
  { calls: () => import("./pieces-offline").then((m) => m.PIECES_OFFLINE) },
);

type PiecesListQuery = NonNullable<Parameters<typeof piecesApi.list>[0]>["query"];

export const pieceQueries = {
  page: (page: number, stage?: Stage, search?: PieceSearch) =>
    queryOptions({
      queryKey: pieceKeys.page(page, stage, search),
      // The address's words go as typed; the server checks them and answers 400 with a message (product.md#r128).
      queryFn: ({ queryKey, signal }) => piecesApi.list({ query: queryKey[2] as PiecesListQuery }, { signal }),
      staleTime: PIECES_STALE_MS,
    }),
  ended: (page: number, q?: string) =>
    queryOptions({
      queryKey: pieceKeys.ended(page, q),
      queryFn: ({ queryKey, signal }) => piecesApi.list({ query: queryKey[2] as PiecesListQuery }, { signal }),
      staleTime: PIECES_STALE_MS,
    }),
  detail: (id: number) =>
    queryOptions({
      queryKey: pieceKeys.detail(id),
      queryFn: ({ signal }) => piecesApi.get({ params: { id } }, { signal }),
      staleTime: PIECES_STALE_MS,
      // A piece not synced yet (negative id) lives only in this device's cache.
      enabled: id > 0,
    }),
};
