/**
 * The firing queue's calls (docs/decisions/0231-firing-queue.md): a member's fee preview, sending, their requests and
 * withdrawing; the staff's queue and loading. Online calls: the fee and the queue mean what the server says now.
 */
import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { STUDIOS_ENDPOINTS } from "../../../contract/studios/endpoints";
import type { StudiosRoutes } from "../../../contract/studios/routes";
import type { FeePreviewBody, LoadBody, QueueQuery, SendToFiringInput } from "../../../contract/studios/requests";
import { areaClient } from "../../lib/api-client";

const requestsApi = areaClient<StudiosRoutes>(
  STUDIOS_ENDPOINTS,
  import.meta.env.DEV ? () => import("../../../contract/studios/routes").then((m) => m.STUDIOS_ROUTES) : undefined,
);

const keys = {
  mine: (id: number) => ["studios", id, "requests"] as const,
  queue: (id: number, q: QueueQuery) => ["studios", id, "queue", q] as const,
  preview: (id: number, body: FeePreviewBody) => ["studios", id, "fee-preview", body] as const,
};

export function useFeePreview(studioId: number | null, body: FeePreviewBody) {
  return useQuery({
    queryKey: keys.preview(studioId ?? 0, body),
    queryFn: ({ signal }) => requestsApi.previewFee({ params: { id: studioId! }, body }, { signal }),
    enabled: studioId !== null && body.pieceIds.length > 0,
    placeholderData: keepPreviousData,
  });
}

export function useMyRequests(studioId: number) {
  return useQuery({ queryKey: keys.mine(studioId), queryFn: ({ signal }) => requestsApi.myRequests({ params: { id: studioId } }, { signal }), select: (a) => a.data });
}

export function useFiringQueue(studioId: number, query: QueueQuery, enabled = true) {
  return useQuery({
    queryKey: keys.queue(studioId, query),
    queryFn: ({ signal }) => requestsApi.queue({ params: { id: studioId }, query }, { signal }),
    enabled,
    placeholderData: keepPreviousData,
  });
}

/** Every change refetches the studio's requests, queue and firings (the firing's counts change with a load). */
function useRequestMutation<V, R>(call: (vars: V) => Promise<R>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSettled: async () => {
      await client.invalidateQueries({ queryKey: ["studios"] });
      await client.invalidateQueries({ queryKey: ["firings"] });
    },
  });
}

export const useSendToFiring = () =>
  useRequestMutation(({ studioId, body }: { studioId: number; body: SendToFiringInput }) => requestsApi.sendToFiring({ params: { id: studioId }, body }));
export const useWithdrawRequest = (studioId: number) =>
  useRequestMutation((requestId: number) => requestsApi.withdrawRequest({ params: { id: studioId, requestId } }));
export const useLoadQueue = (studioId: number) => useRequestMutation((body: LoadBody) => requestsApi.loadQueue({ params: { id: studioId }, body }));
