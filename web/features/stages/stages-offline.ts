/**
 * What a stage change shows while it waits in the outbox (docs/decisions/0116-outbox.md): the piece's stage history
 * in the cache gains, changes or loses the entry, so ticking a stage offline shows at once.
 */
import type { QueryClient } from "@tanstack/react-query";
import type { StageEntry } from "../../../contract/stages/schemas";
import type { StagesRoutes } from "../../../contract/stages/routes";
import type { OfflineCalls } from "../../lib/offline/offline-call";
import { pieceKeys } from "../pieces/piece-keys";

type History = { data: StageEntry[] };

const histories = (queryClient: QueryClient) =>
  queryClient.getQueriesData<History>({ queryKey: pieceKeys.allStages });

function findEntry(queryClient: QueryClient, id: number): StageEntry | undefined {
  for (const [, history] of histories(queryClient)) {
    const entry = history?.data.find((e) => e.id === id);
    if (entry) return entry;
  }
  return undefined;
}

function patchEntry(queryClient: QueryClient, id: number, patch: (entry: StageEntry) => StageEntry | null): void {
  for (const [key, history] of histories(queryClient)) {
    if (!history?.data.some((e) => e.id === id)) continue;
    queryClient.setQueryData<History>(key, {
      data: history.data.flatMap((e) => {
        if (e.id !== id) return [e];
        const next = patch(e);
        return next ? [next] : [];
      }),
    });
  }
}

export const STAGES_OFFLINE: OfflineCalls<StagesRoutes> = {
  create: {
    creates: true,
    label: ({ body }) => body.stage,
    answer: ({ body }, { queryClient, tempId, now }) => {
      const entry: StageEntry = {
        id: tempId,
        pieceId: body.pieceId,
        stage: body.stage,
        date: body.date ?? now,
        location: body.location,
        notes: body.notes ?? null,
        createdAt: now,
      };
      const key = pieceKeys.stages(body.pieceId);
      const history = queryClient.getQueryData<History>(key);
      queryClient.setQueryData<History>(key, { data: [...(history?.data ?? []), entry] });
      return entry;
    },
  },
  update: {
    label: ({ params }, queryClient) => findEntry(queryClient, Number(params.id))?.stage,
    answer: ({ params, body }, { queryClient }) => {
      const id = Number(params.id);
      const entry = findEntry(queryClient, id);
      if (!entry) throw new Error("No copy of this stage on the device");
      const next: StageEntry = { ...entry, ...body, notes: body.notes === undefined ? entry.notes : (body.notes ?? null) };
      patchEntry(queryClient, id, () => next);
      return next;
    },
  },
  remove: {
    label: ({ params }, queryClient) => findEntry(queryClient, Number(params.id))?.stage,
    answer: ({ params }, { queryClient }) => {
      patchEntry(queryClient, Number(params.id), () => null);
      return { message: "Stage removed" };
    },
  },
};
