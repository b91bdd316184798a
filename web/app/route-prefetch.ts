import type { FetchQueryOptions, QueryClient } from "@tanstack/react-query";
import type { TrialStatus } from "../../contract/trial/schemas";
import { mustSubscribe } from "../../contract/trial/rules";
import { userKeys } from "../features/auth/auth-keys";
import { inspirationQueries } from "../features/inspirations/inspirations-queries";
import { pieceQueries } from "../features/pieces/pieces-queries";
import { layerQueries } from "../features/layers/layers-api";
import { parsePieceId, readPage } from "../features/pieces/piece-keys";
import { stageQueries } from "../features/stages/stages-queries";
import { trialKeys } from "../features/trial/trial-keys";
import { matchRoute } from "../../contract/app/route-screens";

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- each entry is one query's own options
type Prefetch = (params: Record<string, string>, search: URLSearchParams) => FetchQueryOptions<any, any, any, any>[];

/**
 * What a screen will ask the API for as soon as it renders, by route. Asked at start-up instead, the answers
 * arrive while the screen's code is still loading (decision 0105), and the details screen no longer waits for
 * the piece before asking for its stages, layers and inspirations. The keys are the screens' own.
 */
const PREFETCH: Record<string, Prefetch> = {
  // product.md#r30: the home and new-piece screens preload the inspiration list.
  "/pieces": (_, search) => [pieceQueries.page(readPage(search.get("page"))), inspirationQueries.list()],
  "/new-piece": () => [inspirationQueries.list()],
  "/pieces/:id": ({ id }) => {
    const pieceId = parsePieceId(id);
    // A piece not synced yet (negative id) is only on this device.
    if (pieceId === null || pieceId < 0) return [];
    return [pieceQueries.detail(pieceId), stageQueries.ofPiece(pieceId), layerQueries.ofPiece(pieceId), inspirationQueries.list()];
  },
  "/inspiration": () => [inspirationQueries.list()],
};

/** Only for a signed-in potter whose content calls will be answered (the page's bootstrap says so). */
export function prefetchForPage(client: QueryClient, where: Pick<Location, "pathname" | "search"> = window.location): void {
  if (!client.getQueryData(userKeys.me)) return;
  const status = client.getQueryData<TrialStatus>(trialKeys.status);
  if (!status || mustSubscribe(status)) return;
  const match = matchRoute(where.pathname, true);
  const queries = match ? (PREFETCH[match.screen.path]?.(match.params, new URLSearchParams(where.search)) ?? []) : [];
  for (const query of queries) void client.prefetchQuery(query);
}
