/**
 * A load made from the staff's queue with no connection (docs/decisions/0231-firing-queue.md, the outbox of decision
 * 0116): the kiln room has no signal more often than not, so a load by selection or by a ticket's code is kept on the
 * device and sent once when the connection returns. Meanwhile the pieces the device knows leave its copy of the queue
 * and join its copy of the firing; a code the device cannot place (or that two members share) still waits, and the
 * server decides when it is sent: a refusal then reaches the screen with the server's message.
 */
import type { QueryClient } from "@tanstack/react-query";
import { canonicalCode } from "../../../contract/codes/rules";
import type { Firing, FiringDetail } from "../../../contract/firings/schemas";
import type { FiringQueue, LoadBody, RequestView } from "../../../contract/studios/requests";
import { REQUEST_TEXTS as T } from "../../../contract/studios/request-texts";
import type { StudiosRoutes } from "../../../contract/studios/routes";
import type { OfflineCalls } from "../../lib/offline/offline-call";
import { firingKeys } from "../firings/firing-keys";
import { studioKeys } from "./studio-keys";

/** The requests a load names that the device's copy of the queue can place: by id, and by code (one match only). */
export function requestsToLoad(
  queues: readonly FiringQueue[],
  body: LoadBody,
  firingKind: string | null,
): { found: RequestView[]; unplaced: string[]; unlisted: number } {
  const known = new Map<number, RequestView>();
  for (const q of queues) for (const g of q.groups) for (const r of g.requests) known.set(r.id, r);
  const found = new Map<number, RequestView>();
  const unplaced: string[] = [];
  // Select all takes ids the device holds only as ids (past each group's first 50): counted, not named.
  let unlisted = 0;
  for (const id of body.requestIds ?? []) {
    const r = known.get(id);
    if (r) found.set(id, r);
    else unlisted += 1;
  }
  for (const typed of body.codes ?? []) {
    const read = canonicalCode(typed);
    const all = read?.kind === "piece" ? [...known.values()].filter((r) => r.pieceCode === read.code) : [];
    // As the server does: the firing's kind first; several left is the staff's choice, made when the server answers.
    const ofKind = all.filter((r) => r.kind === firingKind);
    const matches = ofKind.length > 0 ? ofKind : all;
    if (matches.length === 1) found.set(matches[0]!.id, matches[0]!);
    else unplaced.push(read?.code ?? typed.trim());
  }
  return { found: [...found.values()], unplaced, unlisted };
}

/** The queue without the requests just loaded (counts, ids and the listed ones). */
export function withoutRequests(queue: FiringQueue, ids: ReadonlySet<number>): FiringQueue {
  const groups = queue.groups
    .map((g) => {
      const requestIds = g.requestIds.filter((id) => !ids.has(id));
      return { ...g, count: g.count - (g.requestIds.length - requestIds.length), requestIds, requests: g.requests.filter((r) => !ids.has(r.id)) };
    })
    .filter((g) => g.count > 0);
  return { count: groups.reduce((n, g) => n + g.count, 0), groups };
}

const queuesOf = (queryClient: QueryClient, studioId: number) =>
  queryClient.getQueriesData<FiringQueue>({ queryKey: studioKeys.queues(studioId) }).flatMap(([, q]) => (q ? [q] : []));

const firingKindOf = (queryClient: QueryClient, firingId: number): string | null =>
  queryClient.getQueryData<FiringDetail>(firingKeys.detail(firingId))?.kind ??
  queryClient
    .getQueriesData<{ data: Firing[] }>({ queryKey: firingKeys.list })
    .flatMap(([, list]) => list?.data ?? [])
    .find((f) => f.id === firingId)?.kind ??
  null;

function placed(queryClient: QueryClient, studioId: number, body: LoadBody) {
  return requestsToLoad(queuesOf(queryClient, studioId), body, firingKindOf(queryClient, body.firingId));
}

export const STUDIO_QUEUE_OFFLINE: OfflineCalls<Pick<StudiosRoutes, "loadQueue">> = {
  loadQueue: {
    label: ({ params, body }, queryClient) => {
      const { found, unplaced, unlisted } = placed(queryClient, Number(params.id), body);
      const named = [...found.map((r) => (r.pieceCode ? `${r.pieceName} (${r.pieceCode})` : r.pieceName)), ...unplaced];
      return T.loadLabel(unlisted > 0 ? [...named, T.moreRequests(unlisted)] : named);
    },
    answer: ({ params, body }, { queryClient, now }) => {
      const studioId = Number(params.id);
      const { found } = placed(queryClient, studioId, body);
      // Every id named leaves the device's queue (listed in full or not); the server says later if one was not there.
      const ids = new Set([...found.map((r) => r.id), ...(body.requestIds ?? [])]);
      for (const [key, queue] of queryClient.getQueriesData<FiringQueue>({ queryKey: studioKeys.queues(studioId) })) {
        if (queue) queryClient.setQueryData(key, withoutRequests(queue, ids));
      }
      // The device's copy of the firing shows them as its staff see members' pieces (decision 0231).
      queryClient.setQueryData<FiringDetail>(firingKeys.detail(body.firingId), (firing) => {
        if (!firing) return firing;
        const have = new Set(firing.pieces.map((p) => p.pieceId));
        const added = found
          .filter((r) => !have.has(r.pieceId))
          .map((r) => ({
            pieceId: r.pieceId,
            name: r.pieceName,
            type: "",
            clayBody: r.clayBody,
            imageUrl: r.photoUrl,
            currentStage: null,
            position: null,
            outcome: "pending",
            note: null,
            stageEntryId: null,
            memberFirstName: r.memberFirstName,
            memberName: r.memberName,
            pieceCode: r.pieceCode,
          }));
        const pieces = [...firing.pieces, ...added];
        return { ...firing, pieces, pieceCount: pieces.length, updatedAt: now };
      });
      return { firingId: body.firingId, loaded: found.map((r) => ({ ...r, status: "loaded" as const, firingId: body.firingId })) };
    },
  },
};
