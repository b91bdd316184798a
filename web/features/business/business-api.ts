/**
 * The business side's calls (product.md#r276–r279): prices, a piece's price and cost, sales and returns, market days,
 * the numbers, the CSV and the calendar. Components use these hooks and never a path or the raw client
 * (docs/architecture.md); the query keys are here too, all under "business". A sale goes through the outbox
 * (business-offline.ts): a market stall is often offline, and each sale is sent once with its Idempotency-Key.
 */
import { useSyncExternalStore } from "react";
import { keepPreviousData, useMutation, useQuery, useQueryClient, type QueryClient } from "@tanstack/react-query";
import { BUSINESS_ENDPOINTS } from "../../../contract/business/endpoints";
import type { CreateMaterialPriceBody, UpdateMaterialPriceBody } from "../../../contract/business/material-price-schemas";
import type { BusinessRoutes } from "../../../contract/business/routes";
import type {
  CreateClayPriceBody,
  CreateEventBody,
  CreateGlazePriceBody,
  CreateKilnCostBody,
  CreateReturnBody,
  CreateSaleBody,
  CreateSupplyBody,
  InventoryQuery,
  PackPiecesBody,
  SalesReportQuery,
    UpdateClayPriceBody,
  UpdateEventBody,
  UpdateGlazePriceBody,
  UpdateKilnCostBody,
  UpdateSupplyBody,
  UpdateSellingBody,
} from "../../../contract/business/schemas";
import { BUSINESS_TEXTS } from "../../../contract/business/texts";
import { areaClient } from "../../lib/api-client";
import { subscribeOutbox, waitingEntries } from "../../lib/offline/outbox-runtime";
import { saveFile } from "../../lib/save-file";
import { BUSINESS_OFFLINE } from "./business-offline";
import { businessKeys, type PriceKind } from "./business-keys";

const loadRoutes = import.meta.env.DEV ? () => import("../../../contract/business/routes").then((m) => m.BUSINESS_ROUTES) : undefined;

export const businessApi = areaClient<BusinessRoutes>(BUSINESS_ENDPOINTS, loadRoutes);

/** A sale alone goes through the outbox (kept on the device, sent once, decision 0116 and 0316). */
const saleApi = areaClient<Pick<BusinessRoutes, "createSale">>({ createSale: BUSINESS_ENDPOINTS.createSale }, loadRoutes, {
  calls: BUSINESS_OFFLINE,
});


// ---------------------------------------------------------------------------------------------------------------
// Prices (Settings ▸ Prices).

export const useClayPrices = () => useQuery({ queryKey: businessKeys.prices("clay"), queryFn: ({ signal }) => businessApi.clayPrices(undefined, { signal }) });
export const useGlazePrices = () => useQuery({ queryKey: businessKeys.prices("glaze"), queryFn: ({ signal }) => businessApi.glazePrices(undefined, { signal }) });
export const useMaterialPrices = () =>
  useQuery({ queryKey: businessKeys.prices("material"), queryFn: ({ signal }) => businessApi.materialPrices(undefined, { signal }) });
/** A glaze lab recipe's batch cost per kg and per lb (product.md#r281); not asked for a recipe still waiting offline. */
export const useRecipeCost = (recipeId: number) =>
  useQuery({
    queryKey: businessKeys.recipeCost(recipeId), queryFn: ({ signal }) => businessApi.recipeCost({ params: { id: recipeId } }, { signal }),
    enabled: recipeId > 0,
    // Asked each time the page opens: a recipe's lines change in the glaze lab, whose changes do not touch these keys.
    staleTime: 0,
  });
export const useSupplies = () => useQuery({ queryKey: businessKeys.prices("supply"), queryFn: ({ signal }) => businessApi.supplies(undefined, { signal }) });
export const useKilnCosts = () => useQuery({ queryKey: businessKeys.prices("kiln"), queryFn: ({ signal }) => businessApi.kilnCosts(undefined, { signal }) });

/** A price changes every piece's cost: the prices of its kind and every cost shown are read again. */
function usePriceMutation<V, R>(kind: PriceKind, call: (vars: V) => Promise<R>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSettled: async () => {
      await client.invalidateQueries({ queryKey: businessKeys.prices(kind) });
      await client.invalidateQueries({ queryKey: businessKeys.pieces });
      if (kind === "material") await client.invalidateQueries({ queryKey: businessKeys.recipeCosts });
    },
  });
}

