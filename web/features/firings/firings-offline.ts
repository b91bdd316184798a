/**
 * What a firing change shows while it waits in the outbox (docs/decisions/0116-outbox.md): in the kiln room with no
 * connection a potter loads pieces into a new or planned firing, moves it along and records what came out; the firing's
 * screen and the firings list show it at once, and the server applies it all, once, when the connection returns (the
 * stage entries finishing gives are the server's to write, then).
 */
import type { QueryClient } from "@tanstack/react-query";
import { isLoss, type Outcome } from "../../../contract/firings/rules";
import type { FiringsRoutes } from "../../../contract/firings/routes";
import type { Firing, FiringDetail, KilnQueue } from "../../../contract/firings/schemas";
import { FIRING_SCREEN_TEXTS } from "../../../contract/firings/texts";
import type { Piece } from "../../../contract/pieces/schemas";
import type { OfflineCalls } from "../../lib/offline/offline-call";
import { pieceKeys } from "../pieces/piece-keys";
import { firingKeys } from "./firing-keys";

type FiringPiece = FiringDetail["pieces"][number];

const title = (kind: string) => FIRING_SCREEN_TEXTS.firingTitle(FIRING_SCREEN_TEXTS.kindLabel[kind] ?? kind);

const cachedFiring = (queryClient: QueryClient, id: number): FiringDetail => {
  const found = queryClient.getQueryData<FiringDetail>(firingKeys.detail(id));
  if (!found) throw new Error("No copy of this firing on the device");
  return found;
};

/** A piece as the firing shows it, from whatever the device holds of it (its details, else What's waiting). */
function pieceOnDevice(queryClient: QueryClient, id: number): FiringPiece {
  const detail = queryClient.getQueryData<Piece>(pieceKeys.detail(id));
  const queued = queryClient
    .getQueriesData<KilnQueue>({ queryKey: firingKeys.queues })
    .flatMap(([, queue]) => queue?.groups.flatMap((g) => g.locations.flatMap((l) => l.pieces)) ?? [])
    .find((p) => p.id === id);
  if (!detail && !queued) throw new Error("No copy of this piece on the device");
  return {
    pieceId: id,
    name: detail?.name ?? queued!.name,
    type: detail?.type ?? queued!.type,
    clayBody: detail?.clayBody ?? "",
    imageUrl: queued?.imageUrl ?? null,
    currentStage: queued?.currentStage ?? null,
    position: null,
    outcome: "pending",
    note: null,
    stageEntryId: null,
  };
}

/** Into the firing's own key and the firings list, as the server would answer them. */
function put(queryClient: QueryClient, firing: FiringDetail): FiringDetail {
  const counted = { ...firing, pieceCount: firing.pieces.length, lossCount: firing.pieces.filter((p) => isLoss(p.outcome as Outcome)).length };
  queryClient.setQueryData(firingKeys.detail(firing.id), counted);
  const { pieces: _pieces, trace: _trace, ...row } = counted;
  queryClient.setQueryData<{ data: Firing[] }>(firingKeys.list, (list) =>
    list
      ? { data: list.data.some((f) => f.id === firing.id) ? list.data.map((f) => (f.id === firing.id ? row : f)) : [row, ...list.data] }
      : list,
  );
  return counted;
}

