/**
 * What a piece change shows while it waits in the outbox (docs/decisions/0116-outbox.md): the new or changed piece,
 * built from the cache and the body, written into every cached list and detail so all screens agree.
 */
import type { QueryClient } from "@tanstack/react-query";
import type { DecorationLayer } from "../../../contract/layers/schemas";
import type { Piece, PieceListItem, PiecePage } from "../../../contract/pieces/schemas";
import type { PiecesRoutes } from "../../../contract/pieces/routes";
import { PIECE_DEFAULTS, PIECE_TEXTS } from "../../../contract/pieces/texts";
import type { StageEntry } from "../../../contract/stages/schemas";
import { STAGES, type Stage } from "../../../contract/stages/texts";
import type { OfflineCalls } from "../../lib/offline/offline-call";
import { pieceKeys } from "./piece-keys";
import { userKeys } from "../auth/auth-keys";

const pages = (queryClient: QueryClient) => queryClient.getQueriesData<PiecePage>({ queryKey: pieceKeys.lists });

function cachedPiece(queryClient: QueryClient, id: number): Piece | PieceListItem | undefined {
  const detail = queryClient.getQueryData<Piece>(pieceKeys.detail(id));
  if (detail) return detail;
  for (const [, page] of pages(queryClient)) {
    const item = page?.data.find((p) => p.id === id);
    if (item) return item;
  }
  return undefined;
}

function patchLists(queryClient: QueryClient, id: number, patch: (item: PieceListItem) => PieceListItem | null): void {
  for (const [key, page] of pages(queryClient)) {
    if (!page?.data.some((p) => p.id === id)) continue;
    const data = page.data.flatMap((item) => {
      if (item.id !== id) return [item];
      const next = patch(item);
      return next ? [next] : [];
    });
    queryClient.setQueryData<PiecePage>(key, { ...page, data });
  }
}

/** Sizes may be typed as text; the server stores numbers. */
const size = (value: string | number | null | undefined): number | null =>
  value === null || value === undefined || value === "" ? null : Number(value);

const latestStage = (stages: { stage: string }[]): Stage =>
  [...STAGES].reverse().find((s) => stages.some((entry) => entry.stage === s)) ?? "Formed";