export const useSaveClayPrice = () =>
  usePriceMutation("clay", ({ id, body }: { id?: number; body: CreateClayPriceBody }) =>
    id ? businessApi.updateClayPrice({ params: { id }, body: body satisfies UpdateClayPriceBody }) : businessApi.createClayPrice({ body }),
  );
export const useRemoveClayPrice = () => usePriceMutation("clay", (id: number) => businessApi.removeClayPrice({ params: { id } }));
export const useSaveGlazePrice = () =>
  usePriceMutation("glaze", ({ id, body }: { id?: number; body: CreateGlazePriceBody }) =>
    id ? businessApi.updateGlazePrice({ params: { id }, body: body satisfies UpdateGlazePriceBody }) : businessApi.createGlazePrice({ body }),
  );
export const useRemoveGlazePrice = () => usePriceMutation("glaze", (id: number) => businessApi.removeGlazePrice({ params: { id } }));
export const useSaveMaterialPrice = () =>
  usePriceMutation("material", ({ id, body }: { id?: number; body: CreateMaterialPriceBody }) =>
    id ? businessApi.updateMaterialPrice({ params: { id }, body: body satisfies UpdateMaterialPriceBody }) : businessApi.createMaterialPrice({ body }),
  );
export const useRemoveMaterialPrice = () => usePriceMutation("material", (id: number) => businessApi.removeMaterialPrice({ params: { id } }));
export const useSaveSupply = () =>
  usePriceMutation("supply", ({ id, body }: { id?: number; body: CreateSupplyBody }) =>
    id ? businessApi.updateSupply({ params: { id }, body: body satisfies UpdateSupplyBody }) : businessApi.createSupply({ body }),
  );
export const useRemoveSupply = () => usePriceMutation("supply", (id: number) => businessApi.removeSupply({ params: { id } }));
export const useSaveKilnCost = () =>
  usePriceMutation("kiln", ({ id, body }: { id?: number; body: CreateKilnCostBody }) =>
    id ? businessApi.updateKilnCost({ params: { id }, body: { perFiring: body.perFiring, notes: body.notes } satisfies UpdateKilnCostBody }) : businessApi.createKilnCost({ body }),
  );
export const useRemoveKilnCost = () => usePriceMutation("kiln", (id: number) => businessApi.removeKilnCost({ params: { id } }));

// ---------------------------------------------------------------------------------------------------------------
// A piece's price, status and cost.

export const useSelling = (pieceId: number) =>
  useQuery({ queryKey: businessKeys.selling(pieceId), queryFn: ({ signal }) => businessApi.selling({ params: { id: pieceId } }, { signal }) });
export const usePieceCost = (pieceId: number) =>
  useQuery({ queryKey: businessKeys.cost(pieceId), queryFn: ({ signal }) => businessApi.cost({ params: { id: pieceId } }, { signal }) });

export function useUpdateSelling(pieceId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: UpdateSellingBody) => businessApi.updateSelling({ params: { id: pieceId }, body }),
    onSuccess: async (selling) => {
      client.setQueryData(businessKeys.selling(pieceId), selling);
      await client.invalidateQueries({ queryKey: businessKeys.cost(pieceId) });
      await client.invalidateQueries({ queryKey: businessKeys.inventories });
    },
  });
}

/** Finished pieces for sale (and any with a price), to add to a sale or pack for a market day. */
export const useInventory = (q: InventoryQuery = {}) =>
  useQuery({ queryKey: businessKeys.inventory(q), queryFn: ({ signal }) => businessApi.inventory({ query: q }, { signal }) });

// ---------------------------------------------------------------------------------------------------------------
// Sales and returns.

export const useSales = (from?: string, to?: string) =>
  useQuery({
    queryKey: businessKeys.salesIn(from, to),
    queryFn: ({ signal }) => businessApi.sales({ query: { from: from || undefined, to: to || undefined } }, { signal }),
    placeholderData: keepPreviousData,
  });

export const useSale = (id: number | null) =>
  useQuery({ queryKey: businessKeys.sale(id ?? 0), queryFn: ({ signal }) => businessApi.sale({ params: { id: id! } }, { signal }), enabled: id !== null });

/** After a sale or a return: the lists, the market days, the report and the pieces' status all move. */
function refreshAfterSale(client: QueryClient): Promise<void> {
  return client.invalidateQueries({ queryKey: businessKeys.all });
}

