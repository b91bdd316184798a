/**
 * The firing queue's calls (docs/decisions/0231-firing-queue.md): a member's fee preview, sending, their requests and
 * withdrawing; the staff's queue and loading. Sending and withdrawing are online calls: the fee and the shelf mean what
 * the server says now. Loading goes through the outbox (studio-queue-offline.ts): the kiln room is often offline.
 */
import { useSyncExternalStore } from "react";
import { keepPreviousData, useMutation, useQueries, useQuery, useQueryClient } from "@tanstack/react-query";
import { STUDIOS_ENDPOINTS } from "../../../contract/studios/endpoints";
import type { FeePreviewBody, LoadBody, QueueQuery, RequestView, SendToFiringInput } from "../../../contract/studios/requests";
import type { StudiosRoutes } from "../../../contract/studios/routes";
import { areaClient } from "../../lib/api-client";
import { subscribeOutbox, waitingEntries } from "../../lib/offline/outbox-runtime";
import { firingKeys } from "../firings/firing-keys";
import { STUDIO_QUEUE_OFFLINE } from "./studio-queue-offline";
import { studioKeys } from "./studio-keys";
import { studiosApi, useStudios } from "./studios-api";

/**
 * Loading alone goes through the outbox (kept on the device, sent once with its Idempotency-Key, decision 0116); the
 * preview and the tickets are POSTs that store nothing, and sending and withdrawing need the server's answer.
 */
const loadApi = areaClient<Pick<StudiosRoutes, "loadQueue">>(
  { loadQueue: STUDIOS_ENDPOINTS.loadQueue },
  import.meta.env.DEV ? () => import("../../../contract/studios/routes").then((m) => m.STUDIOS_ROUTES) : undefined,
  { calls: STUDIO_QUEUE_OFFLINE },
);

export function useFeePreview(studioId: number | null, body: FeePreviewBody) {
  return useQuery({
    queryKey: studioKeys.feePreview(studioId ?? 0, body),
    queryFn: ({ signal }) => studiosApi.previewFee({ params: { id: studioId! }, body }, { signal }),
    enabled: studioId !== null && body.pieceIds.length > 0,
    placeholderData: keepPreviousData,
  });
}

export function useMyRequests(studioId: number) {
  return useQuery({ queryKey: studioKeys.requests(studioId), queryFn: ({ signal }) => studiosApi.myRequests({ params: { id: studioId } }, { signal }), select: (a) => a.data });
}

/** A member's request still open (on the shelf or in the kiln), with its studio's name: what the piece shows (product.md#r242). */
export interface OpenRequest {
  request: RequestView;
  studioName: string;
}

/** The caller's open requests in every studio they belong to, by piece id. */
export function useOpenRequests(): Map<number, OpenRequest> {
  const studios = useStudios().data?.data ?? [];
  return useQueries({
    queries: studios.map((s) => ({ queryKey: studioKeys.requests(s.id), queryFn: ({ signal }: { signal: AbortSignal }) => studiosApi.myRequests({ params: { id: s.id } }, { signal }) })),
    combine: (results) => {
      const open = new Map<number, OpenRequest>();
      results.forEach((r, i) => {
        for (const request of r.data?.data ?? []) {
          if ((request.status === "requested" || request.status === "loaded") && !open.has(request.pieceId)) open.set(request.pieceId, { request, studioName: studios[i]!.name });
        }
      });
      return open;
    },
  });
}

export function useFiringQueue(studioId: number, query: QueueQuery, enabled = true) {
  return useQuery({
    queryKey: studioKeys.queue(studioId, query),
    queryFn: ({ signal }) => studiosApi.queue({ params: { id: studioId }, query }, { signal }),
    enabled,
    placeholderData: keepPreviousData,
  });
}

/** Every change refetches the studio's requests, queue and firings (the firing's counts change with a load). */
function useRequestMutation<V, R>(call: (vars: V) => Promise<R>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: call,
    // Not awaited: with the server out of reach while the browser says online, the refetches retry for seconds, and
    // the change (kept on the device) would leave its button busy and its message unsaid until they gave up.
    onSettled: () => {
      void client.invalidateQueries({ queryKey: studioKeys.all });
      void client.invalidateQueries({ queryKey: firingKeys.all });
    },
  });
}

export const useSendToFiring = () =>
  useRequestMutation(({ studioId, body }: { studioId: number; body: SendToFiringInput }) => studiosApi.sendToFiring({ params: { id: studioId }, body }));
export const useWithdrawRequest = (studioId: number) =>
  useRequestMutation((requestId: number) => studiosApi.withdrawRequest({ params: { id: studioId, requestId } }));
/** The send toast's Undo: every request just sent, withdrawn (product.md#r242). */
export const useWithdrawRequests = () =>
  useRequestMutation(({ studioId, requestIds }: { studioId: number; requestIds: number[] }) =>
    Promise.all(requestIds.map((requestId) => studiosApi.withdrawRequest({ params: { id: studioId, requestId } }))),
  );
export const useLoadQueue = (studioId: number) => useRequestMutation((body: LoadBody) => loadApi.loadQueue({ params: { id: studioId }, body }));

const loadPath = STUDIOS_ENDPOINTS.loadQueue.path;

/** What the device holds of this studio's loads still waiting for the connection, one line each (their labels). */
function waitingLoads(studioId: number): string {
  return waitingEntries()
    .filter((e) => e.path === loadPath && Number(e.params?.id) === studioId)
    .map((e) => e.label ?? "")
    .join("\n");
}

/** Whether a load of this studio waits on the device (the last one made offline, so the screen says it is kept). */
export const hasWaitingLoad = (studioId: number): boolean => waitingLoads(studioId) !== "";

export function useWaitingLoads(studioId: number): string[] {
  const lines = useSyncExternalStore(subscribeOutbox, () => waitingLoads(studioId), () => "");
  return lines ? lines.split("\n") : [];
}