export const FIRINGS_OFFLINE: OfflineCalls<FiringsRoutes> = {
  create: {
    creates: true,
    label: ({ body }) => title(body.kind ?? "bisque"),
    answer: ({ body }, { queryClient, tempId, now }) =>
      put(queryClient, {
        id: tempId,
        studioId: body.studioId ?? null,
        code: null,
        kilnId: body.kilnId ?? null,
        kilnName: null,
        kind: body.kind ?? "bisque",
        targetCone: body.targetCone ?? null,
        atmosphere: body.atmosphere ?? null,
        status: "planned",
        plannedDate: body.plannedDate ?? null,
        startedAt: body.startedAt ?? null,
        finishedAt: body.finishedAt ?? null,
        schedule: body.schedule ?? null,
        peakTemperatureC: null,
        holdMinutes: body.holdMinutes ?? null,
        durationMinutes: null,
        notes: body.notes ?? null,
        imageUrls: body.imageUrls ?? [],
        unloadLocation: null,
        pieceCount: 0,
        lossCount: 0,
        createdAt: now,
        updatedAt: now,
        pieces: (body.pieceIds ?? []).map((id) => pieceOnDevice(queryClient, id)),
        trace: null,
        canRun: true,
      }),
  },
  addPieces: {
    label: ({ params }, queryClient) => {
      const firing = queryClient.getQueryData<FiringDetail>(firingKeys.detail(Number(params.id)));
      return firing ? title(firing.kind) : undefined;
    },
    answer: ({ params, body }, { queryClient, now }) => {
      const firing = cachedFiring(queryClient, Number(params.id));
      const have = new Set(firing.pieces.map((p) => p.pieceId));
      const added = body.pieceIds.filter((id) => !have.has(id)).map((id) => ({ ...pieceOnDevice(queryClient, id), position: body.position ?? null }));
      return put(queryClient, { ...firing, pieces: [...firing.pieces, ...added], updatedAt: now });
    },
  },
  update: {
    label: ({ params }, queryClient) => {
      const firing = queryClient.getQueryData<FiringDetail>(firingKeys.detail(Number(params.id)));
      return firing ? title(firing.kind) : undefined;
    },
    answer: ({ params, body }, { queryClient, now }) => {
      const firing = cachedFiring(queryClient, Number(params.id));
      const outcomes = new Map((body.outcomes ?? []).map((o) => [o.pieceId, o]));
      const status = body.status ?? firing.status;
      const finishing = status === "done" && firing.status !== "done";
      return put(queryClient, {
        ...firing,
        status,
        kilnId: body.kilnId === undefined ? firing.kilnId : body.kilnId,
        targetCone: body.targetCone === undefined ? firing.targetCone : body.targetCone,
        plannedDate: body.plannedDate === undefined ? firing.plannedDate : body.plannedDate,
        notes: body.notes === undefined ? firing.notes : body.notes,
        holdMinutes: body.holdMinutes === undefined ? firing.holdMinutes : body.holdMinutes,
        unloadLocation: body.unloadLocation === undefined ? firing.unloadLocation : body.unloadLocation,
        startedAt: status === "firing" && !firing.startedAt ? now : firing.startedAt,
        finishedAt: finishing ? (body.finishedAt ?? now) : firing.finishedAt,
        pieces: firing.pieces.map((p) => {
          const change = outcomes.get(p.pieceId);
          if (change) return { ...p, outcome: change.outcome, note: change.note ?? p.note };
          // Finishing records a pending piece as survived, as the server does.
          return finishing && p.outcome === "pending" ? { ...p, outcome: "survived" } : p;
        }),
        updatedAt: now,
      });
    },
  },
  updatePiece: {
    answer: ({ params, body }, { queryClient, now }) => {
      const firing = cachedFiring(queryClient, Number(params.id));
      const pieceId = Number(params.pieceId);
      return put(queryClient, {
        ...firing,
        pieces: firing.pieces.map((p) =>
          p.pieceId === pieceId
            ? { ...p, outcome: body.outcome ?? p.outcome, note: body.note === undefined ? p.note : body.note, position: body.position === undefined ? p.position : body.position }
            : p,
        ),
        updatedAt: now,
      });
    },
  },
  removePiece: {
    answer: ({ params }, { queryClient, now }) => {
      const firing = cachedFiring(queryClient, Number(params.id));
      return put(queryClient, { ...firing, pieces: firing.pieces.filter((p) => p.pieceId !== Number(params.pieceId)), updatedAt: now });
    },
  },
};
