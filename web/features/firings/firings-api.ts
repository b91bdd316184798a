/**
 * The kiln and firing calls (product.md#r122) for the screens: What's waiting, firings, a firing, the losses report,
 * kilns and a piece's firings. Components use these hooks and never a path or the raw client.
 */
import { useMutation, useQueries, useQuery, useQueryClient, type QueryClient } from "@tanstack/react-query";
import { FIRINGS_ENDPOINTS } from "../../../contract/firings/endpoints";
import { TRACE_FIELD, type TemperatureUnit } from "../../../contract/firings/rules";
import type { FiringsRoutes } from "../../../contract/firings/routes";
import type {
  CreateFiringInput,
  CreateKilnInput,
  CreateMaintenanceBody,
  FiringDetail,
  KilnQueue,
  UpdateFiringInput,
  UpdateFiringPieceBody,
  UpdateKilnBody,
} from "../../../contract/firings/schemas";
import { areaClient } from "../../lib/api-client";
import { pieceKeys } from "../pieces/piece-keys";
import { reminderKeys } from "../reminders/reminders-keys";
import { firingKeys } from "./firing-keys";
import { FIRINGS_OFFLINE } from "./firings-offline";

const firingsApi = areaClient<FiringsRoutes>(
  FIRINGS_ENDPOINTS,
  import.meta.env.DEV ? () => import("../../../contract/firings/routes").then((m) => m.FIRINGS_ROUTES) : undefined,
  // Changes go through the outbox: kept on the device and sent once (docs/decisions/0116-outbox.md); offline, the
  // firing shows them at once (firings-offline.ts).
  { calls: FIRINGS_OFFLINE },
);

export function useKilnQueue(includeUntrimmed: boolean) {
  return useQuery({ queryKey: firingKeys.queue(includeUntrimmed), queryFn: ({ signal }) => firingsApi.queue({ query: { includeUntrimmed: String(includeUntrimmed) as "true" | "false" } }, { signal }) });
}

/** One location of a group in full, asked for by "Show all". */
export function useKilnQueueLocation(includeUntrimmed: boolean, group: KilnQueue["groups"][number]["key"], location: string, enabled: boolean) {
  return useQuery({
    queryKey: firingKeys.queueLocation(includeUntrimmed, group, location),
    queryFn: ({ signal }) => firingsApi.queue({ query: { includeUntrimmed: String(includeUntrimmed) as "true" | "false", group, location } }, { signal }),
    enabled,
  });
}

export function useFirings() {
  return useQuery({ queryKey: firingKeys.list, queryFn: ({ signal }) => firingsApi.list({ query: {} }, { signal }), select: (a) => a.data });
}

export function useFiring(id: number) {
  return useQuery({ queryKey: firingKeys.detail(id), queryFn: ({ signal }) => firingsApi.get({ params: { id } }, { signal }), retry: false });
}

/** The potter's own losses, or (studioId, owner and staff) a studio's over its firings (docs/decisions/0238-studio-losses.md). */
export function useLosses(from: string, to: string, studioId?: number) {
  return useQuery({
    queryKey: firingKeys.losses(from, to, studioId),
    queryFn: ({ signal }) => firingsApi.losses({ query: { from: from || undefined, to: to || undefined, studioId } }, { signal }),
  });
}

export function useKilns() {
  return useQuery({ queryKey: firingKeys.kilns, queryFn: ({ signal }) => firingsApi.kilns({}, { signal }), select: (a) => a.data });
}

/** A studio's kilns and firing schedule, which every member sees (docs/decisions/0230-community-studios.md). */
export function useStudioKilns(studioId: number, enabled = true) {
  return useQuery({
    queryKey: firingKeys.studioKilns(studioId),
    queryFn: ({ signal }) => firingsApi.kilns({ query: { studioId: String(studioId) } }, { signal }),
    select: (a) => a.data,
    enabled,
  });
}

export function useStudioFirings(studioId: number, enabled = true) {
  return useQuery({
    queryKey: firingKeys.studioList(studioId),
    queryFn: ({ signal }) => firingsApi.list({ query: { studioId: String(studioId) } }, { signal }),
    select: (a) => a.data,
    enabled,
  });
}

/** The firings of every studio the potter runs (owner or staff), for their Firings list (product.md#r241). */
export function useRunStudioFirings(studioIds: readonly number[]) {
  return useQueries({
    queries: studioIds.map((studioId) => ({
      queryKey: firingKeys.studioList(studioId),
      queryFn: ({ signal }: { signal: AbortSignal }) => firingsApi.list({ query: { studioId: String(studioId) } }, { signal }),
    })),
    combine: (results) => results.flatMap((r) => r.data?.data ?? []),
  });
}

export function usePieceFirings(pieceId: number) {
  return useQuery({ queryKey: firingKeys.ofPiece(pieceId), queryFn: ({ signal }) => firingsApi.ofPiece({ params: { id: pieceId } }, { signal }), select: (a) => a.data });
}

/**
 * A firing's change can move pieces between stages: the pieces' lists, every firing view and what is due (Today and
 * the bottom bar's count: a piece moved on, a firing planned or cooling) refresh.
 */