export function useCreateSale() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateSaleBody) => saleApi.createSale({ body }),
    // An answer made on the device (offline) already sits in the cache; reading again would wipe it until sent.
    onSuccess: (sale) => (sale.id > 0 ? refreshAfterSale(client) : undefined),
  });
}

export function useCreateReturn() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ saleId, body }: { saleId: number; body: CreateReturnBody }) => businessApi.createReturn({ params: { id: saleId }, body }),
    onSuccess: () => refreshAfterSale(client),
  });
}

// ---------------------------------------------------------------------------------------------------------------
// Market days.

export const useEvents = () => useQuery({ queryKey: businessKeys.events, queryFn: ({ signal }) => businessApi.events(undefined, { signal }) });
export const useEvent = (id: number) =>
  useQuery({ queryKey: businessKeys.event(id), queryFn: ({ signal }) => businessApi.event({ params: { id } }, { signal }) });

export function useCreateEvent() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateEventBody) => businessApi.createEvent({ body }),
    onSuccess: async (event) => {
      client.setQueryData(businessKeys.event(event.id), event);
      await client.invalidateQueries({ queryKey: businessKeys.events });
    },
  });
}

function useEventMutation<V>(id: number, call: (vars: V) => ReturnType<typeof businessApi.event>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: async (event) => {
      client.setQueryData(businessKeys.event(id), event);
      await client.invalidateQueries({ queryKey: businessKeys.events });
    },
  });
}

export const useUpdateEvent = (id: number) => useEventMutation(id, (body: UpdateEventBody) => businessApi.updateEvent({ params: { id }, body }));
export const usePackPieces = (id: number) => useEventMutation(id, (body: PackPiecesBody) => businessApi.packPieces({ params: { id }, body }));
export const useUnpackPiece = (id: number) => useEventMutation(id, (pieceId: number) => businessApi.unpackPiece({ params: { id, pieceId } }));

export function useRemoveEvent() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => businessApi.removeEvent({ params: { id } }),
    onSuccess: () => client.invalidateQueries({ queryKey: businessKeys.events }),
  });
}

// ---------------------------------------------------------------------------------------------------------------
// The numbers, the CSV, the calendar.

export const useSalesReport = (q: SalesReportQuery) =>
  useQuery({ queryKey: businessKeys.report(q), queryFn: ({ signal }) => businessApi.salesReport({ query: q }, { signal }), placeholderData: keepPreviousData });

export async function downloadSalesCsv(year: number): Promise<void> {
  const csv = await businessApi.salesCsv({ query: { year: String(year) } });
  await saveFile(csv, BUSINESS_TEXTS.csvFileName(year), "text/csv");
}

export async function downloadEventsIcs(): Promise<void> {
  const ics = await businessApi.eventsIcs();
  await saveFile(ics, "claybook-market-days.ics", "text/calendar");
}

// ---------------------------------------------------------------------------------------------------------------
// The market days' calendar link (product.md#r294): turned on, made anew (the old one stops) or off, online only.

export const useEventFeed = () => useQuery({ queryKey: businessKeys.eventFeed, queryFn: ({ signal }) => businessApi.eventFeed(undefined, { signal }) });

export function useCreateEventFeed() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => businessApi.createEventFeed(),
    onSuccess: (feed) => client.setQueryData(businessKeys.eventFeed, { feed }),
  });
}

export function useRemoveEventFeed() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => businessApi.removeEventFeed(),
    onSuccess: () => client.setQueryData(businessKeys.eventFeed, { feed: null }),
  });
}

// ---------------------------------------------------------------------------------------------------------------
// Sales made offline at a market day, waiting in the outbox (product.md#r278).

const salePath = BUSINESS_ENDPOINTS.createSale.path;

/** The labels of this market day's sales still waiting for the connection, one a line. */
function waitingSales(eventId: number): string {
  return waitingEntries()
    .filter((e) => e.path === salePath && (e.body as { eventId?: unknown } | undefined)?.eventId === eventId)
    .map((e) => e.label ?? "")
    .join("\n");
}

export function useWaitingSales(eventId: number): string[] {
  const lines = useSyncExternalStore(subscribeOutbox, () => waitingSales(eventId), () => "");
  return lines ? lines.split("\n") : [];
}
