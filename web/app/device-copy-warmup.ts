/**
 * The potter's data copied onto the device (docs/decisions/0116-outbox.md): on the first sign-in on a device and after each sync,
 * the potter's pieces (every list page), each piece's details, stage history and layers, the surfaces library, combos,
 * the glaze lab's materials and recipes, inspirations and preferences are fetched in the background (and, on the native app, the reminders ahead are scheduled
 * on the phone) into the screens' own query keys, which the local copy keeps (web/lib/offline/persisted-cache.ts). A
 * cold start with no connection then shows any screen the potter has data for, not only the ones they happened to open.
 *
 * Few requests: the list pages carry each piece's details, and one call each brings every layer and (up to 1,000)
 * every stage entry. Only a potter with more stage entries asks piece by piece, and then only for pieces whose row
 * changed since the last warm-up.
 */
import type { QueryClient, QueryKey } from "@tanstack/react-query";
import type { TrialStatus } from "../../contract/trial/schemas";
import { mustSubscribe } from "../../contract/trial/rules";
import { STAGE_HISTORY_LIMIT_MAX } from "../../contract/stages/texts";
import type { DecorationLayer } from "../../contract/layers/schemas";
import type { PieceListItem } from "../../contract/pieces/schemas";
import type { StageEntry } from "../../contract/stages/schemas";
import { comboQueries } from "../features/combos/combos-api";
import { glazeQueries } from "../features/glazes/glazes-api";
import { inspirationQueries } from "../features/inspirations/inspirations-queries";
import { layersApi } from "../features/layers/layers-api";
import { pieceKeys } from "../features/pieces/piece-keys";
import { pieceQueries } from "../features/pieces/pieces-queries";
import { preferencesQueries } from "../features/preferences/preferences-api";
import { preferencesKeys } from "../features/preferences/preferences-keys";
import { scheduleDeviceReminders } from "../features/reminders/reminders-api";
import { stageQueries, stagesApi } from "../features/stages/stages-queries";
import { trialKeys } from "../features/trial/trial-keys";
import { onDrained, pendingCount } from "../lib/offline/outbox-runtime";

/** A potter with more than this many list pages is warmed up to here; the rest comes as the potter browses. */
const MAX_PAGES = 1_000;
/** Requests at once for the piece-by-piece part: the server keeps answering the screens meanwhile. */
const PARALLEL = 2;
const START_DELAY_MS = 2_000;

const fresh = <T extends { queryKey: QueryKey }>(options: T) => ({ ...options, staleTime: 0 });

/**
 * Changes the potter has started or finished on this device (the mutation cache's events). An answer the warm-up asked
 * for before a change can land after the change marked its list stale, and would then pass for fresh for minutes: a
 * piece just saved missing from My Pieces. Such an answer is kept but marked stale, so the screen asks again.
 */
let changes = 0;

/** fetchWarm for a screen's query that the warm-up asks as it is. */
function warmQuery<O extends { queryKey: QueryKey }>(client: QueryClient, options: O): Promise<unknown> {
  return fetchWarm(client, options.queryKey, () => client.fetchQuery(fresh(options)));
}

async function fetchWarm<T>(client: QueryClient, queryKey: QueryKey, ask: () => Promise<T>): Promise<T> {
  const before = changes;
  const data = await ask();
  if (changes !== before) void client.invalidateQueries({ queryKey, exact: true });
  return data;
}

/** What the list row shows of a piece: when it changes, the piece's stages or layers may have too. */
const rowSignature = (row: PieceListItem) =>
  [row.updatedAt, row.currentStage, row.currentLocation, row.thumbnailUrl, row.glazeIds.join(",")].join("|");

function groupBy<T extends { pieceId: number }>(items: readonly T[]): Map<number, T[]> {
  const groups = new Map<number, T[]>();
  for (const item of items) {
    const list = groups.get(item.pieceId) ?? [];
    list.push(item);
    groups.set(item.pieceId, list);
  }
  return groups;
}

async function allPieces(client: QueryClient): Promise<PieceListItem[]> {
  const rows: PieceListItem[] = [];
  for (let page = 1; page <= MAX_PAGES; page += 1) {
    const query = pieceQueries.page(page);
    const answer = await fetchWarm(client, query.queryKey, () => client.fetchQuery(fresh(query)));
    rows.push(...answer.data);
    if (page >= answer.pagination.totalPages) break;
  }
  return rows;
}

async function inParallel<T>(items: readonly T[], work: (item: T) => Promise<unknown>): Promise<void> {
  let next = 0;
  const worker = async () => {
    while (next < items.length) await work(items[next++]!).catch(() => undefined);
  };
  await Promise.all(Array.from({ length: Math.min(PARALLEL, items.length) }, worker));
}

/** Last warm-up's row signatures, per piece, in memory for this run of the app. */
const seen = new Map<number, string>();