async function afterChange(client: QueryClient, firing: FiringDetail): Promise<void> {
  client.setQueryData(firingKeys.detail(firing.id), firing);
  await Promise.all([
    client.invalidateQueries({ queryKey: firingKeys.all, predicate: (q) => q.queryKey[1] !== "detail" }),
    client.invalidateQueries({ queryKey: pieceKeys.all }),
    client.invalidateQueries({ queryKey: reminderKeys.all }),
  ]);
}

export function useCreateFiring() {
  const client = useQueryClient();
  return useMutation({ mutationFn: (body: CreateFiringInput) => firingsApi.create({ body }), onSuccess: (f) => afterChange(client, f) });
}

export function useAddToFiring() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, pieceIds, position, move }: { id: number; pieceIds: number[]; position?: string | null; move?: boolean }) =>
      firingsApi.addPieces({ params: { id }, body: { pieceIds, ...(position ? { position } : {}), ...(move ? { move } : {}) } }),
    // A move also changed the firings the pieces left (product.md#r225).
    onSuccess: (f, { move }) =>
      Promise.all([afterChange(client, f), move ? client.invalidateQueries({ queryKey: firingKeys.details, predicate: (q) => q.queryKey[2] !== f.id }) : null]),
  });
}

export function useUpdateFiring(id: number) {
  const client = useQueryClient();
  return useMutation({ mutationFn: (body: UpdateFiringInput) => firingsApi.update({ params: { id }, body }), onSuccess: (f) => afterChange(client, f) });
}

export function useCreateKiln() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateKilnInput) => firingsApi.createKiln({ body }),
    onSuccess: () => client.invalidateQueries({ queryKey: firingKeys.kilns }),
  });
}

/** A controller's CSV: sent as it is (a file needs the connection; it is not queued on the device). */
export function useImportTrace(id: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ file, unit }: { file: File; unit: TemperatureUnit }) => {
      const form = new FormData();
      form.append(TRACE_FIELD, file, file.name);
      form.append("unit", unit);
      return firingsApi.uploadTrace({ params: { id }, form });
    },
    onSuccess: (f) => afterChange(client, f),
  });
}

export function useRemoveTrace(id: number) {
  const client = useQueryClient();
  return useMutation({ mutationFn: () => firingsApi.removeTrace({ params: { id } }), onSuccess: (f) => afterChange(client, f) });
}

export function useKiln(id: number) {
  return useQuery({ queryKey: firingKeys.kiln(id), queryFn: ({ signal }) => firingsApi.kiln({ params: { id } }, { signal }), retry: false });
}

export function useMaintenance(kilnId: number) {
  return useQuery({
    queryKey: firingKeys.maintenance(kilnId),
    queryFn: ({ signal }) => firingsApi.maintenance({ params: { id: kilnId } }, { signal }),
    select: (a) => a.data,
  });
}

/** A kiln's change shows in its own screen, the kilns list and the firings that name it. */
const afterKilnChange = (client: QueryClient) => client.invalidateQueries({ queryKey: firingKeys.all });

export function useUpdateKiln(id: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: UpdateKilnBody) => firingsApi.updateKiln({ params: { id }, body }),
    onSuccess: (kiln) => {
      client.setQueryData(firingKeys.kiln(id), kiln);
      return afterKilnChange(client);
    },
  });
}

export function useRemoveKiln(id: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => firingsApi.removeKiln({ params: { id } }),
    onSuccess: () => {
      client.removeQueries({ queryKey: firingKeys.kiln(id) });
      return afterKilnChange(client);
    },
  });
}

export function useAddMaintenance(kilnId: number) {
  const client = useQueryClient();
  return useMutation({ mutationFn: (body: CreateMaintenanceBody) => firingsApi.addMaintenance({ params: { id: kilnId }, body }), onSuccess: () => afterKilnChange(client) });
}

export function useRemoveMaintenance(kilnId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (entryId: number) => firingsApi.removeMaintenance({ params: { id: kilnId, entryId } }),
    onSuccess: () => afterKilnChange(client),
  });
}

export function useRemoveFiring(id: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => firingsApi.remove({ params: { id } }),
    onSuccess: async () => {
      client.removeQueries({ queryKey: firingKeys.detail(id) });
      await Promise.all([
        client.invalidateQueries({ queryKey: firingKeys.all }),
        client.invalidateQueries({ queryKey: pieceKeys.all }),
        client.invalidateQueries({ queryKey: reminderKeys.all }),
      ]);
    },
  });
}

/** A piece's outcome (after unloading) or position; the firing's answer comes back whole. */
export function useUpdateFiringPiece(id: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ pieceId, ...body }: UpdateFiringPieceBody & { pieceId: number }) => firingsApi.updatePiece({ params: { id, pieceId }, body }),
    onSuccess: (f) => afterChange(client, f),
  });
}

/** Takes a piece out of the firing (Undo puts it back with addPieces). */
export function useRemoveFiringPiece(id: number) {
  const client = useQueryClient();
  return useMutation({ mutationFn: (pieceId: number) => firingsApi.removePiece({ params: { id, pieceId } }), onSuccess: (f) => afterChange(client, f) });
}
