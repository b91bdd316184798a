/**
 * A piece's public link (product.md#r160): read, create, switch notes, revoke. Components use these hooks and never a
 * path or the raw client.
 */
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { SHARES_ENDPOINTS } from "../../../contract/shares/endpoints";
import type { SharesRoutes } from "../../../contract/shares/routes";
import type { PieceShareState } from "../../../contract/shares/schemas";
import { areaClient } from "../../lib/api-client";
import { shareKeys } from "./share-keys";

const sharesApi = areaClient<SharesRoutes>(
  SHARES_ENDPOINTS,
  import.meta.env.DEV ? () => import("../../../contract/shares/routes").then((m) => m.SHARES_ROUTES) : undefined,
  // Changes go through the outbox: kept on the device and sent once (docs/decisions/0116-outbox.md).
  { calls: {} },
);

/** Asked only while the share dialog is open, so opening a piece costs no extra call. */
export function usePieceShare(pieceId: number, enabled: boolean) {
  return useQuery({
    queryKey: shareKeys.piece(pieceId),
    queryFn: ({ signal }) => sharesApi.get({ params: { id: pieceId } }, { signal }),
    enabled,
  });
}

function useShareMutation<V>(pieceId: number, call: (vars: V) => Promise<PieceShareState>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: (state) => client.setQueryData(shareKeys.piece(pieceId), state),
  });
}

export function useCreateShare(pieceId: number) {
  return useShareMutation(pieceId, async () => ({ share: await sharesApi.create({ params: { id: pieceId }, body: {} }) }));
}

export function useShowNotes(pieceId: number) {
  return useShareMutation(pieceId, async (showNotes: boolean) => ({
    share: await sharesApi.update({ params: { id: pieceId }, body: { showNotes } }),
  }));
}

export function useRevokeShare(pieceId: number) {
  return useShareMutation(pieceId, async () => {
    await sharesApi.remove({ params: { id: pieceId } });
    return { share: null };
  });
}
