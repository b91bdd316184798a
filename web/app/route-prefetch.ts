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
import { afterFirstScreen } from "./first-screen";

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- each entry is one query's own options
type Prefetch = (params: Record<string, string>, search: URLSearchParams) => FetchQueryOptions<any, any, any, any>[];

/** A piece the server knows: a piece not synced yet (negative id) is only on this device. */
function serverPieceId(id: string | undefined): number | null {
  const pieceId = parsePieceId(id);
  return pieceId === null || pieceId < 0 ? null : pieceId;
}

/**
 * What a screen will ask the API for as soon as it renders, by route. Asked at start-up instead, the answers
 * arrive while the screen's code is still loading (decision 0105), and the details screen no longer waits for
 * the piece before asking for its stages and layers. The keys are the screens' own.
 */
const PREFETCH: Record<string, Prefetch> = {
  "/pieces": (_, search) => [pieceQueries.page(readPage(search.get("page")))],
  "/new-piece": () => [inspirationQueries.list()],
  "/pieces/:id": ({ id }) => {
    const pieceId = serverPieceId(id);
    return pieceId === null ? [] : [pieceQueries.detail(pieceId), stageQueries.ofPiece(pieceId), layerQueries.ofPiece(pieceId)];
  },
  "/inspiration": () => [inspirationQueries.list()],
};

/**
 * Asked for once the first screen is drawn (web/app/first-screen.ts): no screen draws them on its first pass, and a
 * call beside the screen's own files only holds them back (decision 0164). product.md#r30: the home screen preloads the
 * inspiration list; a piece's linked inspirations show it below the fold.
 */
const LATER: Record<string, Prefetch> = {
  "/pieces": () => [inspirationQueries.list()],
  "/pieces/:id": ({ id }) => (serverPieceId(id) === null ? [] : [inspirationQueries.list()]),
};

/** Only for a signed-in potter whose content calls will be answered (the page's bootstrap says so). */
export function prefetchForPage(client: QueryClient, where: Pick<Location, "pathname" | "search"> = window.location): void {
  if (!client.getQueryData(userKeys.me)) return;
  const status = client.getQueryData<TrialStatus>(trialKeys.status);
  if (!status || mustSubscribe(status)) return;
  const match = matchRoute(where.pathname, true);
  if (!match) return;
  const search = new URLSearchParams(where.search);
  for (const query of PREFETCH[match.screen.path]?.(match.params, search) ?? []) void client.prefetchQuery(query);
  const later = LATER[match.screen.path]?.(match.params, search) ?? [];
  if (later.length > 0) afterFirstScreen(() => later.forEach((query) => void client.prefetchQuery(query)));
}