async function warmPieces(client: QueryClient): Promise<void> {
  const rows = await allPieces(client);
  const before = changes;
  const [layers, history] = await Promise.all([
    layersApi.list({}).then((answer) => answer.data),
    stagesApi.list({ query: { limit: String(STAGE_HISTORY_LIMIT_MAX) } }).then((answer) => answer.data),
  ]);
  const layersOf = groupBy<DecorationLayer>(layers);
  // Oldest first, as a piece's own history is answered.
  const historyComplete = history.length < STAGE_HISTORY_LIMIT_MAX;
  const stagesOf = groupBy<StageEntry>([...history].reverse());
  const perPiece: PieceListItem[] = [];
  // A change meanwhile (a layer added, a stage ticked) may be missing from these answers: the screens' own copies stay.
  const current = changes === before;
  for (const row of rows) {
    const detail = client.getQueryData<{ updatedAt: string }>(pieceKeys.detail(row.id));
    if (!detail || detail.updatedAt <= row.updatedAt) {
      const { currentStage: _stage, currentLocation: _location, thumbnailUrl: _thumbnail, ...piece } = row;
      client.setQueryData(pieceKeys.detail(row.id), piece);
    }
    if (!current) continue;
    client.setQueryData(pieceKeys.layers(row.id), { data: layersOf.get(row.id) ?? [] });
    if (historyComplete) client.setQueryData(pieceKeys.stages(row.id), { data: stagesOf.get(row.id) ?? [] });
    else if (seen.get(row.id) !== rowSignature(row) || !client.getQueryData(pieceKeys.stages(row.id))) perPiece.push(row);
  }
  await inParallel(perPiece, (row) => {
    const query = stageQueries.ofPiece(row.id);
    return fetchWarm(client, query.queryKey, () => client.fetchQuery(fresh(query)));
  });
  for (const row of rows) seen.set(row.id, rowSignature(row));
}

/**
 * The glaze lab's materials and recipes, so a recipe is typed and its chemistry shown in a glaze room with no
 * connection (product.md#r267); its module is loaded here, not with the warm-up's own code.
 */
async function warmGlazeLab(client: QueryClient): Promise<void> {
  const { glazeLabQueries } = await import("../features/glaze-lab/glaze-lab-api");
  await Promise.all([warmQuery(client, glazeLabQueries.materials()), warmQuery(client, glazeLabQueries.recipes("", null))]);
}

/** Fetches the potter's data into the cache; quiet on failure (the screens fetch for themselves when opened). */
async function warmDeviceCopy(client: QueryClient, account: number): Promise<void> {
  const status = client.getQueryData<TrialStatus>(trialKeys.status);
  if (!status || mustSubscribe(status)) return;
  await Promise.allSettled([
    // On the native app: the reminders ahead handed to the phone, so they fire with the app closed (product.md#r172).
    scheduleDeviceReminders(account),
    warmPieces(client),
    warmQuery(client, glazeQueries.list()),
    warmQuery(client, comboQueries.list()),
    warmGlazeLab(client),
    warmQuery(client, inspirationQueries.list()),
    // Known to be missing (the served page or sign-up said so): not asked again, as the GET would answer 404 and log an
    // error in the console (docs/decisions/0142-quiet-console.md).
    client.getQueryData(preferencesKeys.mine) === null ? undefined : warmQuery(client, preferencesQueries.mine()),
  ]);
}

let running: Promise<void> | null = null;

function warm(client: QueryClient, account: number): void {
  // Offline, or changes still waiting to go: after the sync is the time (onDrained).
  if (running || !navigator.onLine || pendingCount() > 0) return;
  running = warmDeviceCopy(client, account).finally(() => {
    running = null;
  });
}

/**
 * Starts the warm-up a moment after start-up or sign-in, and again after each sync.
 * @param userKey the signed-in user's query key (its data is the user, or null when signed out)
 */
export function startDeviceCopyWarmup(client: QueryClient, userKey: QueryKey): void {
  const account = () => client.getQueryData<{ id?: number } | null>(userKey)?.id ?? null;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let warmedFor: number | null = null;
  const soon = () => {
    clearTimeout(timer);
    timer = setTimeout(() => {
      warmedFor = account();
      if (warmedFor !== null) warm(client, warmedFor);
    }, START_DELAY_MS);
  };
  soon();
  client.getMutationCache().subscribe((event) => {
    if (event.type === "added" || event.type === "updated") changes += 1;
  });
  // A sign-in (or another potter) on this device.
  client.getQueryCache().subscribe((event) => {
    if (event.type === "updated" && event.query.queryHash === JSON.stringify(userKey) && account() !== null && account() !== warmedFor) soon();
  });
  onDrained(() => {
    const signedIn = account();
    if (signedIn !== null) warm(client, signedIn);
  });
}