export const PIECES_OFFLINE: OfflineCalls<PiecesRoutes> = {
  create: {
    creates: true,
    label: ({ body }) => body.name,
    answer: ({ body }, { queryClient, tempId, now }) => {
      const userId = queryClient.getQueryData<{ id: number }>(userKeys.me)?.id ?? 0;
      const piece: Piece = {
        id: tempId,
        userId,
        // The server gives the code when the piece reaches it.
        code: null,
        name: body.name,
        type: body.type ?? PIECE_DEFAULTS.type,
        clayBody: body.clayBody ?? PIECE_DEFAULTS.clayBody,
        imageUrls: body.imageUrls ?? [],
        isMultiPart: body.isMultiPart ?? false,
        studioLocation: body.studioLocation ?? null,
        status: body.status ?? PIECE_DEFAULTS.status,
        currentPhase: body.currentPhase ?? PIECE_DEFAULTS.currentPhase,
        glazeIds: [],
        inspirationIds: body.inspirationIds ?? [],
        tags: body.tags ?? [],
        notes: body.notes ?? null,
        surfaceTreatmentNotes: body.surfaceTreatmentNotes ?? null,
        clayWeight: size(body.clayWeight),
        height: size(body.height),
        width: size(body.width),
        depth: size(body.depth),
        firingMethod: body.firingMethod ?? null,
        decoratingTechniques: body.decoratingTechniques ?? [],
        fate: null,
        createdAt: now,
        updatedAt: now,
      };
      const stages = body.stages ?? [];
      // The new piece's stages show on its screen at once; their own ids come from the server later.
      const entries: StageEntry[] = stages.map((s, i) => ({
        id: tempId * 1000 - i,
        pieceId: tempId,
        stage: s.stage,
        date: s.date ?? now,
        location: s.location,
        notes: s.notes ?? null,
        createdAt: now,
      }));
      queryClient.setQueryData(pieceKeys.stages(tempId), { data: entries });
      const layers: DecorationLayer[] = (body.layers ?? []).map((layer, i) => ({
        id: tempId * 1000 - i,
        pieceId: tempId,
        glazeId: layer.glazeId ?? null,
        type: layer.type ?? "glaze",
        placement: layer.placement ?? "",
        applicationMethod: layer.applicationMethod ?? null,
        coats: layer.coats ?? null,
        thickness: layer.thickness ?? null,
        temperature: layer.temperature ?? null,
        firingAtmosphere: layer.firingAtmosphere ?? null,
        notes: layer.notes ?? null,
        orderIndex: layer.orderIndex ?? i,
        comboId: layer.comboId ?? null,
        comboName: null,
        materialName: layer.materialName ?? null,
        createdAt: now,
      }));
      queryClient.setQueryData(pieceKeys.layers(tempId), { data: layers });
      const stage = latestStage(stages);
      const item: PieceListItem = {
        ...piece,
        currentStage: stage,
        currentLocation: stages.find((s) => s.stage === stage)?.location ?? piece.studioLocation ?? "",
        thumbnailUrl: piece.imageUrls[0] ?? null,
      };
      const firstPage = queryClient.getQueryData<PiecePage>(pieceKeys.page(1));
      if (firstPage) {
        queryClient.setQueryData<PiecePage>(pieceKeys.page(1), {
          data: [item, ...firstPage.data],
          pagination: { ...firstPage.pagination, total: firstPage.pagination.total + 1 },
          stageCounts: { ...firstPage.stageCounts, [stage]: (firstPage.stageCounts[stage] ?? 0) + 1 },
        });
      }
      return piece;
    },
  },
  update: {
    label: ({ params }, queryClient) => cachedPiece(queryClient, Number(params.id))?.name,
    answer: ({ params, body }, { queryClient, now }) => {
      const id = Number(params.id);
      const cached = cachedPiece(queryClient, id);
      if (!cached) throw new Error("No copy of this piece on the device");
      const { currentStage: _s, currentLocation: _l, thumbnailUrl: _t, ...fields } = cached as PieceListItem;
      const piece: Piece = { ...(fields as Piece), ...(body as Partial<Piece>), updatedAt: now };
      for (const field of ["clayWeight", "height", "width", "depth"] as const) piece[field] = size(piece[field]);
      patchLists(queryClient, id, (item) => ({ ...item, ...(body as Partial<Piece>), updatedAt: now, thumbnailUrl: piece.imageUrls[0] ?? null }));
      return piece;
    },
  },
  // A fate set or undone offline (product.md#r180): the piece leaves or rejoins the lists when the server answers;
  // meanwhile its screen shows the fate, and My Pieces drops it at once.
  setFate: {
    label: ({ params }, queryClient) => cachedPiece(queryClient, Number(params.id))?.name,
    answer: ({ params, body }, { queryClient, now }) => {
      const id = Number(params.id);
      const cached = cachedPiece(queryClient, id);
      if (!cached) throw new Error("No copy of this piece on the device");
      const { currentStage, currentLocation: _l, thumbnailUrl: _t, ...fields } = cached as PieceListItem;
      // The stage it ends at: the list's stored stage, else the furthest of the entries on the device.
      const stage: Stage = (currentStage as Stage | undefined) ?? latestStage(queryClient.getQueryData<{ data: StageEntry[] }>(pieceKeys.stages(id))?.data ?? []);
      const fate = {
        fate: body.fate,
        cause: body.cause ?? null,
        note: body.note?.trim() ? body.note.trim() : null,
        at: body.at ?? now,
        stage: cached.fate?.stage ?? stage,
        firingId: cached.fate?.firingId ?? null,
      };
      // Out of My Pieces' pages; the Lost & reclaimed list gets it when the server answers.
      for (const [key, page] of pages(queryClient)) {
        const query = key[2] as { fate?: string } | undefined;
        if (query?.fate || !page?.data.some((p) => p.id === id)) continue;
        queryClient.setQueryData<PiecePage>(key, { ...page, data: page.data.filter((p) => p.id !== id) });
      }
      return { ...(fields as Piece), fate, updatedAt: now };
    },
  },
  clearFate: {
    label: ({ params }, queryClient) => cachedPiece(queryClient, Number(params.id))?.name,
    answer: ({ params }, { queryClient, now }) => {
      const cached = cachedPiece(queryClient, Number(params.id));
      if (!cached) throw new Error("No copy of this piece on the device");
      const { currentStage: _s, currentLocation: _l, thumbnailUrl: _t, ...fields } = cached as PieceListItem;
      return { ...(fields as Piece), fate: null, updatedAt: now };
    },
  },
  remove: {
    label: ({ params }, queryClient) => cachedPiece(queryClient, Number(params.id))?.name,
    answer: ({ params }, { queryClient }) => {
      patchLists(queryClient, Number(params.id), () => null);
      return { message: PIECE_TEXTS.deleted };
    },
  },
};
